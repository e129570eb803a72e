// `conformance list` names every test a run would run, with requirements, open points and needs, without running.
import { describe, expect, test } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../harness/paths.js";
import { declaredTestIds } from "../../cli/declarations.js";
import type { ListedTest } from "../../cli/list-command.js";
import { runCli, runNode } from "../support/run-cli.js";

const list = (...args: string[]) => runNode([join(ROOT, "cli", "conformance.mjs"), "list", ...args]);
const known = JSON.parse(readFileSync(join(import.meta.dirname, "known-ids.json"), "utf8")) as { ids: string[]; renamed: Record<string, string>; removed: Record<string, string> };
const listed = list("--json").then((r) => {
  if (r.exitCode !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as ListedTest[];
});

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

  test("--filter selects the tests a run with the same filters runs, in text and JSON; a filter selecting none exits 2", async () => {
    const filters = ["--filter", "D-TOKEN-EXT", "--filter", "C-LIST-PAGE"];
    const [json, text, run, none] = await Promise.all([list(...filters, "--json"), list(...filters),
      runCli(["run", "--area", "legacy-token", "--area", "schedules", ...filters, "--console", "none"]), list("--filter", "X-NOTHING")]);
    expect(json.exitCode, json.stderr).toBe(0);
    const ids = (JSON.parse(json.stdout) as ListedTest[]).map((t) => t.id).sort();
    expect(ids).toEqual(run.document!.tests.map((t) => t.id).sort());
    expect(ids.every((id) => id.startsWith("D-TOKEN-EXT") || id.startsWith("C-LIST-PAGE"))).toBe(true);
    expect(text.stdout).toContain(`\n${ids.length} tests\n`);
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toContain("--filter X-NOTHING selects no test");
  });

  test("covers every declared id of every area once, and names profile needs", async () => {
    const tests = await listed;
    const ids = tests.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of declaredTestIds()) expect(ids).toContain(id);
    expect(tests.some((t) => t.needs.length > 0)).toBe(true);
    expect(new Set(tests.map((t) => t.area)).size).toBe(4);
  });

  test("every listed id is written where its origin says: a line of its test file or of the data file it comes from", async () => {
    const wrong: string[] = [];
    for (const t of await listed) {
      const [, path, line] = /^(.+):(\d+)$/.exec(t.origin) ?? [];
      const text = path && existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), "utf8").split("\n")[Number(line) - 1] : undefined;
      if (!text?.includes(`"${t.id}"`) || !(path === t.file || path!.startsWith("fixtures/"))) wrong.push(`${t.id}: ${t.origin}`);
    }
    expect(wrong, "origins not writing their id").toEqual([]);
  });

  test("no id the suite has listed disappears unless recorded as renamed or removed (test/cli/known-ids.json)", async () => {
    const ids = new Set((await listed).map((t) => t.id));
    const gone = known.ids.filter((id) => !ids.has(id) && !(known.renamed[id] && ids.has(known.renamed[id])) && !known.removed[id]);
    expect(gone, "ids no longer listed").toEqual([]);
  });

  test("prints a readable list and refuses an unknown area", async () => {
    const text = await list("--area", "legacy-token");
    expect(text.stdout).toMatch(/^D-[A-Z0-9-]+ {2}\S.*\n {4}declared at suites\/legacy-token\/\S+\.test\.ts:\d+\n {4}requirements: /);
    expect(text.stdout).toMatch(/\n\d+ tests\n/);
    const bad = await list("--area", "nope");
    expect(bad.exitCode).toBe(2);
  });
});
