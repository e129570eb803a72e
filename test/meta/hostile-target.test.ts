// The CLI against a hostile target in each mode: no canary secret in any form in any output, the documented exit code.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { CONFIG_KEYS } from "../../harness/config.js";
import { REFERENCE_PROFILE } from "../../harness/profile.js";
import { startHostileTarget, type HostileMode } from "../support/hostile-target.js";
import { runCli } from "../support/run-cli.js";
import { base64Forms, scanForLeaks, textForms } from "../support/secret-scan.js";

/** Unique per run; its first 8 characters found anywhere (any case) is a leak, so a cut secret counts too. */
const CANARY = `cnry${randomBytes(4).toString("hex")}`;
/** A canary in every secret variable; one with a quote and a backslash, which JSON escapes. */
const SECRETS = Object.fromEntries(CONFIG_KEYS.filter((k) => k.secret).map((k) => {
  const value = k.field === "impSecret" ? `${CANARY}"imp\\secret` : `${CANARY}-${k.field}`;
  return [k.env, k.expected.startsWith("a whole header line") ? `X-Canary-${k.field}: ${value}` : value];
}));
const secretValues = Object.values(SECRETS).map((v) => v.replace(/^X-Canary-\w+: /, ""));

/** The reference profile without its clock control (a hostile target has none): time mode off. */
function hostileProfile(): string {
  const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as Record<string, unknown>;
  delete profile.clockControl;
  delete profile.$schema;
  const path = join(mkdtempSync(join(tmpdir(), "hostile-profile-")), "profile.json");
  writeFileSync(path, JSON.stringify(profile));
  return path;
}

/** 1: the target is wrong (failed tests); 2: the target stopped answering (preflight or circuit breaker). */
const EXPECTED: Record<HostileMode, 1 | 2> = {
  echo: 1, malformed: 1, gzip: 1, "endless-pages": 1, "huge-pages": 1, hang: 2, "slow-drip": 2,
};
const profile = hostileProfile();

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

  test.each(Object.keys(EXPECTED) as HostileMode[])("%s: no canary in any output, the documented exit code", async (mode) => {
    const target = await startHostileTarget(mode, { dripMs: 50 });
    try {
      const run = await runCli(["run", "--console", "verbose"], {
        ...SECRETS,
        CONFORMANCE_BASE_URL: target.baseUrl,
        CONFORMANCE_LEGACY_BASE_URL: target.legacyBaseUrl,
        CONFORMANCE_AREAS: "legacy-token,schedules",
        CONFORMANCE_PROFILE: profile,
        CONFORMANCE_TIME_MODE: "off",
        // A hanging or dripping target is cut short per request; the others answer at once.
        ...(EXPECTED[mode] === 2 ? { CONFORMANCE_REQUEST_TIMEOUT_MS: "1000" } : {}),
      }, 170_000);
      const tokens = target.issuedTokens();
      const findings = scanForLeaks(run.reportsDir, { stdout: run.stdout, stderr: run.stderr },
        [...secretValues, ...tokens.filter((t) => t.length < 100)], [CANARY.slice(0, 8), ...tokens.map((t) => t.slice(0, 30))]);
      expect(findings.map((f) => `${f.where}: ${f.secret}`)).toEqual([]);
      expect(run.exitCode, run.stderr.slice(-2000)).toBe(EXPECTED[mode]);
      if (mode === "echo") expect(run.stdout, "the echoes did reach the console, redacted").toContain("[REDACTED");
      if (run.document) expect(run.document.target).toMatchObject({ kind: "remote", baseUrl: target.baseUrl });
    } finally {
      await target.close();
    }
  });
});
