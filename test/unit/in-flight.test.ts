// The per-origin gate of harness/http/in-flight.ts, through the HTTP client against local servers: never more requests in
// flight per origin than the limit, all of them answered in the end, one gate per origin, the request's own timeout
// started only once it has its place, and the test's deadline ending the wait with a request recorded as not sent.
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { DEFAULT_MAX_IN_FLIGHT } from "../../harness/config/config-keys.js";
import { gateOf, limitInFlight, maxInFlight } from "../../harness/http/in-flight.js";
import { HttpClient, type Exchange } from "../../harness/http/http.js";
import { TargetError } from "../../harness/outcomes/errors.js";
import { CircuitBreaker } from "../../harness/http/circuit-breaker.js";
import { localServer, type LocalServer } from "../support/local-server.js";

/** A server on 127.0.0.1 that counts the requests it holds at once; /slow/<ms> answers after that long. */
interface CountingServer extends LocalServer {
  /** Requests being handled right now, and the most at once since the last reset. */
  now: number;
  max: number;
  /** Every path requested, in order of arrival. */
  seen: string[];
}

async function countingServer(): Promise<CountingServer> {
  const counts = { now: 0, max: 0, seen: [] as string[] };
  const s: CountingServer = Object.assign(await localServer((req: IncomingMessage, res: ServerResponse) => {
    s.seen.push(req.url ?? "");
    s.now++;
    s.max = Math.max(s.max, s.now);
    let done = false;
    const finish = () => {
      if (!done) (done = true), s.now--;
    };
    res.on("finish", finish);
    res.on("close", finish);
    const slow = /^\/slow\/(\d+)/.exec(req.url ?? "");
    const answer = () => res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    if (slow) setTimeout(answer, Number(slow[1]));
    else answer();
  }), counts);
  return s;
}

let a: CountingServer;
let b: CountingServer;

beforeAll(async () => {
  [a, b] = await Promise.all([countingServer(), countingServer()]);
});
afterAll(() => {
  for (const s of [a, b]) s.close();
});
afterEach(() => {
  limitInFlight(DEFAULT_MAX_IN_FLIGHT, 1);
  for (const s of [a, b]) (s.max = 0), (s.seen = []);
});

const client = (base: string, o: { timeoutMs?: number; record?: Exchange[]; signal?: AbortSignal } = {}) =>
  new HttpClient(base, { timeoutMs: o.timeoutMs ?? 5_000, maxBodyBytes: 4096, testId: "X-UNIT-IN-FLIGHT", record: o.record, signal: o.signal, breaker: new CircuitBreaker() });

describe("limitInFlight", () => {
  test("shares the run's limit evenly among the workers that run at once, at least one each", () => {
    limitInFlight(64, 4);
    expect(maxInFlight()).toBe(16);
    limitInFlight(10, 3);
    expect(maxInFlight()).toBe(4);
    limitInFlight(2, 8);
    expect(maxInFlight()).toBe(1);
    limitInFlight(64, 0);
    expect(maxInFlight()).toBe(64);
  });
});

describe("the gate of an origin", () => {
  test("never lets more than the limit in flight, and lets every request complete", async () => {
    limitInFlight(4, 1);
    const c = client(a.base);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => c.get(`/slow/30?i=${i}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(a.seen).toHaveLength(40);
    expect(a.max).toBe(4);
    expect(gateOf(a.base).inFlight).toBe(0);
  });

  test("follows the limit of the worker: 16 of limitInFlight(64, 4)", async () => {
    limitInFlight(64, 4);
    const c = client(a.base);
    const answers = await Promise.all(Array.from({ length: 48 }, (_, i) => c.get(`/slow/60?i=${i}`)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(a.max).toBe(16);
  });

  test("is one per origin: a full gate of one origin holds back none of another", async () => {
    limitInFlight(1, 1);
    expect(gateOf(`${a.base}/x`)).toBe(gateOf(`${a.base}/y?z=1`));
    expect(gateOf(a.base)).not.toBe(gateOf(b.base));
    const slow = client(a.base).get("/slow/800");
    const started = Date.now();
    const other = await client(b.base).get("/slow/10");
    expect(other.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(600);
    expect(gateOf(a.base).inFlight).toBe(1);
    expect((await slow).status).toBe(200);
  });

  test("starts a request's own timeout only once it has its place", async () => {
    limitInFlight(1, 1);
    const record: Exchange[] = [];
    const ahead = client(a.base).get("/slow/700");
    await new Promise((r) => setTimeout(r, 50));
    const queuedAt = Date.now();
    const queued = await client(a.base, { timeoutMs: 300, record }).get("/slow/10");
    expect(queued.status).toBe(200);
    // It waited longer for its place than its own timeout allows, and was not timed out for it.
    expect(record[0]!.start - queuedAt).toBeGreaterThan(300);
    expect(record[0]!.error).toBeUndefined();
    expect((await ahead).status).toBe(200);
  });

  test("ends the wait at the test's deadline with a TargetError, the request recorded as not sent, its place not taken", async () => {
    limitInFlight(1, 1);
    const ahead = client(a.base).get("/slow/600");
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(), 100);
    const record: Exchange[] = [];
    const err = await client(a.base, { record }).get("/never-sent", { signal: deadline.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TargetError);
    expect((err as Error).message).toMatch(/GET .*\/never-sent: not sent, the test's deadline passed while it waited \(CONFORMANCE_MAX_IN_FLIGHT\)/);
    expect(record).toHaveLength(1);
    expect(record[0]!.error).toMatch(/^not sent: the test's deadline passed while it waited for a place/);
    expect(record[0]!.status).toBeUndefined();
    expect(record[0]!.stop).toBe(record[0]!.start);
    expect((await ahead).status).toBe(200);
    // The abandoned waiter left the queue: the next request gets the only place at once.
    const next = await client(a.base, { timeoutMs: 1_000 }).get("/after", { signal: AbortSignal.timeout(2_000) });
    expect(next.status).toBe(200);
    expect(a.seen).not.toContain("/never-sent");
    expect(gateOf(a.base).inFlight).toBe(0);
  });

  test("ends the wait at the client's deadline as well", async () => {
    limitInFlight(1, 1);
    const ahead = client(a.base).get("/slow/500");
    const record: Exchange[] = [];
    const c = client(a.base, { record, signal: AbortSignal.timeout(100) });
    await expect(c.get("/never-sent-either")).rejects.toThrow(/not sent, the test's deadline passed while it waited/);
    expect(record[0]!.error).toMatch(/^not sent: /);
    expect((await ahead).status).toBe(200);
    expect(a.seen).not.toContain("/never-sent-either");
  });
});
