// Meta-test: faults swept together, each against its own reference on its own test files, fail, break and select
// exactly what each fails, breaks and selects when swept alone (test/support/fault-sweep.ts --one-by-one).
import { expect, test } from "vitest";
import type { FaultOutcome } from "../support/fault-sweep.js";
import { runScript } from "../support/run-cli.js";

const SEED = String(Math.floor(Math.random() * 2 ** 31));
/** Faults of area D on files they share and files of their own, so that they make several runs together. */
const FAULTS = ["legacy-token.new-token-every-request", "legacy-token.message-empty-string", "legacy-token.clock-10-minutes-behind",
  "legacy-token.secret-not-checked", "legacy-token.any-bearer-accepted", "legacy-token.code-as-string", "legacy-token.missing-auth-accepted"];

async function sweep(...flags: string[]): Promise<FaultOutcome[]> {
  const run = await runScript("fault-sweep.ts", ["legacy-token", ...FAULTS, "--no-closing-run", ...flags],
    { CONFORMANCE_SEED: SEED }, 300_000);
  expect(run.exitCode, run.stderr).toBe(0);
  return run.stdout.trim().split("\n").map((l) => JSON.parse(l) as FaultOutcome).sort((a, b) => a.fault.localeCompare(b.fault));
}

test("faults swept together see what each sees alone", async () => {
  const [together, alone] = await Promise.all([sweep(), sweep("--one-by-one")]);
  expect(together.map((o) => o.fault)).toEqual([...FAULTS].sort());
  expect(new Set(together.map((o) => o.batch)).size, "vitest starts made for the faults together").toBeLessThan(FAULTS.length / 2);
  const seen = (outcomes: FaultOutcome[]) => outcomes.map(({ batch, ...rest }) => rest);
  expect(seen(together), `CONFORMANCE_SEED=${SEED}`).toEqual(seen(alone));
});
