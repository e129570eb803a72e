// Meta-test of the CI gate: listed failures pass it, unlisted ones fail it, stale entries fail it by name.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../support/run-cli.js";

const FAULT = { CONFORMANCE_REFERENCE_FAULTS: "legacy-token.no-extension" };
const baseline = (ids: string[]) => {
  const path = join(mkdtempSync(join(tmpdir(), "baseline-")), "known-failures.json");
  writeFileSync(path, JSON.stringify({ entries: ids.map((id) => ({ id, reason: "tracked upstream", issue: "https://tracker.example/1" })) }));
  return path;
};
const run = (ids: string[], env: Record<string, string> = {}) =>
  runCli(["run", "--area", "legacy-token", "--baseline", baseline(ids)], env);

describe.concurrent("conformance run --baseline", () => {
  test("passes the gate when every failure is listed, and keeps the verdict", async () => {
    const r = await run(["D-TOKEN-EXTENSION-30S", "D-TOKEN-EXTENSION-HONOURED"], FAULT);
    expect(r.document?.gate).toMatchObject({ passed: true, unexpected: [], stale: [] });
    expect(r.document?.verdict).toBe("NOT CONFORMANT");
    expect(r.exitCode).toBe(0);
  });

  test("fails the gate on a failure the baseline does not list", async () => {
    const r = await run(["D-TOKEN-EXTENSION-30S"], FAULT);
    expect(r.document?.gate).toMatchObject({ passed: false, unexpected: ["D-TOKEN-EXTENSION-HONOURED"] });
    expect(r.exitCode).toBe(1);
  });

  test("fails the gate on a listed test that passes now, naming the entry", async () => {
    const r = await run(["D-TOKEN-LIFETIME-1800"]);
    expect(r.document?.gate?.stale).toEqual([expect.objectContaining({ id: "D-TOKEN-LIFETIME-1800", why: "the test passes now" })]);
    expect(r.stdout).toContain("stale entry D-TOKEN-LIFETIME-1800: the test passes now");
    expect(r.exitCode).toBe(1);
  });

  test("fails the gate on a listed test that no longer exists", async () => {
    const r = await run(["D-TOKEN-RETIRED-LONG-AGO"]);
    expect(r.document?.gate?.stale.map((s) => s.id)).toEqual(["D-TOKEN-RETIRED-LONG-AGO"]);
    expect(r.exitCode).toBe(1);
  });

  test("refuses a malformed baseline before running anything", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "baseline-")), "bad.json");
    writeFileSync(path, JSON.stringify({ entries: [{ id: "D-TOKEN-LIFETIME-1800" }] }));
    const r = await runCli(["run", "--baseline", path]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain("must have required property 'reason'");
  });
});
