// The `conformance` command: parses arguments, dispatches to a command, and turns setup errors into exit code 2.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { resolve } from "node:path";
import { isHarnessError, HarnessError } from "../harness/errors.js";
import { loadConfig } from "../harness/config.js";
import { runCommand } from "./run-command.js";
import { CONSOLE_REPORTERS, type ConsoleReporter } from "./vitest-run.js";
import { generateReport } from "./report-command.js";
import { verifyManifest, MANIFEST } from "./manifest.js";
import { readDocument } from "./conformance-json.js";
import { compare, comparisonText } from "./compare.js";
import { mergeShards } from "./merge.js";
import { runOnImages } from "./container.js";

const USAGE = `usage:
  conformance run [options]              run the suite (against the embedded reference unless CONFORMANCE_BASE_URL… are set)
      --area <name>        one area (repeatable): legacy-token, schedules, identity-verification, b2b
      --filter <prefix>    only tests whose id starts with the prefix (repeatable), e.g. D-TOKEN-
      --profile <path>     target profile JSON (same as CONFORMANCE_PROFILE)
      --seed <n>           seed of generated data (same as CONFORMANCE_SEED)
      --time-mode <mode>   controlled, real or off (same as CONFORMANCE_TIME_MODE)
      --reports <dir>      where reports go (same as CONFORMANCE_REPORTS_DIR)
      --baseline <file>    known failures: listed failures pass the gate, stale entries fail it
      --shard <i/n>        run the i-th of n shares of the tests (merge them with conformance merge)
      --console <style>    ${CONSOLE_REPORTERS.join(", ")} (default tree)
      --image <image>      run a local image in a container and test it (repeatable: one run and verdict per image)
  conformance report [--reports <dir>] [--history <file>]
                                         HTML reports (Allure 3, multi-page and single-file) with trends
  conformance verify <bundle-dir> [--digest <sha256>]
                                         check the bundle against its ${MANIFEST}
  conformance compare <old.json> <new.json> [--markdown]
                                         regressions, fixes, new and removed tests; exit 1 on a regression
  conformance merge <shard-dir>… [--reports <dir>] [--baseline <file>]
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

/** Flags override the environment, which the configuration module reads. */
function flagsToEnv(values: Record<string, unknown>, map: Record<string, string>): void {
  for (const [flag, env] of Object.entries(map)) {
    const value = values[flag];
    if (typeof value === "string") process.env[env] = value;
  }
}

async function run(args: string[]): Promise<number> {
  const { values: v } = parse(args, {
    area: { type: "string", multiple: true }, filter: { type: "string", multiple: true },
    profile: { type: "string" }, seed: { type: "string" }, "time-mode": { type: "string" }, reports: { type: "string" },
    console: { type: "string" }, baseline: { type: "string" }, shard: { type: "string" }, image: { type: "string", multiple: true },
  });
  flagsToEnv(v, { profile: "CONFORMANCE_PROFILE", seed: "CONFORMANCE_SEED", "time-mode": "CONFORMANCE_TIME_MODE", reports: "CONFORMANCE_REPORTS_DIR" });
  if (v.area) process.env.CONFORMANCE_AREAS = v.area.join(",");
  if (v.image) process.env.CONFORMANCE_IMAGE = v.image.join(",");
  const consoleStyle = (v.console ?? "tree") as ConsoleReporter;
  if (!CONSOLE_REPORTERS.includes(consoleStyle)) throw new UsageError(`--console must be one of ${CONSOLE_REPORTERS.join(", ")}`);
  return runOnImages(process.env, () => runCommand({ console: consoleStyle, filters: v.filter ?? [], baseline: v.baseline, shard: v.shard }));
}

async function report(args: string[]): Promise<number> {
  const { values: v } = parse(args, { reports: { type: "string" }, history: { type: "string" } });
  flagsToEnv(v, { reports: "CONFORMANCE_REPORTS_DIR", history: "CONFORMANCE_HISTORY_PATH" });
  const config = loadConfig();
  const dir = resolve(config.reportsDir);
  const out = generateReport(dir, config.historyPath ?? resolve(dir, "history.jsonl"));
  console.log(`HTML report: ${out.multiPage} (serve the folder over HTTP)\nsingle file: ${out.singleFile} (opens from file://)\n`
    + `history: ${out.historyPath}\nmanifest digest: ${out.digest}`);
  return 0;
}

async function verify(args: string[]): Promise<number> {
  const { values: v, positionals } = parse(args, { digest: { type: "string" } }, true);
  if (positionals.length !== 1) throw new UsageError("verify takes one bundle directory");
  const dir = resolve(positionals[0]!);
  const result = verifyManifest(dir);
  if (!result) throw new HarnessError(`${dir} has no ${MANIFEST}`, "give the reports directory of a run (it holds the manifest)");
  const problems = [...result.changed.map((f) => `changed: ${f}`), ...result.missing.map((f) => `missing: ${f}`), ...result.added.map((f) => `not in the manifest: ${f}`)];
  if (v.digest && v.digest !== result.digest) problems.unshift(`the manifest itself differs from the recorded digest (${result.digest})`);
  console.log(problems.length === 0 ? `bundle intact: every file matches ${MANIFEST} (digest ${result.digest})` : `bundle changed:\n  ${problems.join("\n  ")}`);
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
  const { values: v, positionals } = parse(args, { reports: { type: "string" }, baseline: { type: "string" } }, true);
  flagsToEnv(v, { reports: "CONFORMANCE_REPORTS_DIR" });
  const out = resolve(loadConfig().reportsDir);
  const merged = mergeShards(positionals, out, v.baseline);
  const counts = merged.doc.areas.map((a) => `${a.area}: ${a.tests.passed} passed, ${a.tests.failed} failed, ${a.tests.pending} pending`).join("; ");
  console.log(`merged ${positionals.length} shards into ${out}\n${counts}\nVerdict: ${merged.doc.verdict}\n${merged.doc.reasons.map((r) => `  - ${r}`).join("\n")}\nmanifest digest: ${merged.digest}`);
  return merged.exitCode;
}

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = { run, report, verify, compare: compareCommand, merge };

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
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
