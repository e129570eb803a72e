// The hostile-target corpus: the CLI against each mode, run to its end and again stopped by SIGTERM mid-run. Per case:
// exit code (against the documented one), seconds (against its budget), SIGTERM-to-exit seconds (goal: under 5), peak
// RSS, requests, the reports' size, and anything left behind (processes, files in the run's TMPDIR).
// Run: npm run bench -- hostile (HOSTILE_CASES=html,trickle npm run bench -- hostile: those cases only)
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOSTILE_MODES, startHostileTarget, type HostileMode } from "../test/support/hostile-target.js";
import { HOSTILE_BUDGET_S, HOSTILE_EXIT, runAgainstHostile, type HostileRun } from "../test/support/hostile-run.js";
import { rssProbeOptions } from "./measure.js";

/** SIGTERM must end a run within this many seconds in every case. */
const SIGTERM_GOAL_S = 5;

interface HostileFigures {
  exitCode: number | null;
  expectedExit: 1 | 2;
  seconds: number;
  budgetS: number;
  requests: number;
  sigterm: { afterRequests: number; exitSeconds: number | undefined; exitCode: number | null; signal: string | null };
  /** Peak RSS of the largest process of the run (the CLI or a worker), and the sum of every process's peak. */
  peakRssMiB: { largest: number; sum: number };
  reports: { files: number; kiB: number; largestFileKiB: number };
  leftBehind: { processes: number; files: number };
  internalError: boolean;
  ok: boolean;
}

function sizes(dir: string): number[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sizes(join(dir, e.name)) : [statSync(join(dir, e.name)).size]));
}

async function oneRun(mode: HostileMode, o: { sigtermAfterRequests?: number; rssDir?: string }): Promise<{ run: HostileRun; requests: number; files: number[] }> {
  const target = await startHostileTarget(mode, { dripMs: 50 });
  const reportsDir = mkdtempSync(join(tmpdir(), "bench-hostile-"));
  try {
    const run = await runAgainstHostile(mode, target, {
      reportsDir, limitMs: 4 * HOSTILE_BUDGET_S[mode] * 1000, sigtermAfterRequests: o.sigtermAfterRequests,
      env: o.rssDir ? { NODE_OPTIONS: rssProbeOptions(o.rssDir) } : {},
    });
    return { run, requests: target.requestCount(), files: sizes(reportsDir) };
  } finally {
    await target.close();
    rmSync(reportsDir, { recursive: true, force: true });
  }
}

async function measureMode(mode: HostileMode): Promise<HostileFigures> {
  const rssDir = mkdtempSync(join(tmpdir(), "bench-rss-"));
  try {
    const full = await oneRun(mode, { rssDir });
    const kb = readdirSync(rssDir).map((f) => (JSON.parse(readFileSync(join(rssDir, f), "utf8")) as { maxRssKb: number }).maxRssKb);
    // Mid-run: once the target has had half the requests of the whole run (its first, for a run stopped in preflight).
    const afterRequests = Math.max(1, Math.ceil(full.requests / 2));
    const stopped = await oneRun(mode, { sigtermAfterRequests: afterRequests });
    const internalError = [full.run, stopped.run].some((r) => /internal error \(please report\)/.test(r.stdout + r.stderr));
    const left = { processes: full.run.leftProcesses.length + stopped.run.leftProcesses.length, files: full.run.leftFiles.length + stopped.run.leftFiles.length };
    const exitSeconds = stopped.run.sigtermToExitSeconds;
    return {
      exitCode: full.run.exitCode, expectedExit: HOSTILE_EXIT[mode], seconds: full.run.seconds, budgetS: HOSTILE_BUDGET_S[mode], requests: full.requests,
      sigterm: { afterRequests, exitSeconds, exitCode: stopped.run.exitCode, signal: stopped.run.signal },
      peakRssMiB: { largest: Math.round(Math.max(0, ...kb) / 1024), sum: Math.round(kb.reduce((a, b) => a + b, 0) / 1024) },
      reports: { files: full.files.length, kiB: Math.round(full.files.reduce((a, b) => a + b, 0) / 1024), largestFileKiB: Math.round(Math.max(0, ...full.files) / 1024) },
      leftBehind: left, internalError,
      // A run stopped before the signal landed (it ended in preflight first) has no figure, and nothing to fail.
      ok: full.run.exitCode === HOSTILE_EXIT[mode] && full.run.seconds <= HOSTILE_BUDGET_S[mode] && (exitSeconds ?? 0) < SIGTERM_GOAL_S
        && left.processes === 0 && left.files === 0 && !internalError,
    };
  } finally {
    rmSync(rssDir, { recursive: true, force: true });
  }
}

/** One case after another (each is long enough on its own; `runs` is not used). HOSTILE_CASES=a,b picks cases. */
export async function bench(): Promise<Record<string, HostileFigures | string>> {
  const modes = process.env.HOSTILE_CASES ? (process.env.HOSTILE_CASES.split(",") as HostileMode[]) : HOSTILE_MODES;
  const out: Record<string, HostileFigures | string> = {};
  for (const mode of modes) {
    out[mode] = await measureMode(mode);
    process.stdout.write(`\n  ${mode}: ${JSON.stringify(out[mode])}`);
  }
  const failed = Object.entries(out).filter(([, f]) => typeof f !== "string" && !f.ok).map(([m]) => m);
  out.summary = failed.length === 0 ? `every case ended within its budget with its exit code, SIGTERM under ${SIGTERM_GOAL_S} s, nothing left behind`
    : `NOT MET: ${failed.join(", ")}`;
  if (failed.length > 0) process.exitCode = 1;
  return out;
}
