// The CLI against a hostile target in each mode: no canary secret in any form in any output, the documented exit code.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { startHostileTarget, type HostileMode } from "../support/hostile-target.js";
import { CANARY, HOSTILE_EXIT, canaryValues, hostileRunEnv } from "../support/hostile-run.js";
import { runCli } from "../support/run-cli.js";
import { base64Forms, scanForLeaks, textForms } from "../support/secret-scan.js";

const secretValues = canaryValues();

describe.concurrent("the CLI against a hostile target", () => {
  test("the scan finds a canary planted in each form, so a clean scan means something", () => {
    const dir = mkdtempSync(join(tmpdir(), "hostile-plant-"));
    const secret = secretValues.find((v) => v.includes('"'))!;
    const planted = [...textForms(secret), secret.toUpperCase(), `user:${secret}`, `${secret.slice(0, 8)}…`];
    planted.forEach((text, i) => writeFileSync(join(dir, `leak-${i}.txt`), `before ${text} after`));
    writeFileSync(join(dir, "leak-base64.txt"), Buffer.from(`user:${secret}`).toString("base64"));
    const found = new Set(scanForLeaks(dir, {}, [secret], [CANARY.slice(0, 8)]).map((f) => f.where));
    expect(found.size).toBe(planted.length + 1);
    expect(scanForLeaks(dir, {}, [secret]).some((f) => base64Forms(secret).includes(f.secret))).toBe(true);
  });

  test.each(Object.keys(HOSTILE_EXIT) as HostileMode[])("%s: no canary in any output, the documented exit code", async (mode) => {
    const target = await startHostileTarget(mode, { dripMs: 50 });
    try {
      // A generous bound on the child (killed: exit null), never a timed assertion.
      const run = await runCli(["run", "--console", "verbose"], hostileRunEnv(mode, target), 170_000);
      const tokens = target.issuedTokens();
      const findings = scanForLeaks(run.reportsDir, { stdout: run.stdout, stderr: run.stderr },
        [...secretValues, ...tokens.filter((t) => t.length < 100)], [CANARY.slice(0, 8), ...tokens.map((t) => t.slice(0, 30))]);
      expect(findings.map((f) => `${f.where}: ${f.secret}`)).toEqual([]);
      expect(run.exitCode, run.stderr.slice(-2000)).toBe(HOSTILE_EXIT[mode]);
      if (mode === "echo") expect(run.stdout, "the echoes did reach the console, redacted").toContain("[REDACTED");
      if (run.document) expect(run.document.target).toMatchObject({ kind: "remote", baseUrl: target.baseUrl });
    } finally {
      await target.close();
    }
  });
});
