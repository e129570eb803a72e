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

export interface Command {
  args: string[];
  env?: NodeJS.ProcessEnv;
}

export function measureCommand(args: string[], runs: number, env: NodeJS.ProcessEnv = {}): CommandMeasure {
  return measureInterleaved([{ args, env }], runs)[0]!;
}

/**
 * Times several commands, one run of each in turn, `runs` rounds: a machine whose speed drifts (these share their
 * cores) weighs on every command alike, so ratios between them hold where medians taken one command after another did not.
 */
export function measureInterleaved(commands: Command[], runs: number): CommandMeasure[] {
  const measures = commands.map(() => ({ runsMs: [] as number[], largest: 0, sum: 0 }));
  for (let i = 0; i < runs; i++) {
    for (const [c, { args, env = {} }] of commands.entries()) {
      const rssDir = mkdtempSync(join(tmpdir(), "bench-rss-"));
      const started = performance.now();
      const res = spawnSync(process.execPath, args, {
        cwd: ROOT,
        stdio: ["ignore", "ignore", "pipe"],
        env: cleanEnv({ ...env, NODE_OPTIONS: rssProbeOptions(rssDir) }),
      });
      const m = measures[c]!;
      m.runsMs.push(performance.now() - started);
      if (res.status !== 0) throw new Error(`${args.join(" ")} exited ${res.status}: ${res.stderr.toString().slice(0, 500)}`);
      const kb = readdirSync(rssDir).map((f) => (JSON.parse(readFileSync(join(rssDir, f), "utf8")) as { maxRssKb: number }).maxRssKb);
      rmSync(rssDir, { recursive: true, force: true });
      m.largest = Math.max(m.largest, ...kb.map((k) => k / 1024));
      m.sum = Math.max(m.sum, kb.reduce((a, b) => a + b, 0) / 1024);
    }
  }
  return measures.map((m) => ({ medianMs: median(m.runsMs), runsMs: m.runsMs, peakRssMiB: { largest: Math.round(m.largest), sum: Math.round(m.sum) } }));
}
