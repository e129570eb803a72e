// The target's pacing in the outputs: a test record's `pacing` is valid conformance.json and gives the console
// summary its "Target pacing:" line; without it there is no such line.
import { describe, expect, test } from "vitest";
import { formatSummary } from "../../cli/console-summary.js";
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import type { TestRecord } from "../../cli/results.js";
import { judge, type Selection } from "../../cli/verdict.js";
import { describeErrors, validatorFor } from "../../harness/spec/schemas.js";

const selection: Selection = { areas: ["legacy-token"], filters: [], notSelected: 0 };

const record = (id: string, extra: Partial<TestRecord> = {}): TestRecord => ({
  id, title: "a fact about the token", area: "legacy-token", file: "suites/legacy-token/token.test.ts", origin: "suites/legacy-token/token.test.ts:12",
  requirements: ["D.TOKEN.EXTEND"], status: "passed", durationMs: 1200, ...extra,
});

/** A whole conformance.json as `conformance run` writes it, around these test records. */
function documentOf(tests: TestRecord[]): ConformanceDocument {
  const { exitCode: _exitCode, ...judged } = judge(selection, tests, []);
  return {
    suite: { name: "service-conformance", version: "0.0.0-unit" },
    spec: { versions: {} },
    target: { kind: "remote", legacyBaseUrl: "http://127.0.0.1:1", referenceFaults: [] },
    profile: "unit",
    selectedAreas: ["legacy-token"],
    selection,
    timeMode: "controlled",
    seed: 1,
    config: {},
    startedAt: "2026-11-25T16:00:00.000Z",
    durationMs: 4_000,
    ...judged,
    tests,
    problems: [],
  };
}

const paced = [
  record("D-TOKEN-PACED-ONE", { pacing: { requests: 2, waitedMs: 1_500 } }),
  record("D-TOKEN-PACED-TWO", { pacing: { requests: 1, waitedMs: 1_000 } }),
  record("D-TOKEN-NOT-PACED"),
];
const style = { console: "full", githubActions: false };

describe("the target's pacing", () => {
  test("is a line of the console summary: requests and tests paced, seconds waited", () => {
    const lines = formatSummary(documentOf(paced), "reports", "0".repeat(64), style).split("\n");
    const line = lines.filter((l) => l.startsWith("Target pacing:"));
    expect(line).toEqual(["Target pacing: 3 request(s) of 2 test(s) answered 429 or 503 with Retry-After; waited 2.5 s and sent again (not a failure; lower CONFORMANCE_MAX_IN_FLIGHT to be gentler)"]);
    // Pacing is no failure: no failure listed, and the verdict the same as the run's without it.
    expect(lines).not.toContain("Failures:");
    const unpaced = paced.map(({ pacing: _pacing, ...t }) => t);
    expect(documentOf(paced).verdict).toBe(documentOf(unpaced).verdict);
  });

  test("is no line of the console summary when no test was paced", () => {
    const summary = formatSummary(documentOf([record("D-TOKEN-NOT-PACED")]), "reports", "0".repeat(64), style);
    expect(summary).not.toContain("Target pacing");
    expect(summary).toContain("Verdict: ");
  });

  test("is a line in the compact console style too", () => {
    expect(formatSummary(documentOf(paced), "reports", "0".repeat(64), { ...style, console: "compact" })).toMatch(/^Target pacing: 3 request\(s\) of 2 test\(s\)/m);
  });

  test("validates in conformance.json against fixtures/conformance.schema.json", () => {
    const validate = validatorFor("conformance.schema.json");
    const doc = JSON.parse(JSON.stringify(documentOf(paced))) as unknown;
    expect(validate(doc), describeErrors(validate.errors).join("\n")).toBe(true);
  });

  test("is held to its shape by the schema: requests at least one, whole milliseconds, nothing else", () => {
    const validate = validatorFor("conformance.schema.json");
    for (const pacing of [{ requests: 0, waitedMs: 0 }, { requests: 1, waitedMs: 1.5 }, { requests: 1 }, { requests: 1, waitedMs: 10, extra: true }]) {
      const doc = documentOf([record("D-TOKEN-PACED-BAD", { pacing } as unknown as Partial<TestRecord>)]);
      expect(validate(JSON.parse(JSON.stringify(doc))), JSON.stringify(pacing)).toBe(false);
    }
  });
});
