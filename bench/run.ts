// `npm run bench [-- [--runs n] [--count n] name…]`: runs the benchmarks, prints ratios against their floors, writes reports/bench.json.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { cpus } from "node:os";
import { writeJson } from "../cli/conformance-json.js";
import { ROOT } from "../harness/paths.js";
import { measureInterleaved, type CommandMeasure } from "./measure.js";
import { measureClient, round2 } from "./client-overhead.js";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
/** Runs per measure (`--runs <n>`, default 5). */
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number of runs, e.g. npm run bench -- --runs 3 run");
const countAt = args.indexOf("--count");
/** Seeds of `seeds` (`--count <n>`, default 20). */
const COUNT = countAt >= 0 ? Number(args.splice(countAt, 2)[1]) : undefined;
if (COUNT !== undefined && (!Number.isInteger(COUNT) || COUNT < 1)) throw new Error("--count takes a whole number, e.g. npm run bench -- seeds --count 5");
// The floor of `run` is one trivial test in one vitest project; a full run is four area files side by side, 694 tests,
// the CLI's own start (tsx and vitest's API) and the reports. The ratio grows with the number of tests, so the goal is
// the cost per test above the floor (bench/README.md has the figures).
const GOALS = { runMsPerTestAboveFloor: 4, clientOverBare: 1.15 };

async function runBench() {
  const reports = resolve("/tmp", `bench-reports-${process.pid}`);
  // Floor and full run in turn, so a change in the machine's speed during the bench weighs on both.
  const [floor, full] = measureInterleaved([
    { args: [join(ROOT, "node_modules", "vitest", "vitest.mjs"), "run", "--config", "bench/floor/vitest.config.ts"] },
    { args: [join(ROOT, "cli", "conformance.mjs"), "run", "--console", "none"], env: { CONFORMANCE_REPORTS_DIR: reports } },
  ], RUNS) as [CommandMeasure, CommandMeasure];
  const tests = (JSON.parse(readFileSync(join(reports, "conformance.json"), "utf8")) as { tests: unknown[] }).tests.length;
  rmSync(reports, { recursive: true, force: true });
  return { floor, full, tests, ratio: round2(full.medianMs / floor.medianMs),
    msPerTestAboveFloor: round2((full.medianMs - floor.medianMs) / tests), goal: { msPerTestAboveFloor: GOALS.runMsPerTestAboveFloor } };
}

async function clientBench() {
  const m = await measureClient();
  return { ...m, goal: GOALS.clientOverBare };
}

/** Area benchmarks live beside this file as <name>.ts exporting `bench(): Promise<object>`. */
async function areaBench(name: string) {
  const file = join(ROOT, "bench", `${name}.ts`);
  if (!existsSync(file)) throw new Error(`no benchmark bench/${name}.ts`);
  const mod = (await import(pathToFileURL(file).href)) as { bench: (runs?: number, options?: { count?: number }) => Promise<object> };
  return mod.bench(RUNS, { count: COUNT });
}

const BENCHES: Record<string, () => Promise<object>> = { run: runBench, client: clientBench };
const AREA_BENCHES = ["areas", "schedules-walk", "hostile", "latency", "pacing", "seeds"].filter((n) => existsSync(join(ROOT, "bench", `${n}.ts`)));

const selected = args;
const names = selected.length > 0 ? selected : [...Object.keys(BENCHES), ...AREA_BENCHES];
const results: Record<string, object> = { machine: { node: process.version, cpus: cpus().length, runs: RUNS } };
for (const name of names) {
  process.stdout.write(`bench ${name} … `);
  results[name] = await (BENCHES[name] ?? (() => areaBench(name)))();
  console.log(JSON.stringify(results[name]));
}
const out = writeJson(resolve(ROOT, "reports"), "bench.json", results);
console.log(`\nwritten ${out}`);
