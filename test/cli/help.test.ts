// Discoverability: --help on every command and --version exit 0; a wrong option still exits 2 with the usage.
import { describe, expect, test } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

  test.each([
    [["run", "--areas", "b2b"], "unknown option --areas of conformance run; did you mean --area?"],
    [["run", "--area", "legacy"], '--area is "legacy"; did you mean legacy-token (area D)?'],
    [["list", "--area", "D"], '--area is "D"; did you mean legacy-token (area D)?'],
    [["list", "--area", "B2B"], '--area is "B2B"; did you mean b2b (area A)?'],
    [["rnu"], 'unknown command "rnu"; did you mean run?'],
    [["list", "--reports", "x"], "unknown option --reports of conformance list; it is an option of run, report, merge"],
  ])("%j exits 2 with one line saying what was meant", async (args, line) => {
    const bad = await cli(...args);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain(line);
    expect(bad.stderr, "no usage text after a mistyped name").not.toContain("usage:");
  });

  test("a misspelt profile key exits 2 naming the key it most likely is", async () => {
    const dir = mkdtempSync(join(tmpdir(), "did-you-mean-"));
    const path = join(dir, "profile.json");
    writeFileSync(path, JSON.stringify({ name: "x", clockControll: { url: "http://127.0.0.1:9/__control" }, b2b: { requests: { taxInvoce: {} } } }));
    const bad = await runNode([join(ROOT, "cli", "conformance.mjs"), "list"], { CONFORMANCE_PROFILE: path });
    rmSync(dir, { recursive: true, force: true });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('(root): "clockControll" is not a key of the profile schema here; did you mean "clockControl"?');
    expect(bad.stderr).toContain('/b2b/requests: "taxInvoce" is not a key of the profile schema here; did you mean "taxInvoice"?');
  });

  test("an unknown option exits 2 and names it", async () => {
    const bad = await cli("run", "--colour");
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain("--colour");
  });
});
