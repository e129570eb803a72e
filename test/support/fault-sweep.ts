// Runs one area's suite once per reference fault inside a single vitest instance and prints one JSON line per
// fault. It is what `conformance run --area <area>` does with CONFORMANCE_REFERENCE_FAULTS=<fault>, minus the
// ~3 s of process and vitest start-up per fault that would make the meta-test take minutes.
// It ends with a run without a fault, which shows that no state leaks from one run into the next.
// Usage: node --import tsx test/support/fault-sweep.ts <area> [fault…]   (stdout: JSON lines, one per fault)
import { createVitest } from "vitest/node";
import { join } from "node:path";
import { prepareRun } from "../../harness/target.js";
import { handOffRun } from "../../harness/global-setup.js";
import { ROOT } from "../../harness/paths.js";
import { collectResults } from "../../cli/results.js";
import { judge } from "../../cli/verdict.js";
import { faultCatalogue } from "../../reference/faults.js";
import type { Area } from "../../harness/config.js";

export interface FaultOutcome {
  /** The fault's name; "" for the closing run without a fault. */
  fault: string;
  failed: string[];
  broken: string[];
  problems: string[];
  verdict: string;
}

async function sweep(area: Area, faults: string[]): Promise<void> {
  process.env.CONFORMANCE_AREAS = area;
  let first = true;
  const vitest = await createVitest("test", {
    root: ROOT, config: join(ROOT, "vitest.config.ts"), watch: false, project: [area], reporters: [{}], passWithNoTests: true,
  });
  try {
    for (const fault of faults) {
      process.env.CONFORMANCE_REFERENCE_FAULTS = fault;
      const run = await prepareRun();
      handOffRun(run);
      try {
        if (!first) for (const p of vitest.projects) p.provide("conformance", run.context);
        first = false;
        await vitest.start();
        const { tests, problems } = collectResults(vitest.state.getTestModules(), vitest.state.getUnhandledErrors());
        const judgement = judge([area], tests, problems);
        const ids = (status: string) => tests.filter((t) => t.status === status).map((t) => t.id).sort();
        const outcome: FaultOutcome = {
          fault, failed: ids("failed"), broken: ids("broken"), problems: problems.map((p) => `${p.where}: ${p.message}`), verdict: judgement.verdict,
        };
        process.stdout.write(`${JSON.stringify(outcome)}\n`);
      } finally {
        handOffRun(undefined);
        await run.close();
      }
    }
  } finally {
    await vitest.close();
  }
}

const [area, ...names] = process.argv.slice(2);
const faults = names.length > 0 ? names : faultCatalogue.filter((f) => f.area === area).map((f) => f.name);
await sweep(area as Area, [...faults, ""]);
process.exitCode = 0; // vitest sets 1 when tests fail, which under a fault is the point
