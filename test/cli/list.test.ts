// `conformance list` names every test a run would run, with requirements, open points and needs, without running.
import { describe, expect, test } from "vitest";
import { join } from "node:path";
import { ROOT } from "../../harness/paths.js";
import { declaredTestIds } from "../../cli/declarations.js";
import type { ListedTest } from "../../cli/list-command.js";
import { runCli, runNode } from "../support/run-cli.js";

const list = (...args: string[]) => runNode([join(ROOT, "cli", "conformance.mjs"), "list", ...args]);

describe("conformance list", () => {
  test("lists the same tests a legacy-token run runs, with requirements and open points", async () => {
    const [listed, run] = await Promise.all([list("--area", "legacy-token", "--json"), runCli(["run", "--area", "legacy-token", "--console", "none"])]);
    expect(listed.exitCode, listed.stderr).toBe(0);
    const tests = JSON.parse(listed.stdout) as ListedTest[];
    expect(tests.map((t) => t.id).sort()).toEqual(run.document!.tests.map((t) => t.id).sort());
    for (const t of run.document!.tests) {
      const l = tests.find((x) => x.id === t.id)!;
      expect(l.requirements, t.id).toEqual(t.requirements);
      expect(l.openPoint, t.id).toBe(t.openPoint);
      expect(l.file, t.id).toBe(t.file);
    }
  });

  test("covers every declared id of every area once, and names profile needs", async () => {
    const listed = await list("--json");
    expect(listed.exitCode, listed.stderr).toBe(0);
    const tests = JSON.parse(listed.stdout) as ListedTest[];
    const ids = tests.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of declaredTestIds()) expect(ids).toContain(id);
    expect(tests.some((t) => t.needs.length > 0)).toBe(true);
    expect(new Set(tests.map((t) => t.area)).size).toBe(4);
  });

  test("prints a readable list and refuses an unknown area", async () => {
    const text = await list("--area", "legacy-token");
    expect(text.stdout).toMatch(/^D-[A-Z0-9-]+ {2}\S.*\n {4}requirements: /);
    expect(text.stdout).toMatch(/\n\d+ tests\n/);
    const bad = await list("--area", "nope");
    expect(bad.exitCode).toBe(2);
  });
});
