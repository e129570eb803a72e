// The judgement of a mutant's run (mutation/mutant-verdict.ts): the tests it ran replace theirs in the clean run, and
// the whole is judged as `conformance run` judges; a skip for a missing input kills the mutant on its own.
import { describe, expect, test } from "vitest";
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import type { TestRecord } from "../../cli/results.js";
import { catalogue } from "../../harness/spec/catalogue.js";
import { cleanRunProblems, mutantVerdict, unmadeRun } from "../../mutation/mutant-verdict.js";

const requirements = [...catalogue().requirements.values()].filter((r) => r.area === "legacy-token" && !r.excluded);
/** Two passing tests per requirement of area D, so that one of them can change without the requirement losing its test. */
const cleanTests: TestRecord[] = requirements.flatMap((r) => [1, 2].map((n) => ({
  id: `D-X-${r.id}-${n}`, title: "t", area: "legacy-token" as const, file: "suites/legacy-token/x.test.ts", requirements: [r.id], status: "passed" as const, durationMs: 1,
})));
const doc = (tests: TestRecord[], extra: Partial<ConformanceDocument> = {}) =>
  ({ verdict: "CONFORMANT", reasons: [], selection: { areas: ["legacy-token"], filters: [], notSelected: 0 }, tests, problems: [], ...extra }) as unknown as ConformanceDocument;
const clean = doc(cleanTests);
const first = cleanTests[0]!;
const ran = (status: TestRecord["status"], reason = "why") => doc([{ ...first, status, reason }], { verdict: "INCOMPLETE" });

describe("a mutant's run", () => {
  test("keeps it alive when the tests it ran pass as in the clean run", () => {
    expect(mutantVerdict(clean, ran("passed")).killed).toBe(false);
  });

  test("kills it when a test fails or breaks, naming the test", () => {
    expect(mutantVerdict(clean, ran("failed"))).toMatchObject({ killed: true, killedBy: [first.id] });
    expect(mutantVerdict(clean, ran("broken")).killed).toBe(true);
  });

  test("kills it when a test is skipped for a missing input, even with its requirement passed by another test", () => {
    expect(mutantVerdict(clean, ran("missing-input", "profile input x names y, which the target does not find"))).toMatchObject({ killed: true, killedBy: [first.id] });
  });

  test("keeps it alive when a test turns pending while another keeps its requirement passed", () => {
    expect(mutantVerdict(clean, ran("pending")).killed).toBe(false);
  });

  test("kills it when a requirement loses its last passing test to a pending one", () => {
    const both = cleanTests.filter((t) => t.requirements[0] === first.requirements[0]).map((t) => ({ ...t, status: "pending" as const }));
    expect(mutantVerdict(clean, doc(both)).killed).toBe(true);
  });

  test("kills it when the run could not be made", () => {
    expect(mutantVerdict(clean, unmadeRun(["legacy-token"], "the reference could not start")).killed).toBe(true);
  });
});

test("a clean run blamed on a missing input, or not CONFORMANT, cannot judge mutants", () => {
  expect(cleanRunProblems(clean)).toEqual([]);
  expect(cleanRunProblems(doc([{ ...first, status: "missing-input", reason: "no probe" }, ...cleanTests.slice(1)]))).toEqual([`${first.id} is missing-input in the clean run: no probe`]);
  expect(cleanRunProblems({ ...clean, verdict: "INCOMPLETE", reasons: ["x"] } as ConformanceDocument)[0]).toMatch(/INCOMPLETE/);
});
