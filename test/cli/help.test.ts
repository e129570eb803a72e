// Discoverability: --help on every command and --version exit 0; a wrong option still exits 2 with the usage.
import { describe, expect, test } from "vitest";
import { join } from "node:path";
import { ROOT } from "../../harness/paths.js";
import { COMMANDS, parseCommandLine } from "../../cli/args.js";
import { SUITE_VERSION } from "../../cli/conformance-json.js";
import { runNode } from "../support/run-cli.js";

const cli = (...args: string[]) => runNode([join(ROOT, "cli", "conformance.mjs"), ...args]);

describe("help and version", () => {
  test.each(Object.keys(COMMANDS))("conformance %s --help is help", (command) => {
    expect(parseCommandLine([command, "--help"])).toBe("help");
  });

  test("run --help prints the usage and exits 0; --version prints the suite version", async () => {
    const [help, version] = await Promise.all([cli("run", "--help"), cli("--version")]);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain("conformance list");
    expect(version).toMatchObject({ exitCode: 0, stdout: `service-conformance ${SUITE_VERSION}\n` });
  });

  test("a profile file given as an argument to profile check or init is refused, naming the flag that takes it", () => {
    expect(() => parseCommandLine(["profile", "check", "my-b2b.json"])).toThrow('profile check takes no file argument ("my-b2b.json"): name the profile with --profile <file>');
    expect(() => parseCommandLine(["profile", "init", "my-b2b.json"])).toThrow("name the profile with --out <file>");
    expect(() => parseCommandLine(["profile", "show"])).toThrow("profile takes init or check");
  });

  test("an unknown option exits 2 and names it", async () => {
    const bad = await cli("run", "--colour");
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain("--colour");
  });
});
