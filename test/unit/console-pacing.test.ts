// The target's pacing in the outputs: a test record's `pacing` and the run's are valid conformance.json and give the
// console summary its "Target pacing:" lines (one for the run, one per origin paced); without them there are none.
import { describe, expect, test } from "vitest";
import { formatSummary } from "../../cli/console-summary.js";
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import type { TestRecord } from "../../cli/results.js";
import { judge, type Selection } from "../../cli/verdict.js";
import { describeErrors, validatorFor } from "../../harness/spec/schemas.js";
import { runPacing, type RunPacing } from "../../cli/run-pacing.js";

const selection: Selection = { areas: ["legacy-token"], filters: [], notSelected: 0 };

const record = (id: string, extra: Partial<TestRecord> = {}): TestRecord => ({
  id, title: "a fact about the token", area: "legacy-token", file: "suites/legacy-token/token.test.ts", origin: "suites/legacy-token/token.test.ts:12",
  requirements: ["D.TOKEN.EXTEND"], status: "passed", durationMs: 1200, ...extra,
});

/** A whole conformance.json as `conformance run` writes it, around these test records. */
function documentOf(tests: TestRecord[], pacing?: RunPacing): ConformanceDocument {
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
    ...(pacing ? { pacing } : {}),
    ...judged,
    tests,
    problems: [],
  };
}

const paced = [
  record("D-TOKEN-PACED-ONE", { pacing: { requests: 2, waitedMs: 1_500, throttled: 1 } }),
  record("D-TOKEN-PACED-TWO", { pacing: { requests: 1, waitedMs: 1_000, throttled: 0 } }),
  record("D-TOKEN-NOT-PACED"),
];
const origins: RunPacing["origins"] = [
  { origin: "http://127.0.0.1:1", averageRate: 23.9, rate: 24.5, source: "learned from 429/503 answers", throttled: 1, pausedMs: 1_000 },
  { origin: "http://127.0.0.1:2", averageRate: null, rate: null, throttled: 2, pausedMs: 2_000 },
];
const runPaced = { ...runPacing(paced, undefined)!, origins };
const style = { console: "full", githubActions: false };

describe("the target's pacing", () => {
  test("is summed up from the tests for the run: tests, requests, refusals, waits", () => {
    expect(runPacing(paced, undefined)).toEqual({ tests: 2, requests: 3, throttled: 1, waitedMs: 2_500, origins: [] });
    expect(runPacing([record("D-TOKEN-NOT-PACED")], undefined)).toBeUndefined();
    // A document of an older version counted only the requests refused and sent again.
    expect(runPacing([record("D-TOKEN-OLD", { pacing: { requests: 2, waitedMs: 2_000 } })], undefined)?.throttled).toBe(2);
  });

  test("is lines of the console summary: requests and tests paced, refusals, seconds waited, each origin's rate", () => {
    const lines = formatSummary(documentOf(paced, runPaced), "reports", "0".repeat(64), style).split("\n");
    const at = lines.findIndex((l) => l.startsWith("Target pacing:"));
    expect(lines.slice(at, at + 3)).toEqual([
      "Target pacing: 3 request(s) of 2 test(s) waited for the target's pace, 1 of them answered 429 or 503 and sent again; 2.5 s waited in all, side by side (not a failure).",
      "  http://127.0.0.1:1: 23.9 requests/s on average while paced; 24.5 requests/s at the end, learned from 429/503 answers; 1 answer(s) 429 or 503, sending paused 1.0 s in all",
      "  http://127.0.0.1:2: paused only; 2 answer(s) 429 or 503, sending paused 2.0 s in all",
    ]);
    // Pacing is no failure: no failure listed, and the verdict the same as the run's without it.
    expect(lines).not.toContain("Failures:");
    const unpaced = paced.map(({ pacing: _pacing, ...t }) => t);
    expect(documentOf(paced).verdict).toBe(documentOf(unpaced).verdict);
  });

  test("says so when a rate was set but no request had to wait for it", () => {
    const set: RunPacing = { tests: 0, requests: 0, throttled: 0, waitedMs: 0,
      origins: [{ origin: "http://127.0.0.1:3", averageRate: null, rate: 200, source: "set by CONFORMANCE_MAX_RATE", throttled: 0, pausedMs: 0 }] };
    const lines = formatSummary(documentOf([record("D-TOKEN-NOT-PACED")], set), "reports", "0".repeat(64), style).split("\n");
    const at = lines.findIndex((l) => l.startsWith("Target pacing:"));
    expect(lines.slice(at, at + 2)).toEqual(["Target pacing: no request had to wait for the target's pace.",
      "  http://127.0.0.1:3: 200 requests/s at the end, set by CONFORMANCE_MAX_RATE; 0 answer(s) 429 or 503, sending paused 0.0 s in all"]);
  });

  test("is no line of the console summary when no test was paced", () => {
    const summary = formatSummary(documentOf([record("D-TOKEN-NOT-PACED")]), "reports", "0".repeat(64), style);
    expect(summary).not.toContain("Target pacing");
    expect(summary).toContain("Verdict: ");
  });

  test("is a line in the compact console style too", () => {
    expect(formatSummary(documentOf(paced), "reports", "0".repeat(64), { ...style, console: "compact" })).toMatch(/^Target pacing: 3 request\(s\) of 2 test\(s\)/m);
    // A document without the run's pacing (an older version, a merge) gets the line from its tests.
    expect(formatSummary(documentOf(paced), "reports", "0".repeat(64), style)).toMatch(/^Target pacing: 3 request\(s\) of 2 test\(s\) waited for the target's pace, 1 of them/m);
  });

  test("validates in conformance.json against fixtures/conformance.schema.json", () => {
    const validate = validatorFor("conformance.schema.json");
    for (const pacing of [undefined, runPaced]) {
      const doc = JSON.parse(JSON.stringify(documentOf(paced, pacing))) as unknown;
      expect(validate(doc), describeErrors(validate.errors).join("\n")).toBe(true);
    }
  });

  test("is held to its shape by the schema: requests at least one, whole milliseconds, nothing else", () => {
    const validate = validatorFor("conformance.schema.json");
    for (const pacing of [{ requests: 0, waitedMs: 0 }, { requests: 1, waitedMs: 1.5 }, { requests: 1 }, { requests: 1, waitedMs: 10, extra: true },
      { requests: 1, waitedMs: 10, throttled: -1 }]) {
      const doc = documentOf([record("D-TOKEN-PACED-BAD", { pacing } as unknown as Partial<TestRecord>)]);
      expect(validate(JSON.parse(JSON.stringify(doc))), JSON.stringify(pacing)).toBe(false);
    }
    for (const bad of [{ ...runPaced, origins: [{ ...origins[0], rate: -1 }] }, { ...runPaced, extra: 1 }, { ...runPaced, origins: [{ origin: "x" }] }]) {
      const doc = documentOf(paced, bad as unknown as RunPacing);
      expect(validate(JSON.parse(JSON.stringify(doc))), JSON.stringify(bad)).toBe(false);
    }
  });
});
