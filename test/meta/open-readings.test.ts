// Meta-test: a target that reads an open point the other way is not blamed. The reference, told to refuse reverse
// drafts on POST draft (one reading of A-OPEN-ISSUANCE-TYPE-MISMATCH), still passes area A; the tests that start
// from a reverse draft are pending on that open point, never failed, and the verdict stays CONFORMANT.
import { afterAll, beforeAll, expect, test } from "vitest";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { idsWithStatus, runCli } from "../support/run-cli.js";

const FROM_REVERSE_DRAFT = ["A-CANCEL-ISSUANCE-FROM-REVERSE-DRAFT-400", "A-CANCEL-REQUEST-FROM-REVERSE-DRAFT-400", "A-ISSUE-FROM-REVERSE-DRAFT-400"];

let ref: ReferenceInstance;
beforeAll(async () => {
  ref = await startReference({ b2b: { readings: { forwardDraftsOnly: true } } });
});
afterAll(() => ref.close());

test("a target refusing reverse drafts passes area A, the tests from a reverse draft pending on the open point", async () => {
  const { bearer, serviceKey, disabled } = ref.credentials.b2b;
  const run = await runCli(["run", "--console", "none"], {
    CONFORMANCE_BASE_URL: ref.baseUrl, CONFORMANCE_LEGACY_BASE_URL: ref.legacyBaseUrl, CONFORMANCE_AREAS: "b2b", CONFORMANCE_PROFILE: REFERENCE_PROFILE,
    CONFORMANCE_B2B_BEARER_AUTH: `${bearer.name}: ${bearer.value}`, CONFORMANCE_B2B_SERVICE_KEY_AUTH: `${serviceKey.name}: ${serviceKey.value}`,
    CONFORMANCE_B2B_DISABLED_AUTH: `${disabled.name}: ${disabled.value}`, CONFORMANCE_ALLOW_DESTRUCTIVE: "true",
  });
  expect(run.document, run.stderr).toBeDefined();
  expect(idsWithStatus(run.document, "failed", "broken")).toEqual([]);
  expect(idsWithStatus(run.document, "pending").filter((id) => FROM_REVERSE_DRAFT.includes(id))).toEqual(FROM_REVERSE_DRAFT);
  for (const t of run.document!.tests.filter((x) => FROM_REVERSE_DRAFT.includes(x.id))) {
    expect(t.reason, t.id).toContain("A-OPEN-ISSUANCE-TYPE-MISMATCH");
  }
  expect(run.document!.verdict).toBe("CONFORMANT");
  expect(run.exitCode, run.stderr).toBe(0);
});
