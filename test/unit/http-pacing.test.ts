// The target's pacing: a 429 or 503 with Retry-After (seconds or an HTTP date) is waited out and the request sent
// again, at most three times; a wait past the test's deadline skips the test as not run instead of failing it.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { HttpClient, retryAfterMs, type Exchange } from "../../harness/http/http.js";
import { CircuitBreaker } from "../../harness/http/circuit-breaker.js";
import { Skip } from "../../harness/outcomes/skip.js";
import { localServer, type LocalServer } from "../support/local-server.js";

type Answer = { status: number; headers?: Record<string, string> };

let server: LocalServer;
let base: string;
/** What each path answers, in turn; once used up, 200 {"ok":true}. */
const script = new Map<string, Answer[]>();
/** How often each path was requested. */
const hits = new Map<string, number>();

beforeAll(async () => {
  server = await localServer((req, res) => {
    const path = req.url ?? "";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const next = script.get(path)?.shift();
    if (next) return res.writeHead(next.status, { "content-type": "application/json", ...next.headers }).end('{"busy":true}');
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  base = server.base;
});
afterAll(() => server.close());
afterEach(() => {
  script.clear();
  hits.clear();
});

const client = (record: Exchange[], signal?: AbortSignal) =>
  new HttpClient(base, { timeoutMs: 2_000, maxBodyBytes: 4096, testId: "X-UNIT-PACING", record, signal, breaker: new CircuitBreaker() });

describe("a request the target paces", () => {
  test("429 with Retry-After: 1 is waited out and sent again; both exchanges recorded, the first paced 1000 ms", async () => {
    script.set("/busy", [{ status: 429, headers: { "retry-after": "1" } }]);
    const record: Exchange[] = [];
    const res = await client(record).get("/busy");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect(record.map((e) => [e.status, e.pacedMs])).toEqual([[429, 1000], [200, undefined]]);
    expect(record[1]!.start - record[0]!.stop).toBeGreaterThanOrEqual(990);
    expect(hits.get("/busy")).toBe(2);
  });

  test("a Retry-After in the HTTP-date form is waited out until that time", async () => {
    const at = new Date(Date.now() + 2_000).toUTCString();
    script.set("/busy-until", [{ status: 429, headers: { "retry-after": at } }]);
    const record: Exchange[] = [];
    const res = await client(record).get("/busy-until");
    expect(res.status).toBe(200);
    expect(record).toHaveLength(2);
    // The date has whole seconds: the wait is somewhat over one second and at most two.
    expect(record[0]!.pacedMs).toBeGreaterThan(900);
    expect(record[0]!.pacedMs).toBeLessThanOrEqual(2_000);
    expect(record[1]!.start - record[0]!.stop).toBeGreaterThanOrEqual(record[0]!.pacedMs! - 10);
    expect(record[1]!.start).toBeGreaterThanOrEqual(Date.parse(at) - 10);
  });

  test("503 with Retry-After is paced alike", async () => {
    script.set("/unavailable", [{ status: 503, headers: { "retry-after": "1" } }]);
    const record: Exchange[] = [];
    const res = await client(record).get("/unavailable");
    expect(res.status).toBe(200);
    expect(record.map((e) => [e.status, e.pacedMs])).toEqual([[503, 1000], [200, undefined]]);
  });

  test("a 429 or 503 without Retry-After is returned as it is, not sent again", async () => {
    script.set("/no-hint", [{ status: 429 }]);
    script.set("/down", [{ status: 503 }]);
    const record: Exchange[] = [];
    expect((await client(record).get("/no-hint")).status).toBe(429);
    expect((await client(record).get("/down")).status).toBe(503);
    expect(record.map((e) => [e.status, e.pacedMs])).toEqual([[429, undefined], [503, undefined]]);
    expect([hits.get("/no-hint"), hits.get("/down")]).toEqual([1, 1]);
  });

  test("another status with Retry-After is returned as it is", async () => {
    script.set("/moved", [{ status: 500, headers: { "retry-after": "0" } }]);
    const record: Exchange[] = [];
    expect((await client(record).get("/moved")).status).toBe(500);
    expect(record).toHaveLength(1);
  });

  test("after three pacings the fourth 429 is returned as it is", async () => {
    script.set("/always-busy", Array.from({ length: 5 }, () => ({ status: 429, headers: { "retry-after": "0" } })));
    const record: Exchange[] = [];
    const res = await client(record).get("/always-busy");
    expect(res.status).toBe(429);
    expect(res.exchange).toBe(record[3]);
    expect(record.map((e) => [e.status, e.pacedMs])).toEqual([[429, 0], [429, 0], [429, 0], [429, undefined]]);
    expect(hits.get("/always-busy")).toBe(4);
  });

  test("a Retry-After past the test's deadline skips the test as not run, naming the pacing", async () => {
    script.set("/come-back-later", [{ status: 429, headers: { "retry-after": "120" } }]);
    const record: Exchange[] = [];
    const started = Date.now();
    const err = await client(record, AbortSignal.timeout(300)).get("/come-back-later").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Skip);
    expect(err).toMatchObject({ kind: "not-run" });
    expect((err as Skip).reason).toMatch(/^not run: GET http:\/\/127\.0\.0\.1:\d+\/come-back-later was answered 429 with Retry-After 120 s, past the test's deadline \(the target's pacing\)$/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(hits.get("/come-back-later")).toBe(1);
    // Not waited out, not sent again: no pacing to report for it (the skip reason says why the test did not run).
    expect(record).toHaveLength(1);
    expect(record[0]!.pacedMs).toBeUndefined();
  });

  test("the request's own deadline ends the pacing wait alike", async () => {
    script.set("/later", [{ status: 503, headers: { "retry-after": "60" } }]);
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(), 200);
    const err = await client([]).get("/later", { signal: deadline.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Skip);
    expect((err as Skip).kind).toBe("not-run");
    expect((err as Skip).reason).toMatch(/answered 503 with Retry-After 60 s/);
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("Sun, 06 Nov 1994 08:49:00 GMT");
  const ms = (status: number, value?: string) => retryAfterMs({ status, headers: value === undefined ? {} : { "retry-after": value } }, now);

  test("reads seconds of a 429 or 503", () => {
    expect(ms(429, "5")).toBe(5_000);
    expect(ms(503, " 7 ")).toBe(7_000);
    expect(ms(429, "0")).toBe(0);
  });

  test("is undefined for any other status, or without the header", () => {
    for (const status of [200, 202, 301, 400, 404, 500, 502, 504]) expect(ms(status, "5"), String(status)).toBeUndefined();
    expect(ms(429)).toBeUndefined();
    expect(ms(503, "")).toBeUndefined();
  });

  test("is undefined for a value that is neither seconds nor an HTTP date", () => {
    for (const value of ["soon", "5 s", "1e3", "0x10", "12abc", "1.5", "-1", "abc 12", "Tomorrow 3", "5, 5", "2026-01-01"]) {
      expect(ms(429, value), value).toBeUndefined();
    }
  });

  test("reads the three forms of an HTTP date, as GMT whatever the local time zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = "Asia/Tokyo";
    try {
      expect(ms(429, "Sun, 06 Nov 1994 08:49:37 GMT")).toBe(37_000);
      expect(ms(503, "Sunday, 06-Nov-94 08:49:37 GMT")).toBe(37_000);
      expect(ms(429, "Sun Nov  6 08:49:37 1994")).toBe(37_000);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  test("a date in the past asks for no wait", () => {
    expect(ms(429, "Sun, 06 Nov 1994 08:48:00 GMT")).toBe(0);
    expect(ms(503, "Thu, 01 Jan 1970 00:00:00 GMT")).toBe(0);
  });

  test("caps a wait at five minutes", () => {
    expect(ms(429, "300")).toBe(300_000);
    expect(ms(429, "301")).toBe(300_000);
    expect(ms(429, "99999999999999999999")).toBe(300_000);
    expect(ms(503, "Mon, 07 Nov 1994 08:49:00 GMT")).toBe(300_000);
  });

  test("uses the current time by default", () => {
    const inTen = new Date(Date.now() + 10_000).toUTCString();
    const wait = retryAfterMs({ status: 429, headers: { "retry-after": inTen } })!;
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThanOrEqual(10_000);
  });
});
