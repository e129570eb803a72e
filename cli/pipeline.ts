// The run pipeline, one function for `conformance run` and the fault meta-test, in four steps: prepare the target,
// run the selected suites, judge, write the reports and the gate.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { ResolvedConfig } from "../harness/config/config.js";
import { AREAS, type Area } from "../harness/spec/areas.js";
import { HarnessError, isHarnessError } from "../harness/outcomes/errors.js";
import { redactedConfig } from "../harness/config/config.js";
import { redactor } from "../harness/secrets/redact.js";
import { prepareRun } from "../harness/target/target.js";
import type { Lane, RunContext } from "../harness/target/run-context.js";
import { createRunScratch, type RunScratch } from "../harness/run/run-scratch.js";
import { shareSecretsAt } from "../harness/secrets/redact.js";
import { circuitBreaker, shareBreakerAt } from "../harness/http/circuit-breaker.js";
import { applyBaseline, gatedExitCode, loadBaseline, type BaselineEntry } from "./baseline.js";
import { conformanceDocument, type ConformanceDocument } from "./conformance-json.js";
import { formatSummary } from "./console-summary.js";
import { seedText, shellWord, targetText } from "./describe-run.js";
import { guardInterruptedRun, leaveStoppedBundle, type ClaimedRun } from "./interrupted-run.js";
import { writeJsonOutput, writeOutput } from "./output.js";
import { claimRunFolder } from "./run-folder.js";
import { targetOf, unfinished, writeStoppedBundle, type RunStart } from "./stopped-run.js";
import { collectResults, type CollectedResults, type RunProblem } from "./results.js";
import type { ConsoleReporter } from "./console-reporters.js";
import { SuiteSession } from "./suite-session.js";
import { judge, type Selection, type Shard } from "./verdict.js";
import { runPacing } from "./run-pacing.js";
import { writeReports } from "./write-reports.js";

export interface RunRequest {
  console: ConsoleReporter;
  /** Test id prefixes (--filter); empty for every test of the areas. */
  filters: string[];
  shard?: Shard;
  /** More files for the bundle, taken when the run ends and sealed with it (a container's log). */
  extraOutputs?: () => Record<string, string>;
}

export interface RunOutcome {
  exitCode: 0 | 1 | 2;
  doc: ConformanceDocument;
  reportsDir: string;
  digest: string;
}

/**
 * Runs once. A session kept open by the caller (the fault meta-test) is reused; otherwise one is opened here, while
 * the target is prepared when the run's areas share one worker (that session needs no list of areas to open). The run
 * writes in a working folder that replaces its reports folder when it ends (run-folder.ts).
 */
export async function executeRun(given: ResolvedConfig, request: RunRequest, session?: SuiteSession): Promise<RunOutcome> {
  const startedAt = new Date();
  const scratch = newScratch();
  // Guarded before the folder is taken: a signal while it is taken is answered once it is.
  const claims: ClaimedRun[] = [];
  const unguard = guardInterruptedRun(claims, () => scratch.remove());
  let claimed: ClaimedRun | undefined;
  try {
    claimed = claimRun(given, request, startedAt, !session);
    claims.push(claimed);
    const resolved = inWorkingFolder(given, claimed);
    const opening = session || resolved.config.maxWorkers !== undefined ? undefined : openSession(resolved, request, [...(resolved.config.areas ?? AREAS)]);
    const prepared = await prepareTarget(resolved, request, scratch).catch(async (err: unknown) => {
      await (await opening?.catch(() => undefined))?.close();
      throw err;
    });
    try {
      const results = await runSelectedSuites(prepared, request, session, opening);
      const judged = judgeRun(prepared, request, results, startedAt);
      return writeReportsAndGate(prepared, request, judged, claimed);
    } finally {
      await prepared.close();
    }
  } catch (err) {
    if (claimed) leaveStoppedBundle(claimed, stopOf(err));
    throw err;
  } finally {
    unguard();
    claimed?.folder.release();
    scratch.remove();
  }
}

/** The reports folder taken for a run (checked, locked, a bundle saying the run has not finished in its place). */
function claimRun(resolved: ResolvedConfig, request: RunRequest, startedAt: Date, reuseResults: boolean): ClaimedRun {
  const { reportsDir, historyPath } = resolved.paths;
  const start: RunStart = {
    command: "run", startedAt, config: resolved.config, target: targetOf(resolved.config),
    selection: { areas: resolved.config.areas ?? [], filters: request.filters, ...(request.shard ? { shard: request.shard } : {}) },
  };
  const stepSummary = resolved.environment.stepSummary;
  const folder = claimRunFolder(reportsDir, { command: "run", historyPath, reuseResults, placeholder: (dir) => writeStoppedBundle(dir, start, unfinished(start)) });
  return { folder, start, stepSummary, ...(request.extraOutputs ? { extraOutputs: request.extraOutputs } : {}) };
}

/** The configuration writing in the run's working folder (its config, and so its reports, still name the reports folder). */
const inWorkingFolder = (resolved: ResolvedConfig, { folder }: ClaimedRun): ResolvedConfig =>
  ({ ...resolved, paths: { ...resolved.paths, reportsDir: folder.working } });

/** Why a run that threw reached no verdict, as its bundle says it. */
function stopOf(err: unknown): { by: string; cause: string; fix: string } {
  return isHarnessError(err) ? { by: "setup error", cause: err.problem, fix: err.fix }
    : { by: "setup error", cause: `internal error: ${(err as Error)?.message ?? String(err)}`, fix: "please report it, with the console's output" };
}

/** A run ready to start: its target prepared; close() stops it. */
interface PreparedTarget {
  resolved: ResolvedConfig;
  context: RunContext;
  baseline?: BaselineEntry[];
  /** SHA-256 of the profile file, when one was given. */
  profileDigest?: string;
  close(): Promise<void>;
}

/** Step 1: the baseline read, the target started or preflighted, in the run's scratch (made and removed by the caller). */
async function prepareTarget(resolved: ResolvedConfig, request: RunRequest, scratch: RunScratch): Promise<PreparedTarget> {
  const { reportsDir, baseline: baselinePath } = resolved.paths;
  const baseline = baselinePath ? loadBaseline(baselinePath) : undefined;
  const knownFailures = baseline && Object.fromEntries(baseline.map((e) => [e.id, { reason: e.reason, issue: e.issue }]));
  const { secretsPath, breakerDir, claimsDir, pacingDir, startedAt } = scratch;
  const run = await prepareRun(resolved, { scratch: { secretsPath, breakerDir, claimsDir, pacingDir, startedAt }, knownFailures });
  const prepared: PreparedTarget = { resolved, context: run.context, baseline, profileDigest: digestOf(resolved.paths.profile), close: () => run.close() };
  try {
    log(request, announcement(run.context, request));
    writeJsonOutput(reportsDir, "effective-config.json", redactedConfig(run.context.config));
    return prepared;
  } catch (err) {
    await prepared.close();
    throw err;
  }
}

const digestOf = (file?: string) => {
  try {
    return file ? createHash("sha256").update(readFileSync(file)).digest("hex") : undefined;
  } catch {
    return undefined; // read when the configuration was resolved; gone since
  }
};

/** A run's scratch, joined by this process; the circuit breaker starts from nothing. */
function newScratch(): RunScratch {
  const scratch = createRunScratch();
  shareSecretsAt(scratch.secretsPath);
  shareBreakerAt(scratch.breakerDir);
  circuitBreaker.reset();
  return scratch;
}

/**
 * Runs made in one vitest start of an open session, each against its own target on its own test files (the files of
 * its filters, which no two runs may share), each judged and reported as if it had run alone: the fault sweep runs
 * faults whose tests lie in different files together. The session must have run the areas once (it maps ids to files).
 */
export async function executeRunsTogether(runs: { resolved: ResolvedConfig; request: RunRequest }[], session: SuiteSession): Promise<RunOutcome[]> {
  const startedAt = new Date();
  const files = runs.map(({ request }) => session.filesHolding(request.filters));
  const seen = new Set<string>();
  for (const [i, own] of files.entries()) {
    if (!own) throw new Error(`runs made together need filters whose files the session knows: ${runs[i]!.request.filters.join(", ") || "no filter"}`);
    for (const f of own) {
      if (seen.has(f)) throw new Error(`runs made together share the test file ${f}`);
      seen.add(f);
    }
  }
  const scratch = newScratch();
  const claimed: ClaimedRun[] = [];
  const unguard = guardInterruptedRun(claimed, () => scratch.remove());
  const prepared: PreparedTarget[] = [];
  try {
    for (const { resolved, request } of runs) claimed.push(claimRun(resolved, request, startedAt, false));
    for (const [i, { request }] of runs.entries()) prepared.push(await prepareTarget(inWorkingFolder(runs[i]!.resolved, claimed[i]!), request, scratch));
    const lanes: Lane[] = prepared.map(({ context }, i) => ({ files: files[i]!, context: laneOf(context) }));
    const filters = runs.flatMap(({ request }) => request.filters);
    const outcome = await session.run({ ...prepared[0]!.context, lanes }, filters, [...seen]);
    return runs.map(({ request }, i) => {
      const results = collectResults(outcome.modules, outcome.unhandled, new Set(files[i]));
      const { baseUrl, legacyBaseUrl } = prepared[i]!.context.target;
      results.problems.push(...unresponsiveTargets([baseUrl, legacyBaseUrl]));
      return writeReportsAndGate(prepared[i]!, request, judgeRun(prepared[i]!, request, results, startedAt), claimed[i]!);
    });
  } catch (err) {
    for (const c of claimed) leaveStoppedBundle(c, stopOf(err));
    throw err;
  } finally {
    for (const p of prepared) await p.close();
    unguard();
    for (const c of claimed) c.folder.release();
    scratch.remove();
  }
}

const laneOf = ({ config, profile, target, timeMode, allowDestructive, knownFailures }: RunContext): Lane["context"] =>
  ({ config, profile, target, timeMode, allowDestructive, ...(knownFailures ? { knownFailures } : {}) });

const openSession = (resolved: ResolvedConfig, { console, filters, shard }: RunRequest, areas: Area[]) =>
  SuiteSession.open({ areas, reportsDir: resolved.paths.reportsDir, console, filters, shard, maxWorkers: resolved.config.maxWorkers });

/** Step 2: the selected tests run against the target, their results in the status taxonomy. */
async function runSelectedSuites({ context, resolved }: PreparedTarget, request: RunRequest, session?: SuiteSession, opening?: Promise<SuiteSession>): Promise<CollectedResults> {
  const { filters } = request;
  const own = session ? undefined : await (opening ?? openSession(resolved, request, context.config.areas));
  try {
    const outcome = await (session ?? own!).run(context, filters);
    const results = collectResults(outcome.modules, outcome.unhandled);
    results.problems.push(...unresponsiveTargets());
    // A suite file that failed to load selects nothing either: its error, among the problems, is then the cause to name.
    if (filters.length > 0 && results.tests.length === 0 && results.problems.length === 0) {
      throw new HarnessError(`--filter ${filters.join(", ")} selects no test of the areas ${context.config.areas.join(", ")}`,
        "give test id prefixes such as D-TOKEN- (`conformance run --help`; ids are in every report), or check --area");
    }
    return results;
  } finally {
    await own?.close();
  }
}

interface JudgedRun {
  doc: ConformanceDocument;
  exitCode: 0 | 1 | 2;
}

/** Step 3: the verdict of the selection, and the baseline's gate when there is one. */
function judgeRun({ context, resolved, baseline, profileDigest }: PreparedTarget, { filters, shard }: RunRequest, results: CollectedResults, startedAt: Date): JudgedRun {
  const { tests, problems, notSelected } = results;
  const selection: Selection = { areas: context.config.areas, filters, ...(shard ? { shard } : {}), notSelected };
  const judgement = judge(selection, tests, problems);
  if (shard) judgement.reasons.push(`this is shard ${shard.index}/${shard.count} of a run: merge every shard (conformance merge) for the verdict`);
  const gate = baseline ? applyBaseline(resolved.paths.baseline!, baseline, tests, selection) : undefined;
  const timing = { startedAt: startedAt.toISOString(), durationMs: Date.now() - startedAt.getTime() };
  const pacing = runPacing(tests, context.scratch?.pacingDir);
  const doc = conformanceDocument(context, timing, judgement, tests, problems, selection,
    { gate, ...(profileDigest ? { profileDigest } : {}), ...(pacing ? { pacing } : {}) });
  return { doc, exitCode: gatedExitCode(judgement.exitCode, gate) };
}

/** Step 4: the bundle written, sealed and put in the reports folder's place, the summary printed; the exit code is the gate's. */
function writeReportsAndGate({ resolved }: PreparedTarget, request: RunRequest, { doc, exitCode }: JudgedRun, { folder }: ClaimedRun): RunOutcome {
  const { reportsDir } = resolved.paths;
  let sealed: { digest: string };
  try {
    for (const [name, text] of Object.entries(request.extraOutputs?.() ?? {})) writeOutput(reportsDir, name, text);
    sealed = writeReports(reportsDir, doc, resolved.environment);
    folder.finish();
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    if (!code) throw err;
    throw new HarnessError(`the reports could not be written to ${folder.final}: ${message}`,
      "free space on its disk or give another folder in --reports (or CONFORMANCE_REPORTS_DIR)");
  }
  log(request, formatSummary(doc, folder.final, sealed.digest, { console: request.console, githubActions: resolved.environment.githubActions }));
  return { exitCode, doc, reportsDir: folder.final, digest: sealed.digest };
}

/** The first line of a run: target, areas, profile, time mode, the seed that reproduces it, and the selection. */
function announcement(context: RunContext, { filters, shard }: RunRequest): string {
  const { seed } = context.config;
  return `service-conformance: ${targetText(context.target)}; areas ${context.config.areas.join(", ")}; profile "${context.profile.name}"; `
    + `time mode ${context.timeMode}; seed ${seedText({ seed: seed.value, seedGiven: seed.given })} (CONFORMANCE_SEED=${shellWord(seed.given)} reproduces the data)`
    + `${filters.length ? `; filter ${filters.join(", ")}` : ""}${shard ? `; shard ${shard.index}/${shard.count}` : ""}`;
}

/**
 * Targets (all, or those of the given URLs) the circuit breaker saw stop answering: the tests after that were skipped,
 * so the run could not be made.
 */
function unresponsiveTargets(ofUrls?: (string | undefined)[]): RunProblem[] {
  const mine = ofUrls && new Set(ofUrls.filter((u) => u !== undefined).map((u) => new URL(u).origin));
  return circuitBreaker.state().origins.filter((o) => o.open && (!mine || mine.has(o.origin))).map((origin) => ({
    where: "target",
    message: `target unresponsive: ${origin.origin} stopped answering (${origin.consecutiveFailures} requests in a row `
      + `without an answer, last: ${origin.lastProblem ?? "no answer"}); the tests after that were skipped. Check that the service runs and answers within CONFORMANCE_REQUEST_TIMEOUT_MS`,
  }));
}

function log(request: RunRequest, text: string): void {
  if (request.console !== "none") console.log(redactor.text(text));
}
