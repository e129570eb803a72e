// Redacted views of recorded exchanges: the Allure HTTP-exchange attachment and the text shown with a failure.
import { ALLURE_HTTP_EXCHANGE_SCHEMA_VERSION, type HttpExchange, type HttpExchangeBody } from "allure-js-commons";
import type { Exchange } from "./http.js";
import { redactor } from "./redact.js";
import { SECRET_KEYS } from "./secret-patterns.js";

const SHOWN_BODY_CHARS = 1500;
/** Bodies attached to Allure are kept up to this length: a 1000-schedule page would otherwise weigh 900 kB per test. */
export const ATTACHED_BODY_CHARS = 64 * 1024;

/** A body naming no secret key (most) is redacted as one text: walking a 1000-schedule page string by string cost more than the run's requests. */
const NAMES_A_SECRET_KEY = new RegExp([...SECRET_KEYS].join("|"), "i");

/** Redacts a whole body (never a cut one, which could hide a secret's start); large JSON stays compact. */
function redactBody(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return raw;
  const indent = raw.length > ATTACHED_BODY_CHARS ? undefined : 2;
  try {
    const parsed: unknown = JSON.parse(raw);
    return NAMES_A_SECRET_KEY.test(raw) ? JSON.stringify(redactor.json(parsed), null, indent) : redactor.text(JSON.stringify(parsed, null, indent));
  } catch {
    return redactor.text(raw);
  }
}

function keep(redacted: string): { value: string; cut: boolean } {
  if (redacted.length <= ATTACHED_BODY_CHARS) return { value: redacted, cut: false };
  const more = redacted.length - ATTACHED_BODY_CHARS;
  return { value: `${redacted.slice(0, ATTACHED_BODY_CHARS)}\n… ${more} more characters not kept in the report`, cut: true };
}

const pairs = (headers: Record<string, string> | undefined) =>
  Object.entries(headers ?? {}).map(([name, value]) => ({ name, value: redactor.headerValue(name, value) }));

const body = (raw: string | undefined, headers: Record<string, string> | undefined, truncated?: boolean): HttpExchangeBody | undefined => {
  if (raw === undefined || raw === "") return undefined;
  const ct = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === "content-type")?.[1];
  const kept = keep(redactBody(raw)!);
  return { contentType: ct, encoding: "utf8", value: kept.value, size: Buffer.byteLength(raw), truncated: truncated || kept.cut };
};

export function allureExchange(ex: Exchange): HttpExchange {
  return {
    schemaVersion: ALLURE_HTTP_EXCHANGE_SCHEMA_VERSION,
    request: { method: ex.method, url: redactor.text(ex.url), headers: pairs(ex.requestHeaders), body: body(ex.requestBody, ex.requestHeaders) },
    response: ex.status === undefined ? undefined
      : { status: ex.status, headers: pairs(ex.responseHeaders), body: body(ex.responseBody, ex.responseHeaders, ex.truncated) },
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
