// A reports folder a run would replace as a whole must be one: system paths, kernel file systems, repositories, the
// suite's own folder, a folder of other files and a folder this user may not write are refused with cause and fix
// (exit 2), by every command that writes one, and nothing is made there.
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { SYSTEM_FOLDERS } from "../../cli/reports-path.js";
import { runNode, type NodeRun } from "../support/run-cli.js";
import { runCliWithout } from "../support/other-user.js";

const CLI = join(ROOT, "cli", "conformance.mjs");
const conformance = (args: string[], cwd = ROOT) => runNode([CLI, ...args], {}, 120_000, cwd);

function expectRefused(run: NodeRun, ...fragments: string[]): void {
  expect(run.exitCode, run.stderr).toBe(2);
  expect(run.stderr).toMatch(/^conformance: the reports directory .* cannot be used: /);
  expect(run.stderr).toContain("\n  fix: ");
  expect(run.stderr).not.toContain("internal error");
  expect(run.stderr, "no stack trace").not.toMatch(/\n\s+at /);
  for (const f of fragments) expect(run.stderr).toContain(f);
}

/** A folder holding `names` (files), in a fresh folder of its own. */
function folderHolding(...names: string[]): string {
  const dir = join(mkdtempSync(join(tmpdir(), "conformance-path-")), "reports");
  mkdirSync(dir);
  for (const name of names) name.endsWith("/") ? mkdirSync(join(dir, name)) : writeFileSync(join(dir, name), "theirs");
  return dir;
}

const COMMANDS = [["run", "--area", "legacy-token"], ["report"], ["merge", "shard-1"]];

describe.concurrent("a reports path is refused", () => {
  test.each([
    ["/", "it is a system path"],
    ["/proc/self/reports", "it is a system path"],
    ["/sys/kernel/reports", "it is a system path"],
    ["/etc", "it is a system path"],
    ["/usr/share/reports", "it is a system path"],
    [".", `it is the suite's own folder ${ROOT}`],
    // A checkout right under a system folder (/tmp/x) meets that rule first.
    [dirname(ROOT), SYSTEM_FOLDERS.includes(dirname(ROOT)) ? "it is a system path" : "it is a folder holding the suite's own folder"],
  ])("%s", async (path, cause) => {
    expectRefused(await conformance(["run", "--area", "legacy-token", "--reports", path]), cause, "give an empty or new folder in --reports");
  });

  test("under procfs, by report and merge as by run", async () => {
    const runs = await Promise.all(COMMANDS.slice(1).map((args) => conformance([...args, "--reports", "/proc/self/reports"])));
    for (const run of runs) expectRefused(run, "/proc/self/reports (/proc/", "it is a system path");
  });

  test("a repository root (a folder holding .git), leaving it as it was", async () => {
    const dir = folderHolding(".git/", "README.md");
    expectRefused(await conformance(["run", "--area", "legacy-token", "--reports", dir]), "it is the root of a repository (it holds .git)");
    expect(readdirSync(dir).sort()).toEqual([".git", "README.md"]);
    expect(readdirSync(dirname(dir))).toEqual(["reports"]);
  });

  test("a folder of files no run wrote, naming them and leaving them", async () => {
    const dir = folderHolding("notes.txt", "src/", "conformance.json");
    expectRefused(await conformance(["run", "--area", "legacy-token", "--reports", dir]),
      "it holds what no run of this suite wrote (notes.txt, src), and a run replaces the folder as a whole", "or move those files out");
    expect(readdirSync(dir).sort()).toEqual(["conformance.json", "notes.txt", "src"]);
    expect(readdirSync(dirname(dir))).toEqual(["reports"]);
  });

  test("a path through a file", async () => {
    const dir = folderHolding("file");
    expectRefused(await conformance(["run", "--reports", join(dir, "file", "reports")]), `${join(dir, "file")} is a file, not a folder`);
  });

  test("a path through a symbolic link that loops, or one that leads nowhere", async () => {
    const dir = folderHolding();
    symlinkSync(join(dir, "loop"), join(dir, "loop"));
    symlinkSync(join(dir, "nowhere", "x"), join(dir, "dangling"));
    expectRefused(await conformance(["run", "--reports", join(dir, "loop", "reports")]), "ELOOP");
    expectRefused(await conformance(["run", "--reports", join(dir, "dangling")]), "ENOENT");
  });

  test("an existing folder this user may not write", async () => {
    const dir = folderHolding("junit.xml");
    const run = await runCliWithout([dir], ["run", "--area", "legacy-token", "--reports", dir]);
    expectRefused(run, `${dir} is not writable (EACCES)`, `chmod u+w ${dir}`);
    expect(readdirSync(dir)).toEqual(["junit.xml"]);
  });
});
