// The `conformance` command: parses arguments, dispatches to a command, and turns setup errors into exit code 2.
// Each command loads its own modules when it runs: help, list or verify need not load vitest and the run pipeline.
import { dirname } from "node:path";
import { isHarnessError, HarnessError } from "../harness/outcomes/errors.js";
import { AREAS, pathIn, resolveConfig, type ResolvedConfig } from "../harness/config/config.js";
import type { ConsoleReporter } from "./console-reporters.js";
import { MANIFEST } from "./manifest.js";
import { parseCommandLine, parseShard, USAGE, UsageError, type CommandLine, type CommandName } from "./args.js";
import { redactStandardStreams } from "./redacted-streams.js";

/** The per-test tree on a terminal; in CI or when piped, the compact form (a CI log is read, not watched). */
function defaultConsole({ environment }: ResolvedConfig): ConsoleReporter {
  return process.stdout.isTTY && !environment.ci ? "tree" : "compact";
}

const str = (v: unknown) => v as string | undefined;

type Handler = (line: CommandLine, resolved: ResolvedConfig) => Promise<number>;

const run: Handler = async ({ values: v }, resolved) => {
  const consoleStyle = (v.console ?? defaultConsole(resolved)) as ConsoleReporter;
  const shard = parseShard(str(v.shard));
  const [{ runOnImages }, { executeRun }, { checkReportsFolder }] = await Promise.all([import("./container.js"), import("./pipeline.js"), import("./reports-path.js")]);
  // Before any container starts: each run checks its own folder again (an image matrix writes one per image inside it).
  checkReportsFolder(resolved.paths.reportsDir, resolved.paths.historyPath, (resolved.config.images ?? []).length <= 1);
  return runOnImages(resolved, async (target, extraOutputs) =>
    (await executeRun(target, { console: consoleStyle, filters: (v.filter as string[] | undefined) ?? [], shard, extraOutputs })).exitCode);
};

const report: Handler = async (_, resolved) => {
  const { generateReport } = await import("./report-command.js");
  const out = generateReport(resolved);
  console.log(`HTML report: ${out.multiPage} (serve ${dirname(dirname(out.multiPage))} over HTTP and open awesome/)\nsingle file: ${out.singleFile} (opens from file://)\n`
    + `history: ${out.historyPath}\nthe run's manifest holds for every file of its bundle, and its digest is unchanged: ${out.runDigest}\n`
    + `the HTML report is sealed by its own manifest (${out.htmlManifest}), digest ${out.htmlDigest}`);
  return 0;
};

const verify: Handler = async ({ values: v, positionals }, { cwd, paths }) => {
  const dir = pathIn(cwd, positionals[0]!);
  const [{ verifyBundle }, { historyIn }] = await Promise.all([import("./manifest.js"), import("./reports-path.js")]);
  const history = historyIn(dir, paths.historyPath);
  const result = verifyBundle(dir, history ? [history.split(/[\\/]/).join("/")] : []);
  if (!result) throw new HarnessError(`${dir} has no ${MANIFEST}`, "give the reports directory of a run (it holds the manifest)");
  const problems = [...result.changed.map((f) => `changed: ${f}`), ...result.missing.map((f) => `missing: ${f}`), ...result.added.map((f) => `not in the manifest: ${f}`)];
  if (v.digest && v.digest !== result.digest) problems.unshift(`the manifest itself differs from the recorded digest (${result.digest})`);
  const html = result.htmlDigest ? `; HTML report sealed separately, digest ${result.htmlDigest}` : "";
  console.log(problems.length === 0 ? `bundle intact: every file matches ${MANIFEST} (digest ${result.digest}${html})` : `bundle changed:\n  ${problems.join("\n  ")}`);
  const noVerdict = (await import("./stopped-run.js")).noVerdictIn(dir);
  if (noVerdict) console.log(noVerdict);
  return problems.length === 0 ? 0 : 1;
};

const compareCommand: Handler = async ({ values: v, positionals }, { cwd }) => {
  const [{ compare, comparisonText }, { readDocument }] = await Promise.all([import("./compare.js"), import("./conformance-json.js")]);
  const c = compare(readDocument(pathIn(cwd, positionals[0]!)), readDocument(pathIn(cwd, positionals[1]!)));
  console.log(comparisonText(c, !!v.markdown));
  return c.regressions.length > 0 ? 1 : 0;
};

const merge: Handler = async ({ positionals }, resolved) => {
  const { mergeShards } = await import("./merge.js");
  const merged = mergeShards(positionals.map((d) => pathIn(resolved.cwd, d)), resolved);
  const counts = merged.doc.areas.map((a) => `${a.area}: ${a.tests.passed} passed, ${a.tests.failed} failed, ${a.tests.pending} pending`).join("; ");
  console.log(`merged ${positionals.length} shards into ${merged.reportsDir}\n${counts}\nVerdict: ${merged.doc.verdict}\n${merged.doc.reasons.map((r) => `  - ${r}`).join("\n")}\nmanifest digest: ${merged.digest}`);
  return merged.exitCode;
};

const list: Handler = async ({ values: v }, { config }) => {
  const { listTests, listText } = await import("./list-command.js");
  const tests = await listTests(config.areas ?? AREAS, (v.filter as string[] | undefined) ?? []);
  console.log(v.json ? JSON.stringify(tests, null, 2) : listText(tests));
  return 0;
};

const profile: Handler = async ({ values: v, positionals }, resolved) => {
  const [{ profileCheck, profileInit }, { referenceDialect }] = await Promise.all([import("./profile-command.js"), import("../harness/target/reference-dialects.js")]);
  if (positionals[0] === "check") return profileCheck(resolved);
  const { config, cwd } = resolved;
  return profileInit(config.areas, str(v.out), referenceDialect(config.referenceDialect).profile, cwd, v.force === true);
};

const reference: Handler = async ({ values: v }, resolved) => (await import("./reference-command.js")).serveReference(resolved, str(v.exports));

const HANDLERS: Record<CommandName, Handler> = { run, report, verify, compare: compareCommand, list, merge, profile, reference };

/**
 * Every command resolves the same configuration first, so a bad value (in the environment, .env, a flag or the
 * profile) stops each of them alike, with one error naming it and the fix.
 */
async function main(argv: string[]): Promise<number> {
  redactStandardStreams();
  const line = parseCommandLine(argv);
  if (line === "help") console.log(USAGE);
  if (line === "version") console.log(`service-conformance ${(await import("./conformance-json.js")).SUITE_VERSION}`);
  return typeof line === "string" ? 0 : HANDLERS[line.command](line, resolveConfig({ flags: line.flags }));
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (isHarnessError(err)) console.error(`conformance: ${err.problem}\n  fix: ${err.fix}`);
    else if (err instanceof UsageError) console.error(`conformance: ${err.message}${err.showUsage ? `\n\n${USAGE}` : ""}`);
    else console.error(`conformance: internal error (please report): ${(err as Error)?.stack ?? String(err)}`);
    process.exitCode = 2;
  },
);
