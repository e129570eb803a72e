// The markdown summary fits a PR comment or a GitHub job summary (under 60,000 characters) however many tests
// fail, puts failures first, and is appended to $GITHUB_STEP_SUMMARY when that is set.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { markdownSummary, SUMMARY_LIMIT } from "../../cli/markdown-summary.js";
import { markdownReport } from "../../cli/markdown-report.js";
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import type { TestRecord } from "../../cli/results.js";
import { runCli } from "../support/run-cli.js";

let run: Awaited<ReturnType<typeof runCli>>;
let stepSummary: string;

beforeAll(async () => {
  const dir = (await import("node:fs")).mkdtempSync(join((await import("node:os")).tmpdir(), "conformance-step-"));
  stepSummary = join(dir, "step-summary.md");
  run = await runCli(["run", "--area", "legacy-token", "--console", "none"],
    { GITHUB_STEP_SUMMARY: stepSummary, CONFORMANCE_REFERENCE_FAULTS: "legacy-token.code-as-string" });
}, 120_000);

/** The run's document with n failing tests of long, multi-line messages, as a target that is wrong everywhere. */
function withFailures(doc: ConformanceDocument, n: number): ConformanceDocument {
  const template = doc.tests[0]!;
  const failing: TestRecord[] = Array.from({ length: n }, (_, i) => ({
    ...template, id: `C-SYNTHETIC-FAIL-${i}`, status: i % 7 === 0 ? "broken" : "failed",
    reason: `expected the answer to follow rule ${i} | ${"x".repeat(400)}`, message: `line one\n${"detail ".repeat(800)}`,
  }));
  return { ...doc, verdict: "NOT CONFORMANT", tests: [...failing, ...doc.tests] };
}

describe("the markdown summary", () => {
  test("is written beside the full report and appended to $GITHUB_STEP_SUMMARY", () => {
    expect(run.exitCode, run.stderr).toBe(1);
    const summary = readFileSync(join(run.reportsDir, "conformance-summary.md"), "utf8");
    expect(summary).toMatch(/^# Conformance: NOT CONFORMANT/);
    expect(existsSync(stepSummary)).toBe(true);
    expect(readFileSync(stepSummary, "utf8")).toBe(summary);
  });

  test.each([40, 2_000])("stays under 60,000 characters with %i failures, failures first, the cut counted", (n) => {
    const doc = withFailures(run.document!, n);
    const summary = markdownSummary(doc);
    console.log(`summary with ${n} failures: ${summary.length} characters (full report ${markdownReport(doc).length})`);
    expect(summary.length).toBeLessThan(SUMMARY_LIMIT);
    expect(summary.indexOf("## Failures")).toBeGreaterThan(summary.indexOf("| area |"));
    expect(summary).toContain("| C-SYNTHETIC-FAIL-0 | broken |");
    if (n > 100) expect(summary).toMatch(/… and \d+ more failures/);
    else expect(summary).not.toContain("more failures");
  });

  test("the full report lists each open point once, with every test it holds pending", () => {
    const first = run.document!.tests.find((t) => t.status === "pending" && t.openPoint)!;
    const doc = { ...run.document!, tests: [...run.document!.tests, { ...first, id: `${first.id}-TWIN` }] };
    const md = markdownReport(doc);
    const pending = doc.tests.filter((t) => t.status === "pending");
    for (const t of pending) expect(md, t.id).toContain(t.id);
    for (const p of new Set(pending.map((t) => t.openPoint))) expect(md.split(`| ${p} |`).length - 1, `rows of ${p}`).toBe(1);
    expect(md).toContain(`| 2: ${first.id}, ${first.id}-TWIN |`);
  });

  test("names the gate's outcome when a baseline was used", () => {
    const doc = { ...run.document!, gate: { baseline: "known.json", known: [], unexpected: ["D-X-Y"], stale: [], passed: false } };
    expect(markdownSummary(doc)).toContain("**Baseline gate: FAILED**");
  });
});
