// A test's deadline stands still while the target's pacing holds its requests (harness/http/paced-deadline.ts), on a clock
// the tests move: its signal fires when its own time is used up, and the test ends a grace later even if its body
// never heeds the signal.
import { describe, expect, test } from "vitest";
import { holdDeadlines, TestDeadline } from "../../harness/http/paced-deadline.js";
import { manualClock } from "../support/manual-clock.js";

describe("a test's deadline", () => {
  test("fires its grace before its time, and ends the test when the grace is over too", async () => {
    const clock = manualClock();
    const d = new TestDeadline(10_000, 1_000, clock);
    let ended: Error | undefined;
    d.expired.catch((e: Error) => (ended = e));
    await clock.advance(8_999);
    expect(d.signal.aborted).toBe(false);
    await clock.advance(1);
    expect(d.signal.aborted).toBe(true);
    expect(ended).toBeUndefined();
    await clock.advance(1_000);
    expect(ended?.message).toBe("Test timed out in 10000ms.");
  });

  test("stands still while held, holds overlapping, and says how long the pacing held it", async () => {
    const clock = manualClock();
    const d = new TestDeadline(10_000, 1_000, clock);
    let ended: Error | undefined;
    d.expired.catch((e: Error) => (ended = e));
    await clock.advance(5_000);
    const one = holdDeadlines([d.signal]);
    await clock.advance(2_000);
    const two = d.hold();
    one();
    await clock.advance(30_000);
    expect(d.signal.aborted).toBe(false);
    two();
    two();
    expect(d.heldMs).toBe(32_000);
    await clock.advance(3_999);
    expect(d.signal.aborted).toBe(false);
    await clock.advance(1);
    expect(d.signal.aborted).toBe(true);
    await clock.advance(1_000);
    expect(ended?.message).toBe("Test timed out in 42000ms (its 10000 ms, and 32000 ms for which the target's pacing held its requests).");
  });

  test("is not held by a signal of another kind, and is no longer held once it fired", async () => {
    const clock = manualClock();
    const d = new TestDeadline(2_000, 1_000, clock);
    holdDeadlines([new AbortController().signal])();
    await clock.advance(1_000);
    expect(d.signal.aborted).toBe(true);
    d.hold();
    await clock.advance(1_000);
    await expect(d.expired).rejects.toThrow(/^Test timed out in 2000ms\.$/);
  });

  test("clear() ends its timers: nothing fires after", async () => {
    const clock = manualClock();
    const d = new TestDeadline(2_000, 1_000, clock);
    d.clear();
    await clock.advance(5_000);
    expect(d.signal.aborted).toBe(false);
    expect(clock.pending()).toBe(0);
  });
});
