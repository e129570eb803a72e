// A requirement every test of which is pending on this target (an open point's reading, or not reachable) is open on
// it: the run stays CONFORMANT, the requirement is counted apart from the checkable ones and listed with its reasons.
import { describe, expect, test } from "vitest";
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import { markdownReport } from "../../cli/markdown-report.js";
import type { TestRecord } from "../../cli/results.js";
import { checkable, judge } from "../../cli/verdict.js";
import { catalogue } from "../../harness/spec/catalogue.js";

const requirements = [...catalogue().requirements.values()].filter((r) => r.area === "legacy-token" && !r.excluded && !r.untested);
const [opened, ...rest] = requirements;
const record = (id: string, requirement: string, status: TestRecord["status"], reason?: string): TestRecord =>
  ({ id, title: "t", area: "legacy-token", file: "suites/legacy-token/x.test.ts", requirements: [requirement], status, durationMs: 1, ...(reason ? { reason } : {}) });
const passing = rest.map((r, i) => record(`D-X-${i}`, r.id, "passed"));
const selection = { areas: ["legacy-token" as const], filters: [], notSelected: 0 };

describe("a requirement whose every test is pending", () => {
  const pending = record("D-X-OPEN", opened!.id, "pending", "not reachable on this target: the target legally refuses to make it");
  const judged = judge(selection, [...passing, pending], []);

  test("is open on the target, with its tests' reasons, and the run stays CONFORMANT", () => {
    expect(judged.verdict).toBe("CONFORMANT");
    expect(judged.reasons).toEqual([]);
    expect(judged.requirements.find((r) => r.id === opened!.id)).toMatchObject({ status: "open", tests: ["D-X-OPEN"], reasons: [`D-X-OPEN: ${pending.reason}`] });
  });

  test("is counted apart from the requirements the run could check", () => {
    const counts = judged.areas[0]!.requirements;
    expect(counts.open).toBe(1);
    expect(checkable(counts)).toBe(counts.total - counts.excluded - 1);
    expect(counts.passed).toBe(checkable(counts));
  });

  test("is listed in conformance.md under its own heading", () => {
    const doc = { ...judged, selection, tests: [...passing, pending], target: { kind: "embedded", referenceFaults: [] }, spec: { versions: {} },
      suite: { version: "0" }, profile: "p", timeMode: "controlled", seed: { value: 1 }, startedAt: "", durationMs: 0 } as unknown as ConformanceDocument;
    const md = markdownReport(doc);
    expect(md).toContain("## Requirements open on this target");
    expect(md).toMatch(new RegExp(`\\| ${opened!.id} \\|.*not reachable on this target`));
    expect(md).not.toContain("## Requirements not checked");
  });

  test("stays unchecked when one of its tests was skipped instead: INCOMPLETE", () => {
    const skipped = record("D-X-SKIP", opened!.id, "missing-input", "missing profile input x");
    expect(judge(selection, [...passing, pending, skipped], []).verdict).toBe("INCOMPLETE");
  });
});
