// The pace of one origin (harness/http/pacer.ts) on a clock the tests move: unpaced until the target refuses, then paused
// for the wait it asks and cut to what it accepted lately (within bounds), raised additively while requests wait,
// capped by a rate set or advertised, in order with refused requests first, and stopped at the run's pacing budget or
// when the target refuses everything. No real time passes.
import { describe, expect, test } from "vitest";
import { BARE_429_WAIT_MS, Pacer, PacingAborted, PacingStop, STALL_ANSWERS, STALL_MS, type PacerOptions } from "../../harness/http/pacer.js";
import { manualClock } from "../support/manual-clock.js";

const HOUR = 3_600_000;

function paced(o: Partial<PacerOptions> = {}) {
  const clock = manualClock();
  const pacer = new Pacer({ clock, share: () => 1, budgetEndsAt: clock.now() + HOUR, ...o });
  return { clock, pacer };
}

/** Admits `n` requests (each must go at once: the origin is unpaced), one every `everyMs`, and returns when each was sent. */
async function sendUnpaced(p: ReturnType<typeof paced>, n: number, everyMs: number): Promise<number[]> {
  const sentAt: number[] = [];
  for (let i = 0; i < n; i++) {
    expect(p.pacer.admit([])).toBeUndefined();
    sentAt.push(p.clock.now());
    await p.clock.advance(everyMs);
  }
  return sentAt;
}

/** Admits `n` requests and keeps their promises, counting those let through. */
function queue(pacer: Pacer, n: number, o: { again?: boolean; signal?: AbortSignal } = {}) {
  const done: number[] = [];
  let immediate = 0;
  const waits = Array.from({ length: n }, (_, i) => {
    const w = pacer.admit(o.signal ? [o.signal] : [], o.again);
    if (w === undefined) return (immediate++, done.push(i), Promise.resolve(0));
    return w.then((held) => (done.push(i), held));
  });
  return { waits, done, immediate: () => immediate };
}

const tooMany = { "retry-after": "1" };

describe("an origin no target has paced", () => {
  test("lets every request go at once, without a promise", () => {
    const { pacer, clock } = paced();
    for (let i = 0; i < 1000; i++) expect(pacer.admit([])).toBeUndefined();
    expect(pacer.rateAt(clock.now())).toBe(Infinity);
    expect(pacer.pacing(clock.now())).toBe(false);
  });

  test("lets an answer stand unless it is a 429, or a 503 that asks for a wait", () => {
    const { pacer, clock } = paced();
    for (const status of [200, 400, 500, 502, 503]) expect(pacer.answered(status, {}, clock.now()), String(status)).toBeUndefined();
    expect(pacer.answered(503, { "retry-after": "2" }, clock.now())).toBe(2_000);
    expect(pacer.answered(429, {}, clock.now())).toBe(BARE_429_WAIT_MS);
    expect(pacer.throttled).toBe(2);
  });
});

describe("a refusal", () => {
  test("pauses the whole origin for the wait it asks: a request admitted meanwhile goes when the wait is over", async () => {
    const p = paced();
    expect(p.pacer.answered(429, { "retry-after": "2" }, p.clock.now())).toBe(2_000);
    const { waits, done } = queue(p.pacer, 1);
    await p.clock.advance(1_999);
    expect(done).toEqual([]);
    await p.clock.advance(1);
    expect(done).toEqual([0]);
    expect(await waits[0]).toBe(2_000);
    expect(p.pacer.pausedMs).toBe(2_000);
  });

  test("after too few requests to measure, only pauses: the origin stays unpaced", async () => {
    const p = paced();
    await sendUnpaced(p, 5, 100);
    p.pacer.answered(429, tooMany, p.clock.now());
    expect(p.pacer.rateAt(p.clock.now())).toBe(Infinity);
    await p.clock.advance(1_000);
    expect(p.pacer.admit([])).toBeUndefined();
  });

  test("cuts the rate to what the target accepted since sending resumed: 60 of 100 a second", async () => {
    const p = paced();
    const sentAt = await sendUnpaced(p, 100, 10);
    for (let i = 0; i < 60; i++) p.pacer.answered(200, {}, sentAt[i]!);
    p.pacer.answered(429, { "retry-after": "0" }, sentAt[99]!);
    expect(p.pacer.rateAt(p.clock.now())).toBe(60);
    expect(p.pacer.source).toBe("learned from 429/503 answers");
  });

  test("cuts to no less than half the rate sent, and no more than 85% of it", async () => {
    const none = paced();
    const sent = await sendUnpaced(none, 40, 25);
    none.pacer.answered(429, tooMany, sent[39]!);
    expect(none.pacer.rateAt(none.clock.now())).toBe(20);
    const all = paced();
    const sentAll = await sendUnpaced(all, 40, 25);
    for (const at of sentAll.slice(0, 39)) all.pacer.answered(200, {}, at);
    all.pacer.answered(429, tooMany, sentAll[39]!);
    expect(all.pacer.rateAt(all.clock.now())).toBe(34);
  });

  test("of a request sent before the last cut cuts no further: it spoke of the old rate", async () => {
    const p = paced();
    const sent = await sendUnpaced(p, 40, 25);
    p.pacer.answered(429, { "retry-after": "0" }, sent[39]!);
    expect(p.pacer.rateAt(p.clock.now())).toBe(20);
    p.pacer.answered(429, { "retry-after": "0" }, sent[38]!);
    expect(p.pacer.rateAt(p.clock.now())).toBe(20);
  });

  test("past the run's pacing budget is not waited for: the request stops, naming the budget", () => {
    const p = paced({ budgetEndsAt: manualClock().now() + 10_000 });
    expect(() => p.pacer.answered(429, { "retry-after": "20" }, p.clock.now())).toThrow(PacingStop);
    expect(() => p.pacer.answered(429, { "retry-after": "20" }, p.clock.now())).toThrow(/asked for a wait of 20 s \(429\), past the run's pacing budget/);
  });
});

describe("a paced origin", () => {
  test("sends evenly at its rate, a fifth of a second's requests at most at once", async () => {
    const { pacer, clock } = paced({ maxRate: 10 });
    const q = queue(pacer, 30);
    expect(q.immediate()).toBe(2);
    await clock.advance(1_000);
    expect(q.done).toHaveLength(12);
    await clock.advance(1_000);
    expect(q.done).toHaveLength(22);
    expect(q.done).toEqual([...Array(22).keys()]);
  });

  test("lets a request sent again go first", async () => {
    const { pacer, clock } = paced({ maxRate: 10 });
    queue(pacer, 2);
    const first = queue(pacer, 2);
    const again = queue(pacer, 1, { again: true });
    await clock.advance(100);
    expect(again.done).toEqual([0]);
    expect(first.done).toEqual([]);
  });

  test("rises by 5% of the rate it was cut to for each second requests waited, up to its ceiling", async () => {
    const p = paced();
    const sent = await sendUnpaced(p, 40, 25);
    p.pacer.answered(429, { "retry-after": "0" }, sent[39]!);
    p.pacer.answered(200, { "ratelimit-policy": '"default";q=22;w=1' }, sent[39]!);
    expect(p.pacer.rateAt(p.clock.now())).toBe(20);
    queue(p.pacer, 200);
    await p.clock.advance(1_050);
    expect(p.pacer.rateAt(p.clock.now())).toBe(21);
    await p.clock.advance(3_000);
    expect(p.pacer.rateAt(p.clock.now())).toBe(22);
  });

  test("does not rise while no request waits for it", async () => {
    const p = paced();
    const sent = await sendUnpaced(p, 40, 25);
    p.pacer.answered(429, { "retry-after": "0" }, sent[39]!);
    await p.clock.advance(5_000);
    p.pacer.admit([]);
    expect(p.pacer.rateAt(p.clock.now())).toBe(20);
  });

  test("ends a wait at the caller's signal, and lets the next request have the turn", async () => {
    const { pacer, clock } = paced({ maxRate: 10 });
    queue(pacer, 2);
    const abort = new AbortController();
    const gone = queue(pacer, 1, { signal: abort.signal });
    const next = queue(pacer, 1);
    abort.abort();
    await expect(gone.waits[0]).rejects.toBeInstanceOf(PacingAborted);
    await clock.advance(100);
    expect(next.done).toEqual([0]);
  });

  test("stops the requests whose turn would come past the run's pacing budget", async () => {
    const clock = manualClock();
    const pacer = new Pacer({ clock, share: () => 1, maxRate: 0.05, budgetEndsAt: clock.now() + 10_000 });
    const q = queue(pacer, 2);
    expect(q.immediate()).toBe(1);
    await expect(q.waits[1]).rejects.toThrow(/its turn in the target's pace would come past the run's pacing budget/);
  });

  test("gives up when the target has refused everything for two minutes, twenty answers at least", async () => {
    const p = paced();
    const longer = { "retry-after": "10" };
    for (let i = 1; i < STALL_ANSWERS; i++) {
      p.pacer.answered(429, longer, p.clock.now());
      await p.clock.advance(STALL_MS / (STALL_ANSWERS - 1));
    }
    const waiting = queue(p.pacer, 1);
    expect(() => p.pacer.answered(429, longer, p.clock.now())).toThrow(/answered nothing but 429 for 120 s \(20 answers in a row\)/);
    // Given up for the run: the requests waiting and all later ones stop at once.
    await expect(waiting.waits[0]).rejects.toThrow(/answered nothing but 429/);
    await expect(p.pacer.admit([])).rejects.toBeInstanceOf(PacingStop);
    // One accepted answer in between, and the target paces rather than refuses.
    const q = paced();
    for (let i = 1; i < STALL_ANSWERS; i++) {
      q.pacer.answered(i === 10 ? 200 : 429, tooMany, q.clock.now());
      await q.clock.advance(STALL_MS / (STALL_ANSWERS - 1));
    }
    expect(q.pacer.answered(429, tooMany, q.clock.now())).toBe(1_000);
  });
});

describe("a pace set or advertised", () => {
  test("CONFORMANCE_MAX_RATE paces from the first request, this worker's share of it", () => {
    const { pacer, clock } = paced({ maxRate: 30, share: () => 0.5 });
    expect(pacer.rateAt(clock.now())).toBe(15);
    expect(pacer.source).toBe("set by CONFORMANCE_MAX_RATE");
  });

  test("a RateLimit-Policy caps the rate at its quota over its window", () => {
    const { pacer, clock } = paced();
    pacer.answered(200, { "ratelimit-policy": '"per-user";q=50;w=10' }, clock.now());
    expect(pacer.rateAt(clock.now())).toBe(5);
    expect(pacer.source).toBe("advertised by the target (RateLimit-Policy)");
    expect(pacer.throttled).toBe(0);
  });

  test("an answer with nothing remaining pauses until its reset, refused or not", async () => {
    const { pacer, clock } = paced();
    expect(pacer.answered(200, { ratelimit: '"default";r=0;t=3' }, clock.now())).toBeUndefined();
    const q = queue(pacer, 1);
    await clock.advance(2_999);
    expect(q.done).toEqual([]);
    await clock.advance(1);
    expect(q.done).toEqual([0]);
  });

  test("fewer remaining until a reset than may be in flight spread over it; plenty lift the spread", () => {
    const { pacer, clock } = paced({ fewRemaining: () => 64 });
    pacer.answered(200, { "x-ratelimit-remaining": "30", "x-ratelimit-reset": "60" }, clock.now());
    expect(pacer.rateAt(clock.now())).toBe(0.5);
    expect(pacer.source).toBe("advertised by the target (X-RateLimit-Remaining)");
    expect(pacer.rateAt(clock.now() + 60_000)).toBe(Infinity);
    pacer.answered(200, { "x-ratelimit-remaining": "4999", "x-ratelimit-reset": "3600" }, clock.now());
    expect(pacer.rateAt(clock.now())).toBe(Infinity);
  });

  test("another worker's cut and pause are followed; a higher rate of another is not", async () => {
    const { pacer, clock } = paced({ maxRate: 40 });
    pacer.follow(50, 0);
    expect(pacer.rateAt(clock.now())).toBe(40);
    pacer.follow(12, clock.now() + 2_000);
    expect(pacer.rateAt(clock.now())).toBe(12);
    const q = queue(pacer, 1);
    await clock.advance(1_999);
    expect(q.done).toEqual([]);
    await clock.advance(200);
    expect(q.done).toEqual([0]);
  });
});
