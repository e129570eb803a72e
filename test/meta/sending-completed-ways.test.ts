// The three ways a profile offers to a sending-completed original (pre-provisioned, hook, time to wait), each run
// end to end against a reference started for it: what passes, what is skipped and why, what fails and what breaks.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { TRANSMISSION_SECONDS } from "../../reference/b2b/transmission.js";
import { idsWithStatus, runCli } from "../support/run-cli.js";

/** The area A tests that need a sending-completed original. */
const NEED_ORIGINAL = ["A-DRAFT-MODIFICATION-OF-ORIGINAL", "A-DRAFT-MODIFICATION-TAX-TYPE-400", "A-ISSUE-IMMEDIATELY-MODIFICATION-TAX-TYPE-400",
  "A-REQUEST-REVERSE-MODIFICATION-TAX-TYPE-400", "A-UPDATE-DRAFT-MODIFICATION-TAX-TYPE-400", "A-UPDATE-DRAFT-NO-MODIFICATION-INPUT-400"].sort();
const FAST_S = 2;

const refs: Record<"usual" | "fast" | "late", ReferenceInstance> = {} as never;
beforeAll(async () => {
  [refs.usual, refs.fast, refs.late] = await Promise.all([startReference(), startReference({ b2b: { transmissionSeconds: FAST_S } }),
    startReference({ b2b: { transmissionSeconds: 2 * TRANSMISSION_SECONDS } })]);
});
afterAll(() => Promise.all(Object.values(refs).map((r) => r.close())));

type Way = { sendingCompletedOriginal?: string; sendingCompletedHook?: string; sendingCompletedAfterSeconds?: number };

function profileWith(way: Way, clockControlPath = "/__control"): string {
  const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as Record<string, any>;
  delete profile.$schema;
  const fixtures = profile.b2b.fixtures.taxInvoices;
  delete fixtures.sendingCompletedOriginal;
  delete fixtures.sendingCompletedHook;
  delete fixtures.sendingCompletedAfterSeconds;
  Object.assign(fixtures, way);
  profile.clockControl.url = `{legacy_base_url}${clockControlPath}`;
  const path = join(mkdtempSync(join(tmpdir(), "sending-completed-")), "profile.json");
  writeFileSync(path, JSON.stringify(profile));
  return path;
}

function runCliAgainst(ref: ReferenceInstance, profile: string, ...flags: string[]) {
  const { bearer, serviceKey, disabled } = ref.credentials.b2b;
  return runCli(["run", "--console", "none", ...flags, ...NEED_ORIGINAL.flatMap((id) => ["--filter", id])], {
    CONFORMANCE_BASE_URL: ref.baseUrl, CONFORMANCE_LEGACY_BASE_URL: ref.legacyBaseUrl, CONFORMANCE_AREAS: "b2b", CONFORMANCE_PROFILE: profile,
    CONFORMANCE_B2B_BEARER_AUTH: `${bearer.name}: ${bearer.value}`, CONFORMANCE_B2B_SERVICE_KEY_AUTH: `${serviceKey.name}: ${serviceKey.value}`,
    CONFORMANCE_B2B_DISABLED_AUTH: `${disabled.name}: ${disabled.value}`,
  });
}

async function runAgainst(ref: ReferenceInstance, profile: string, ...flags: string[]) {
  const run = await runCliAgainst(ref, profile, ...flags);
  expect(run.document, run.stderr).toBeDefined();
  const tests = run.document!.tests.filter((t) => NEED_ORIGINAL.includes(t.id));
  expect(tests.map((t) => t.id).sort(), "every test that needs an original ran").toEqual(NEED_ORIGINAL);
  return { ...run, tests };
}

describe.concurrent("a sending-completed original", () => {
  test("pre-provisioned: the tests that need one pass", async () => {
    const run = await runAgainst(refs.usual, profileWith({ sendingCompletedOriginal: "ti-sent-0001" }));
    expect(idsWithStatus(run.document, "passed")).toEqual(NEED_ORIGINAL);
  });

  test("moved there by the hook: the tests that need one pass", async () => {
    const run = await runAgainst(refs.usual, profileWith({ sendingCompletedHook: "{base_url}/__b2b/sending-completed" }));
    expect(idsWithStatus(run.document, "passed")).toEqual(NEED_ORIGINAL);
  });

  test("a hook URL that is not http is exit 2 at the start, naming its profile key", async () => {
    const run = await runCliAgainst(refs.usual, profileWith({ sendingCompletedHook: "ftp://127.0.0.1/sending-completed" }));
    expect(run.exitCode, run.stderr).toBe(2);
    expect(run.stderr).toContain("b2b.fixtures.taxInvoices.sendingCompletedHook ftp://127.0.0.1/sending-completed has the scheme ftp");
    expect(run.document?.verdict, "no verdict for a run that was not made").toBe("NOT REACHED");
  });

  test("by waiting on the invoice's own test clock (time mode controlled): the tests pass at once", async () => {
    const run = await runAgainst(refs.usual, profileWith({ sendingCompletedAfterSeconds: TRANSMISSION_SECONDS }));
    expect(run.document!.timeMode).toBe("controlled");
    expect(idsWithStatus(run.document, "passed")).toEqual(NEED_ORIGINAL);
  });

  test("by waiting in real time (time mode real): the tests pass after the wait, announced on stderr", async () => {
    const run = await runAgainst(refs.fast, profileWith({ sendingCompletedAfterSeconds: FAST_S }), "--time-mode", "real");
    expect(idsWithStatus(run.document, "passed")).toEqual(NEED_ORIGINAL);
    expect(run.stderr).toMatch(/waiting for tax invoice \S+ to become sending-completed: \d s left/);
    for (const t of run.tests) expect(t.durationMs, t.id).toBeGreaterThanOrEqual(FAST_S * 1000);
  });

  test("by waiting, in time mode off: the tests are disabled, naming the setting and the profile key", async () => {
    const run = await runAgainst(refs.usual, profileWith({ sendingCompletedAfterSeconds: TRANSMISSION_SECONDS }), "--time-mode", "off");
    expect(idsWithStatus(run.document, "disabled")).toEqual(NEED_ORIGINAL);
    for (const t of run.tests) expect(t.reason).toContain("CONFORMANCE_TIME_MODE=real");
    for (const t of run.tests) expect(t.reason).toContain("b2b.fixtures.taxInvoices.sendingCompletedAfterSeconds");
  });

  test("by none of the three ways: the tests are skipped, naming the three keys", async () => {
    const run = await runAgainst(refs.usual, profileWith({}));
    expect(idsWithStatus(run.document, "missing-input")).toEqual(NEED_ORIGINAL);
    for (const t of run.tests) {
      for (const key of ["sendingCompletedOriginal", "sendingCompletedHook", "sendingCompletedAfterSeconds"]) expect(t.reason).toContain(`b2b.fixtures.taxInvoices.${key}`);
    }
  });

  test("a target that transmits later than the profile's time fails the tests that need an original", async () => {
    const run = await runAgainst(refs.late, profileWith({ sendingCompletedAfterSeconds: TRANSMISSION_SECONDS }));
    // The updates start from a modification draft the target refused to save: blamed once, on the draft's own test.
    const updates = ["A-UPDATE-DRAFT-MODIFICATION-TAX-TYPE-400", "A-UPDATE-DRAFT-NO-MODIFICATION-INPUT-400"];
    expect(idsWithStatus(run.document, "failed")).toEqual(NEED_ORIGINAL.filter((id) => !updates.includes(id)));
    expect(idsWithStatus(run.document, "not-run")).toEqual(updates);
    for (const id of updates) expect(run.tests.find((t) => t.id === id)!.reason).toContain("— see A-DRAFT-MODIFICATION-OF-ORIGINAL");
    const saved = run.tests.find((t) => t.id === "A-DRAFT-MODIFICATION-OF-ORIGINAL")!;
    expect(saved.message, "the failure says how the original was made").toContain("s of server time earlier (b2b.fixtures.taxInvoices.sendingCompletedAfterSeconds)");
    expect(run.exitCode).toBe(1);
  });

  test("a clock control that makes no clock for a tax invoice breaks those tests, never fails them", async () => {
    const run = await runAgainst(refs.usual, profileWith({ sendingCompletedAfterSeconds: TRANSMISSION_SECONDS }, "/no-clock-control-here"));
    expect(idsWithStatus(run.document, "broken")).toEqual(NEED_ORIGINAL);
    for (const t of run.tests) expect(t.message).toContain("the clock control did not make a clock for the suite's issued tax invoice");
    expect(run.exitCode).toBe(2);
  });
});
