// Whether a run under a mutant kills it: the area's run would not be CONFORMANT, a test is skipped for an input, or a
// requirement the clean run passed is left open.
import type { ConformanceDocument } from "../cli/conformance-json.js";
import type { Area } from "../harness/spec/areas.js";
import type { TestRecord } from "../cli/results.js";
import { judge } from "../cli/verdict.js";

export interface MutantVerdict {
  killed: boolean;
  /** The tests that failed, broke, or lost their input or a step they build on. */
  killedBy: string[];
  /** Why, in a few lines: the verdict's reasons, then the first blamed test's own. */
  reason: string;
}

/** Statuses a clean run of the reference with its own profile never has (the dry run makes sure). */
const BLAMED = new Set<TestRecord["status"]>(["failed", "broken", "missing-input", "not-run"]);

/**
 * The mutant's verdict from a run of some of the area's tests (those covering it) and the clean run of the whole area:
 * the tests it ran replace theirs in the clean run, and the whole is judged as `conformance run` judges. A test
 * skipped for a missing input or an unusable probe kills the mutant even where other tests keep its requirement
 * passed: such a skip hides whatever its test would have seen.
 */
export function mutantVerdict(clean: ConformanceDocument, run: ConformanceDocument): MutantVerdict {
  const ran = new Map(run.tests.map((t) => [t.id, t]));
  const tests = [...clean.tests.map((t) => ran.get(t.id) ?? t), ...run.tests.filter((t) => !clean.tests.some((c) => c.id === t.id))];
  const judged = judge({ areas: clean.selection.areas, filters: [], notSelected: 0 }, tests, run.problems);
  const blamed = run.tests.filter((t) => BLAMED.has(t.status));
  // A requirement the clean run passed and the mutant leaves open (its tests all pending) is a change the suite shows,
  // though the run stays CONFORMANT: the mutant moved the reference to another reading.
  const opened = judged.requirements.filter((r) => r.status === "open" && clean.tests.some((t) => t.status === "passed" && t.requirements.includes(r.id)));
  const killed = judged.verdict !== "CONFORMANT" || blamed.length > 0 || opened.length > 0;
  const first = blamed[0];
  const reason = [...judged.reasons.slice(0, 3), ...opened.slice(0, 3).map((r) => `${r.id} passed in the clean run, open under the mutant: ${(r.reasons ?? [])[0] ?? ""}`),
    ...(first ? [`${first.id} (${first.status}): ${first.reason ?? ""}`] : [])].join("\n");
  return { killed, killedBy: blamed.map((t) => t.id), reason };
}

/** What a clean run of the area must be for its mutants to be judged: CONFORMANT, with no test blamed. */
export function cleanRunProblems(clean: ConformanceDocument): string[] {
  const problems = clean.verdict === "CONFORMANT" ? [] : [`the clean run is ${clean.verdict}: ${clean.reasons.join("; ")}`];
  for (const t of clean.tests) if (BLAMED.has(t.status)) problems.push(`${t.id} is ${t.status} in the clean run: ${t.reason ?? ""}`);
  return problems;
}

/**
 * The document of a run that could not be made or did not end (the reference would not start, or it crashed the
 * process): `conformance run` would end with exit code 2 or worse, so the mutant is killed.
 */
export function unmadeRun(areas: Area[], message: string): ConformanceDocument {
  const problem = { where: "run", message };
  return { verdict: "INCOMPLETE", reasons: [message], selection: { areas, filters: [], notSelected: 0 }, tests: [], problems: [problem] } as unknown as ConformanceDocument;
}
