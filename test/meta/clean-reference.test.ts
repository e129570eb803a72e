// Meta-test: each area's suite passes against the clean reference, and every test in it can be made to fail.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { REFERENCE_ALT_PROFILE, REFERENCE_PROFILE } from "../../harness/profile.js";
import { AREAS, type Area } from "../../harness/config.js";
import { faultCatalogue } from "../../reference/faults.js";
import { idsWithStatus, runCli, type CliRun } from "../support/run-cli.js";

const runs = new Map<Area, Promise<CliRun>>();
const cleanRun = (area: Area) => {
  if (!runs.has(area)) runs.set(area, runCli(["run", "--area", area, "--console", "none"]));
  return runs.get(area)!;
};

describe.concurrent.each(AREAS)("area %s against the clean reference", (area) => {
  test("passes, with only pending items skipped", async () => {
    const run = await cleanRun(area);
    expect(run.stderr).toBe("");
    expect(idsWithStatus(run.document, "failed", "broken", "missing-input", "disabled")).toEqual([]);
    expect(run.document?.problems).toEqual([]);
    expect(run.exitCode).toBe(0);
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
