// The composite action (action.yml) cannot drift from the CLI: every input is documented and used, the command
// line its script builds goes through the CLI's argument handling, and its run script, run in bash against the
// embedded reference, sets the outputs and ends with the CLI's exit code (setup-node and npm ci need GitHub).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { CONFIG_KEYS, loadConfig } from "../../harness/config/config.js";
import { ROOT } from "../../harness/paths.js";
import { parseCommandLine } from "../../cli/args.js";

interface Step { uses?: string; run?: string; shell?: string; id?: string; with?: Record<string, unknown>; env?: Record<string, string> }
interface Action {
  runs: { using: string; steps: Step[] };
  inputs: Record<string, { description?: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description?: string; value: string }>;
}

const action = parseYaml(readFileSync(join(ROOT, "action.yml"), "utf8")) as Action;
const steps = action.runs.steps;
const runStep = steps.find((s) => s.id === "run")!;

/** The step's env with GitHub's expressions filled in: inputs not given take their defaults, as on GitHub. */
function stepEnv(step: Step, actionPath: string, given: Record<string, string>): Record<string, string> {
  const fill = (value: string) => value.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expr: string) => {
    if (expr === "github.action_path") return actionPath;
    const input = /^inputs\.([\w-]+)$/.exec(expr)?.[1];
    if (input === undefined || !(input in action.inputs)) throw new Error(`unknown expression ${expr}`);
    return given[input] ?? action.inputs[input]!.default ?? "";
  });
  return Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, fill(String(v))]));
}

/** Runs the run step's script as GitHub does for `shell: bash`, in a fresh workspace; returns its outputs. */
function runScript(actionPath: string, given: Record<string, string>, extraEnv: Record<string, string> = {}, workspace = mkdtempSync(join(tmpdir(), "action-ws-"))) {
  const github = mkdtempSync(join(tmpdir(), "action-github-"));
  const [output, summary] = [join(github, "output"), join(github, "step-summary")];
  writeFileSync(output, "");
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("CONFORMANCE_")));
  const env = { ...inherited, ...extraEnv, ...stepEnv(runStep, actionPath, given), GITHUB_ACTIONS: "true", GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary };
  const r = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", runStep.run!], { cwd: workspace, env, encoding: "utf8" });
  const outputs = Object.fromEntries(readFileSync(output, "utf8").split("\n").filter(Boolean).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]));
  return { status: r.status, outputs, workspace, summary, stderr: r.stderr };
}

/** A stand-in for the CLI that records its arguments, writes a conformance.json with a verdict unless told not to, and exits as told. */
function stubSuite(): string {
  const dir = mkdtempSync(join(tmpdir(), "action-stub-"));
  mkdirSync(join(dir, "cli"));
  writeFileSync(join(dir, "cli", "conformance.mjs"), `import { mkdirSync, writeFileSync } from "node:fs";
const args = process.argv.slice(2);
writeFileSync(process.env.STUB_ARGV, JSON.stringify(args));
const reports = args[args.indexOf("--reports") + 1];
if (process.env.STUB_VERDICT) { mkdirSync(reports, { recursive: true }); writeFileSync(reports + "/conformance.json", JSON.stringify({ verdict: process.env.STUB_VERDICT })); }
process.exit(Number(process.env.STUB_CODE));
`);
  return dir;
}

function stubRun(given: Record<string, string>, verdict: string, code: number, workspace?: string) {
  const argvFile = join(mkdtempSync(join(tmpdir(), "action-argv-")), "argv.json");
  const r = runScript(stubSuite(), given, { STUB_ARGV: argvFile, STUB_VERDICT: verdict, STUB_CODE: String(code) }, workspace);
  return { ...r, argv: JSON.parse(readFileSync(argvFile, "utf8")) as string[] };
}

/** The README's steps using the action, GitHub expressions filled with sample values. */
function readmeActionSteps(): { with: Record<string, string>; env: Record<string, string> }[] {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const docs = [...readme.matchAll(/^```yaml\n([\s\S]*?)^```/gm)].map((m) => parseYaml(m[1]!) as { jobs?: Record<string, { steps: Step[] }> });
  const sample = (key: string, value: unknown) => String(value).replace(/\$\{\{[^}]+\}\}/g, (expr) =>
    expr.includes("run_id") ? "9876543210" : expr.includes("matrix.") ? "1" : key.endsWith("_URL") ? "https://sandbox.example.com" : "Authorization: Bearer sample-credential");
  const fill = (o: Record<string, unknown> = {}) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, sample(k, v)]));
  return docs.flatMap((d) => Object.values(d.jobs ?? {}).flatMap((j) => j.steps))
    .filter((s) => /\/service-conformance@/.test(s.uses ?? "")).map((s) => ({ with: fill(s.with), env: fill(s.env) }));
}

const ALL = { areas: "b2b, identity-verification", filter: "A-ISSUE- A-CANCEL-", profile: "conformance-profile.json", baseline: "conformance-baseline.json", shard: "1/3", seed: "9876543210", reports: "conformance-reports" };

describe("the composite action", () => {
  test("is a composite that sets up Node 20 and installs the suite in its own directory first", () => {
    expect(action.runs.using).toBe("composite");
    expect(steps[0]!.uses).toMatch(/^actions\/setup-node@v4$/);
    expect(String(steps[0]!.with?.["node-version"])).toBe("20");
    const install = steps.findIndex((s) => /\bnpm ci --prefix "\$SUITE_DIR"/.test(s.run ?? ""));
    expect(install).toBeGreaterThan(0);
    expect(steps[install]!.env?.SUITE_DIR).toBe("${{ github.action_path }}");
    expect(install).toBeLessThan(steps.indexOf(runStep));
    for (const s of steps.filter((s) => s.run !== undefined)) expect(s.shell).toBe("bash");
  });

  test("documents every input and output, and uses every input", () => {
    const used = JSON.stringify(steps);
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description, name).toBeTruthy();
      expect(used, name).toContain(`\${{ inputs.${name} }}`);
    }
    for (const [name, output] of Object.entries(action.outputs)) {
      expect(output.description, name).toBeTruthy();
      expect(output.value).toBe(`\${{ steps.run.outputs.${name} }}`);
    }
    expect(Object.keys(action.outputs).sort()).toEqual(["exit-code", "reports-dir", "verdict"]);
  });

  test("takes no credential as an input and splices no input into a script", () => {
    for (const name of Object.keys(action.inputs)) expect(name).not.toMatch(/auth|secret|token|key|password/i);
    for (const s of steps) expect(s.run ?? "").not.toMatch(/\$\{\{/);
  });

  test("builds a command line from every input that the CLI accepts", () => {
    const r = stubRun(ALL, "NOT CONFORMANT", 1);
    expect(r.argv).toEqual(["run", "--reports", "conformance-reports", "--area", "b2b", "--area", "identity-verification",
      "--filter", "A-ISSUE-", "--filter", "A-CANCEL-", "--profile", "conformance-profile.json", "--baseline", "conformance-baseline.json",
      "--shard", "1/3", "--seed", "9876543210"]);
    const parsed = parseCommandLine(r.argv);
    if (typeof parsed === "string") throw new Error(`parsed as ${parsed}`);
    expect(() => loadConfig({ env: {}, cwd: mkdtempSync(join(tmpdir(), "action-config-")), flags: parsed.flags })).not.toThrow();
    expect(r.status).toBe(1);
    expect(r.outputs).toEqual({ verdict: "NOT CONFORMANT", "exit-code": "1", "reports-dir": join(r.workspace, "conformance-reports") });
  });

  test("with no input given runs the CLI's defaults", () => {
    const r = stubRun({}, "CONFORMANT", 0);
    expect(r.argv).toEqual(["run", "--reports", "reports"]);
    expect(typeof parseCommandLine(r.argv)).toBe("object");
    expect(r.status).toBe(0);
  });

  test("reports no verdict from an older conformance.json when the run wrote none", () => {
    const workspace = mkdtempSync(join(tmpdir(), "action-ws-"));
    mkdirSync(join(workspace, "reports"));
    writeFileSync(join(workspace, "reports", "conformance.json"), JSON.stringify({ verdict: "CONFORMANT" }));
    const r = stubRun({}, "", 2, workspace);
    expect(r.status).toBe(2);
    expect(r.outputs).toEqual({ verdict: "", "exit-code": "2", "reports-dir": join(workspace, "reports") });
  });

  test("the README's example gives declared inputs, credentials as env, and a command line the CLI accepts", () => {
    const examples = readmeActionSteps();
    expect(examples.length).toBeGreaterThan(0);
    const variables = CONFIG_KEYS.map((k) => k.env);
    for (const example of examples) {
      for (const name of Object.keys(example.with)) expect(Object.keys(action.inputs)).toContain(name);
      for (const name of Object.keys(example.env)) expect(variables).toContain(name);
      const r = stubRun(example.with, "CONFORMANT", 0);
      const parsed = parseCommandLine(r.argv);
      if (typeof parsed === "string") throw new Error(`parsed as ${parsed}`);
      expect(() => loadConfig({ env: example.env, cwd: mkdtempSync(join(tmpdir(), "action-config-")), flags: parsed.flags })).not.toThrow();
    }
  });

  test("runs the suite against the embedded reference: outputs set, summary appended once", () => {
    const r = runScript(ROOT, { areas: "legacy-token", seed: "action-test" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.outputs).toEqual({ verdict: "CONFORMANT", "exit-code": "0", "reports-dir": join(r.workspace, "reports") });
    const summary = readFileSync(join(r.workspace, "reports", "conformance-summary.md"), "utf8");
    expect(readFileSync(r.summary, "utf8")).toBe(summary);
    expect(existsSync(join(r.workspace, "reports", "junit.xml"))).toBe(true);
  });
});
