// The suite's HTTP client (undici): records every exchange, bounds time and decoded body size, and learns secrets to redact.
import { Agent, requestAt } from "./undici-core.js";
import { TargetError } from "../outcomes/errors.js";
import { credentialParts, type HeaderLine } from "../config/config.js";
import { redactor } from "../secrets/redact.js";
import { mayKeyASecret } from "../secrets/secret-patterns.js";
import { circuitBreaker, type CircuitBreaker } from "./circuit-breaker.js";
import { readBody } from "./content-coding.js";
import { nestsDeeperThan } from "../secrets/bounded-text.js";
import { Deadline, anyAborted } from "./request-deadline.js";
import { gateOf } from "./in-flight.js";
import { pacerOf } from "./pacing.js";
import { PacingStop, type Pacer } from "./pacer.js";
import { holdDeadlines } from "./paced-deadline.js";
import { retryAfterValueMs } from "./rate-limit-headers.js";
import { Skip } from "../outcomes/skip.js";

export interface Exchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: string;
  status?: number;
  responseHeaders?: Record<string, string>;
  responseBody?: string;
  truncated?: boolean;
  /** The content codings the response body was decoded from (responseBody holds the decoded text). */
  decodedFrom?: string[];
  error?: string;
  /** The target refused it (429, or 503 with Retry-After): the client waited this long, for its wait and its turn, and sent it again. */
  pacedMs?: number;
  /** Held this long before it was sent, by the target's pace (harness/http/pacer.ts). */
  heldMs?: number;
  /** The response body's text cannot key a secret (secret-patterns.ts, mayKeyASecret): its views need not look again. */
  responseKeysNoSecret?: boolean;
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
  /** Abandons this request when it fires (the test's deadline), besides the client's signal and timeout. */
  signal?: AbortSignal;
}

export interface ClientOptions {
  timeoutMs: number;
  maxBodyBytes: number;
  /** Sent as x-conformance-test-id so a vendor can find the call in its own logs. */
  testId: string;
  auth?: HeaderLine;
  /** Where exchanges are recorded, in order. */
  record?: Exchange[];
  /** Abandons every request of this client when it fires: the deadline of the test that owns the client. */
  signal?: AbortSignal;
  /** Defaults to the process's breaker. */
  breaker?: CircuitBreaker;
  /**
   * Test deadlines that stand still while this client's requests wait for the target's pace, beside its own signal's:
   * those of the tests awaiting what the client fetches for several (the token timeline). They never end a request.
   */
  holds?: () => readonly AbortSignal[];
}

export const TEST_ID_HEADER = "x-conformance-test-id";
// Sockets per origin: as many as requests may be in flight (harness/http/in-flight.ts bounds those).
const agent = new Agent({ keepAliveTimeout: 4_000, connections: 1024 });

export class HttpClient {
  private readonly urls: UrlBuilder;
  private readonly gate: ReturnType<typeof gateOf>;
  private readonly pacer: Pacer;
  private readonly origin: string;

  constructor(
    readonly baseUrl: string,
    private readonly options: ClientOptions,
  ) {
    this.urls = urlBuilder(baseUrl);
    this.gate = gateOf(baseUrl);
    this.origin = new URL(baseUrl).origin;
    this.pacer = pacerOf(this.origin);
  }

  get(path: string, o: RequestOptions = {}) { return this.request("GET", path, o); }
  post(path: string, o: RequestOptions = {}) { return this.request("POST", path, o); }
  put(path: string, o: RequestOptions = {}) { return this.request("PUT", path, o); }
  patch(path: string, o: RequestOptions = {}) { return this.request("PATCH", path, o); }
  delete(path: string, o: RequestOptions = {}) { return this.request("DELETE", path, o); }

  /** The same client with another credential (or none). */
  withAuth(auth: HeaderLine | undefined): HttpClient {
    return new HttpClient(this.baseUrl, { ...this.options, auth });
  }

  /**
   * Sends a request once it has a place among the origin's requests in flight and its turn in the origin's pace, and
   * sends it again as often as the target refuses it for pacing (429, or 503 with a wait), within the test's deadline
   * and the run's pacing budget. The place is kept meanwhile: a request waiting for the pace is in flight.
   */
  async request(method: string, path: string, o: RequestOptions = {}): Promise<HttpResponse> {
    const headers: Record<string, string> = { [TEST_ID_HEADER]: this.options.testId, ...o.headers };
    const query: Record<string, QueryValue> = { ...o.query };
    const auth = o.auth === undefined ? this.options.auth : o.auth;
    for (const part of auth ? credentialParts(auth) : []) {
      if (part.query) query[part.name] = part.value;
      else headers[part.name] = part.value;
    }
    const url = this.urls(path, query);
    let body = o.body;
    if (o.json !== undefined) {
      body = JSON.stringify(o.json);
      headers["content-type"] ??= "application/json";
    }
    const callerSignals: AbortSignal[] = [];
    if (this.options.signal) callerSignals.push(this.options.signal);
    if (o.signal) callerSignals.push(o.signal);
    const attempt = () => this.prepared({ method, url, requestHeaders: headers, requestBody: body, start: Date.now(), stop: 0 }, callerSignals);
    let exchange = attempt();
    // The usual path takes a place and a turn at once, without a promise.
    if (!this.gate.tryEnter()) await this.enter(exchange, callerSignals);
    try {
      const waiting = this.pacer.admit(callerSignals);
      if (waiting) {
        const held = await this.turn(waiting, callerSignals, exchange);
        if (held >= 1) exchange.heldMs = held;
      }
      for (;;) {
        const res = await this.transmit(exchange, callerSignals);
        if (this.refusedForPace(res) === undefined) return res;
        // Marked once waited out: a wait the test's deadline cut short makes the test not run, and sends nothing again.
        const again = this.pacer.admit(callerSignals, true);
        res.exchange.pacedMs = again ? await this.turn(again, callerSignals, undefined, res) : 0;
        exchange = attempt();
      }
    } finally {
      this.gate.leave();
    }
  }

  /** Records an attempt and checks it may be sent at all: the test's deadline not passed, the origin's breaker closed. */
  private prepared(exchange: Exchange, callerSignals: AbortSignal[]): Exchange {
    this.options.record?.push(exchange);
    const breaker = this.options.breaker ?? circuitBreaker;
    // The URL is redacted only for a message (the breaker redacts what it keeps): no scan and share-file stat per request.
    if (anyAborted(callerSignals)) {
      notSent(exchange, "the test's deadline had passed");
      throw new TargetError(`${exchange.method} ${redactor.text(exchange.url)}: not sent, the test's deadline had passed`);
    }
    try {
      breaker.check(exchange.url);
    } catch (err) {
      notSent(exchange, "the target is unresponsive (circuit breaker open)");
      throw err;
    }
    return exchange;
  }

  /** Waits for a place among the origin's requests in flight; while the origin is paced, the test's deadline stands still. */
  private async enter(exchange: Exchange, callerSignals: AbortSignal[]): Promise<void> {
    const release = this.pacer.pacing(Date.now()) ? this.hold(callerSignals) : undefined;
    try {
      await this.gate.enter(callerSignals);
    } catch {
      notSent(exchange, "the test's deadline passed while it waited for a place among the requests in flight");
      throw new TargetError(`${exchange.method} ${redactor.text(exchange.url)}: not sent, the test's deadline passed while it waited (CONFORMANCE_MAX_IN_FLIGHT)`);
    } finally {
      release?.();
    }
  }

  /**
   * Waits for the request's turn in the origin's pace (the test's deadline standing still meanwhile): the ms held. A
   * refused request goes first. A wait the deadline or the budget ends makes the test not run: pacing is no failure.
   */
  private async turn(waiting: Promise<number>, callerSignals: AbortSignal[], exchange?: Exchange, refused?: HttpResponse): Promise<number> {
    const release = this.hold(callerSignals);
    const since = Date.now();
    try {
      return await waiting;
    } catch (err) {
      const { method, url } = refused?.exchange ?? exchange!;
      const what = refused ? `was answered ${refused.status}${waitAsked(refused)}` : `waited ${Math.round((Date.now() - since) / 1000)} s for its turn in the target's pace`;
      const why = err instanceof PacingStop ? err.message : "past the test's deadline";
      if (exchange) notSent(exchange, `${why} (the target's pacing)`);
      throw new Skip("not-run", `not run: ${method} ${redactor.text(url)} ${what}, ${why} (the target's pacing)`);
    } finally {
      release();
    }
  }

  /** Holds the deadlines of the request's signals and of those awaiting this client. */
  private hold(callerSignals: AbortSignal[]): () => void {
    const others = this.options.holds?.();
    return holdDeadlines(others?.length ? [...callerSignals, ...others] : callerSignals);
  }

  /** Tells the pace of the answer: undefined when it stands; a wait when the target refused it for pacing (sent again). */
  private refusedForPace(res: HttpResponse): number | undefined {
    const { exchange } = res;
    try {
      return this.pacer.answered(res.status, res.headers, exchange.start);
    } catch (err) {
      if (!(err instanceof PacingStop)) throw err;
      throw new Skip("not-run", `not run: ${exchange.method} ${redactor.text(exchange.url)} was answered ${res.status}${waitAsked(res)}: ${err.message} (the target's pacing)`);
    }
  }

  /** Sends one attempt (its place and turn already had) and records it; the breaker counts what came of it. */
  private async transmit(exchange: Exchange, callerSignals: AbortSignal[]): Promise<HttpResponse> {
    const { method, url } = exchange;
    const breaker = this.options.breaker ?? circuitBreaker;
    exchange.start = Date.now();
    try {
      const res = await this.send(exchange, exchange.requestBody, callerSignals);
      breaker.answered(url);
      return res;
    } catch (err) {
      exchange.stop = Date.now();
      if (anyAborted(callerSignals)) {
        exchange.error = "abandoned at the test's deadline";
        throw new TargetError(`${method} ${redactor.text(url)}: no answer before the test's deadline`, { cause: err });
      }
      exchange.error = transportProblem(err, this.options.timeoutMs);
      if (isUnanswered(err)) breaker.unanswered(url, exchange.error);
      throw new TargetError(`${method} ${redactor.text(url)}: ${exchange.error}`);
    }
  }

  /**
   * Where a request goes, as undici takes it. A URL built on the client's base starts with its origin and a slash and
   * has no fragment (nearly all): the rest is the path and query, nothing to parse. Any other is parsed.
   */
  private originAndPath(url: string): { origin: string; path: string } {
    if (url.startsWith(this.origin) && url.charCodeAt(this.origin.length) === 47 /* / */ && !url.includes("#")) {
      return { origin: this.origin, path: url.slice(this.origin.length) };
    }
    const { origin, pathname, search } = new URL(url);
    return { origin, path: pathname + search };
  }

  private async send(exchange: Exchange, body: string | undefined, callerSignals: AbortSignal[]): Promise<HttpResponse> {
    const { timeoutMs, maxBodyBytes } = this.options;
    const deadline = new Deadline(timeoutMs, callerSignals);
    try {
      const { origin, path } = this.originAndPath(exchange.url);
      const res = await requestAt(agent, {
        origin,
        path,
        method: exchange.method as "GET",
        headers: exchange.requestHeaders,
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: deadline,
      });
      const headers = flattenHeaders(res.headers);
      // A target may compress although the request named no coding (RFC 9110, 12.5.3); the cap counts decoded bytes.
      const read = await readBody(res.body, headers["content-encoding"], maxBodyBytes, headers["content-length"]);
      const text = read.bytes.toString("utf8");
      const truncated = read.truncated;
      Object.assign(exchange, { status: res.statusCode, responseHeaders: headers, responseBody: text, truncated, stop: Date.now() });
      if (read.decoded.length > 0) exchange.decodedFrom = read.decoded;
      const parsed = read.error ? { json: undefined, jsonError: read.error } : parseJson(text, truncated, maxBodyBytes);
      // A body whose text cannot key a secret (most) is not walked for one: a page of 1000 schedules would be.
      if (parsed.json === undefined) redactor.learnFromText(text);
      else if (!mayKeyASecret(text)) exchange.responseKeysNoSecret = true;
      else if (!redactor.learnFrom(parsed.json)) redactor.learnFromText(text); // nested too deep to walk whole
      return { status: res.statusCode, headers, text, ...parsed, truncated, durationMs: exchange.stop - exchange.start, exchange };
    } finally {
      deadline.clear();
    }
  }
}

/** The wait a 429 or 503 answer asks for in its Retry-After (seconds, or an HTTP date), if any. */
export function retryAfterMs(res: Pick<HttpResponse, "status" | "headers">, now = Date.now()): number | undefined {
  if (res.status !== 429 && res.status !== 503) return undefined;
  return retryAfterValueMs(res.headers["retry-after"], now);
}

/** " with Retry-After 2 s", or nothing when the answer asked for no wait. */
function waitAsked(res: HttpResponse): string {
  const ms = retryAfterMs(res, res.exchange.stop);
  return ms === undefined ? "" : ` with Retry-After ${Math.round(ms / 1000)} s`;
}

function notSent(exchange: Exchange, why: string): void {
  Object.assign(exchange, { stop: exchange.start, error: `not sent: ${why}` });
}

/**
 * Deeper bodies are not parsed: no record of the spec nests more than a few levels, and V8 takes about a microsecond a
 * level (half a second for a 1 MiB body of brackets, on the thread that runs every test).
 */
const MAX_JSON_DEPTH = 1000;

function parseJson(text: string, truncated: boolean, cap: number): { json: unknown; jsonError?: string } {
  if (truncated) return { json: undefined, jsonError: `the body is larger than ${cap} bytes (CONFORMANCE_MAX_BODY_BYTES)` };
  if (text.trim() === "") return { json: undefined };
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { json: undefined, jsonError: `the body nests deeper than ${MAX_JSON_DEPTH} levels; the suite does not parse it` };
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

type UrlBuilder = (path: string, query?: Record<string, QueryValue>) => string;
/** Segments of unreserved characters, none of them "." or "..": the URL parser would leave such a path as it is. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/;

/** buildUrl for one base: a plain path without a query is joined as text, since the parser would not change it. */
function urlBuilder(base: string): UrlBuilder {
  const trimmed = base.replace(/\/+$/, "");
  const probe = `${trimmed}/p`;
  const plainBase = URL.canParse(probe) && new URL(probe).toString() === probe;
  return (path, query) =>
    plainBase && query === undefined && PLAIN_PATH.test(path) ? trimmed + path : buildUrl(base, path, query);
}

function flattenHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k in h) {
    const v = h[k];
    if (v !== undefined) out[k] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}

/** A timeout or a connection that failed: what the circuit breaker counts (an HTTP answer of any status resets it). */
function isUnanswered(err: unknown): boolean {
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code ?? "";
  return e.name === "TimeoutError" || e.name === "AbortError" || /^(UND_ERR_(HEADERS|BODY|CONNECT)_TIMEOUT|UND_ERR_SOCKET|ECONN|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE)/.test(code);
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
