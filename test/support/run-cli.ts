// Runs the real `conformance` CLI in a child process, hermetically (no inherited CONFORMANCE_* variables, no stdin).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../harness/paths.js";
import type { ConformanceDocument } from "../../cli/conformance-json.js";

export type { ConformanceDocument };

export interface CliRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  reportsDir: string;
  durationMs: number;
  /** reports/conformance.json, when the run wrote one. */
  document?: ConformanceDocument;
}

/** This process's environment without what would steer the CLI (its own variables, vitest's, a CI job's summary and annotations). */
export function cleanEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const steering = (k: string) => k.startsWith("CONFORMANCE_") || k.startsWith("VITEST") || k === "GITHUB_ACTIONS" || k === "GITHUB_STEP_SUMMARY";
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !steering(k)));
  return { ...env, FORCE_COLOR: "0", CI: "true", ...extra };
}

export interface NodeRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <args>` with a clean environment, from the project root unless `cwd` is given; killed after timeoutMs. */
export function runNode(args: string[], env: Record<string, string | undefined> = {}, timeoutMs = 120_000, cwd = ROOT): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: cleanEnv(env), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      // Nothing a user can cause is an internal error: every test that starts the CLI checks it.
      if (stderr.includes("internal error (please report)")) reject(new Error(`the CLI reported an internal error (exit ${exitCode}):\n${stderr.slice(-3000)}`));
      else resolve({ exitCode, stdout, stderr });
    });
  });
}

/** Runs a TypeScript script of test/support that makes runs (a sweep), started as `conformance run` starts. */
export function runScript(script: string, args: string[], env: Record<string, string | undefined> = {}, timeoutMs = 120_000): Promise<NodeRun> {
  return runNode([join(ROOT, "test", "support", "launch.mjs"), join(ROOT, "test", "support", script), ...args], env, timeoutMs);
}

export async function runCli(args: string[], env: Record<string, string | undefined> = {}, timeoutMs = 120_000): Promise<CliRun> {
  const reportsDir = env.CONFORMANCE_REPORTS_DIR ?? mkdtempSync(join(tmpdir(), "conformance-run-"));
  const started = Date.now();
  const run = await runNode([join(ROOT, "cli", "conformance.mjs"), ...args], { CONFORMANCE_REPORTS_DIR: reportsDir, ...env }, timeoutMs);
  const file = join(reportsDir, "conformance.json");
  const document = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ConformanceDocument) : undefined;
  return { ...run, reportsDir, durationMs: Date.now() - started, document };
}

export const idsWithStatus = (doc: ConformanceDocument | undefined, ...statuses: string[]) =>
  (doc?.tests ?? []).filter((t) => statuses.includes(t.status)).map((t) => t.id).sort();
