// A failure reads the same in every output, in the suite's words ("expected 300, got 0"), never vitest's phrasing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { runCli } from "../support/run-cli.js";

const VITEST_PHRASING = /Object\.is equality|to deeply equal|expected \+0|expected \S+ (?:not )?to be /;

test("a failure says expected and got, with the suite's context, in the console, JSON, JUnit, Allure and markdown", async () => {
  const run = await runCli(["run", "--area", "legacy-token", "--console", "verbose"], { CONFORMANCE_REFERENCE_FAULTS: "legacy-token.no-extension" });
  expect(run.exitCode, run.stderr).toBe(1);
  const failed = run.document!.tests.find((t) => t.id === "D-TOKEN-EXTENSION-30S")!;
  expect(failed.status).toBe("failed");
  expect(failed.reason).toBe("seconds the expiry moved: expected 300, got 0");
  expect(failed.message).toMatch(/^seconds the expiry moved: expected 300, got 0\n\ndeclared at /);
  const honoured = run.document!.tests.find((t) => t.id === "D-TOKEN-EXTENSION-HONOURED")!;
  expect(honoured.reason).toMatch(/: expected anything but 401, got 401$/);
  const allure = join(run.reportsDir, "allure-results");
  const outputs: Record<string, string> = {
    console: run.stdout + run.stderr,
    "conformance.json": readFileSync(join(run.reportsDir, "conformance.json"), "utf8"),
    "junit.xml": readFileSync(join(run.reportsDir, "junit.xml"), "utf8"),
    "conformance.md": readFileSync(join(run.reportsDir, "conformance.md"), "utf8"),
    "conformance-summary.md": readFileSync(join(run.reportsDir, "conformance-summary.md"), "utf8"),
    allure: readdirSync(allure).filter((f) => f.endsWith("-result.json")).map((f) => readFileSync(join(allure, f), "utf8")).join("\n"),
  };
  for (const [name, text] of Object.entries(outputs)) {
    expect(text, name).toContain("seconds the expiry moved: expected 300, got 0");
    expect(text, name).not.toMatch(VITEST_PHRASING);
  }
});
