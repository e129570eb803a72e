// A reports folder holds exactly one run: an interrupted or stopped run leaves no trace of the run before it, a second
// writer is refused while a run holds the folder, a stale lock is taken over, and `report` draws only the folder's run.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { cleanEnv, runCli, runNode, type CliRun } from "../support/run-cli.js";

const CLI = join(ROOT, "cli", "conformance.mjs");
const VERDICT_WORD = /\b(CONFORMANT|INCOMPLETE)\b/;

/** A reports folder path inside a fresh folder of its own, so what a run leaves beside it shows. */
function reportsPath(): { parent: string; dir: string } {
  const parent = mkdtempSync(join(tmpdir(), "conformance-folder-"));
  return { parent, dir: join(parent, "reports") };
}

/** Every file under `dir` with its text. */
function filesOf(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => join(dir, f)).filter((f) => statSync(f).isFile())
    .map((f) => [f.slice(dir.length + 1), readFileSync(f, "utf8")]);
}

/**
 * Starts a run and sends SIGINT once it has written an Allure result of its own (its tests are running): one not named
 * as the earlier run's (whose files the writer reuses under new names).
 */
function interruptedRun(dir: string, parent: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const earlier = new Set(readdirSync(join(dir, "allure-results")));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, "run", "--console", "dot"], { cwd: ROOT, env: cleanEnv({ CONFORMANCE_REPORTS_DIR: dir, ...env }), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const poll = setInterval(() => {
      const working = readdirSync(parent).find((n) => n.startsWith(".reports.conformance-run-"));
      const results = working && join(parent, working, "allure-results");
      if (results && existsSync(results) && readdirSync(results).some((f) => f.endsWith("-result.json") && !earlier.has(f))) {
        clearInterval(poll);
        child.kill("SIGINT");
      }
    }, 20);
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("error", reject);
    child.on("close", (code) => (clearInterval(poll), clearTimeout(timer), resolve({ code, stdout, stderr })));
  });
}

function expectRefused(run: { exitCode: number | null; stderr: string }, ...fragments: string[]): void {
  expect(run.exitCode, run.stderr).toBe(2);
  expect(run.stderr).toMatch(/^conformance: /);
  expect(run.stderr).toContain("\n  fix: ");
  expect(run.stderr).not.toContain("internal error");
  expect(run.stderr, "no stack trace").not.toMatch(/\n\s+at /);
  for (const f of fragments) expect(run.stderr).toContain(f);
}

describe("a run interrupted mid-way, or stopped, into a folder holding an earlier run", () => {
  test("leaves a bundle saying INTERRUPTED, and the earlier run's verdict in no output", async () => {
    const { parent, dir } = reportsPath();
    const prior = await runCli(["run", "--area", "legacy-token", "--console", "none"], { CONFORMANCE_REPORTS_DIR: dir, CONFORMANCE_SEED: "prior-run-7341" });
    expect(prior.document?.verdict, prior.stderr).toBe("CONFORMANT");
    expect((await runCli(["report"], { CONFORMANCE_REPORTS_DIR: dir })).exitCode).toBe(0);
    const history = readFileSync(join(dir, "history.jsonl"), "utf8");
    const priorMarks = ["prior-run-7341", prior.document!.startedAt, /digest ([0-9a-f]{64})/.exec(prior.stdout)?.[1] ?? "no digest printed"];

    const run = await interruptedRun(dir, parent, { CONFORMANCE_SEED: "second-run-1" });
    expect(run.code, run.stderr).toBe(130);
    expect(run.stderr).toContain("interrupted by SIGINT");
    for (const text of [run.stdout, run.stderr, ...filesOf(dir).filter(([f]) => f !== "history.jsonl").map(([f, t]) => `${f}: ${t}`)]) {
      expect(text).not.toMatch(VERDICT_WORD);
      for (const mark of priorMarks) expect(text).not.toContain(mark);
    }
    expect(readdirSync(dir).sort()).toEqual(["conformance-summary.md", "conformance.json", "conformance.md", "history.jsonl", "junit.xml", "manifest.sha256"]);
    const doc = JSON.parse(readFileSync(join(dir, "conformance.json"), "utf8"));
    expect(doc).toMatchObject({ verdict: "INTERRUPTED", seedGiven: "second-run-1", stopped: { by: "SIGINT" }, tests: [] });
    for (const md of ["conformance.md", "conformance-summary.md"]) expect(readFileSync(join(dir, md), "utf8")).toContain("# Conformance: INTERRUPTED");
    expect(readFileSync(join(dir, "junit.xml"), "utf8")).toContain('name="RUN-INTERRUPTED"');
    expect(readFileSync(join(dir, "history.jsonl"), "utf8"), "the Allure history carries over").toBe(history);
    expect(readdirSync(parent), "no working folder or lock left beside it").toEqual(["reports"]);

    const verify = await runCli(["verify", dir]);
    expect(verify.exitCode).toBe(0);
    expect(verify.stdout).toContain("this bundle holds no verdict (INTERRUPTED): the run was interrupted by SIGINT");
    expectRefused(await runCli(["report"], { CONFORMANCE_REPORTS_DIR: dir }), "reached no verdict (INTERRUPTED", "run `conformance run` again to the end");
  });

  test("with a --filter that selects nothing, leaves a bundle saying NOT REACHED and why", async () => {
    const { parent, dir } = reportsPath();
    const prior = await runCli(["run", "--area", "legacy-token", "--console", "none"], { CONFORMANCE_REPORTS_DIR: dir, CONFORMANCE_SEED: "prior-run-7342" });
    expect(prior.exitCode, prior.stderr).toBe(0);
    const run = await runCli(["run", "--area", "legacy-token", "--filter", "D-NO-SUCH-", "--console", "none"], { CONFORMANCE_REPORTS_DIR: dir });
    expectRefused(run, "--filter D-NO-SUCH- selects no test");
    expect(run.document).toMatchObject({ verdict: "NOT REACHED", stopped: { by: "setup error", cause: expect.stringContaining("D-NO-SUCH-") } });
    for (const [f, text] of filesOf(dir)) expect(`${f}: ${text}`).not.toContain("prior-run-7342");
    expect(readdirSync(parent)).toEqual(["reports"]);
  });
});

describe("one writer at a time", () => {
  test("refuses a second run and a report while a run holds the folder, naming the holder", async () => {
    const { parent, dir } = reportsPath();
    const first = spawn(process.execPath, [CLI, "run", "--area", "legacy-token", "--console", "none"], { cwd: ROOT, env: cleanEnv({ CONFORMANCE_REPORTS_DIR: dir }), stdio: "ignore" });
    const ended = new Promise<number | null>((resolve) => first.on("close", resolve));
    const lock = join(parent, ".reports.conformance-lock");
    for (let waited = 0; !existsSync(lock) && waited < 60_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    // Held still while the others try, however fast it would end.
    first.kill("SIGSTOP");
    let others: CliRun[];
    try {
      others = await Promise.all([
        runCli(["run", "--area", "legacy-token", "--console", "none"], { CONFORMANCE_REPORTS_DIR: dir }),
        runCli(["report"], { CONFORMANCE_REPORTS_DIR: dir }),
      ]);
    } finally {
      first.kill("SIGCONT");
    }
    expect(await ended).toBe(0);
    for (const refused of others) expectRefused(refused, `(pid ${first.pid}, started`, `is writing to ${dir}`, "wait for it to end, or give this one another --reports folder");
    expect(others[0]!.stderr).toContain("another `conformance run`");
    expect((await runCli(["verify", dir])).stdout).toContain("bundle intact");
    expect(readdirSync(parent)).toEqual(["reports"]);
  });

  test("takes over the lock of a run whose process has ended, and drops what it left", async () => {
    const { parent, dir } = reportsPath();
    const gone = await runNode(["-e", "console.log(process.pid)"]);
    writeFileSync(join(parent, ".reports.conformance-lock"), JSON.stringify({ pid: Number(gone.stdout), command: "run", startedAt: "2026-01-01T00:00:00Z" }));
    mkdirSync(join(parent, `.reports.conformance-run-${gone.stdout.trim()}-1`, "allure-results"), { recursive: true });
    const run = await runCli(["run", "--area", "legacy-token", "--console", "none"], { CONFORMANCE_REPORTS_DIR: dir });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(readdirSync(parent)).toEqual(["reports"]);
  });
});

describe("conformance report draws only the folder's own run", () => {
  test("refuses Allure results or a conformance.json that are not the run's", async () => {
    const [{ dir }, other] = [reportsPath(), reportsPath()];
    const runs: CliRun[] = await Promise.all([dir, other.dir].map((d) => runCli(["run", "--area", "legacy-token", "--console", "none"], { CONFORMANCE_REPORTS_DIR: d })));
    for (const r of runs) expect(r.exitCode, r.stderr).toBe(0);
    const foreign = join(dir, "allure-results", "00000000-foreign-result.json");
    writeFileSync(foreign, readFileSync(join(other.dir, "allure-results", readdirSync(join(other.dir, "allure-results")).find((f) => f.endsWith("-result.json"))!)));
    expectRefused(await runCli(["report"], { CONFORMANCE_REPORTS_DIR: dir }), "do not all belong to the run of its conformance.json", "not the run's: allure-results/00000000-foreign-result.json", "conformance verify");

    const swapped = reportsPath().dir;
    expect((await runCli(["run", "--area", "legacy-token", "--console", "none"], { CONFORMANCE_REPORTS_DIR: swapped })).exitCode).toBe(0);
    writeFileSync(join(swapped, "conformance.json"), readFileSync(join(other.dir, "conformance.json")));
    expectRefused(await runCli(["report"], { CONFORMANCE_REPORTS_DIR: swapped }), "changed: conformance.json");
  });
});
