// Redacted views of recorded exchanges: the Allure HTTP-exchange attachment and the text shown with a failure.
import { ALLURE_HTTP_EXCHANGE_SCHEMA_VERSION, type HttpExchange, type HttpExchangeBody } from "allure-js-commons";
import type { Exchange } from "../http/http.js";
import { redactor } from "../secrets/redact.js";
import { mayKeyASecret, namesASecretKey } from "../secrets/secret-patterns.js";
import { MAX_VIEW_DEPTH, excerpt, nestsDeeperThan, oneLine, visible } from "../secrets/bounded-text.js";

const SHOWN_BODY_CHARS = 1500;
/** What a failure message's view of a body redacts before it makes it one line: room for pretty JSON's indentation. */
const SHOWN_BEFORE_ONE_LINE = 8 * SHOWN_BODY_CHARS;
/** Bodies attached to Allure are kept up to this length: a 1000-schedule page would otherwise weigh 900 kB per test. */
export const ATTACHED_BODY_CHARS = 64 * 1024;

/** How far past the kept part a body is redacted: further than any match of a secret's form can reach back. */
const REDACTED_PAST_KEPT = 16 * 1024;

/**
 * A body ready to redact: as text (JSON pretty when it fits an attachment, larger bodies as the target sent them), or
 * as JSON redacted key by key (compact when large) when it names a secret key.
 */
type Prepared = { text: string; keyed?: undefined } | { keyed: () => string; text?: undefined };

/**
 * `keysNoSecret`: the client found the text cannot key a secret (Exchange.responseKeysNoSecret). Every step is one
 * pass over the body (the client kept at most CONFORMANCE_MAX_BODY_BYTES of it); a body nesting deeper than
 * MAX_VIEW_DEPTH stays text (printing it as JSON recurses, and its indentation grows with its depth).
 */
function prepared(raw: string, keysNoSecret = false): Prepared {
  const indent = raw.length > ATTACHED_BODY_CHARS ? undefined : 2;
  // Parsing a large body only to print it compact cost a run more than its requests (schedule pages).
  if (indent === undefined && (keysNoSecret || !mayKeyASecret(raw))) return { text: raw };
  if (nestsDeeperThan(raw, MAX_VIEW_DEPTH)) return { text: raw };
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

/**
 * The first `keep` characters of a body, redacted, and how many characters follow them. A body as text is redacted
 * only up to a margin past the kept part (never past it: a 1 MiB body redacted whole cost more than its request, and
 * no transformation may take time for text it will not show), so a secret across the cut leaves no part of itself;
 * the characters that follow are counted before redaction. A body redacted key by key is redacted whole (one walk).
 */
function keptBody(raw: string, keep: number, keysNoSecret?: boolean): { value: string; more: number } {
  const p = prepared(raw, keysNoSecret);
  if (p.keyed) {
    const whole = p.keyed();
    return { value: whole.slice(0, keep), more: Math.max(0, whole.length - keep) };
  }
  const window = p.text.length > keep + REDACTED_PAST_KEPT ? p.text.slice(0, keep + REDACTED_PAST_KEPT) : p.text;
  const head = redactor.text(window);
  const more = window.length < p.text.length ? p.text.length - keep : Math.max(0, head.length - keep);
  return { value: head.slice(0, keep), more };
}

function keep(raw: string, keysNoSecret?: boolean): { value: string; cut: boolean } {
  const { value, more } = keptBody(raw, ATTACHED_BODY_CHARS, keysNoSecret);
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

/** The start of a body for a failure message, on one line: cut, redacted, then made one line, each step on the cut part only. */
function shownBody(raw: string | undefined, keysNoSecret?: boolean): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  const { value, more } = keptBody(raw, SHOWN_BEFORE_ONE_LINE, keysNoSecret);
  const line = visible(oneLine(value));
  return line.length > SHOWN_BODY_CHARS || more > 0 ? `${line.slice(0, SHOWN_BODY_CHARS)} …(cut)` : line;
}

/** A few lines a vendor can read in a failure message: request line, status, and the start of both bodies. */
export function exchangeText(ex: Exchange): string {
  const lines = [`→ ${ex.method} ${redactor.text(ex.url)}`];
  const reqBody = shownBody(ex.requestBody);
  if (reqBody) lines.push(`  ${reqBody}`);
  if (ex.error) lines.push(`← (no response) ${ex.error}`);
  else {
    lines.push(`← ${ex.status} ${excerpt(ex.responseHeaders?.["content-type"], 200)} (${ex.stop - ex.start} ms)`.trimEnd());
    const resBody = shownBody(ex.responseBody, ex.responseKeysNoSecret);
    if (resBody) lines.push(`  ${resBody}`);
  }
  return lines.join("\n");
}
