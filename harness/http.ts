// The suite's HTTP client (undici): records every exchange, bounds time and body size, and learns secrets to redact.
import { Agent, request } from "undici";
import { TargetError } from "./errors.js";
import type { HeaderLine } from "./config.js";
import { redactor } from "./redact.js";

export interface Exchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: string;
  status?: number;
  responseHeaders?: Record<string, string>;
  responseBody?: string;
  truncated?: boolean;
  error?: string;
  start: number;
  stop: number;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The parsed body; undefined when the body is empty, not JSON, or over the size cap. */
  json: unknown;
  /** Why `json` is undefined although the body is not empty. */
  jsonError?: string;
  truncated: boolean;
  durationMs: number;
  exchange: Exchange;
}

type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** A raw body, sent as it is (for malformed-input tests). */
  body?: string;
  headers?: Record<string, string>;
  /** Overrides the client's credential for this request; null sends none. */
  auth?: HeaderLine | null;
}

export interface ClientOptions {
  timeoutMs: number;
  maxBodyBytes: number;
  /** Sent as x-conformance-test-id so a vendor can find the call in its own logs. */
  testId: string;
  auth?: HeaderLine;
  /** Where exchanges are recorded, in order. */
  record?: Exchange[];
}

export const TEST_ID_HEADER = "x-conformance-test-id";
const agent = new Agent({ keepAliveTimeout: 4_000, connections: 32 });

export class HttpClient {
  constructor(
    readonly baseUrl: string,
    private readonly options: ClientOptions,
  ) {}

  get(path: string, o: RequestOptions = {}) { return this.request("GET", path, o); }
  post(path: string, o: RequestOptions = {}) { return this.request("POST", path, o); }
  put(path: string, o: RequestOptions = {}) { return this.request("PUT", path, o); }
  patch(path: string, o: RequestOptions = {}) { return this.request("PATCH", path, o); }
  delete(path: string, o: RequestOptions = {}) { return this.request("DELETE", path, o); }

  /** The same client with another credential (or none). */
  withAuth(auth: HeaderLine | undefined): HttpClient {
    return new HttpClient(this.baseUrl, { ...this.options, auth });
  }

  async request(method: string, path: string, o: RequestOptions = {}): Promise<HttpResponse> {
    const url = buildUrl(this.baseUrl, path, o.query);
    const headers: Record<string, string> = { [TEST_ID_HEADER]: this.options.testId, ...o.headers };
    const auth = o.auth === undefined ? this.options.auth : o.auth;
    if (auth) headers[auth.name] = auth.value;
    let body = o.body;
    if (o.json !== undefined) {
      body = JSON.stringify(o.json);
      headers["content-type"] ??= "application/json";
    }
    const exchange: Exchange = { method, url, requestHeaders: headers, requestBody: body, start: Date.now(), stop: 0 };
    this.options.record?.push(exchange);
    try {
      return await this.send(exchange, body);
    } catch (err) {
      exchange.stop = Date.now();
      exchange.error = transportProblem(err, this.options.timeoutMs);
      throw new TargetError(`${method} ${redactor.text(url)}: ${exchange.error}`);
    }
  }

  private async send(exchange: Exchange, body: string | undefined): Promise<HttpResponse> {
    const { timeoutMs, maxBodyBytes } = this.options;
    const res = await request(exchange.url, {
      method: exchange.method as "GET",
      headers: exchange.requestHeaders,
      body,
      dispatcher: agent,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    for await (const chunk of res.body) {
      const buf = chunk as Buffer;
      if (size + buf.length > maxBodyBytes) {
        chunks.push(buf.subarray(0, maxBodyBytes - size));
        truncated = true;
        res.body.destroy();
        break;
      }
      size += buf.length;
      chunks.push(buf);
    }
    const text = Buffer.concat(chunks).toString("utf8");
    const headers = flattenHeaders(res.headers);
    Object.assign(exchange, { status: res.statusCode, responseHeaders: headers, responseBody: text, truncated, stop: Date.now() });
    const parsed = parseJson(text, truncated, maxBodyBytes);
    if (parsed.json !== undefined) redactor.learnFrom(parsed.json);
    return { status: res.statusCode, headers, text, ...parsed, truncated, durationMs: exchange.stop - exchange.start, exchange };
  }
}

function parseJson(text: string, truncated: boolean, cap: number): { json: unknown; jsonError?: string } {
  if (truncated) return { json: undefined, jsonError: `the body is larger than ${cap} bytes (CONFORMANCE_MAX_BODY_BYTES)` };
  if (text.trim() === "") return { json: undefined };
  try {
    return { json: JSON.parse(text) };
  } catch (err) {
    return { json: undefined, jsonError: `the body is not JSON (${(err as Error).message})` };
  }
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(base.replace(/\/+$/, "") + path);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
  }
  return url.toString();
}

function flattenHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}

function transportProblem(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  if (e.name === "TimeoutError" || e.name === "AbortError" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
    return `no complete answer within ${timeoutMs} ms (CONFORMANCE_REQUEST_TIMEOUT_MS)`;
  }
  if (code === "ECONNREFUSED") return "connection refused: nothing listens there any more";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return "the connection was reset by the target";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the host name does not resolve";
  return `transport error ${code ?? ""} ${e.message ?? String(err)}`.trim();
}
