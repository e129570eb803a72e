// Meta-test: each area's suite passes against the clean reference, and every test in it can be made to fail; and the
// traceability of that run: every requirement has a test or a recorded reason, and tests, requirements and open points
// agree. One run of the four areas serves them all.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { catalogue } from "../../harness/spec/catalogue.js";
import { loadProfile, REFERENCE_ALT_PROFILE, REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { AREAS, type Area } from "../../harness/config/config.js";
import { faultCatalogue } from "../../reference/faults.js";
import { idsWithStatus, runCli, type CliRun } from "../support/run-cli.js";

/** One run of all four areas. */
let running: Promise<CliRun> | undefined;
const fullRun = () => (running ??= runCli(["run", "--console", "none"]));
const { requirements, openPoints } = catalogue();
/** The run with only the area's tests: its areas run side by side, each in its own worker. */
const cleanRun = async (area: Area): Promise<CliRun> => {
  const run = await fullRun();
  return { ...run, document: run.document && { ...run.document, tests: run.document.tests.filter((t) => t.area === area) } };
};

test("a run of every area against the clean reference ends CONFORMANT, with nothing on stderr and no problem", async () => {
  const run = await fullRun();
  expect(run.stderr).toBe("");
  expect(run.document?.problems).toEqual([]);
  expect(run.document?.verdict).toBe("CONFORMANT");
  expect(run.exitCode).toBe(0);
});

test("a run of the clean reference with its own profile skips no test for a missing input or an unusable probe", async () => {
  // Such a skip hides what its test would have seen: mutation testing counts one against the mutant (mutation/README.md).
  const run = await fullRun();
  expect(run.document?.profile).toBe(loadProfile(REFERENCE_PROFILE).name);
  expect(idsWithStatus(run.document, "missing-input", "not-run")).toEqual([]);
});

describe.concurrent.each(AREAS)("area %s against the clean reference", (area) => {
  test("passes, with only pending items skipped", async () => {
    const run = await cleanRun(area);
    expect(run.document?.tests.length).toBeGreaterThan(0);
    expect(idsWithStatus(run.document, "failed", "broken", "missing-input", "disabled")).toEqual([]);
  });

  test("has a named fault for every test and no fault naming an unknown test", async () => {
    const run = await cleanRun(area);
    const asserting = idsWithStatus(run.document, "passed");
    const claimed = new Set(faultCatalogue.filter((f) => f.area === area).flatMap((f) => f.caughtBy));
    expect(asserting.filter((id) => !claimed.has(id)), "tests no fault makes fail").toEqual([]);
    const known = new Set((run.document?.tests ?? []).map((t) => t.id));
    expect([...claimed].filter((id) => !known.has(id)), "caughtBy ids that are not tests").toEqual([]);
  });
});

describe("the second dialect's profile", () => {
  test("differs from the default profile only in area A, so a whole run in that dialect is as complete", () => {
    const read = (path: string) => {
      const { name, description, $schema, b2b, container, ...rest } = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
      return rest;
    };
    expect(read(REFERENCE_ALT_PROFILE)).toEqual(read(REFERENCE_PROFILE));
  });
});

describe("traceability of a full run against the clean reference", () => {
  test("every requirement has a test, or an exclusion or a reason it is untested", async () => {
    const tested = new Set((await fullRun()).document!.tests.filter((t) => t.status !== "pending").flatMap((t) => t.requirements));
    const bare = [...requirements.values()].filter((r) => !tested.has(r.id) && !r.excluded && !r.untested).map((r) => r.id);
    expect(bare, "requirements with neither a test nor a recorded reason").toEqual([]);
  });

  test("no requirement is marked untested or excluded while a test checks it", async () => {
    const tested = new Set((await fullRun()).document!.tests.filter((t) => t.status !== "pending").flatMap((t) => t.requirements));
    const stale = [...requirements.values()].filter((r) => tested.has(r.id) && (r.untested || r.excluded)).map((r) => r.id);
    expect(stale).toEqual([]);
  });

  test("no test names an unknown requirement, and every test id is unique", async () => {
    const tests = (await fullRun()).document!.tests;
    expect(tests.flatMap((t) => t.requirements).filter((id) => !requirements.has(id))).toEqual([]);
    const ids = tests.map((t) => t.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test("open points and pending tests name each other", async () => {
    const pending = (await fullRun()).document!.tests.filter((t) => t.status === "pending");
    const declared = [...openPoints.values()].flatMap((p) => p.tests.map((id) => `${p.id} ${id}`)).sort();
    expect(pending.map((t) => `${t.openPoint} ${t.id}`).sort()).toEqual(declared);
  });

  test("reports coverage per area and the untested with their reasons", async () => {
    const doc = (await fullRun()).document!;
    for (const a of doc.areas) expect(a.requirements.total).toBe([...requirements.values()].filter((r) => r.area === a.area).length);
    for (const r of doc.requirements.filter((x) => x.status === "untested" || x.status === "excluded")) expect(r.reasons?.[0]?.length).toBeGreaterThan(5);
  });
});

describe("a run whose profile lacks inputs", () => {
  test("skips the tests that need them with the key, and is INCOMPLETE", async () => {
    const profile = join(mkdtempSync(join(tmpdir(), "profile-")), "bare.json");
    writeFileSync(profile, JSON.stringify({ name: "bare", clockControl: { url: "{legacy_base_url}/__control" } }));
    const run = await runCli(["run", "--console", "none", "--profile", profile], { CONFORMANCE_TARGET: "embedded" });
    const missing = run.document!.tests.filter((t) => t.status === "missing-input");
    expect(missing.length).toBeGreaterThan(0);
    for (const t of missing) expect(t.reason).toMatch(/^missing (profile input [\w.]+|credential CONFORMANCE_\w+)[ :]/);
    expect(run.document!.verdict).toBe("INCOMPLETE");
    expect(run.document!.reasons.join("\n")).toMatch(/requirement\(s\) not run/);
    expect(run.exitCode).toBe(0);
  });
});
