// Redacted views of recorded exchanges: the Allure HTTP-exchange attachment and the text shown with a failure.
import { ALLURE_HTTP_EXCHANGE_SCHEMA_VERSION, type HttpExchange, type HttpExchangeBody } from "allure-js-commons";
import type { Exchange } from "../http/http.js";
import { redactor } from "../secrets/redact.js";
import { mayKeyASecret, namesASecretKey } from "../secrets/secret-patterns.js";

const SHOWN_BODY_CHARS = 1500;
/** Bodies attached to Allure are kept up to this length: a 1000-schedule page would otherwise weigh 900 kB per test. */
export const ATTACHED_BODY_CHARS = 64 * 1024;

/** How far past the kept part a large body is redacted: further than any match of a secret's form can reach back. */
const REDACTED_PAST_KEPT = 16 * 1024;

/**
 * A body ready to redact: as text (JSON pretty when it fits an attachment, larger bodies as the target sent them), or
 * as JSON redacted key by key (compact when large) when it names a secret key.
 */
type Prepared = { text: string; keyed?: undefined } | { keyed: () => string; text?: undefined };

/** `keysNoSecret`: the client found the text cannot key a secret (Exchange.responseKeysNoSecret). */
function prepared(raw: string, keysNoSecret = false): Prepared {
  const indent = raw.length > ATTACHED_BODY_CHARS ? undefined : 2;
  // Parsing a large body only to print it compact cost a run more than its requests (schedule pages).
  if (indent === undefined && (keysNoSecret || !mayKeyASecret(raw))) return { text: raw };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { text: raw };
  }
  // A body naming no secret key (most) is redacted as one text: walking a 1000-schedule page string by string cost more than the run's requests.
  if (namesASecretKey(raw)) return { keyed: () => JSON.stringify(redactor.json(parsed), null, indent) };
  return { text: JSON.stringify(parsed, null, indent) };
}

const redactWhole = (p: Prepared) => (p.keyed ? p.keyed() : redactor.text(p.text));

/** Redacts a whole body (never a cut one, which could hide a secret's start). */
function redactBody(raw: string | undefined): string | undefined {
  return raw === undefined || raw === "" ? raw : redactWhole(prepared(raw));
}

/**
 * The part of a body the report keeps, redacted, and how many characters follow it. A large body as text is redacted
 * only up to a margin past the kept part (a 1000-schedule page redacted whole cost more than its request), and the
 * characters that follow are counted before redaction; should redaction shorten that much text by half the margin,
 * the whole body is redacted.
 */
function keptBody(raw: string, keysNoSecret?: boolean): { value: string; more: number } {
  const p = prepared(raw, keysNoSecret);
  const upTo = ATTACHED_BODY_CHARS + REDACTED_PAST_KEPT;
  if (p.text !== undefined && p.text.length > upTo) {
    const head = redactor.text(p.text.slice(0, upTo));
    if (head.length >= upTo - REDACTED_PAST_KEPT / 2) return { value: head.slice(0, ATTACHED_BODY_CHARS), more: p.text.length - ATTACHED_BODY_CHARS };
  }
  const redacted = redactWhole(p);
  return { value: redacted.slice(0, ATTACHED_BODY_CHARS), more: Math.max(0, redacted.length - ATTACHED_BODY_CHARS) };
}

function keep(raw: string, keysNoSecret?: boolean): { value: string; cut: boolean } {
  const { value, more } = keptBody(raw, keysNoSecret);
  return more === 0 ? { value, cut: false } : { value: `${value}\n… ${more} more characters not kept in the report`, cut: true };
}

const pairs = (headers: Record<string, string> | undefined) =>
  Object.entries(headers ?? {}).map(([name, value]) => ({ name, value: redactor.headerValue(name, value) }));

type BodyOf = { truncated?: boolean; keysNoSecret?: boolean };

const body = (raw: string | undefined, headers: Record<string, string> | undefined, { truncated, keysNoSecret }: BodyOf = {}): HttpExchangeBody | undefined => {
  if (raw === undefined || raw === "") return undefined;
  const ct = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === "content-type")?.[1];
  const kept = keep(raw, keysNoSecret);
  return { contentType: ct, encoding: "utf8", value: kept.value, size: Buffer.byteLength(raw), truncated: truncated || kept.cut };
};

export function allureExchange(ex: Exchange): HttpExchange {
  return {
    schemaVersion: ALLURE_HTTP_EXCHANGE_SCHEMA_VERSION,
    request: { method: ex.method, url: redactor.text(ex.url), headers: pairs(ex.requestHeaders), body: body(ex.requestBody, ex.requestHeaders) },
    response: ex.status === undefined ? undefined
      : { status: ex.status, headers: pairs(ex.responseHeaders), body: body(ex.responseBody, ex.responseHeaders, { truncated: ex.truncated, keysNoSecret: ex.responseKeysNoSecret }) },
    error: ex.error ? { name: "TargetError", message: ex.error } : undefined,
    start: ex.start,
    stop: ex.stop,
  };
}

/** A few lines a vendor can read in a failure message: request line, status, and the start of both bodies. */
export function exchangeText(ex: Exchange): string {
  const cut = (s: string | undefined) => (s && s.length > SHOWN_BODY_CHARS ? `${s.slice(0, SHOWN_BODY_CHARS)} …(cut)` : s);
  const lines = [`→ ${ex.method} ${redactor.text(ex.url)}`];
  const reqBody = redactBody(ex.requestBody);
  if (reqBody) lines.push(`  ${cut(reqBody.replace(/\s*\n\s*/g, " "))}`);
  if (ex.error) lines.push(`← (no response) ${ex.error}`);
  else {
    lines.push(`← ${ex.status} ${ex.responseHeaders?.["content-type"] ?? ""} (${ex.stop - ex.start} ms)`.trimEnd());
    const resBody = redactBody(ex.responseBody);
    if (resBody) lines.push(`  ${cut(resBody.replace(/\s*\n\s*/g, " "))}`);
  }
  return lines.join("\n");
}
