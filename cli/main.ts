// The `conformance` command: parses arguments, dispatches to a command, and turns setup errors into exit code 2.
import { join, resolve } from "node:path";
import { isHarnessError, HarnessError } from "../harness/errors.js";
import { AREAS, loadConfig, rawEnvironment, resolveConfig, type ResolvedConfig } from "../harness/config.js";
import { listTests, listText } from "./list-command.js";
import { executeRun, parseShard } from "./pipeline.js";
import type { ConsoleReporter } from "./suite-session.js";
import { SUITE_VERSION } from "./conformance-json.js";
import { generateReport } from "./report-command.js";
import { verifyBundle, MANIFEST } from "./manifest.js";
import { readDocument } from "./conformance-json.js";
import { compare, comparisonText } from "./compare.js";
import { mergeShards } from "./merge.js";
import { runOnImages } from "./container.js";
import { profileCheck, profileInit } from "./profile-command.js";
import { referenceDialect } from "../harness/reference-dialects.js";
import { parseCommandLine, USAGE, UsageError, type CommandLine, type CommandName } from "./args.js";

/** The per-test tree on a terminal; in CI or when piped, the compact form (a CI log is read, not watched). */
function defaultConsole(): ConsoleReporter {
  const ci = rawEnvironment().CI;
  return process.stdout.isTTY && (ci === undefined || ci === "" || ci === "false" || ci === "0") ? "tree" : "compact";
}

const str = (v: unknown) => v as string | undefined;

async function run({ values: v, flags }: CommandLine): Promise<number> {
  const consoleStyle = (v.console ?? defaultConsole()) as ConsoleReporter;
  const shard = parseShard(str(v.shard));
  const resolved = resolveConfig({ flags });
  return runOnImages(resolved, async (target, extraOutputs) =>
    (await executeRun(target, { console: consoleStyle, filters: (v.filter as string[] | undefined) ?? [], baseline: str(v.baseline), shard, extraOutputs })).exitCode);
}

function reportsOf(resolved: ResolvedConfig): string {
  return resolve(resolved.cwd, resolved.config.reportsDir);
}

async function report({ flags }: CommandLine): Promise<number> {
  const resolved = resolveConfig({ flags });
  const dir = reportsOf(resolved);
  const out = generateReport(dir, resolve(resolved.cwd, resolved.config.historyPath ?? join(dir, "history.jsonl")));
  console.log(`HTML report: ${out.multiPage} (serve the folder over HTTP)\nsingle file: ${out.singleFile} (opens from file://)\n`
    + `history: ${out.historyPath}\nthe run's manifest digest is unchanged: ${out.runDigest}\n`
    + `the HTML report is sealed by its own manifest (${out.htmlManifest}), digest ${out.htmlDigest}`);
  return 0;
}

async function verify({ values: v, positionals }: CommandLine): Promise<number> {
  const dir = resolve(positionals[0]!);
  const result = verifyBundle(dir);
  if (!result) throw new HarnessError(`${dir} has no ${MANIFEST}`, "give the reports directory of a run (it holds the manifest)");
  const problems = [...result.changed.map((f) => `changed: ${f}`), ...result.missing.map((f) => `missing: ${f}`), ...result.added.map((f) => `not in the manifest: ${f}`)];
  if (v.digest && v.digest !== result.digest) problems.unshift(`the manifest itself differs from the recorded digest (${result.digest})`);
  const html = result.htmlDigest ? `; HTML report sealed separately, digest ${result.htmlDigest}` : "";
  console.log(problems.length === 0 ? `bundle intact: every file matches ${MANIFEST} (digest ${result.digest}${html})` : `bundle changed:\n  ${problems.join("\n  ")}`);
  return problems.length === 0 ? 0 : 1;
}

async function compareCommand({ values: v, positionals }: CommandLine): Promise<number> {
  const c = compare(readDocument(resolve(positionals[0]!)), readDocument(resolve(positionals[1]!)));
  console.log(comparisonText(c, !!v.markdown));
  return c.regressions.length > 0 ? 1 : 0;
}

async function merge({ values: v, positionals, flags }: CommandLine): Promise<number> {
  const resolved = resolveConfig({ flags });
  const out = reportsOf(resolved);
  const merged = mergeShards(positionals, out, str(v.baseline));
  const counts = merged.doc.areas.map((a) => `${a.area}: ${a.tests.passed} passed, ${a.tests.failed} failed, ${a.tests.pending} pending`).join("; ");
  console.log(`merged ${positionals.length} shards into ${out}\n${counts}\nVerdict: ${merged.doc.verdict}\n${merged.doc.reasons.map((r) => `  - ${r}`).join("\n")}\nmanifest digest: ${merged.digest}`);
  return merged.exitCode;
}

async function list({ values: v, flags }: CommandLine): Promise<number> {
  const areas = flags.areas ? loadConfig({ env: {}, flags: { areas: flags.areas } }).areas! : AREAS;
  const tests = await listTests(areas);
  console.log(v.json ? JSON.stringify(tests, null, 2) : listText(tests));
  return 0;
}

async function profile({ values: v, positionals, flags }: CommandLine): Promise<number> {
  if (positionals[0] === "check") return profileCheck(resolveConfig({ flags }));
  const config = loadConfig({ flags });
  return profileInit(flags.areas ? config.areas : undefined, str(v.out), referenceDialect(config.referenceDialect).profile);
}

const HANDLERS: Record<CommandName, (line: CommandLine) => Promise<number>> = { run, report, verify, compare: compareCommand, list, merge, profile };

async function main(argv: string[]): Promise<number> {
  const line = parseCommandLine(argv);
  if (line === "help") console.log(USAGE);
  if (line === "version") console.log(`service-conformance ${SUITE_VERSION}`);
  return typeof line === "string" ? 0 : HANDLERS[line.command](line);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (isHarnessError(err)) console.error(`conformance: ${err.problem}\n  fix: ${err.fix}`);
    else if (err instanceof UsageError) console.error(`conformance: ${err.message}\n\n${USAGE}`);
    else console.error(`conformance: internal error (please report): ${(err as Error)?.stack ?? String(err)}`);
    process.exitCode = 2;
  },
);
