// One pipeline: the profile's settings reach every command, `report` keeps the run's digest valid, a run owns its
// reports directory, and selections are part of the verdict (test/meta/faults.test.ts shows that the fault sweep fails
// what the CLI fails, in every area).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { ROOT } from "../../harness/paths.js";
import { readDocument } from "../../cli/conformance-json.js";
import { runCli, runNode } from "../support/run-cli.js";

const temp = (name: string) => mkdtempSync(join(tmpdir(), `conformance-${name}-`));
const digestOf = (stdout: string) => /Manifest digest[^:\n]*: ([0-9a-f]{64})/.exec(stdout)?.[1];

/** The reference profile with settings.reportsDir pointing at a fresh directory. */
function profileWithReportsDir(): { profile: string; reportsDir: string } {
  const reportsDir = join(temp("profile-reports"), "out");
  const data = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as { settings?: Record<string, unknown> };
  data.settings = { ...data.settings, reportsDir };
  const profile = join(temp("profile"), "profile.json");
  writeFileSync(profile, JSON.stringify(data));
  return { profile, reportsDir };
}

describe("the configuration of a run reaches every command", () => {
  test("honours the profile's reportsDir in run, report and merge", async () => {
    const { profile, reportsDir } = profileWithReportsDir();
    const env = { CONFORMANCE_PROFILE: profile, CONFORMANCE_TARGET: "embedded", CONFORMANCE_REPORTS_DIR: undefined, CONFORMANCE_SEED: "77" };
    const run = await runNode([join(ROOT, "cli", "conformance.mjs"), "run", "--area", "legacy-token", "--console", "none"], env);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(existsSync(join(reportsDir, "conformance.json"))).toBe(true);
    const report = await runNode([join(ROOT, "cli", "conformance.mjs"), "report"], env);
    expect(report.exitCode, report.stderr).toBe(0);
    expect(existsSync(join(reportsDir, "allure-report", "single", "index.html"))).toBe(true);

    const shardDir = temp("shard");
    const shard = await runCli(["run", "--area", "legacy-token", "--console", "none", "--shard", "1/1"], { CONFORMANCE_REPORTS_DIR: shardDir });
    expect(shard.exitCode, shard.stderr).toBe(0);
    rmSync(reportsDir, { recursive: true, force: true });
    const merge = await runNode([join(ROOT, "cli", "conformance.mjs"), "merge", shardDir], env);
    expect(merge.exitCode, merge.stderr).toBe(0);
    expect(readDocument(join(reportsDir, "conformance.json")).mergedFrom).toEqual([{ index: 1, count: 1 }]);
  });
});

describe("a run owns its reports directory", () => {
  test("creates a removed reports directory, and report keeps the run's digest valid", async () => {
    const reportsDir = join(temp("owned"), "reports");
    const env = { CONFORMANCE_REPORTS_DIR: reportsDir };
    const run = await runCli(["run", "--area", "legacy-token"], env);
    expect(run.exitCode, run.stderr).toBe(0);
    const digest = digestOf(run.stdout);
    expect(digest).toBeDefined();
    const report = await runCli(["report"], env);
    expect(report.exitCode, report.stderr).toBe(0);
    expect(report.stdout).toContain(`its digest is unchanged: ${digest}`);
    const verify = await runCli(["verify", reportsDir, "--digest", digest!]);
    expect(verify.exitCode, verify.stdout).toBe(0);
    writeFileSync(join(reportsDir, "allure-report", "index.html"), "tampered");
    const tampered = await runCli(["verify", reportsDir, "--digest", digest!]);
    expect(tampered.exitCode).toBe(1);
    expect(tampered.stdout).toContain("changed: allure-report/index.html");
  });

  test("refuses a reports directory that is a file, naming the setting", async () => {
    const file = join(temp("file"), "reports");
    writeFileSync(file, "not a directory");
    const run = await runCli(["run", "--area", "legacy-token"], { CONFORMANCE_REPORTS_DIR: file });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`the reports directory ${file} cannot be used`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("selections are part of the verdict", () => {
  test("makes a filtered run INCOMPLETE and records the filter", async () => {
    const run = await runCli(["run", "--area", "legacy-token", "--filter", "D-TOKEN-", "--console", "none"]);
    expect(run.exitCode, run.stderr).toBe(0);
    const doc = run.document!;
    expect(doc.verdict).toBe("INCOMPLETE");
    expect(doc.selection).toMatchObject({ areas: ["legacy-token"], filters: ["D-TOKEN-"] });
    expect(doc.selection.notSelected).toBeGreaterThan(0);
    expect(doc.reasons).toContain(`filtered: ${doc.selection.notSelected} tests not selected (--filter D-TOKEN-)`);
    expect(doc.tests.every((t) => t.id.startsWith("D-TOKEN-"))).toBe(true);
    expect(readFileSync(join(run.reportsDir, "conformance.md"), "utf8")).toContain("filter D-TOKEN-");
    expect(readFileSync(join(run.reportsDir, "junit.xml"), "utf8")).toContain('<property name="filters" value="D-TOKEN-"/>');
  });

  test("stops with exit 2 when a filter selects no test", async () => {
    const run = await runCli(["run", "--area", "legacy-token", "--filter", "D-NO-SUCH-", "--console", "none"]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("--filter D-NO-SUCH- selects no test of the areas legacy-token");
  });
});
