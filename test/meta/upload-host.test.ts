// Meta-test: an upload URL on a host outside the target that cannot be reached is the setup's problem, not the target's.
// The reference hands out informational upload URLs (on a host that never resolves) while the profile says to PUT the
// file there: the tests that upload are broken naming the host and the fix, and the target's circuit breaker stays
// closed, so nothing else is skipped as "target unresponsive".
import { afterAll, beforeAll, expect, test } from "vitest";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { idsWithStatus, runCli } from "../support/run-cli.js";

let ref: ReferenceInstance;
beforeAll(async () => {
  ref = await startReference({ b2b: { readings: { uploadNotNeeded: true } } });
});
afterAll(() => ref.close());

test("an unreachable upload host breaks the uploading tests, naming it, and trips no breaker", async () => {
  const { bearer, serviceKey, disabled } = ref.credentials.b2b;
  const run = await runCli(["run", "--console", "none", "--filter", "A-ATTACH-FILE-", "--filter", "A-DELETE-ATTACHMENT-", "--filter", "A-LIST-ATTACHMENTS-"], {
    CONFORMANCE_BASE_URL: ref.baseUrl, CONFORMANCE_LEGACY_BASE_URL: ref.legacyBaseUrl, CONFORMANCE_AREAS: "b2b", CONFORMANCE_PROFILE: REFERENCE_PROFILE,
    CONFORMANCE_B2B_BEARER_AUTH: `${bearer.name}: ${bearer.value}`, CONFORMANCE_B2B_SERVICE_KEY_AUTH: `${serviceKey.name}: ${serviceKey.value}`,
    CONFORMANCE_B2B_DISABLED_AUTH: `${disabled.name}: ${disabled.value}`,
  });
  const doc = run.document!;
  expect(doc, run.stderr).toBeDefined();
  const broken = doc.tests.filter((t) => t.status === "broken");
  expect(broken.map((t) => t.id)).toContain("A-ATTACH-FILE-BEARER-JWT");
  for (const t of broken) expect(t.message, t.id).toContain("the upload URL's host uploads.reference.invalid cannot be reached");
  // The reference counts a URL as an upload (uploadNotNeeded) while the profile says the file is PUT there: the one test
  // that attaches a file whose URL nothing was uploaded to rightly fails, since it never needs the unreachable host.
  expect(idsWithStatus(doc, "failed")).toEqual(["A-ATTACH-FILE-NOT-UPLOADED-404"]);
  expect(doc.problems.filter((p) => /unresponsive/.test(p.message))).toEqual([]);
  expect(doc.tests.filter((t) => /unresponsive/.test(t.reason ?? ""))).toEqual([]);
  expect(idsWithStatus(doc, "passed")).toContain("A-LIST-ATTACHMENTS-BEARER-JWT");
  expect(run.exitCode).toBe(2);
});
