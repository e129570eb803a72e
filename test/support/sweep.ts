// What the fault and dialect sweeps share: one run's outcome, and the selection that runs a fault's claimed tests.
import type { ConformanceDocument } from "../../cli/conformance-json.js";

export interface FaultOutcome {
  /** The fault's name; "" for a run without a fault. */
  fault: string;
  /** The tests the run selected: those of the files holding the fault's claimed tests (all, for a run without a fault). */
  selected: string[];
  failed: string[];
  broken: string[];
  problems: string[];
  verdict: string;
  /** Tests that passed (the dialect sweep compares a fault's run with the clean one). */
  passed?: string[];
  /** Which of the fault sweep's vitest starts made the run (faults on different files share one). */
  batch?: number;
}

export function outcomeOf(fault: string, doc: ConformanceDocument): FaultOutcome {
  const ids = (status: string) => doc.tests.filter((t) => t.status === status).map((t) => t.id).sort();
  return {
    fault, selected: doc.tests.map((t) => t.id).sort(), failed: ids("failed"), broken: ids("broken"),
    problems: doc.problems.map((p) => `${p.where}: ${p.message}`), verdict: doc.verdict, passed: ids("passed"),
  };
}

/**
 * The id prefixes that select the whole test files holding a fault's claimed tests (as --filter does), from a run of
 * the whole area; a claim no test declares stays in, to be reported missing.
 */
export function filtersFor(claims: string[], whole: ConformanceDocument): string[] {
  const fileOf = new Map(whole.tests.map((t) => [t.id, t.file]));
  const files = new Set(claims.map((id) => fileOf.get(id) ?? id));
  return [...new Set([...whole.tests.filter((t) => files.has(t.file)).map((t) => t.id), ...claims])];
}

/**
 * Runs grouped so that no two of a group share a test file (they can then be made together, each on its own target):
 * first fit, the runs with the most files first.
 */
export function batchesOnOwnFiles<T>(runs: T[], filesOf: (run: T) => string[]): T[][] {
  const batches: { runs: T[]; files: Set<string> }[] = [];
  const bySize = [...runs].sort((a, b) => filesOf(b).length - filesOf(a).length);
  for (const run of bySize) {
    const files = filesOf(run);
    const batch = batches.find((b) => files.every((f) => !b.files.has(f)));
    if (batch) {
      batch.runs.push(run);
      for (const f of files) batch.files.add(f);
    } else batches.push({ runs: [run], files: new Set(files) });
  }
  return batches.map((b) => b.runs);
}
