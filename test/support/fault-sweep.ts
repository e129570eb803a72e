// Runs one area's suite once per reference fault through the run pipeline of `conformance run`, keeping one vitest
// session open so the ~3 s of process and vitest start-up is paid once, not per fault.
// A fault runs the whole test files that hold the tests claiming to catch it (a filtered run, as with --filter):
// its own tests must fail, and nothing beside them in those files may break. Faults whose files differ run in one
// vitest start, each against its own reference (executeRunsTogether): a worker's start is most of a small run's cost.
// The sweep opens and ends with a run of the whole area without a fault: the first maps tests to files, the last
// shows that no state leaks.
// Usage: node test/support/launch.mjs test/support/fault-sweep.ts <area> [fault…] [--no-closing-run] [--one-by-one] [--whole-area] [--claimed-only]
//   (stdout: JSON lines, one per fault; --one-by-one runs every fault in a vitest start of its own, --whole-area runs
//   every fault against the whole area: the full sweep, which CONFORMANCE_FULL_SWEEP=1 makes faults.test run;
//   --claimed-only runs each fault on its claimed tests alone, not the rest of their files: faults.test's second dialect)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveConfig } from "../../harness/config/config.js";
import type { Area } from "../../harness/spec/areas.js";
import { executeRun } from "../../cli/pipeline.js";
import { SuiteSession } from "../../cli/suite-session.js";
import { faultCatalogue } from "../../reference/faults.js";
import { claimedRun, faultRun, outcomeOf, sweepTogether, type FaultOutcome } from "./sweep.js";

export type { FaultOutcome };

interface SweepOptions {
  closingRun: boolean;
  /** Every fault in a vitest start of its own. */
  oneByOne: boolean;
  /** Every fault against the whole area, not only the files holding its claimed tests (the full sweep, on demand). */
  wholeArea: boolean;
  /** Every fault on its claimed tests alone (tests whose ids start with a claimed id), not the rest of their files. */
  claimedOnly: boolean;
}

async function sweep(area: Area, faults: string[], { closingRun, oneByOne, wholeArea, claimedOnly }: SweepOptions): Promise<void> {
  const reportsDir = mkdtempSync(join(tmpdir(), `conformance-sweep-${area}-`));
  const base = resolveConfig({ flags: { areas: [area, "--area"], reportsDir: [reportsDir, "--reports"] } });
  const session = await SuiteSession.open({ areas: [area], reportsDir, console: "none", filters: [], allure: false });
  const withFault = (fault: string) => ({ ...base, config: { ...base.config, referenceFaults: fault ? [fault] : [] } });
  const runWith = async (fault: string, filters: string[]) => {
    const { doc } = await executeRun(withFault(fault), { console: "none", filters }, session);
    return { doc, outcome: outcomeOf(fault, doc) };
  };
  const line = (o: FaultOutcome) => process.stdout.write(`${JSON.stringify({ ...o, passed: undefined })}\n`);
  try {
    const { doc: whole } = await runWith("", []);
    if (wholeArea) for (const [n, fault] of faults.entries()) line({ ...(await runWith(fault, [])).outcome, batch: n });
    else {
      await sweepTogether(session, faults.map((fault) => (claimedOnly ? claimedRun(fault) : faultRun(fault, whole))), (r) => withFault(r.fault),
        (r, doc, n) => line({ ...outcomeOf(r.fault, doc), batch: n }), oneByOne);
    }
    if (closingRun) line((await runWith("", [])).outcome);
  } finally {
    await session.close();
    rmSync(reportsDir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const [area, ...names] = args.filter((a) => !a.startsWith("--"));
const faults = names.length > 0 ? names : faultCatalogue.filter((f) => f.area === area).map((f) => f.name);
await sweep(area as Area, faults, { closingRun: !args.includes("--no-closing-run"), oneByOne: args.includes("--one-by-one"),
  wholeArea: args.includes("--whole-area"), claimedOnly: args.includes("--claimed-only") });
process.exitCode = 0; // vitest sets 1 when tests fail, which under a fault is the point
