// Canary: secrets the run uses and receives never reach the console, reports, JUnit, Allure results or HTML.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { REFERENCE_SECRET_PATTERN } from "../../reference/secrets.js";
import { runCli } from "../support/run-cli.js";
import { scanForSecrets } from "../support/secret-scan.js";

const CANARY = `canary${Date.now().toString(36)}`;
const SECRETS = {
  CONFORMANCE_IMP_KEY: `${CANARY}-imp-key`,
  CONFORMANCE_IMP_SECRET: `${CANARY}-imp-secret`,
  CONFORMANCE_API_AUTH: `Authorization: Bearer ${CANARY}-api-token`,
  CONFORMANCE_API_AUTH_OTHER_STORE: `X-Other-Store-Key: ${CANARY}-other-store`,
  CONFORMANCE_CONTROL_AUTH: `X-Control-Key: ${CANARY}-control`,
};
const secretValues = Object.values(SECRETS).map((v) => v.replace(/^[^:]+:\s*(Bearer\s+)?/, ""));

describe("secrets canary", () => {
  test("finds a planted canary, so a clean scan means something", () => {
    const dir = mkdtempSync(join(tmpdir(), "canary-plant-"));
    writeFileSync(join(dir, "leak.txt"), `x ${secretValues[1]} reftoken-0123456789abcdef x`);
    expect(scanForSecrets(dir, {}, secretValues, [REFERENCE_SECRET_PATTERN]).length).toBe(2);
  });

  test("no secret appears in any output of a run with failures", async () => {
    // Faults make tests fail, so failure messages with their exchanges (headers, bodies) are written everywhere.
    const run = await runCli(["run", "--console", "verbose"], {
      ...SECRETS,
      CONFORMANCE_TARGET: "embedded",
      CONFORMANCE_REFERENCE_FAULTS: "legacy-token.valid-token-rejected,legacy-token.no-extension,legacy-token.code-as-string",
    });
    expect(run.document?.verdict).toBe("NOT CONFORMANT");
    const report = await runCli(["report"], { CONFORMANCE_REPORTS_DIR: run.reportsDir });
    expect(report.exitCode, report.stderr).toBe(0);
    const consoles = { stdout: run.stdout, stderr: run.stderr, reportStdout: report.stdout };
    const findings = scanForSecrets(run.reportsDir, consoles, secretValues, [REFERENCE_SECRET_PATTERN]);
    expect(findings).toEqual([]);
    expect(run.stdout, "the failures did show redacted exchanges").toContain("[REDACTED");
  });
});
