// Meta-test of the outputs: a fault shows up as NOT CONFORMANT in JSON, Markdown, JUnit and Allure alike.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { validatorFor, describeErrors } from "../../harness/spec/schemas.js";
import { runCli } from "../support/run-cli.js";

const FAULT = "legacy-token.no-extension";
const CAUGHT = ["D-TOKEN-EXTENSION-30S", "D-TOKEN-EXTENSION-HONOURED"];
const faulty = runCli(["run", "--area", "legacy-token", "--console", "none"], { CONFORMANCE_REFERENCE_FAULTS: FAULT });

describe("a run against a faulty target", () => {
  test("writes a conformance.json that matches its schema and says NOT CONFORMANT", async () => {
    const { document, exitCode } = await faulty;
    const validate = validatorFor("conformance.schema.json");
    expect(validate(document), describeErrors(validate.errors).join("\n")).toBe(true);
    expect(document!.verdict).toBe("NOT CONFORMANT");
    expect(document!.tests.filter((t) => t.status === "failed").map((t) => t.id).sort()).toEqual(CAUGHT);
    expect(document!.requirements.find((r) => r.id === "D.TOKEN.EXTEND")?.status).toBe("failed");
    expect(exitCode).toBe(1);
  });

  test("lists the failures with their rule in conformance.md", async () => {
    const md = readFileSync(join((await faulty).reportsDir, "conformance.md"), "utf8");
    expect(md).toMatch(/^# Conformance: NOT CONFORMANT/);
    for (const id of CAUGHT) expect(md).toMatch(new RegExp(`\\| ${id} \\| failed \\| D\\.TOKEN\\.EXTEND: `));
  });

  test("marks the failures in junit.xml and gives skips their reason", async () => {
    const xml = readFileSync(join((await faulty).reportsDir, "junit.xml"), "utf8");
    for (const id of CAUGHT) expect(xml).toMatch(new RegExp(`name="${id}"[^>]*>\\s*<properties>.*?</properties>\\s*<failure`));
    expect(xml).toMatch(/<skipped message="pending D-OPEN-AT-EXPIRY: /);
  });

  test("writes the failures as failed Allure results with their conformance id", async () => {
    const dir = join((await faulty).reportsDir, "allure-results");
    const results = readdirSync(dir).filter((f) => f.endsWith("-result.json"))
      .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as { status: string; labels: { name: string; value: string }[] });
    const failed = results.filter((r) => r.status === "failed").map((r) => r.labels.find((l) => l.name === "conformance_id")?.value).sort();
    expect(failed).toEqual(CAUGHT);
    expect(results.filter((r) => r.status === "skipped").length).toBeGreaterThan(0);
  });
});
