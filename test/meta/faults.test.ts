// Meta-test: every named fault of the reference makes the tests that claim to catch it fail, and nothing breaks.
// Each area's faults run in one child process that keeps one vitest instance (test/support/fault-sweep.ts);
// outputs.test.ts proves, through the real CLI, that a fault's failure reaches every report.
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { faultCatalogue } from "../../reference/faults.js";
import { claimedFaults } from "../support/fault-claims.js";
import { catalogue } from "../../harness/catalogue.js";
import { ROOT } from "../../harness/paths.js";
import type { FaultOutcome } from "../support/fault-sweep.js";
import { runNode } from "../support/run-cli.js";

/** Refused here, before any sweep, when a fault claims no test (its meta-test could never fail). */
const FAULTS = claimedFaults(faultCatalogue);
const AREAS = [...new Set(FAULTS.map((f) => f.area))];
const SWEEP_TIMEOUT_MS = 600_000;
/** A test waits for its area's sweep, which may wait for a slot behind the others: up to every sweep's time. */
const WAIT_FOR_SWEEP_MS = 3 * SWEEP_TIMEOUT_MS;

/** Area A is swept once per reference dialect: its faults must be caught whatever shapes the target uses. */
const DIALECTS: Record<string, string[]> = { b2b: ["default", "alt"] };
const sweepKeys = (area: string) => (DIALECTS[area] ?? ["default"]).map((d) => `${area}@${d}`);

async function runSweep(key: string): Promise<Map<string, FaultOutcome>> {
  const [area, dialect] = key.split("@") as [string, string];
  const env = { CONFORMANCE_REFERENCE_DIALECT: dialect };
  const run = await runNode(["--import", "tsx", join(ROOT, "test", "support", "fault-sweep.ts"), area], env, SWEEP_TIMEOUT_MS);
  if (run.exitCode !== 0) throw new Error(`the ${area} fault sweep exited with ${run.exitCode}:\n${run.stderr.slice(-4000)}`);
  const outcomes = run.stdout.trim().split("\n").map((line) => JSON.parse(line) as FaultOutcome);
  return new Map(outcomes.map((o) => [o.fault, o]));
}

/** Two sweeps at a time (the machines have two cores), started for the areas whose tests are selected. */
const sweeps = new Map<string, Promise<Map<string, FaultOutcome>>>();
const waiting: (() => void)[] = [];
let running = 0;
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
function sweepOf(area: string): Promise<Map<string, FaultOutcome>> {
  let sweep = sweeps.get(area);
  if (!sweep) sweeps.set(area, (sweep = inSlot(() => runSweep(area))));
  return sweep;
}
const faultCount = (area: string) => FAULTS.filter((f) => f.area === area).length;

describe.concurrent("each reference fault", () => {
  beforeAll(({}, suite) => {
    const selected = (name: string) => suite.tasks.some((t) => t.mode === "run" && t.name.startsWith(`${name} `));
    const longestFirst = [...AREAS].sort((a, b) => faultCount(b) - faultCount(a));
    for (const area of longestFirst) {
      if (FAULTS.some((f) => f.area === area && selected(f.name))) for (const key of sweepKeys(area)) void sweepOf(key).catch(() => {});
    }
  });

  for (const fault of FAULTS) {
    test(`${fault.name} is caught by ${fault.caughtBy.join(", ")}`, { timeout: WAIT_FOR_SWEEP_MS }, async () => {
      for (const key of sweepKeys(fault.area)) {
        const outcome = (await sweepOf(key)).get(fault.name);
        expect(outcome, `no outcome for ${fault.name} (${key})`).toBeDefined();
        expect(outcome!.failed, `tests failing under ${fault.name} (${key})`).toEqual(expect.arrayContaining(fault.caughtBy));
        expect(outcome!.broken, `broken tests (suite errors) under the fault (${key})`).toEqual([]);
        expect(outcome!.problems, `errors outside tests under the fault (${key})`).toEqual([]);
        expect(outcome!.verdict).toBe("NOT CONFORMANT");
      }
    });
  }
});

/** CONFORMANT, or INCOMPLETE while the catalogue still lists requirements of the area without a test. */
const cleanVerdict = (area: string) =>
  [...catalogue().requirements.values()].some((r) => r.area === area && r.untested) ? "INCOMPLETE" : "CONFORMANT";

describe.concurrent("after every fault of an area, a run without one", () => {
  for (const area of AREAS) {
    test(`${area} is clean again (no state leaks between runs of a sweep)`, { timeout: WAIT_FOR_SWEEP_MS }, async () => {
      for (const key of sweepKeys(area)) {
        const clean = (await sweepOf(key)).get("");
        expect(clean, key).toMatchObject({ failed: [], broken: [], problems: [], verdict: cleanVerdict(area) });
      }
    });
  }
});
