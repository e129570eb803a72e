// Preflight's probes: one unauthenticated request the spec defines per area, and whether its answer can come from the
// spec's interface at all (an HTML page, a redirect, or a 404 the operation cannot give cannot).
import { randomBytes } from "node:crypto";
import { request } from "../http/undici-core.js";
import type { Area } from "../spec/areas.js";
import { credentialParts, type HeaderLine } from "../config/config-keys.js";
import { excerpt, oneLine } from "../secrets/bounded-text.js";
import { redactor } from "../secrets/redact.js";

export const PREFLIGHT_MS = 5_000;
/** How much of a probe's body is read (to tell HTML and to quote it), and how long after its headers it is waited for. */
const SNIFFED_BYTES = 2048;
const SNIFF_MS = 1_000;

interface Probe {
  method: "GET" | "POST";
  path: string;
  body?: string;
  /**
   * Whether a 404 with this body can be the operation's own answer. The spec lists no 404 for GET /b2b/counterparties
   * (operation 9) or GET /v2/schedules; area B's lookup answers 404 only as its error object; getToken lists no 404, and
   * the spec leaves the answer to a wrong key open (AMBIGUITIES 20), so one in area D's envelope (code) is not ruled out.
   */
  conforming404(json: unknown): boolean;
}

const has = (json: unknown, key: string, value?: unknown) =>
  typeof json === "object" && json !== null && key in json && (value === undefined || (json as Record<string, unknown>)[key] === value);

/** The probe of each area: spec-defined, without a credential, changing nothing on the target. */
export function probeOf(area: Area): Probe {
  switch (area) {
    case "b2b": return { method: "GET", path: "/b2b/counterparties?test=true", conforming404: () => false };
    case "schedules": return { method: "GET", path: "/v2/schedules", conforming404: () => false };
    case "identity-verification": return {
      method: "GET", path: `/identity-verifications/conformance-preflight-${randomBytes(6).toString("hex")}`,
      conforming404: (json) => has(json, "type", "IDENTITY_VERIFICATION_NOT_FOUND"),
    };
    case "legacy-token": return {
      method: "POST", path: "/users/getToken", body: JSON.stringify({ imp_key: "conformance-preflight", imp_secret: "conformance-preflight" }),
      conforming404: (json) => has(json, "code"),
    };
  }
}

export type ProbeOutcome =
  | { kind: "unreachable"; why: string }
  | { kind: "answered"; status: number; contentType: string; body: string; notThisInterface?: string };

/** An HTML page: by its Content-Type, or by a body that opens like one. */
const isHtml = (contentType: string, body: string) => /\btext\/html\b|\bapplication\/xhtml/i.test(contentType) || /^\s*<(?:!doctype|html|head|body)\b/i.test(body);

/**
 * Sends an area's probe to its base URL and says whether the answer can come from the interface at that URL. With
 * `auth`, the same request with the area's credential (preflight's second look, only where the first said no).
 */
export async function sendProbe(baseUrl: string, area: Area, timeoutMs = PREFLIGHT_MS, auth?: HeaderLine): Promise<ProbeOutcome> {
  const probe = probeOf(area);
  const url = new URL(`${baseUrl.endsWith("/") ? baseUrl.slice(0, -1) : baseUrl}${probe.path}`);
  let res: Awaited<ReturnType<typeof request>>;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = probe.body ? { "content-type": "application/json" } : {};
  for (const part of auth ? credentialParts(auth) : []) {
    if (part.query) url.searchParams.set(part.name, part.value);
    else headers[part.name] = part.value;
  }
  try {
    res = await request(url.toString(), { method: probe.method, signal, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, headers, ...(probe.body ? { body: probe.body } : {}) });
  } catch (err) {
    return { kind: "unreachable", why: transportWhy(err, timeoutMs) };
  }
  const body = await sniff(res.body);
  const contentType = String(res.headers["content-type"] ?? "");
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const location = excerpt(String(res.headers.location ?? ""), 120);
  const notThisInterface = isHtml(contentType, body) ? "an HTML page, where the spec's bodies are JSON"
    : res.statusCode === 404 && !probe.conforming404(json) ? "a 404 this operation does not give"
      : res.statusCode >= 300 && res.statusCode < 400 ? `a redirect${location ? ` to ${location}` : ""}, which no operation of the spec answers`
        : undefined;
  return { kind: "answered", status: res.statusCode, contentType, body, notThisInterface };
}

/** The start of a body, whatever arrives within SNIFF_MS of the headers: a body that drips or never ends is not waited for. */
async function sniff(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  const timer = setTimeout(() => body.destroy(), SNIFF_MS);
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= SNIFFED_BYTES) break;
    }
  } catch {
    // cut short: what arrived is enough
  } finally {
    clearTimeout(timer);
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, SNIFFED_BYTES).toString("utf8");
}

/** What a probe that said the base URL is wrong got back, as one line: cut, redacted, then made one line. */
export function answerText(area: Area, o: Extract<ProbeOutcome, { kind: "answered" }>): string {
  const { method, path } = probeOf(area);
  const body = oneLine(redactor.text(excerpt(o.body, 200)));
  return `${method} ${path.replace(/conformance-preflight-\w+/, "{id}")} answered ${o.status} ${excerpt(o.contentType, 80) || "(no Content-Type)"}: ${o.notThisInterface}${body ? ` (${JSON.stringify(body)})` : ""}`;
}

/** Why a URL gave no HTTP answer. */
export function transportWhy(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  return e.name === "TimeoutError" || e.name === "AbortError" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT"
    ? `gave no answer within ${timeoutMs / 1000} s`
    : code === "ECONNREFUSED" ? "refused the connection (nothing listens there)"
      : code === "ENOTFOUND" || code === "EAI_AGAIN" ? "has a host name that does not resolve"
        : code === "UND_ERR_HEADERS_OVERFLOW" ? "answered with headers larger than the client reads (16 KiB)"
        : `could not be reached (${code ?? (err as Error).message})`;
}
