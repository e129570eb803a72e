// Merges the reports of shards into one bundle: one conformance.json, verdict, JUnit file and Allure results.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { AREAS, type Area, type ResolvedConfig } from "../harness/config/config.js";
import { HarnessError } from "../harness/outcomes/errors.js";
import { readDocument, type ConformanceDocument, type Shard } from "./conformance-json.js";
import { judge, type Selection } from "./verdict.js";
import { applyBaseline, gatedExitCode, loadBaseline } from "./baseline.js";
import { writeReports } from "./write-reports.js";

/** Merges the shards' report directories (absolute paths) into the configuration's reports directory, under its baseline. */
export function mergeShards(dirs: string[], { paths, environment }: ResolvedConfig): { doc: ConformanceDocument; exitCode: number; digest: string } {
  if (dirs.length === 0) throw new HarnessError("merge needs the report directories of the shards", "conformance merge <dir-of-shard-1> <dir-of-shard-2> … [--reports <out>]");
  const docs = dirs.map((d) => readDocument(join(d, "conformance.json")));
  const shards = docs.map((d, i) => {
    if (!d.shard) throw new HarnessError(`${dirs[i]} holds a run that was not sharded`, "merge only the outputs of `conformance run --shard i/n`");
    return d.shard;
  });
  checkCompleteSet(shards, dirs);
  const first = docs[0]!;
  for (const [i, d] of docs.entries()) {
    const same = (x: ConformanceDocument) => JSON.stringify([x.suite.version, x.seed, x.selectedAreas, x.selection.filters]);
    if (same(d) !== same(first)) {
      throw new HarnessError(`${dirs[i]} comes from another run (suite version, seed, areas or filters differ)`, "run every shard with the same suite, CONFORMANCE_SEED, areas and filters");
    }
  }
  const tests = docs.flatMap((d) => d.tests);
  const problems = docs.flatMap((d) => d.problems);
  const areas: Area[] = AREAS.filter((a) => first.selectedAreas.includes(a));
  const selection: Selection = { areas, filters: first.selection.filters, notSelected: docs.reduce((n, d) => n + d.selection.notSelected, 0) };
  const judgement = judge(selection, tests, problems);
  const starts = docs.map((d) => Date.parse(d.startedAt));
  const end = Math.max(...docs.map((d) => Date.parse(d.startedAt) + d.durationMs));
  const gate = paths.baseline ? applyBaseline(paths.baseline, loadBaseline(paths.baseline), tests, selection) : undefined;
  const { exitCode, ...judged } = judgement;
  const { shard: _shard, gate: _gate, ...meta } = first;
  const doc: ConformanceDocument = {
    ...meta, ...judged, selection, tests, problems,
    startedAt: new Date(Math.min(...starts)).toISOString(),
    durationMs: end - Math.min(...starts),
    mergedFrom: shards,
    ...(gate ? { gate } : {}),
  };
  const outDir = paths.reportsDir;
  mkdirSync(join(outDir, "allure-results"), { recursive: true });
  for (const d of dirs) {
    const results = join(d, "allure-results");
    if (existsSync(results)) cpSync(results, join(outDir, "allure-results"), { recursive: true });
  }
  cpSync(join(dirs[0]!, "effective-config.json"), join(outDir, "effective-config.json"));
  const sealed = writeReports(outDir, doc, environment);
  return { doc, exitCode: gatedExitCode(exitCode, gate), digest: sealed.digest };
}

function checkCompleteSet(shards: Shard[], dirs: string[]): void {
  const count = shards[0]!.count;
  const indexes = shards.map((s) => s.index).sort((a, b) => a - b);
  const complete = shards.every((s) => s.count === count) && indexes.length === count && indexes.every((x, i) => x === i + 1);
  if (!complete) {
    throw new HarnessError(`the shards given (${shards.map((s) => `${s.index}/${s.count}`).join(", ")} from ${dirs.join(", ")}) are not one complete set`,
      `give the report directory of every shard 1/${count} … ${count}/${count} exactly once`);
  }
}
