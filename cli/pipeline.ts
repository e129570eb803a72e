// The run pipeline, one function for `conformance run` and the fault meta-test: prepare the target, run the
// selected suites, judge, apply the baseline, write the reports.
import { resolve } from "node:path";
import type { ResolvedConfig } from "../harness/config.js";
import { HarnessError } from "../harness/errors.js";
import { redactedConfig } from "../harness/config.js";
import { redactor } from "../harness/redact.js";
import { prepareRun } from "../harness/target.js";
import { createRunScratch } from "../harness/run-scratch.js";
import { shareSecretsAt } from "../harness/redact.js";
import { circuitBreaker, shareBreakerAt } from "../harness/circuit-breaker.js";
import { applyBaseline, loadBaseline } from "./baseline.js";
import { conformanceDocument, type ConformanceDocument } from "./conformance-json.js";
import { formatSummary } from "./console-summary.js";
import { seedText, shellWord, targetText } from "./describe-run.js";
import { guardInterruptedRun } from "./interrupted-run.js";
import { ensureDirectory, writeJsonOutput, writeOutput } from "./output.js";
import { collectResults } from "./results.js";
import { SuiteSession, type ConsoleReporter } from "./suite-session.js";
import { judge, type Selection, type Shard } from "./verdict.js";
import { writeReports } from "./write-reports.js";

export interface RunRequest {
  console: ConsoleReporter;
  /** Test id prefixes (--filter); empty for every test of the areas. */
  filters: string[];
  shard?: Shard;
  /** A baseline file of known failures (--baseline). */
  baseline?: string;
  /** More files for the bundle, taken when the run ends and sealed with it (a container's log). */
  extraOutputs?: () => Record<string, string>;
}

export interface RunOutcome {
  exitCode: 0 | 1 | 2;
  doc: ConformanceDocument;
  reportsDir: string;
  digest: string;
}

export function parseShard(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const [index, count] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || index < 1 || index > count) throw new HarnessError(`--shard ${text} is not a shard`, "write it as i/n with 1 ≤ i ≤ n, e.g. --shard 1/2");
  return { index, count };
}

/** Runs once. A session kept open by the caller (the fault meta-test) is reused; otherwise one is opened here. */
export async function executeRun(resolved: ResolvedConfig, request: RunRequest, session?: SuiteSession): Promise<RunOutcome> {
  const started = Date.now();
  const baselinePath = request.baseline ? resolve(resolved.cwd, request.baseline) : undefined;
  const baseline = baselinePath ? loadBaseline(baselinePath) : undefined;
  const reportsDir = resolve(resolved.cwd, resolved.config.reportsDir);
  ensureDirectory(reportsDir);
  const scratch = createRunScratch();
  const unguard = guardInterruptedRun(reportsDir, resolved.config.areas ?? [], () => scratch.remove());
  shareSecretsAt(scratch.secretsPath);
  shareBreakerAt(scratch.breakerDir);
  circuitBreaker.reset();
  let run: Awaited<ReturnType<typeof prepareRun>>;
  try {
    run = await prepareRun(resolved);
  } catch (err) {
    unguard();
    scratch.remove();
    throw err;
  }
  const { context } = run;
  context.scratch = { secretsPath: scratch.secretsPath, breakerDir: scratch.breakerDir, claimsDir: scratch.claimsDir };
  if (baseline) context.knownFailures = Object.fromEntries(baseline.map((e) => [e.id, { reason: e.reason, issue: e.issue }]));
  const { shard, filters } = request;
  let own: SuiteSession | undefined;
  try {
    log(request, `service-conformance: ${targetText(context.target)}; areas ${context.config.areas.join(", ")}; profile "${context.profile.name}"; `
      + `time mode ${context.timeMode}; seed ${seedText({ seed: context.seed, seedGiven: context.config.seedGiven })} `
      + `(CONFORMANCE_SEED=${shellWord(context.config.seedGiven)} reproduces the data)`
      + `${filters.length ? `; filter ${filters.join(", ")}` : ""}${shard ? `; shard ${shard.index}/${shard.count}` : ""}`);
    writeJsonOutput(reportsDir, "effective-config.json", redactedConfig(context.config));
    const suites = session ?? (own = await SuiteSession.open({
      areas: context.config.areas, reportsDir, console: request.console, filters, shard: shard && `${shard.index}/${shard.count}`,
      maxWorkers: context.config.maxWorkers,
    }));
    const outcome = await suites.run(context, filters);
    const { tests, problems, notSelected } = collectResults(outcome.modules, outcome.unhandled);
    for (const origin of circuitBreaker.state().origins.filter((o) => o.open)) {
      problems.push({ where: "target", message: `target unresponsive: ${origin.origin} stopped answering (${origin.consecutiveFailures} requests in a row `
        + `without an answer, last: ${origin.lastProblem ?? "no answer"}); the tests after that were skipped. Check that the service runs and answers within CONFORMANCE_REQUEST_TIMEOUT_MS` });
    }
    if (filters.length > 0 && tests.length === 0) {
      throw new HarnessError(`--filter ${filters.join(", ")} selects no test of the areas ${context.config.areas.join(", ")}`,
        "give test id prefixes such as D-TOKEN- (`conformance run --help`; ids are in every report), or check --area");
    }
    const selection: Selection = { areas: context.config.areas, filters, ...(shard ? { shard } : {}), notSelected };
    const judgement = judge(selection, tests, problems);
    if (shard) judgement.reasons.push(`this is shard ${shard.index}/${shard.count} of a run: merge every shard (conformance merge) for the verdict`);
    const inScope = (id: string) => !shard && context.config.areas.some((a) => tests.some((t) => t.area === a && t.id[0] === id[0]))
      && (filters.length === 0 || filters.some((f) => id.startsWith(f)));
    const gate = baseline ? applyBaseline(baselinePath!, baseline, tests, inScope) : undefined;
    const timing = { startedAt: new Date(started).toISOString(), durationMs: Date.now() - started };
    const doc = conformanceDocument(context, timing, judgement, tests, problems, selection, { gate });
    for (const [name, text] of Object.entries(request.extraOutputs?.() ?? {})) writeOutput(reportsDir, name, text);
    const sealed = writeReports(reportsDir, doc);
    log(request, formatSummary(doc, reportsDir, sealed.digest, request.console));
    const exitCode = judgement.exitCode === 2 ? 2 : gate ? (gate.passed ? 0 : 1) : judgement.exitCode;
    return { exitCode, doc, reportsDir, digest: sealed.digest };
  } finally {
    unguard();
    await own?.close();
    await run.close();
    scratch.remove();
  }
}

function log(request: RunRequest, text: string): void {
  if (request.console !== "none") console.log(redactor.text(text));
}
