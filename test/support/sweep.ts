// What the fault and dialect sweeps share: one run's outcome, the selection that runs a fault's claimed tests, and
// faults on different files run together.
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import type { ResolvedConfig } from "../../harness/config/config.js";
import { executeRunsTogether } from "../../cli/pipeline.js";
import type { SuiteSession } from "../../cli/suite-session.js";
import { faultCatalogue } from "../../reference/faults.js";

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

/** A fault's run in a sweep: the whole test files holding its claimed tests, by the ids they declare. */
export interface FaultRun {
  fault: string;
  filters: string[];
}

export const faultRun = (fault: string, whole: ConformanceDocument): FaultRun =>
  ({ fault, filters: filtersFor(claimsOf(fault), whole) });

/** A fault's run on its claimed tests alone (as prefixes, as --filter takes them), not the rest of their files. */
export const claimedRun = (fault: string): FaultRun => ({ fault, filters: claimsOf(fault) });

const claimsOf = (fault: string) => faultCatalogue.find((f) => f.name === fault)!.caughtBy;

/**
 * Makes the runs in the session, those on different files in one vitest start (each alone when `oneByOne`), each with
 * the configuration `resolvedOf` gives it; `done` gets each run's document and the index of the start that made it.
 */
export async function sweepTogether<R extends FaultRun>(session: SuiteSession, runs: R[], resolvedOf: (run: R) => ResolvedConfig,
  done: (run: R, doc: ConformanceDocument, start: number) => void, oneByOne = false): Promise<void> {
  const batches = oneByOne ? runs.map((r) => [r]) : batchesOnOwnFiles(runs, (r) => session.filesHolding(r.filters) ?? []);
  for (const [n, batch] of batches.entries()) {
    const outcomes = await executeRunsTogether(batch.map((r) => ({ resolved: resolvedOf(r), request: { console: "none", filters: r.filters } })), session);
    for (const [i, { doc }] of outcomes.entries()) done(batch[i]!, doc, n);
  }
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
