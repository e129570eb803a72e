// The CLI against each hostile target mode: exit code, wall time, peak RSS and report size, as figures (never asserted).
// Run: npm run bench -- hostile
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../harness/paths.js";
import { HOSTILE_MODES, startHostileTarget, type HostileMode } from "../test/support/hostile-target.js";
import { hostileRunEnv } from "../test/support/hostile-run.js";
import { cleanEnv } from "../test/support/run-cli.js";
import { rssProbeOptions } from "./measure.js";

/** A bound on one run; a run it cuts short is reported with exit null. */
const RUN_LIMIT_MS = 600_000;

interface HostileFigures {
  exitCode: number | null;
  seconds: number;
  requests: number;
  /** Peak RSS of the largest process of the run (the CLI or a worker), and the sum of every process's peak. */
  peakRssMiB: { largest: number; sum: number };
  reports: { files: number; kiB: number; largestFileKiB: number };
}

function sizes(dir: string): number[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sizes(join(dir, e.name)) : [statSync(join(dir, e.name)).size]));
}

async function measureMode(mode: HostileMode): Promise<HostileFigures> {
  const target = await startHostileTarget(mode, { dripMs: 50 });
  const rssDir = mkdtempSync(join(tmpdir(), "bench-rss-"));
  const reportsDir = mkdtempSync(join(tmpdir(), "bench-hostile-"));
  const started = performance.now();
  try {
    // Spawned, not spawnSync: the target answers from this process's event loop.
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [join(ROOT, "cli", "conformance.mjs"), "run", "--console", "none"], {
        cwd: ROOT, stdio: "ignore",
        env: cleanEnv({ ...hostileRunEnv(mode, target), CONFORMANCE_REPORTS_DIR: reportsDir, NODE_OPTIONS: rssProbeOptions(rssDir) }),
      });
      const timer = setTimeout(() => child.kill("SIGKILL"), RUN_LIMIT_MS);
      child.on("error", reject).on("close", (code) => (clearTimeout(timer), resolve(code)));
    });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const kb = readdirSync(rssDir).map((f) => (JSON.parse(readFileSync(join(rssDir, f), "utf8")) as { maxRssKb: number }).maxRssKb);
    const files = sizes(reportsDir);
    return {
      exitCode, seconds, requests: target.requestCount(),
      peakRssMiB: { largest: Math.round(Math.max(0, ...kb) / 1024), sum: Math.round(kb.reduce((a, b) => a + b, 0) / 1024) },
      reports: { files: files.length, kiB: Math.round(files.reduce((a, b) => a + b, 0) / 1024), largestFileKiB: Math.round(Math.max(0, ...files) / 1024) },
    };
  } finally {
    await target.close();
    rmSync(rssDir, { recursive: true, force: true });
    rmSync(reportsDir, { recursive: true, force: true });
  }
}

/** One run per mode, one after another (each is long enough on its own; `runs` is not used). */
export async function bench(): Promise<Record<string, HostileFigures>> {
  const out: Record<string, HostileFigures> = {};
  for (const mode of HOSTILE_MODES) out[mode] = await measureMode(mode);
  return out;
}
