// The token timeline's real-time schedule, run against a reference on a virtual clock instead of 35 real minutes.
import { afterEach, describe, expect, test } from "vitest";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { TokenTimeline } from "../../harness/legacy-token/token-timeline.js";
import type { ServerClock } from "../../harness/time/clock.js";
import { configuredKey, expiryOf, lifetimeOf, obtainGrant, tokenId } from "../../harness/legacy-token/token-client.js";
import { HttpClient } from "../../harness/http/http.js";
import { contextFor } from "../support/run-context.js";

let reference: ReferenceInstance | undefined;
afterEach(async () => reference?.close());

/** A reference whose clock is a number the fake "real" clock moves instead of sleeping. */
async function virtualReference(faults: string[] = []) {
  const time = { ms: Date.UTC(2026, 10, 22, 3, 0, 0) };
  reference = await startReference({ faults, timeSource: () => time.ms });
  const run = contextFor(reference, "real", { name: "unit", legacyToken: { paymentUid: "imp_reference_000001" } });
  const waits: number[] = [];
  const clock: ServerClock = {
    credential: configuredKey(run),
    mode: "real",
    now: () => time.ms / 1000,
    observe: () => {},
    advanceTo: async (s) => {
      if (s * 1000 > time.ms) {
        waits.push(s - time.ms / 1000);
        time.ms = s * 1000;
      }
    },
    dispose: async () => {},
  };
  const heartbeats: string[] = [];
  return { run, time, waits, heartbeats, timeline: new TokenTimeline(run, async () => clock, (line) => heartbeats.push(line)) };
}

/** The slices of each wait (one heartbeat each) added up per awaited moment, in order. */
function waitsByStep(heartbeats: string[], waits: number[]): number[] {
  const steps: { what: string; seconds: number }[] = [];
  heartbeats.forEach((line, i) => {
    const what = line.split(":")[0]!;
    if (steps.at(-1)?.what === what) steps.at(-1)!.seconds += waits[i]!;
    else steps.push({ what, seconds: waits[i]! });
  });
  return steps.map((s) => s.seconds);
}

describe("token timeline in time mode real", () => {
  test("observes every step on the configured key, about 35 minutes of server time", async () => {
    const { timeline, time } = await virtualReference();
    const start = time.ms;
    const fresh = await timeline.fresh();
    expect(lifetimeOf(fresh)).toBe(1800);
    expect(tokenId(await timeline.ninetyBefore())).toBe(tokenId(fresh));
    expect((await timeline.usedBeforeExpiry()).status).toBe(200);
    expect((await timeline.thirtyBefore()).expiredAt - fresh.expiredAt).toBe(300);
    expect((await timeline.usedAfterOriginalExpiry()).status).toBe(200);
    expect((await timeline.usedAfterExpiry()).status).toBe(401);
    const renewed = await timeline.afterExpiry();
    expect(tokenId(renewed)).not.toBe(tokenId(fresh));
    expect((time.ms - start) / 1000).toBe(1800 + 300 + 5);
  });

  test("announces its waits at least every 30 s with what is awaited and the time left", async () => {
    const { timeline, waits, heartbeats } = await virtualReference();
    await timeline.thirtyBefore();
    expect(Math.max(...waits)).toBeLessThanOrEqual(30);
    expect(heartbeats.length).toBe(waits.length);
    expect(heartbeats[0]).toMatch(/^waiting for the token 90 s before expiry: 28 min \d\d s left$/);
    expect(heartbeats.at(-1)).toMatch(/^waiting for the token 30 s before expiry: \d+ s left$/);
  });

  test("waits out a token the key was given earlier before observing a fresh one", async () => {
    const { run, timeline, time } = await virtualReference();
    const legacy = new HttpClient(run.config.legacyBaseUrl!, { timeoutMs: 5_000, maxBodyBytes: 1 << 20, testId: "unit" });
    const earlier = await obtainGrant(legacy, configuredKey(run));
    time.ms += 1200_000;
    const fresh = await timeline.fresh();
    expect(tokenId(fresh)).not.toBe(tokenId(earlier));
    expect(lifetimeOf(fresh)).toBe(1800);
    expect(fresh.now).toBeGreaterThanOrEqual(expiryOf(earlier));
  });

  test("steps run in order even when asked for out of order, each waiting once", async () => {
    const { timeline, waits, heartbeats } = await virtualReference();
    const [after, before] = await Promise.all([timeline.usedAfterExpiry(), timeline.usedBeforeExpiry()]);
    expect([before.status, after.status]).toEqual([200, 401]);
    expect(waitsByStep(heartbeats, waits)).toEqual([1710, 60, 60, 275]);
  });

  test("sees a token refused before its stated expiry at E-30", async () => {
    const { timeline } = await virtualReference(["legacy-token.enforces-600s"]);
    expect((await timeline.usedBeforeExpiry()).status).toBe(401);
  });
});
