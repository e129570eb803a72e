// Meta-test: a target that reads an open point the other way is not blamed. The reference, told to refuse reverse
// drafts on POST draft (one reading of A-OPEN-ISSUANCE-TYPE-MISMATCH), still passes area A; the tests that start
// from a reverse draft are pending on that open point, never failed, and the verdict stays CONFORMANT. An account the
// operator has not enabled for the business-info lookup, said so in the profile, leaves the lookup unchecked: its tests
// are disabled with the reason and the verdict is INCOMPLETE, never NOT CONFORMANT.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { idsWithStatus, runCli } from "../support/run-cli.js";

const FROM_REVERSE_DRAFT = ["A-CANCEL-ISSUANCE-FROM-REVERSE-DRAFT-400", "A-CANCEL-REQUEST-FROM-REVERSE-DRAFT-400", "A-ISSUE-FROM-REVERSE-DRAFT-400"];

let ref: ReferenceInstance;
let notEnabled: ReferenceInstance;
const dir = mkdtempSync(join(tmpdir(), "open-readings-"));
beforeAll(async () => {
  ref = await startReference({ b2b: { readings: { forwardDraftsOnly: true } } });
  notEnabled = await startReference({ b2b: { readings: { businessInfoNotEnabled: "forbidden" } } });
});
afterAll(async () => {
  await Promise.all([ref?.close(), notEnabled?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** `conformance run` of area A against a reference instance, with the profile given. */
function runAreaA(on: ReferenceInstance, profile = REFERENCE_PROFILE) {
  const { bearer, serviceKey, disabled } = on.credentials.b2b;
  return runCli(["run", "--console", "none"], {
    CONFORMANCE_BASE_URL: on.baseUrl, CONFORMANCE_LEGACY_BASE_URL: on.legacyBaseUrl, CONFORMANCE_AREAS: "b2b", CONFORMANCE_PROFILE: profile,
    CONFORMANCE_B2B_BEARER_AUTH: `${bearer.name}: ${bearer.value}`, CONFORMANCE_B2B_SERVICE_KEY_AUTH: `${serviceKey.name}: ${serviceKey.value}`,
    CONFORMANCE_B2B_DISABLED_AUTH: `${disabled.name}: ${disabled.value}`, CONFORMANCE_ALLOW_DESTRUCTIVE: "true",
  });
}

test("a target refusing reverse drafts passes area A, the tests from a reverse draft pending on the open point", async () => {
  const run = await runAreaA(ref);
  expect(run.document, run.stderr).toBeDefined();
  expect(idsWithStatus(run.document, "failed", "broken")).toEqual([]);
  expect(idsWithStatus(run.document, "pending").filter((id) => FROM_REVERSE_DRAFT.includes(id))).toEqual(FROM_REVERSE_DRAFT);
  for (const t of run.document!.tests.filter((x) => FROM_REVERSE_DRAFT.includes(x.id))) {
    expect(t.reason, t.id).toContain("A-OPEN-ISSUANCE-TYPE-MISMATCH");
  }
  expect(run.document!.verdict).toBe("CONFORMANT");
  expect(run.exitCode, run.stderr).toBe(0);
});

test("an account not enabled for the lookup, said so in the profile: the lookup's tests disabled with the reason, INCOMPLETE", async () => {
  const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as { b2b: { features: Record<string, boolean> } };
  profile.b2b.features.businessInfo = false;
  const path = join(dir, "lookup-not-enabled.json");
  writeFileSync(path, JSON.stringify(profile));
  const run = await runAreaA(notEnabled, path);
  expect(run.document, run.stderr).toBeDefined();
  expect(idsWithStatus(run.document, "failed", "broken")).toEqual([]);
  const disabled = run.document!.tests.filter((t) => t.status === "disabled");
  expect(disabled.map((t) => t.id)).toEqual(expect.arrayContaining(["A-BUSINESS-INFO-BEARER-JWT", "A-BUSINESS-INFO-SERVICE-KEY"]));
  for (const t of disabled) expect(t.reason, t.id).toContain("b2b.features.businessInfo");
  expect(run.document!.verdict).toBe("INCOMPLETE");
  expect(run.document!.requirements.find((r) => r.id === "A.OP.BUSINESS-INFO")?.status).toBe("not-run");
  expect(run.exitCode, run.stderr).toBe(0);
});
