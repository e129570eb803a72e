// Times a command over several runs (median wall time) and collects the peak RSS of every Node process it starts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "../harness/paths.js";
import { cleanEnv } from "../test/support/run-cli.js";

export interface CommandMeasure {
  medianMs: number;
  runsMs: number[];
  /** Peak RSS of the largest process, and the sum of every process's peak (an upper bound of the total). */
  peakRssMiB: { largest: number; sum: number };
}

const PROBE = pathToFileURL(join(ROOT, "bench", "rss-probe.mjs")).href;

/** NODE_OPTIONS that preload the RSS probe into every Node process of a command, recording into `dir`. */
export const rssProbeOptions = (dir: string) => `--import=${PROBE}?dir=${encodeURIComponent(dir)}`;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function measureCommand(args: string[], runs: number, env: NodeJS.ProcessEnv = {}): CommandMeasure {
  const runsMs: number[] = [];
  let peak = { largest: 0, sum: 0 };
  for (let i = 0; i < runs; i++) {
    const rssDir = mkdtempSync(join(tmpdir(), "bench-rss-"));
    const started = performance.now();
    const res = spawnSync(process.execPath, args, {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
      env: cleanEnv({ ...env, NODE_OPTIONS: rssProbeOptions(rssDir) }),
    });
    runsMs.push(performance.now() - started);
    if (res.status !== 0) throw new Error(`${args.join(" ")} exited ${res.status}: ${res.stderr.toString().slice(0, 500)}`);
    const kb = readdirSync(rssDir).map((f) => (JSON.parse(readFileSync(join(rssDir, f), "utf8")) as { maxRssKb: number }).maxRssKb);
    rmSync(rssDir, { recursive: true, force: true });
    peak = { largest: Math.max(peak.largest, ...kb) / 1024, sum: Math.max(peak.sum, kb.reduce((a, b) => a + b, 0) / 1024) };
  }
  return { medianMs: median(runsMs), runsMs, peakRssMiB: { largest: Math.round(peak.largest), sum: Math.round(peak.sum) } };
}
