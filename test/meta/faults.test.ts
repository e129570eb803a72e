// Meta-test: every named fault of the reference makes the tests that claim to catch it fail, and nothing breaks.
// Each area's faults run in one child process that keeps one vitest instance (test/support/fault-sweep.ts), faults on
// different files in one vitest start; the sweep fails what `conformance run` fails under the same fault and seed (one
// fault per area and dialect, below), faults swept together see what each sees alone (below), and
// outputs.test.ts proves, through the real CLI, that a fault's failure reaches every report.
import { beforeAll, describe, expect, test } from "vitest";
import { faultCatalogue } from "../../reference/faults.js";
import { claimedFaults } from "../support/fault-claims.js";
import { catalogue } from "../../harness/spec/catalogue.js";
import type { FaultOutcome } from "../support/fault-sweep.js";
import { idsWithStatus, runCli, runScript } from "../support/run-cli.js";

/** Refused here, before any sweep, when a fault claims no test (its meta-test could never fail). */
const FAULTS = claimedFaults(faultCatalogue);
const AREAS = [...new Set(FAULTS.map((f) => f.area))];
const SWEEP_TIMEOUT_MS = 600_000;
/** A test waits for its area's sweep, which may wait for a slot behind the others: up to every sweep's time. */
const WAIT_FOR_SWEEP_MS = 3 * SWEEP_TIMEOUT_MS;

/**
 * Area A is swept once per reference dialect: its faults must be caught whatever shapes the target uses. The first
 * dialect runs each fault on the whole files holding its claimed tests, the others on its claimed tests alone: that
 * they fail under it in every dialect is the proof of detection; that nothing else in those files breaks under it is
 * checked in the first dialect (and, by the full sweep, in every dialect and the whole area). In area A most faults'
 * files are most of the area, and the second dialect's sweep on them cost a fifth of `npm test`'s CPU.
 */
const DIALECTS: Record<string, string[]> = { b2b: ["default", "alt"] };
const sweepKeys = (area: string) => (DIALECTS[area] ?? ["default"]).map((d) => `${area}@${d}`);

/**
 * On demand (CONFORMANCE_FULL_SWEEP=1), the full sweep: every fault against the whole area in every dialect, not only
 * the files holding its claimed tests; nothing beside its claimed tests may break anywhere in the area. About five
 * minutes on two cores.
 */
const FULL_SWEEP = process.env.CONFORMANCE_FULL_SWEEP === "1";
const scopeOf = (area: string, dialect: string) =>
  FULL_SWEEP ? ["--whole-area"] : dialect === (DIALECTS[area] ?? ["default"])[0] ? [] : ["--claimed-only"];

/** One seed for every sweep, so the CLI runs below make the same data as the sweeps they are compared with. */
const SEED = String(Math.floor(Math.random() * 2 ** 31));

async function runSweep(key: string): Promise<Map<string, FaultOutcome>> {
  const [area, dialect] = key.split("@") as [string, string];
  const env = { CONFORMANCE_REFERENCE_DIALECT: dialect, CONFORMANCE_SEED: SEED };
  const run = await runScript("fault-sweep.ts", [area, ...scopeOf(area, dialect)], env, FULL_SWEEP ? 3 * SWEEP_TIMEOUT_MS : SWEEP_TIMEOUT_MS);
  if (run.exitCode !== 0) throw new Error(`the ${area} fault sweep (CONFORMANCE_SEED=${SEED}) exited with ${run.exitCode}:\n${run.stderr.slice(-4000)}`);
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
      const dialects = sweepKeys(fault.area).map((key) => key.split("@")[1]!);
      expect(dialects.filter((d) => fault.dialects?.includes(d) ?? true), `swept dialects where ${fault.name} can act`).not.toEqual([]);
      for (const key of sweepKeys(fault.area)) {
        const outcome = (await sweepOf(key)).get(fault.name);
        expect(outcome, `no outcome for ${fault.name} (${key})`).toBeDefined();
        // In a dialect that gives the fault nothing to break, it must change nothing (its tests are pending there).
        if (fault.dialects && !fault.dialects.includes(key.split("@")[1]!)) {
          expect(outcome, `${fault.name} in ${key}, which gives it nothing to break`).toMatchObject({ failed: [], broken: [], problems: [] });
          continue;
        }
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

describe.concurrent("the fault sweep fails what the CLI fails", () => {
  /** One fault per area; area A in both of its reference dialects (the dialect is part of the configuration both read). */
  const ONE_FAULT_EACH = [
    ["legacy-token", "legacy-token.no-extension"],
    ["schedules", "schedules.pages-one-based"],
    ["identity-verification", "identity-verification.wrong-credential-accepted"],
    ["b2b", "b2b.bulk-unknown-400"],
  ] as const;

  for (const [area, fault] of ONE_FAULT_EACH) {
    for (const key of sweepKeys(area)) {
      const dialect = key.split("@")[1]!;
      const ran = scopeOf(area, dialect).includes("--claimed-only") ? "the claimed tests" : "the files";
      test(`under ${fault}${dialect === "default" ? "" : ` in dialect ${dialect}`}, in ${ran} the sweep ran`, { timeout: WAIT_FOR_SWEEP_MS }, async () => {
        const env = { CONFORMANCE_SEED: SEED, CONFORMANCE_REFERENCE_DIALECT: dialect, CONFORMANCE_REFERENCE_FAULTS: fault };
        const [cli, outcome] = await Promise.all([runCli(["run", "--area", area, "--console", "none"], env, SWEEP_TIMEOUT_MS), sweepOf(key).then((s) => s.get(fault))]);
        expect(outcome, `no outcome for ${fault} (${key})`).toBeDefined();
        // The sweep runs the files holding the fault's claimed tests (or those tests alone); within them it must see what
        // the whole CLI run saw.
        const inSweep = (ids: string[]) => ids.filter((id) => outcome!.selected.includes(id));
        expect(outcome!.selected.length).toBeGreaterThan(0);
        expect(inSweep(idsWithStatus(cli.document, "failed")).length, `CONFORMANCE_SEED=${SEED}`).toBeGreaterThan(0);
        expect(outcome!.failed, `CONFORMANCE_SEED=${SEED}`).toEqual(inSweep(idsWithStatus(cli.document, "failed")));
        expect(outcome!.broken, `CONFORMANCE_SEED=${SEED}`).toEqual(inSweep(idsWithStatus(cli.document, "broken")));
      });
    }
  }
});

describe("faults swept together, each against its own reference on its own files", () => {
  /** Faults of area D on files they share and files of their own, so that the sweep makes several runs of them together. */
  const SOME = ["legacy-token.new-token-every-request", "legacy-token.message-empty-string", "legacy-token.clock-10-minutes-behind",
    "legacy-token.secret-not-checked", "legacy-token.any-bearer-accepted", "legacy-token.code-as-string", "legacy-token.missing-auth-accepted"];

  // The full sweep makes no runs together (each fault runs the whole area): there is nothing to compare.
  test.skipIf(FULL_SWEEP)("see what each sees alone, in a vitest start of its own", { timeout: WAIT_FOR_SWEEP_MS }, async () => {
    const oneByOne = inSlot(() => runScript("fault-sweep.ts", ["legacy-token", ...SOME, "--no-closing-run", "--one-by-one"], { CONFORMANCE_SEED: SEED }, SWEEP_TIMEOUT_MS));
    const [together, alone] = [await sweepOf("legacy-token@default"), await oneByOne];
    expect(alone.exitCode, alone.stderr).toBe(0);
    const seen = ({ batch, passed, ...rest }: FaultOutcome) => rest;
    const aloneSeen = alone.stdout.trim().split("\n").map((l) => seen(JSON.parse(l) as FaultOutcome));
    expect(aloneSeen.map((o) => o.fault)).toEqual(SOME);
    expect(aloneSeen, `CONFORMANCE_SEED=${SEED}`).toEqual(SOME.map((f) => seen(together.get(f)!)));
    const batches = new Set([...together.values()].map((o) => o.batch).filter((b) => b !== undefined));
    expect(batches.size, "vitest starts of the area's faults").toBeLessThan(FAULTS.filter((f) => f.area === "legacy-token").length / 2);
  });
});
