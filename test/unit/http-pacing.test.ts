// The target's pacing through the client: a 429 (or a 503 with Retry-After) is waited out, the whole origin pausing
// meanwhile, and sent again as often as it comes; the request keeps its place among those in flight; a wait past the
// test's deadline or the run's pacing budget makes the test not run instead of failing it, and a test's own deadline
// stands still while its request waits. The pacing logic itself: test/unit/pacer.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { HttpClient, retryAfterMs, type Exchange } from "../../harness/http/http.js";
import { configurePacing, PACING_BUDGET_MS } from "../../harness/http/pacing.js";
import { DEFAULT_MAX_IN_FLIGHT } from "../../harness/config/config-keys.js";
import { limitInFlight } from "../../harness/http/in-flight.js";
import { TestDeadline } from "../../harness/http/paced-deadline.js";
import { CircuitBreaker } from "../../harness/http/circuit-breaker.js";
import { Skip } from "../../harness/outcomes/skip.js";
import { localServer, type LocalServer } from "../support/local-server.js";

type Answer = { status: number; headers?: Record<string, string> };

let server: LocalServer;
let base: string;
/** What each path answers, in turn; once used up, 200 {"ok":true}. */
const script = new Map<string, Answer[]>();
/** How often each path was requested, and every path in order of arrival. */
const hits = new Map<string, number>();
const arrivals: string[] = [];

beforeAll(async () => {
  server = await localServer((req, res) => {
    const path = req.url ?? "";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    arrivals.push(path);
    const next = script.get(path)?.shift();
    if (next) return res.writeHead(next.status, { "content-type": "application/json", ...next.headers }).end('{"busy":true}');
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  base = server.base;
});
afterAll(() => server.close());
// Each test starts from an unpaced origin.
beforeEach(() => configurePacing({}));
afterEach(() => {
  script.clear();
  hits.clear();
  arrivals.length = 0;
  limitInFlight(DEFAULT_MAX_IN_FLIGHT, 1);
});

const client = (record: Exchange[], signal?: AbortSignal) =>
  new HttpClient(base, { timeoutMs: 2_000, maxBodyBytes: 4096, testId: "X-UNIT-PACING", record, signal, breaker: new CircuitBreaker() });

describe("a request the target paces", () => {
  test("429 with Retry-After: 1 is waited out and sent again; both exchanges recorded, the first paced at least 1000 ms", async () => {
    script.set("/busy", [{ status: 429, headers: { "retry-after": "1" } }]);
    const record: Exchange[] = [];
    const res = await client(record).get("/busy");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect(record.map((e) => [e.status, e.pacedMs === undefined])).toEqual([[429, false], [200, true]]);
    expect(record[0]!.pacedMs).toBeGreaterThanOrEqual(990);
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
    // The date has whole seconds: the wait is somewhat over one second. How long it is planned to be is exact in
    // rate-limit-headers.test.ts; a measured wait has no upper bound a loaded machine keeps (timers fire late).
    expect(record[0]!.pacedMs).toBeGreaterThan(900);
    expect(record[1]!.start - record[0]!.stop).toBeGreaterThanOrEqual(record[0]!.pacedMs! - 10);
    expect(record[1]!.start).toBeGreaterThanOrEqual(Date.parse(at) - 10);
  });

  test("503 with Retry-After is paced alike", async () => {
    script.set("/unavailable", [{ status: 503, headers: { "retry-after": "1" } }]);
    const record: Exchange[] = [];
    const res = await client(record).get("/unavailable");
    expect(res.status).toBe(200);
    expect(record.map((e) => e.status)).toEqual([503, 200]);
    expect(record[0]!.pacedMs).toBeGreaterThanOrEqual(990);
  });

  test("a 429 without Retry-After is waited out a second and sent again; a 503 without one is returned as it is", async () => {
    script.set("/no-hint", [{ status: 429 }]);
    script.set("/down", [{ status: 503 }]);
    const record: Exchange[] = [];
    expect((await client(record).get("/no-hint")).status).toBe(200);
    expect((await client(record).get("/down")).status).toBe(503);
    expect(record.map((e) => [e.status, e.pacedMs === undefined])).toEqual([[429, false], [200, true], [503, true]]);
    expect(record[0]!.pacedMs).toBeGreaterThanOrEqual(990);
    expect([hits.get("/no-hint"), hits.get("/down")]).toEqual([2, 1]);
  });

  test("a 503 whose RateLimit field says nothing remains is waited out until its reset", async () => {
    script.set("/drained", [{ status: 503, headers: { ratelimit: '"default";r=0;t=1' } }]);
    const record: Exchange[] = [];
    expect((await client(record).get("/drained")).status).toBe(200);
    expect(record.map((e) => e.status)).toEqual([503, 200]);
    expect(record[0]!.pacedMs).toBeGreaterThanOrEqual(990);
  });

  test("another status with Retry-After is returned as it is", async () => {
    script.set("/moved", [{ status: 500, headers: { "retry-after": "0" } }]);
    const record: Exchange[] = [];
    expect((await client(record).get("/moved")).status).toBe(500);
    expect(record).toHaveLength(1);
  });

  test("a request is sent again as often as the target refuses it, while its deadline allows", async () => {
    script.set("/often-busy", Array.from({ length: 6 }, () => ({ status: 429, headers: { "retry-after": "0" } })));
    const record: Exchange[] = [];
    const res = await client(record).get("/often-busy");
    expect(res.status).toBe(200);
    expect(res.exchange).toBe(record[6]);
    expect(record.map((e) => [e.status, e.pacedMs !== undefined])).toEqual([...Array(6).fill([429, true]), [200, false]]);
    expect(hits.get("/often-busy")).toBe(7);
  });

  test("a 429 pauses the whole origin: a request sent meanwhile waits until the wait asked for has passed", async () => {
    script.set("/first", [{ status: 429, headers: { "retry-after": "1" } }]);
    const record: Exchange[] = [];
    const first = client(record).get("/first");
    await new Promise((r) => setTimeout(r, 100));
    const other: Exchange[] = [];
    const second = await client(other).get("/second");
    await first;
    expect(second.status).toBe(200);
    expect(other[0]!.start - record[0]!.stop).toBeGreaterThanOrEqual(990);
    expect(other[0]!.heldMs).toBeGreaterThanOrEqual(800);
  });

  test("a request waiting out a 429 keeps its place: with one place, the next request goes after its second try", async () => {
    limitInFlight(1, 1);
    script.set("/holder", [{ status: 429, headers: { "retry-after": "1" } }]);
    const holder = client([]).get("/holder");
    await new Promise((r) => setTimeout(r, 100));
    const next = client([]).get("/next");
    expect((await Promise.all([holder, next])).map((r) => r.status)).toEqual([200, 200]);
    expect(arrivals).toEqual(["/holder", "/holder", "/next"]);
  });

  test("a test's deadline stands still while its request waits for the target's pace", async () => {
    script.set("/patient", [{ status: 429, headers: { "retry-after": "1" } }]);
    const deadline = new TestDeadline(400, 100);
    try {
      const res = await client([], deadline.signal).get("/patient");
      expect(res.status).toBe(200);
      expect(deadline.signal.aborted).toBe(false);
      expect(deadline.heldMs).toBeGreaterThanOrEqual(900);
    } finally {
      deadline.clear();
    }
  });

  test("a client fetching for several tests holds the deadlines it is told of, without ending its requests at them", async () => {
    script.set("/shared", [{ status: 429, headers: { "retry-after": "1" } }]);
    const deadline = new TestDeadline(400, 100);
    try {
      const shared = new HttpClient(base, { timeoutMs: 2_000, maxBodyBytes: 4096, testId: "X-UNIT-SHARED", breaker: new CircuitBreaker(), holds: () => [deadline.signal] });
      expect((await shared.get("/shared")).status).toBe(200);
      expect(deadline.signal.aborted).toBe(false);
      expect(deadline.heldMs).toBeGreaterThanOrEqual(900);
    } finally {
      deadline.clear();
    }
  });

  test("a wait past the run's pacing budget makes the test not run at once, naming the pacing", async () => {
    configurePacing({ startedAt: Date.now() - PACING_BUDGET_MS + 2_000 });
    script.set("/after-budget", [{ status: 429, headers: { "retry-after": "30" } }]);
    const record: Exchange[] = [];
    const err = await client(record).get("/after-budget").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Skip);
    expect((err as Skip).reason).toMatch(/^not run: GET http:\/\/127\.0\.0\.1:\d+\/after-budget was answered 429 with Retry-After 30 s: the target asked for a wait of 30 s \(429\), past the run's pacing budget \(the target's pacing\)$/);
    expect(record).toHaveLength(1);
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

  test("caps a wait at a day (the run's pacing budget ends it sooner)", () => {
    expect(ms(429, "86400")).toBe(86_400_000);
    expect(ms(429, "86401")).toBe(86_400_000);
    expect(ms(429, "99999999999999999999")).toBe(86_400_000);
    expect(ms(503, "Mon, 14 Nov 1994 08:49:00 GMT")).toBe(86_400_000);
  });

  test("uses the current time by default", () => {
    const inTen = new Date(Date.now() + 10_000).toUTCString();
    const wait = retryAfterMs({ status: 429, headers: { "retry-after": inTen } })!;
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThanOrEqual(10_000);
  });
});
