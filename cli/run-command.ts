// `conformance run`: prepare the target, run the suites, judge, write the reports, print the verdict.
import { resolve } from "node:path";
import { prepareRun } from "../harness/target.js";
import { handOffRun } from "../harness/global-setup.js";
import { redactedConfig } from "../harness/config.js";
import { collectResults } from "./results.js";
import { judge } from "./verdict.js";
import { formatSummary } from "./console-summary.js";
import { conformanceDocument, writeJson } from "./conformance-json.js";
import { runVitest, type ConsoleReporter } from "./vitest-run.js";

export interface RunOptions {
  console: ConsoleReporter;
  filters: string[];
}

export async function runCommand(o: RunOptions): Promise<number> {
  const started = Date.now();
  const run = await prepareRun();
  const { context } = run;
  const reportsDir = resolve(context.config.reportsDir);
  try {
    const target = context.target.kind === "embedded"
      ? `embedded reference${context.target.referenceFaults.length ? ` with faults ${context.target.referenceFaults.join(", ")}` : ""}`
      : [context.target.baseUrl, context.target.legacyBaseUrl].filter(Boolean).join(" and ");
    log(o, `service-conformance: ${target}; areas ${context.config.areas.join(", ")}; profile "${context.profile.name}"; `
      + `time mode ${context.timeMode}; seed ${context.seed} (CONFORMANCE_SEED=${context.seed} reproduces the data)`);
    writeJson(reportsDir, "effective-config.json", redactedConfig(context.config));
    handOffRun(run);
    const outcome = await runVitest({ context, reportsDir, console: o.console, filters: o.filters });
    const { tests, problems } = collectResults(outcome.modules, outcome.unhandled);
    const judgement = judge(context.config.areas, tests, problems);
    const timing = { startedAt: new Date(started).toISOString(), durationMs: Date.now() - started };
    writeJson(reportsDir, "conformance.json", conformanceDocument(context, timing, judgement, tests, problems));
    log(o, formatSummary(judgement, tests, reportsDir));
    return judgement.exitCode;
  } finally {
    handOffRun(undefined);
    await run.close();
  }
}

function log(o: RunOptions, text: string): void {
  if (o.console !== "none") console.log(text);
}
