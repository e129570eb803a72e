// A run killed by SIGINT or SIGTERM mid-run leaves a valid junit.xml saying it was interrupted, never an empty,
// half-written or earlier run's file.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { cleanEnv } from "../support/run-cli.js";

/** Starts a run, sends the signal once the run has started its tests, and waits for the process to end. */
function interruptedRun(signal: NodeJS.Signals): Promise<{ code: number | null; stderr: string; reportsDir: string }> {
  const reportsDir = mkdtempSync(join(tmpdir(), "conformance-interrupted-"));
  writeFileSync(join(reportsDir, "junit.xml"), "<testsuites><!-- an earlier run's file --></testsuites>");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "cli", "conformance.mjs"), "run", "--area", "legacy-token", "--console", "dot"],
      { cwd: ROOT, env: cleanEnv({ CONFORMANCE_REPORTS_DIR: reportsDir }), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let sent = false;
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
      // The first line is printed once the target is up, just before the tests start.
      if (!sent && stdout.includes("service-conformance:")) (sent = true), setTimeout(() => child.kill(signal), 300);
    });
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("error", reject);
    child.on("close", (code) => (clearTimeout(timer), resolve({ code, stderr, reportsDir })));
  });
}

describe.each([["SIGTERM", 143], ["SIGINT", 130]] as const)("a run interrupted by %s", (signal, exitCode) => {
  test("leaves a valid junit.xml that says the run was interrupted", async () => {
    const { code, stderr, reportsDir } = await interruptedRun(signal);
    expect(JSON.parse(readFileSync(join(reportsDir, "conformance.json"), "utf8")).verdict, "the run ended before the signal").toBe("INTERRUPTED");
    expect(code).toBe(exitCode);
    expect(stderr).toContain(`interrupted by ${signal}`);
    const xml = readFileSync(join(reportsDir, "junit.xml"), "utf8");
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml);
    expect(parsed.testsuites).toMatchObject({ tests: "1", errors: "1" });
    expect(parsed.testsuites.testsuite.testcase).toMatchObject({ name: "RUN-INTERRUPTED", error: { message: expect.stringContaining(signal) } });
    expect(readdirSync(reportsDir).filter((f) => f.includes(".partial-"))).toEqual([]);
  });
});
