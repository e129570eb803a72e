// The `conformance` command: parses arguments, dispatches to a command, and turns setup errors into exit code 2.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { join, resolve } from "node:path";
import { isHarnessError, HarnessError } from "../harness/errors.js";
import { resolveConfig, type Config, type Flags, type ResolvedConfig } from "../harness/config.js";
import { executeRun, parseShard } from "./pipeline.js";
import { CONSOLE_REPORTERS, type ConsoleReporter } from "./suite-session.js";
import { SUITE_VERSION } from "./conformance-json.js";
import { generateReport } from "./report-command.js";
import { verifyBundle, MANIFEST } from "./manifest.js";
import { readDocument } from "./conformance-json.js";
import { compare, comparisonText } from "./compare.js";
import { mergeShards } from "./merge.js";
import { runOnImages } from "./container.js";

const USAGE = `usage:
  conformance run [options]              run the suite (against the embedded reference unless CONFORMANCE_BASE_URL… are set)
      --area <name>        one area (repeatable): legacy-token, schedules, identity-verification, b2b
      --filter <prefix>    only tests whose id starts with the prefix (repeatable), e.g. D-TOKEN-
      --profile <path>     target profile JSON (same as CONFORMANCE_PROFILE)
      --seed <any>         seed of generated data, any string such as a CI run id (same as CONFORMANCE_SEED)
      --time-mode <mode>   controlled, real or off (same as CONFORMANCE_TIME_MODE)
      --reports <dir>      where reports go (same as CONFORMANCE_REPORTS_DIR)
      --baseline <file>    known failures: listed failures pass the gate, stale entries fail it
      --shard <i/n>        run the i-th of n shares of the tests (merge them with conformance merge)
      --console <style>    ${CONSOLE_REPORTERS.join(", ")} (default tree)
      --image <image>      run a local image in a container and test it (repeatable: one run and verdict per image)
  conformance report [--reports <dir>] [--history <file>] [--profile <path>]
                                         HTML reports (Allure 3, multi-page and single-file) with trends
  conformance verify <bundle-dir> [--digest <sha256>]
                                         check the bundle against its ${MANIFEST}
  conformance compare <old.json> <new.json> [--markdown]
                                         regressions, fixes, new and removed tests; exit 1 on a regression
  conformance merge <shard-dir>… [--reports <dir>] [--baseline <file>] [--profile <path>]
                                         one bundle and one verdict from the shards of a run

Exit codes: 0 no conformance failure, 1 conformance failures (or a regression, a failed gate, a changed bundle),
2 the command could not be carried out. Configuration: CONFORMANCE_* variables (README.md, "Configuration").`;

class UsageError extends Error {}

function parse<T extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: T, positionals = false) {
  try {
    return parseArgs({ args, options, allowPositionals: positionals });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** Flags become the top layer of the configuration, labelled as the user wrote them. */
function flags(values: Record<string, unknown>, map: Partial<Record<string, keyof Config>>): Flags {
  const out: Flags = {};
  for (const [flag, field] of Object.entries(map)) {
    const value = values[flag];
    if (typeof value === "string") out[field!] = [value, `--${flag}`];
    if (Array.isArray(value)) out[field!] = [value.join(","), `--${flag}`];
  }
  return out;
}

const RUN_FLAGS = { area: "areas", profile: "profilePath", seed: "seed", "time-mode": "timeMode", reports: "reportsDir", image: "images" } as const;

async function run(args: string[]): Promise<number> {
  const { values: v } = parse(args, {
    area: { type: "string", multiple: true }, filter: { type: "string", multiple: true },
    profile: { type: "string" }, seed: { type: "string" }, "time-mode": { type: "string" }, reports: { type: "string" },
    console: { type: "string" }, baseline: { type: "string" }, shard: { type: "string" }, image: { type: "string", multiple: true },
  });
  const consoleStyle = (v.console ?? "tree") as ConsoleReporter;
  if (!CONSOLE_REPORTERS.includes(consoleStyle)) throw new UsageError(`--console must be one of ${CONSOLE_REPORTERS.join(", ")}`);
  const shard = parseShard(v.shard);
  const resolved = resolveConfig({ flags: flags(v, RUN_FLAGS) });
  return runOnImages(resolved, async (target, extraOutputs) =>
    (await executeRun(target, { console: consoleStyle, filters: v.filter ?? [], baseline: v.baseline, shard, extraOutputs })).exitCode);
}

function reportsOf(resolved: ResolvedConfig): string {
  return resolve(resolved.cwd, resolved.config.reportsDir);
}

async function report(args: string[]): Promise<number> {
  const { values: v } = parse(args, { reports: { type: "string" }, history: { type: "string" }, profile: { type: "string" } });
  const resolved = resolveConfig({ flags: flags(v, { reports: "reportsDir", history: "historyPath", profile: "profilePath" }) });
  const dir = reportsOf(resolved);
  const out = generateReport(dir, resolve(resolved.cwd, resolved.config.historyPath ?? join(dir, "history.jsonl")));
  console.log(`HTML report: ${out.multiPage} (serve the folder over HTTP)\nsingle file: ${out.singleFile} (opens from file://)\n`
    + `history: ${out.historyPath}\nthe run's manifest digest is unchanged: ${out.runDigest}\n`
    + `the HTML report is sealed by its own manifest (${out.htmlManifest}), digest ${out.htmlDigest}`);
  return 0;
}

async function verify(args: string[]): Promise<number> {
  const { values: v, positionals } = parse(args, { digest: { type: "string" } }, true);
  if (positionals.length !== 1) throw new UsageError("verify takes one bundle directory");
  const dir = resolve(positionals[0]!);
  const result = verifyBundle(dir);
  if (!result) throw new HarnessError(`${dir} has no ${MANIFEST}`, "give the reports directory of a run (it holds the manifest)");
  const problems = [...result.changed.map((f) => `changed: ${f}`), ...result.missing.map((f) => `missing: ${f}`), ...result.added.map((f) => `not in the manifest: ${f}`)];
  if (v.digest && v.digest !== result.digest) problems.unshift(`the manifest itself differs from the recorded digest (${result.digest})`);
  const html = result.htmlDigest ? `; HTML report sealed separately, digest ${result.htmlDigest}` : "";
  console.log(problems.length === 0 ? `bundle intact: every file matches ${MANIFEST} (digest ${result.digest}${html})` : `bundle changed:\n  ${problems.join("\n  ")}`);
  return problems.length === 0 ? 0 : 1;
}

async function compareCommand(args: string[]): Promise<number> {
  const { values: v, positionals } = parse(args, { markdown: { type: "boolean" } }, true);
  if (positionals.length !== 2) throw new UsageError("compare takes two conformance.json files: old, then new");
  const c = compare(readDocument(resolve(positionals[0]!)), readDocument(resolve(positionals[1]!)));
  console.log(comparisonText(c, !!v.markdown));
  return c.regressions.length > 0 ? 1 : 0;
}

async function merge(args: string[]): Promise<number> {
  const { values: v, positionals } = parse(args, { reports: { type: "string" }, baseline: { type: "string" }, profile: { type: "string" } }, true);
  const resolved = resolveConfig({ flags: flags(v, { reports: "reportsDir", profile: "profilePath" }) });
  const out = reportsOf(resolved);
  const merged = mergeShards(positionals, out, v.baseline);
  const counts = merged.doc.areas.map((a) => `${a.area}: ${a.tests.passed} passed, ${a.tests.failed} failed, ${a.tests.pending} pending`).join("; ");
  console.log(`merged ${positionals.length} shards into ${out}\n${counts}\nVerdict: ${merged.doc.verdict}\n${merged.doc.reasons.map((r) => `  - ${r}`).join("\n")}\nmanifest digest: ${merged.digest}`);
  return merged.exitCode;
}

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = { run, report, verify, compare: compareCommand, merge };

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "help" || command === "--help" || command === "-h" || rest.includes("--help") || rest.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  if (command === "--version" || command === "version") {
    console.log(`service-conformance ${SUITE_VERSION}`);
    return 0;
  }
  const handler = command === undefined ? undefined : COMMANDS[command];
  if (!handler) throw new UsageError(command === undefined ? "no command given" : `unknown command "${command}"`);
  return handler(rest);
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
