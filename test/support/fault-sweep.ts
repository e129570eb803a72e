// Runs one area's suite once per reference fault through the run pipeline of `conformance run` (executeRun),
// keeping one vitest session open so the ~3 s of process and vitest start-up is paid once, not per fault.
// It ends with a run without a fault, which shows that no state leaks from one run into the next.
// Usage: node --import tsx test/support/fault-sweep.ts <area> [fault…]   (stdout: JSON lines, one per fault)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveConfig } from "../../harness/config.js";
import type { Area } from "../../harness/areas.js";
import { executeRun } from "../../cli/pipeline.js";
import { SuiteSession } from "../../cli/suite-session.js";
import { faultCatalogue } from "../../reference/faults.js";

export interface FaultOutcome {
  /** The fault's name; "" for the closing run without a fault. */
  fault: string;
  failed: string[];
  broken: string[];
  problems: string[];
  verdict: string;
}

async function sweep(area: Area, faults: string[]): Promise<void> {
  const reportsDir = mkdtempSync(join(tmpdir(), `conformance-sweep-${area}-`));
  const base = resolveConfig({ flags: { areas: [area, "--area"], reportsDir: [reportsDir, "--reports"] } });
  const session = await SuiteSession.open({ areas: [area], reportsDir, console: "none", filters: [], allure: false });
  try {
    for (const fault of faults) {
      const resolved = { ...base, config: { ...base.config, referenceFaults: fault ? [fault] : [] } };
      const { doc } = await executeRun(resolved, { console: "none", filters: [] }, session);
      const ids = (status: string) => doc.tests.filter((t) => t.status === status).map((t) => t.id).sort();
      const outcome: FaultOutcome = {
        fault, failed: ids("failed"), broken: ids("broken"), problems: doc.problems.map((p) => `${p.where}: ${p.message}`), verdict: doc.verdict,
      };
      process.stdout.write(`${JSON.stringify(outcome)}\n`);
    }
  } finally {
    await session.close();
    rmSync(reportsDir, { recursive: true, force: true });
  }
}

const [area, ...names] = process.argv.slice(2);
const faults = names.length > 0 ? names : faultCatalogue.filter((f) => f.area === area).map((f) => f.name);
await sweep(area as Area, [...faults, ""]);
process.exitCode = 0; // vitest sets 1 when tests fail, which under a fault is the point
