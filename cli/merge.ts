// Merges the reports of shards into one bundle: one conformance.json, verdict, JUnit file and Allure results. Shards of
// different runs or targets, and shards that did not finish, are refused by name.
import { cpSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { AREAS, type Area, type ResolvedConfig } from "../harness/config/config.js";
import { HarnessError } from "../harness/outcomes/errors.js";
import { readAnyDocument, type ConformanceDocument, type Shard } from "./conformance-json.js";
import { judge, type Selection } from "./verdict.js";
import { applyBaseline, gatedExitCode, loadBaseline } from "./baseline.js";
import { writeReports } from "./write-reports.js";
import { claimRunFolder } from "./run-folder.js";
import { checkReportsFolder, realPathOf } from "./reports-path.js";
import { leaveStoppedBundle, type ClaimedRun } from "./interrupted-run.js";
import { unfinished, writeStoppedBundle, type RunStart } from "./stopped-run.js";

/** What every shard of one run shares: a field that differs names shards of different runs, or of different targets. */
const SAME_RUN: [field: string, value: (d: ConformanceDocument) => unknown, fix: string][] = [
  ["suite version", (d) => d.suite.version, "the same suite version"],
  ["seed", (d) => d.seedGiven ?? String(d.seed), "the same CONFORMANCE_SEED"],
  ["areas", (d) => d.selectedAreas, "the same --area"],
  ["filters", (d) => d.selection.filters, "the same --filter"],
  ["target", (d) => d.target.kind, "the same target"],
  // An embedded reference or a container listens on ports of its own in each shard: their image and faults name them.
  ["base URL", (d) => (d.target.kind === "remote" && !imageOf(d) ? d.target.baseUrl ?? null : null), "the same CONFORMANCE_BASE_URL"],
  ["legacy base URL", (d) => (d.target.kind === "remote" && !imageOf(d) ? d.target.legacyBaseUrl ?? null : null), "the same CONFORMANCE_LEGACY_BASE_URL"],
  ["reference faults", (d) => [...d.target.referenceFaults].sort(), "the same CONFORMANCE_REFERENCE_FAULTS"],
  ["image", (d) => imageOf(d) ?? null, "the same --image"],
  ["reference dialect", (d) => d.config.referenceDialect ?? null, "the same CONFORMANCE_REFERENCE_DIALECT"],
  ["profile", (d) => d.profile, "the same --profile"],
  ["profile digest", (d) => d.profileDigest ?? null, "the same profile file, unchanged"],
  ["time mode", (d) => d.timeMode, "the same CONFORMANCE_TIME_MODE"],
];

function imageOf(d: ConformanceDocument): string | undefined {
  const images = d.config.images;
  return Array.isArray(images) && images.length > 0 ? images.join(",") : undefined;
}

const shown = (v: unknown) => (v === null ? "(none)" : Array.isArray(v) ? (v.length ? v.join(", ") : "(none)") : String(v));
const shardName = (s: Shard) => `shard ${s.index}/${s.count}`;

/** The shards' documents, each a sharded run that reached a verdict; refuses naming the shard that did not finish. */
function readShards(dirs: string[]): ConformanceDocument[] {
  return dirs.map((dir) => {
    const file = join(dir, "conformance.json");
    if (!existsSync(file)) throw new HarnessError(`${dir} holds no conformance.json: a shard that did not run, or did not finish`, "rerun that shard (conformance run --shard i/n) to the end, then merge");
    const d = readAnyDocument(file);
    if ("stopped" in d) {
      throw new HarnessError(`${d.shard ? shardName(d.shard) : "the run"} in ${dir} did not finish (${d.verdict}: ${d.stopped.cause})`,
        `rerun it${d.shard ? ` (conformance run --shard ${d.shard.index}/${d.shard.count})` : ""} to the end, then merge`);
    }
    if (!d.shard) throw new HarnessError(`${dir} holds a run that was not sharded`, "merge only the outputs of `conformance run --shard i/n`");
    return d;
  });
}

/** Refuses shards of different runs or targets, naming the field that differs and its values. */
function checkSameRun(docs: ConformanceDocument[], dirs: string[]): void {
  const first = docs[0]!;
  for (const [i, d] of docs.entries()) {
    for (const [field, value, fix] of SAME_RUN) {
      const [a, b] = [value(first), value(d)];
      if (JSON.stringify(a) === JSON.stringify(b)) continue;
      throw new HarnessError(`${shardName(d.shard!)} (${dirs[i]}) comes from another run than ${shardName(first.shard!)} (${dirs[0]}): `
        + `the ${field} differs: ${shown(a)} in ${shardName(first.shard!)}, ${shown(b)} in ${shardName(d.shard!)}`,
        `run every shard with ${fix}${field.includes("URL") || ["target", "image", "reference faults"].includes(field) ? " (every shard against one target)" : ""}, then merge`);
    }
  }
}

/** Merges the shards' report directories (absolute paths) into the configuration's reports directory, under its baseline. */
export function mergeShards(dirs: string[], { paths, environment, config }: ResolvedConfig): { doc: ConformanceDocument; exitCode: number; digest: string; reportsDir: string } {
  if (dirs.length === 0) throw new HarnessError("merge needs the report directories of the shards", "conformance merge <dir-of-shard-1> <dir-of-shard-2> … [--reports <out>]");
  checkReportsFolder(paths.reportsDir, paths.historyPath);
  const docs = readShards(dirs);
  checkCompleteSet(docs.map((d) => d.shard!), dirs);
  checkSameRun(docs, dirs);
  const out = realPathOf(paths.reportsDir);
  for (const [i, dir] of dirs.entries()) {
    const [rel, back] = [relative(realPathOf(dir), out), relative(out, realPathOf(dir))];
    if (!rel.startsWith("..") || !back.startsWith("..")) {
      throw new HarnessError(`the merged reports would replace ${shardName(docs[i]!.shard!)} in ${dir}: --reports ${paths.reportsDir} ${rel === "" ? "is that folder" : rel.startsWith("..") ? "holds it" : "is inside it"}`,
        "give the merged reports a folder of their own in --reports (or CONFORMANCE_REPORTS_DIR)");
    }
  }
  const first = docs[0]!;
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
    mergedFrom: docs.map((d) => d.shard!),
    ...(gate ? { gate } : {}),
  };
  const seed = { value: first.seed, given: first.seedGiven ?? String(first.seed) };
  const start: RunStart = { command: "merge", startedAt: new Date(), config: { ...config, seed }, selection: { areas, filters: selection.filters }, target: first.target };
  const folder = claimRunFolder(paths.reportsDir, { command: "merge", historyPath: paths.historyPath, placeholder: (d) => writeStoppedBundle(d, start, unfinished(start)) });
  const claimed: ClaimedRun = { folder, start, ...(environment.stepSummary ? { stepSummary: environment.stepSummary } : {}) };
  try {
    for (const d of dirs) {
      const results = join(d, "allure-results");
      if (existsSync(results)) cpSync(results, join(folder.working, "allure-results"), { recursive: true });
    }
    if (existsSync(join(dirs[0]!, "effective-config.json"))) cpSync(join(dirs[0]!, "effective-config.json"), join(folder.working, "effective-config.json"));
    const sealed = writeReports(folder.working, doc, environment);
    folder.finish();
    return { doc, exitCode: gatedExitCode(exitCode, gate), digest: sealed.digest, reportsDir: folder.final };
  } catch (err) {
    leaveStoppedBundle(claimed, { by: "setup error", cause: `the shards could not be merged: ${(err as Error).message}`, fix: "check the shards' folders and the disk, then merge again" });
    throw err instanceof HarnessError || !(err as NodeJS.ErrnoException).code ? err
      : new HarnessError(`the shards could not be merged into ${folder.final}: ${(err as Error).message}`, "check the shards' folders and free space on the disk, then merge again");
  } finally {
    folder.release();
  }
}

function checkCompleteSet(shards: Shard[], dirs: string[]): void {
  const count = shards[0]!.count;
  const indexes = shards.map((s) => s.index).sort((a, b) => a - b);
  const complete = shards.every((s) => s.count === count) && indexes.length === count && indexes.every((x, i) => x === i + 1);
  if (!complete) {
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !indexes.includes(i));
    throw new HarnessError(`the shards given (${shards.map((s) => `${s.index}/${s.count}`).join(", ")} from ${dirs.join(", ")}) are not one complete set`
      + `${missing.length > 0 && shards.every((s) => s.count === count) ? `: ${missing.map((i) => `shard ${i}/${count}`).join(", ")} ${missing.length > 1 ? "are" : "is"} missing` : ""}`,
      `give the report directory of every shard 1/${count} … ${count}/${count} exactly once`);
  }
}
