// Every command resolves the same configuration first: a bad .env or a malformed CONFORMANCE_* value stops each of them
// alike (exit 2, one message naming the setting and the fix), whatever the command needs.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { runNode, type NodeRun } from "../support/run-cli.js";

/** A working directory whose .env holds a misspelt variable. */
function withDotEnv(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "conformance-bad-env-"));
  writeFileSync(join(dir, ".env"), text);
  return dir;
}

const cli = (cwd: string, env: Record<string, string>, ...args: string[]) => runNode([join(ROOT, "cli", "conformance.mjs"), ...args], env, 120_000, cwd);

function expectRefused(run: NodeRun, ...fragments: string[]): void {
  expect(run.exitCode, run.stdout).toBe(2);
  expect(run.stderr).toMatch(/^conformance: configuration is not valid:/);
  expect(run.stderr).toContain("fix: correct or remove each setting named above");
  expect(run.stderr, "no stack trace").not.toMatch(/\n\s+at /);
  for (const f of fragments) expect(run.stderr).toContain(f);
}

describe.concurrent("a bad configuration", () => {
  test("stops list --area and plain list alike when .env has a typo", async () => {
    const cwd = withDotEnv("CONFORMANCE_TIME_MODDE=off\n");
    const [one, all] = await Promise.all([cli(cwd, {}, "list", "--area", "b2b"), cli(cwd, {}, "list")]);
    expectRefused(one, `"CONFORMANCE_TIME_MODDE" (in ${join(cwd, ".env")}) is not a setting of this suite; did you mean CONFORMANCE_TIME_MODE?`);
    expect(all).toEqual(one);
  });

  test("stops list --area and plain list alike on a malformed variable", async () => {
    const cwd = withDotEnv("");
    const env = { CONFORMANCE_MAX_WORKERS: "many" };
    const [one, all] = await Promise.all([cli(cwd, env, "list", "--area", "legacy-token", "--json"), cli(cwd, env, "list", "--json")]);
    expectRefused(one, 'CONFORMANCE_MAX_WORKERS is "many"; expected a whole number from 1 to 64');
    expect(all).toEqual(one);
  });

  test("stops every other command with the same error", async () => {
    const cwd = withDotEnv("CONFORMANCE_TIME_MODDE=off\n");
    const commands = [["run"], ["report"], ["merge", "shard-1"], ["verify", "."], ["compare", "a.json", "b.json"], ["profile", "init"], ["profile", "check"]];
    const [list, ...runs] = await Promise.all([cli(cwd, {}, "list"), ...commands.map((args) => cli(cwd, {}, ...args))]);
    for (const [i, run] of runs.entries()) {
      expectRefused(run, "CONFORMANCE_TIME_MODDE");
      expect(run.stderr, commands[i]!.join(" ")).toBe(list!.stderr);
    }
  });
});
