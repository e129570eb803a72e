// One `conformance run` in a child process, timed, with its verdict and its failed or broken tests read from conformance.json.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../harness/paths.js";
import { cleanEnv, type ConformanceDocument } from "../test/support/run-cli.js";

/** A bound on one run; a run it cuts short is reported with exit null and no verdict. */
const RUN_LIMIT_MS = 600_000;

export interface CliOutcome {
  ms: number;
  exitCode: number | null;
  verdict: string;
  /** Why the verdict is not CONFORMANT. */
  reasons?: string[];
  seed?: number;
  tests: number;
  /** Failed or broken tests, with the first line of what went wrong. */
  failed: { id: string; status: string; reason?: string }[];
  /** The five longest tests (id and seconds): what bounds a run against a distant target. */
  slowest: { id: string; s: number }[];
  /** The run's stderr tail when it wrote no conformance.json. */
  stderr?: string;
  /** Tests not run, and of them those whose reason names the target's pacing. */
  notRun?: number;
  notRunForPacing?: string[];
  /** conformance.json's pacing: how much the target paced the run, at what rate. */
  pacing?: ConformanceDocument["pacing"];
}

/** Runs `conformance run --console none <args>` with `env` (cleaned of the caller's CONFORMANCE_*), reports in a temp dir removed after. */
export async function runConformance(args: string[], env: Record<string, string>): Promise<CliOutcome> {
  const reportsDir = mkdtempSync(join(tmpdir(), "bench-conformance-"));
  const started = performance.now();
  let stderr = "";
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "cli", "conformance.mjs"), "run", "--console", "none", ...args], {
      cwd: ROOT, stdio: ["ignore", "ignore", "pipe"], env: cleanEnv({ ...env, CONFORMANCE_REPORTS_DIR: reportsDir }),
    });
    child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), RUN_LIMIT_MS);
    child.on("error", reject).on("close", (code) => (clearTimeout(timer), resolve(code)));
  });
  const ms = Math.round(performance.now() - started);
  const file = join(reportsDir, "conformance.json");
  const doc = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ConformanceDocument) : undefined;
  rmSync(reportsDir, { recursive: true, force: true });
  if (!doc) return { ms, exitCode, verdict: "NO REPORT", tests: 0, failed: [], slowest: [], stderr: stderr.slice(-1500) };
  const failed = doc.tests.filter((t) => t.status === "failed" || t.status === "broken")
    .map((t) => ({ id: t.id, status: t.status, reason: t.reason })).sort((a, b) => a.id.localeCompare(b.id));
  const slowest = [...doc.tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5).map((t) => ({ id: t.id, s: Math.round(t.durationMs / 100) / 10 }));
  const notRun = doc.tests.filter((t) => t.status === "not-run");
  const forPacing = notRun.filter((t) => /the target's pac/.test(t.reason ?? "")).map((t) => t.id);
  return { ms, exitCode, verdict: doc.verdict, ...(doc.reasons.length > 0 ? { reasons: doc.reasons } : {}), seed: doc.seed, tests: doc.tests.length, failed, slowest,
    notRun: notRun.length, notRunForPacing: forPacing, ...(doc.pacing ? { pacing: doc.pacing } : {}) };
}

/** Says a run that is not CONFORMANT loudly on stderr, and makes `npm run bench` exit 1. */
export function shoutUnlessConformant(label: string, o: CliOutcome): void {
  if (o.verdict === "CONFORMANT") return;
  process.exitCode = 1;
  const lines = o.failed.map((f) => `    ${f.id} (${f.status}): ${f.reason ?? ""}`);
  console.error(`\n!!! ${label}: ${o.verdict} (exit ${o.exitCode}) ${(o.reasons ?? []).join("; ")}\n${lines.join("\n")}${o.stderr ? `\n${o.stderr}` : ""}`);
}
