// Profile hook URLs are checked at start: a bad scheme or a hook that never answers is exit 2 naming the profile key.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { idsWithStatus, runCli } from "../support/run-cli.js";

let remote: ReferenceInstance;
let silent: Server;
let silentUrl = "";
beforeAll(async () => {
  remote = await startReference();
  silent = createServer(() => {});
  await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
});
afterAll(async () => {
  silent.close();
  await remote.close();
});

function profileWith(change: (p: Record<string, any>) => void): string {
  const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as Record<string, any>;
  delete profile.$schema;
  change(profile);
  const path = join(mkdtempSync(join(tmpdir(), "hook-profile-")), "profile.json");
  writeFileSync(path, JSON.stringify(profile));
  return path;
}

describe.concurrent("hook URLs in the preflight", () => {
  test("an ftp:// OTP source is exit 2 naming its profile key", async () => {
    const run = await runCli(["run", "--console", "none"], {
      CONFORMANCE_BASE_URL: remote.baseUrl, CONFORMANCE_AREAS: "identity-verification", CONFORMANCE_API_AUTH: `${remote.credentials.apiAuth.name}: ${remote.credentials.apiAuth.value}`,
      CONFORMANCE_PROFILE: profileWith((p) => (p.identityVerification.otpSource.url = "ftp://127.0.0.1/otp/{id}")),
    });
    expect(run.exitCode, run.stderr).toBe(2);
    expect(run.stderr).toContain("identityVerification.otpSource.url ftp://127.0.0.1/otp/conformance-preflight has the scheme ftp");
    expect(run.document?.verdict, "no verdict for a run that was not made").toBe("NOT REACHED");
  });

  test("a clock control that never answers is exit 2 naming its profile key", async () => {
    const run = await runCli(["run", "--console", "none"], {
      CONFORMANCE_LEGACY_BASE_URL: remote.legacyBaseUrl, CONFORMANCE_AREAS: "legacy-token",
      CONFORMANCE_IMP_KEY: remote.credentials.impKey, CONFORMANCE_IMP_SECRET: remote.credentials.impSecret,
      CONFORMANCE_PROFILE: profileWith((p) => (p.clockControl.url = `${silentUrl}/control`)),
    }, 60_000);
    expect(run.exitCode, run.stderr).toBe(2);
    expect(run.stderr).toContain(`clockControl.url ${silentUrl}/control gave no answer within 5 s`);
  });

  test("a clock control that answers wrongly during the run breaks the tests that use it, never fails them", async () => {
    const run = await runCli(["run", "--console", "none"], {
      CONFORMANCE_LEGACY_BASE_URL: remote.legacyBaseUrl, CONFORMANCE_AREAS: "legacy-token",
      CONFORMANCE_IMP_KEY: remote.credentials.impKey, CONFORMANCE_IMP_SECRET: remote.credentials.impSecret,
      CONFORMANCE_PROFILE: profileWith((p) => (p.clockControl.url = `${remote.legacyBaseUrl}/no-clock-control-here`)),
    });
    expect(idsWithStatus(run.document, "failed")).toEqual([]);
    expect(idsWithStatus(run.document, "broken")).toContain("D-TOKEN-EXPIRED-REJECTED");
    expect(run.exitCode).toBe(2);
  });
});
