// conformance run end to end: time mode off, a remote target, id filters, and skip reasons on the console.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { idsWithStatus, runCli } from "../support/run-cli.js";

let remote: ReferenceInstance;
beforeAll(async () => {
  remote = await startReference();
});
afterAll(() => remote.close());

describe.concurrent("conformance run", () => {
  test("skips waiting tests in time mode off, naming the setting that enables them", async () => {
    const run = await runCli(["run", "--area", "legacy-token", "--time-mode", "off", "--console", "none"]);
    const disabled = run.document!.tests.filter((t) => t.status === "disabled");
    expect(disabled.map((t) => t.id)).toContain("D-TOKEN-EXPIRED-REJECTED");
    for (const t of disabled) expect(t.reason).toContain("CONFORMANCE_TIME_MODE=real");
    expect(idsWithStatus(run.document, "passed")).toContain("D-TOKEN-LIFETIME-1800");
    expect(run.document!.verdict).toBe("INCOMPLETE");
    expect(run.exitCode).toBe(0);
  });

  test("tests a remote target through its URLs, credentials and profile", async () => {
    const c = remote.credentials;
    const run = await runCli(["run", "--console", "none"], {
      CONFORMANCE_LEGACY_BASE_URL: remote.legacyBaseUrl,
      CONFORMANCE_AREAS: "legacy-token",
      CONFORMANCE_IMP_KEY: c.impKey,
      CONFORMANCE_IMP_SECRET: c.impSecret,
      CONFORMANCE_PROFILE: REFERENCE_PROFILE,
    });
    expect(run.document).toMatchObject({ verdict: "CONFORMANT", timeMode: "controlled", target: { kind: "remote", legacyBaseUrl: remote.legacyBaseUrl } });
    expect(run.exitCode).toBe(0);
  });

  test("runs only the tests whose id starts with a --filter prefix", async () => {
    const run = await runCli(["run", "--area", "legacy-token", "--filter", "D-PAY-", "--console", "none"]);
    const ids = run.document!.tests.map((t) => t.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith("D-PAY-"))).toBe(true);
  });

  test("prints every pending item with the spec's words in the per-test tree", async () => {
    const run = await runCli(["run", "--area", "legacy-token", "--console", "tree"]);
    const pending = run.document!.tests.filter((t) => t.status === "pending");
    expect(pending.length).toBeGreaterThan(0);
    for (const t of pending) expect(run.stdout).toContain(t.reason!);
    expect(run.stdout).toContain("Verdict: CONFORMANT");
  });
});
