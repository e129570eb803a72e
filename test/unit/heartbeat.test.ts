// Long waits announce themselves at least every 30 s with what is awaited and how long is left (virtual clock).
import { describe, expect, test } from "vitest";
import { HEARTBEAT_S, waitWithHeartbeat } from "../../harness/time/heartbeat.js";

/** A clock that is a number; each wait is recorded and jumps it. */
function virtualClock(start: number) {
  const clock = { t: start, slices: [] as number[] };
  return { clock, now: () => clock.t, advanceTo: async (s: number) => { clock.slices.push(s - clock.t); clock.t = Math.max(clock.t, s); } };
}

describe("a wait with a heartbeat", () => {
  test("prints what is awaited and the time left before every slice of at most 30 s", async () => {
    const { clock, now, advanceTo } = virtualClock(1000);
    const lines: string[] = [];
    await waitWithHeartbeat({ what: "30 s before expiry", until: 1000 + 100, now, advanceTo, print: (l) => lines.push(l) });
    expect(clock.t).toBe(1100);
    expect(clock.slices).toEqual([30, 30, 30, 10]);
    expect(lines).toEqual(["waiting for 30 s before expiry: 1 min 40 s left", "waiting for 30 s before expiry: 1 min 10 s left",
      "waiting for 30 s before expiry: 40 s left", "waiting for 30 s before expiry: 10 s left"]);
  });

  test("stays within its budget when the clock does not move", async () => {
    const lines: string[] = [];
    await waitWithHeartbeat({ what: "a stuck clock", until: 60, now: () => 0, advanceTo: async () => {}, print: (l) => lines.push(l) });
    expect(lines.length).toBe(Math.ceil(60 / HEARTBEAT_S) * 2 + 2);
  });

  test("prints nothing when the moment has come", async () => {
    const lines: string[] = [];
    await waitWithHeartbeat({ what: "now", until: 5, now: () => 5, advanceTo: async () => {}, print: (l) => lines.push(l) });
    expect(lines).toEqual([]);
  });
});
