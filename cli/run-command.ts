// `conformance run`: prepare the target, run the suites, judge, apply the baseline, write the reports.
import { resolve } from "node:path";
import { prepareRun } from "../harness/target.js";
import { handOffRun } from "../harness/global-setup.js";
import { redactedConfig } from "../harness/config.js";
import { HarnessError } from "../harness/errors.js";
import { collectResults } from "./results.js";
import { judge } from "./verdict.js";
import { formatSummary } from "./console-summary.js";
import { conformanceDocument, writeJson, type Shard } from "./conformance-json.js";
import { applyBaseline, loadBaseline } from "./baseline.js";
import { writeReports } from "./write-reports.js";
import { runVitest, type ConsoleReporter } from "./vitest-run.js";

export interface RunOptions {
  console: ConsoleReporter;
  filters: string[];
  shard?: string;
  baseline?: string;
}

export function parseShard(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const [index, count] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || index < 1 || index > count) throw new HarnessError(`--shard ${text} is not a shard`, "write it as i/n with 1 ≤ i ≤ n, e.g. --shard 1/2");
  return { index, count };
}

export async function runCommand(o: RunOptions): Promise<number> {
  const started = Date.now();
  const shard = parseShard(o.shard);
  const baseline = o.baseline ? loadBaseline(resolve(o.baseline)) : undefined;
  const run = await prepareRun();
  const { context } = run;
  if (baseline) context.knownFailures = Object.fromEntries(baseline.map((e) => [e.id, { reason: e.reason, issue: e.issue }]));
  const reportsDir = resolve(context.config.reportsDir);
  try {
    log(o, `service-conformance: ${describeTarget(context)}; areas ${context.config.areas.join(", ")}; profile "${context.profile.name}"; `
      + `time mode ${context.timeMode}; seed ${context.seed} (CONFORMANCE_SEED=${context.seed} reproduces the data)${shard ? `; shard ${o.shard}` : ""}`);
    writeJson(reportsDir, "effective-config.json", redactedConfig(context.config));
    handOffRun(run);
    const outcome = await runVitest({ context, reportsDir, console: o.console, filters: o.filters, shard: o.shard });
    const { tests, problems } = collectResults(outcome.modules, outcome.unhandled);
    const judgement = judge(context.config.areas, tests, problems);
    if (shard) judgement.reasons.push(`this is shard ${shard.index}/${shard.count} of a run: merge every shard (conformance merge) for the verdict`);
    const inScope = (id: string) => !shard && context.config.areas.some((a) => tests.some((t) => t.area === a && t.id[0] === id[0]))
      && (o.filters.length === 0 || o.filters.some((f) => id.startsWith(f)));
    const gate = baseline ? applyBaseline(resolve(o.baseline!), baseline, tests, inScope) : undefined;
    const timing = { startedAt: new Date(started).toISOString(), durationMs: Date.now() - started };
    const doc = conformanceDocument(context, timing, judgement, tests, problems, { shard, gate });
    const sealed = writeReports(reportsDir, doc);
    log(o, formatSummary(doc, reportsDir, sealed.digest));
    if (judgement.exitCode === 2) return 2;
    return gate ? (gate.passed ? 0 : 1) : judgement.exitCode;
  } finally {
    handOffRun(undefined);
    await run.close();
  }
}

function describeTarget(context: Awaited<ReturnType<typeof prepareRun>>["context"]): string {
  const faults = context.target.referenceFaults;
  return context.target.kind === "embedded"
    ? `embedded reference${faults.length ? ` with faults ${faults.join(", ")}` : ""}`
    : [context.target.baseUrl, context.target.legacyBaseUrl].filter(Boolean).join(" and ");
}

function log(o: RunOptions, text: string): void {
  if (o.console !== "none") console.log(text);
}
