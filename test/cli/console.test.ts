// The console by context: compact when piped or in CI, no colour codes when piped or with FORCE_COLOR=0 / NO_COLOR,
// GitHub annotations for failures under Actions.
import { describe, expect, test } from "vitest";
import { githubAnnotations } from "../../cli/console-summary.js";
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import { runCli } from "../support/run-cli.js";

const ANSI = /\u001b\[/;

describe("the console of a run", () => {
  test("is compact when piped in CI: a clean legacy-token run prints a dozen lines, without colour codes", async () => {
    const run = await runCli(["run", "--area", "legacy-token"], { CI: "true", FORCE_COLOR: "0" });
    expect(run.exitCode, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    console.log(`clean piped legacy-token run: ${lines.length} console lines, ${run.stdout.length} characters`);
    expect(lines.length).toBeLessThanOrEqual(15);
    expect(run.stdout).toContain("Verdict: CONFORMANT");
    expect(run.stdout).not.toMatch(/✓|D-TOKEN-/);
    expect(run.stdout + run.stderr).not.toMatch(ANSI);
  });

  test("has no colour codes in the per-test tree either, with FORCE_COLOR=0 or NO_COLOR", async () => {
    for (const env of [{ FORCE_COLOR: "0" }, { NO_COLOR: "1", FORCE_COLOR: undefined }]) {
      const run = await runCli(["run", "--area", "legacy-token", "--filter", "D-TOKEN-", "--console", "tree"], env);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/D-TOKEN-/);
      expect(run.stdout + run.stderr, JSON.stringify(env)).not.toMatch(ANSI);
    }
  });

  test("annotates each failure for GitHub Actions, with the id as title and the target's fault in the message", async () => {
    const run = await runCli(["run", "--area", "legacy-token"], { GITHUB_ACTIONS: "true", CONFORMANCE_REFERENCE_FAULTS: "legacy-token.code-as-string" });
    expect(run.exitCode, run.stderr).toBe(1);
    const annotations = run.stdout.split("\n").filter((l) => l.startsWith("::error "));
    const failed = run.document!.tests.filter((t) => t.status === "failed");
    expect(annotations).toHaveLength(failed.length);
    expect(annotations[0]).toMatch(/^::error file=suites\/legacy-token\/[\w/-]+\.test\.ts,title=D-[A-Z0-9-]+::the target is wrong: \S/);
  });
});

describe("GitHub annotations", () => {
  const doc = (reason: string) => ({
    tests: [{ id: "C-GET-X", title: "t", area: "schedules", file: "suites/a,b.test.ts", requirements: [], status: "failed", reason, durationMs: 1 },
      { id: "C-GET-Y", title: "t", area: "schedules", file: "f.ts", requirements: [], status: "passed", durationMs: 1 }],
  }) as unknown as ConformanceDocument;

  test("escape newlines, percent signs and the property separators", () => {
    expect(githubAnnotations(doc("50% of\nlines: bad"))).toEqual(["::error file=suites/a%2Cb.test.ts,title=C-GET-X::the target is wrong: 50%25 of%0Alines: bad"]);
  });

  test("leave out known failures of a baseline", () => {
    const d = { ...doc("x"), gate: { baseline: "b", known: [{ id: "C-GET-X", reason: "later" }], unexpected: [], stale: [], passed: true } };
    expect(githubAnnotations(d)).toEqual([]);
  });
});
