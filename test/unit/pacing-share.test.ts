// The run's pace shared by its workers (harness/http/pacing.ts, harness/http/pacing-share.ts): a worker's cut and pause are
// written to the run's scratch directory, the other workers follow them, and the run's summary reads every worker's
// word on each origin. Another worker is a file of another name here; the clock is the tests'.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { configurePacing, pacerOf, pacingOf } from "../../harness/http/pacing.js";
import { keyOf, runPaces, type SharedPace } from "../../harness/http/pacing-share.js";
import type { Exchange } from "../../harness/http/http.js";
import { runPacing } from "../../cli/run-pacing.js";
import { manualClock, type ManualClock } from "../support/manual-clock.js";

const ORIGIN = "http://127.0.0.1:9";
let dir: string;
let clock: ManualClock;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pacing-share-"));
  clock = manualClock(Date.now());
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  configurePacing({});
});

/** A file as another worker of the run writes it. */
function otherWorker(pace: Partial<SharedPace>): void {
  writeFileSync(join(dir, `${keyOf(ORIGIN)}.999999-7.json`), JSON.stringify({ origin: ORIGIN, rate: null, pausedUntil: 0, throttled: 0, pausedMs: 0,
    pacedFrom: null, sentPaced: 0, lastSentAt: 0, updatedAt: clock.now(), by: "999999-7", ...pace }));
}

describe("the run's pace shared by its workers", () => {
  test("a refusal is written at once: rate, what set it, the pause, the refusals counted", async () => {
    configurePacing({ dir, workers: 2, clock });
    const pacer = pacerOf(ORIGIN);
    for (let i = 0; i < 20; i++) {
      pacer.admit([]);
      pacer.answered(200, {}, clock.now());
      await clock.advance(50);
    }
    pacer.answered(429, { "retry-after": "2" }, clock.now());
    const [pace] = runPaces(dir);
    expect(pace).toMatchObject({ origin: ORIGIN, source: "learned from 429/503 answers", throttled: 1, pausedMs: 2_000, pausedUntil: clock.now() + 2_000 });
    expect(pace!.rate).toBeGreaterThan(0);
  });

  test("a worker follows another's cut and pause when several run", async () => {
    configurePacing({ dir, workers: 2, clock });
    const pacer = pacerOf(ORIGIN);
    expect(pacer.admit([])).toBeUndefined();
    otherWorker({ rate: 4, pausedUntil: clock.now() + 1_000, updatedAt: clock.now() });
    await clock.advance(300);
    const held = pacer.admit([]);
    expect(held).toBeInstanceOf(Promise);
    expect(pacer.rateAt(clock.now())).toBe(4);
    await clock.advance(1_000);
    expect(await held).toBeGreaterThanOrEqual(700);
  });

  test("a worker alone follows no other file", async () => {
    configurePacing({ dir, workers: 1, clock });
    const pacer = pacerOf(ORIGIN);
    pacer.admit([]);
    otherWorker({ rate: 4, pausedUntil: clock.now() + 1_000 });
    await clock.advance(300);
    expect(pacer.admit([])).toBeUndefined();
  });

  test("the summary takes each origin's latest rate, sums the refusals and requests paced, keeps the longest pause", () => {
    configurePacing({ dir, workers: 2, clock });
    const pacer = pacerOf(ORIGIN);
    pacer.answered(429, { "retry-after": "1" }, clock.now());
    otherWorker({ rate: 7.5, source: "learned from 429/503 answers", throttled: 3, pausedMs: 4_000, updatedAt: clock.now() + 10,
      pacedFrom: clock.now() - 5_000, sentPaced: 40, lastSentAt: clock.now() + 3_000 });
    expect(runPaces(dir)).toEqual([expect.objectContaining({ origin: ORIGIN, rate: 7.5, throttled: 4, pausedMs: 4_000,
      pacedFrom: clock.now() - 5_000, sentPaced: 40, lastSentAt: clock.now() + 3_000 })]);
    expect(runPaces(undefined)).toEqual([]);
  });

  test("conformance.json's origins: the average while paced, the rate at the end, what set it; an origin never paced left out", () => {
    otherWorker({ rate: 7.5, source: "learned from 429/503 answers", throttled: 3, pausedMs: 4_000, pacedFrom: 1_000, sentPaced: 40, lastSentAt: 9_000 });
    writeFileSync(join(dir, `${keyOf("http://127.0.0.1:10")}.999999-7.json`), JSON.stringify({ origin: "http://127.0.0.1:10", rate: null, pausedUntil: 0,
      throttled: 0, pausedMs: 0, pacedFrom: null, sentPaced: 0, lastSentAt: 0, updatedAt: 1, by: "999999-7" }));
    expect(runPacing([], dir)).toEqual({ tests: 0, requests: 0, throttled: 0, waitedMs: 0,
      origins: [{ origin: ORIGIN, averageRate: 5, rate: 7.5, source: "learned from 429/503 answers", throttled: 3, pausedMs: 4_000 }] });
  });

  test("CONFORMANCE_MAX_RATE is written as soon as the origin has a pacer", () => {
    configurePacing({ dir, maxRate: 12, workers: 1, clock });
    pacerOf(ORIGIN);
    expect(runPaces(dir)).toEqual([expect.objectContaining({ rate: 12, source: "set by CONFORMANCE_MAX_RATE", throttled: 0 })]);
  });
});

describe("a test's pacing", () => {
  const exchange = (o: Partial<Exchange>): Exchange => ({ method: "GET", url: "http://x/", requestHeaders: {}, start: 0, stop: 0, ...o });

  test("counts its requests held or refused, their waits, and the refusals", () => {
    expect(pacingOf([exchange({}), exchange({ heldMs: 120 }), exchange({ status: 429, pacedMs: 1_000.4 }), exchange({ heldMs: 5, status: 429, pacedMs: 0 })]))
      .toEqual({ requests: 3, waitedMs: 1_125, throttled: 2 });
    expect(pacingOf([exchange({})])).toBeUndefined();
  });
});
