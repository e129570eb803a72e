// Traceability: every requirement has a test or a recorded reason, and tests, requirements and open points agree.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { catalogue } from "../../harness/catalogue.js";
import { runCli } from "../support/run-cli.js";

const full = runCli(["run", "--console", "none"]);
const { requirements, openPoints } = catalogue();

describe("traceability of a full run against the clean reference", () => {
  test("every requirement has a test, or an exclusion or a reason it is untested", async () => {
    const tested = new Set((await full).document!.tests.filter((t) => t.status !== "pending").flatMap((t) => t.requirements));
    const bare = [...requirements.values()].filter((r) => !tested.has(r.id) && !r.excluded && !r.untested).map((r) => r.id);
    expect(bare, "requirements with neither a test nor a recorded reason").toEqual([]);
  });

  test("no requirement is marked untested or excluded while a test checks it", async () => {
    const tested = new Set((await full).document!.tests.filter((t) => t.status !== "pending").flatMap((t) => t.requirements));
    const stale = [...requirements.values()].filter((r) => tested.has(r.id) && (r.untested || r.excluded)).map((r) => r.id);
    expect(stale).toEqual([]);
  });

  test("no test names an unknown requirement, and every test id is unique", async () => {
    const tests = (await full).document!.tests;
    expect(tests.flatMap((t) => t.requirements).filter((id) => !requirements.has(id))).toEqual([]);
    const ids = tests.map((t) => t.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test("open points and pending tests name each other", async () => {
    const pending = (await full).document!.tests.filter((t) => t.status === "pending");
    const declared = [...openPoints.values()].flatMap((p) => p.tests.map((id) => `${p.id} ${id}`)).sort();
    expect(pending.map((t) => `${t.openPoint} ${t.id}`).sort()).toEqual(declared);
  });

  test("reports coverage per area and the untested with their reasons", async () => {
    const doc = (await full).document!;
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
