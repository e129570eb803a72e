// The CLI against a hostile target, the fast sample of the corpus (bench/hostile.ts runs every case): no canary secret
// in any form in any output, the documented exit code, never an internal error; a wrong base URL stops in preflight
// (exit 2, before any test), a long run of spaces no longer stalls a run, and SIGTERM ends a run mid-way.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { startHostileTarget, type HostileMode } from "../support/hostile-target.js";
import { CANARY, HOSTILE_BUDGET_S, HOSTILE_EXIT, canaryValues, hostileRunEnv, runAgainstHostile } from "../support/hostile-run.js";
import { runCli } from "../support/run-cli.js";
import { base64Forms, scanForLeaks, textForms } from "../support/secret-scan.js";

const secretValues = canaryValues();
/** The modes of the canary scan: every mode that echoes, pages, hangs, drips, breaks JSON or compresses, and a long run of spaces. */
const SCANNED: HostileMode[] = ["echo", "endless-pages", "huge-pages", "hang", "slow-drip", "malformed", "gzip", "spaces-200k"];

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

  test.each(SCANNED)("%s: no canary in any output, the documented exit code", async (mode) => {
    const target = await startHostileTarget(mode, { dripMs: 50 });
    try {
      // A generous bound on the child (killed: exit null), never a timed assertion.
      const run = await runCli(["run", "--console", "verbose"], hostileRunEnv(mode, target), 170_000);
      const tokens = target.issuedTokens();
      const findings = scanForLeaks(run.reportsDir, { stdout: run.stdout, stderr: run.stderr },
        [...secretValues, ...tokens.filter((t) => t.length < 100)], [CANARY.slice(0, 8), ...tokens.map((t) => t.slice(0, 30))]);
      expect(findings.map((f) => `${f.where}: ${f.secret}`)).toEqual([]);
      expect(run.exitCode, run.stderr.slice(-2000)).toBe(HOSTILE_EXIT[mode]);
      expect(run.stdout + run.stderr).not.toMatch(/internal error \(please report\)/);
      if (mode === "echo") expect(run.stdout, "the echoes did reach the console, redacted").toContain("[REDACTED");
      if (run.document) expect(run.document.target).toMatchObject({ kind: "remote", baseUrl: target.baseUrl });
    } finally {
      await target.close();
    }
  });

  test.each(["html", "wrong-prefix"] as const)("%s: preflight stops the run with exit 2, asking for the base URL, before any test", async (mode) => {
    const target = await startHostileTarget(mode);
    try {
      const run = await runAgainstHostile(mode, target, { reportsDir: mkdtempSync(join(tmpdir(), "hostile-")), limitMs: 4 * HOSTILE_BUDGET_S[mode] * 1000 });
      expect(run.exitCode, run.stderr).toBe(2);
      expect(run.stderr).toContain("is the base URL right?");
      expect(run.stderr).toMatch(mode === "html" ? /an HTML page/ : /a 404 this operation does not give/);
      expect(run.stdout + run.stderr).not.toMatch(/internal error \(please report\)/);
      // The probes (getToken; the schedule list without and with the credential), then nothing: no test sent a request.
      expect(target.requestCount()).toBe(3);
      expect({ processes: run.leftProcesses, files: run.leftFiles }).toEqual({ processes: [], files: [] });
    } finally {
      await target.close();
    }
  });

  test("SIGTERM mid-run ends the run as interrupted, leaving no process or file", async () => {
    const mode = "spaces-1m";
    const target = await startHostileTarget(mode);
    try {
      const run = await runAgainstHostile(mode, target, {
        reportsDir: mkdtempSync(join(tmpdir(), "hostile-")), sigtermAfterRequests: 10, limitMs: 4 * HOSTILE_BUDGET_S[mode] * 1000,
      });
      // The generous kill bound (SIGKILL: signal set, no exit code) is the only clock here.
      expect({ exitCode: run.exitCode, signal: run.signal }, run.stderr).toEqual({ exitCode: 143, signal: null });
      expect(run.sigtermToExitSeconds).toBeDefined();
      expect(run.stderr).toContain("interrupted by SIGTERM");
      expect({ processes: run.leftProcesses, files: run.leftFiles }).toEqual({ processes: [], files: [] });
    } finally {
      await target.close();
    }
  });
});
