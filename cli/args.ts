// The command line of `conformance`: usage text, each command's options, and one parser that checks a command
// line without running it (main.ts runs it; the README test checks every documented command through it).
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { Config, Flags } from "../harness/config/config.js";
import { MANIFEST } from "./manifest.js";
import { CONSOLE_REPORTERS } from "./console-reporters.js";
import { HarnessError } from "../harness/outcomes/errors.js";
import { didYouMean } from "../harness/config/did-you-mean.js";
import type { Shard } from "./verdict.js";

export const USAGE = `usage:
  conformance run [options]              run the suite (against the embedded reference unless CONFORMANCE_BASE_URL… are set)
      --area <name>        one area (repeatable): legacy-token, schedules, identity-verification, b2b
      --filter <prefix>    only tests whose id starts with the prefix (repeatable), e.g. D-TOKEN-
      --profile <path>     target profile JSON (same as CONFORMANCE_PROFILE)
      --seed <any>         seed of generated data, any string such as a CI run id (same as CONFORMANCE_SEED)
      --time-mode <mode>   controlled, real or off (same as CONFORMANCE_TIME_MODE)
      --max-workers <n>    areas run at once, a worker each (same as CONFORMANCE_MAX_WORKERS; default: all in one worker)
      --max-in-flight <n>  requests in flight at most per target origin (same as CONFORMANCE_MAX_IN_FLIGHT; default 64)
      --max-rate <n>       requests a second at most per target origin (same as CONFORMANCE_MAX_RATE; default: learned)
      --reports <dir>      where reports go (same as CONFORMANCE_REPORTS_DIR)
      --baseline <file>    known failures: listed failures pass the gate, stale entries fail it (same as CONFORMANCE_BASELINE)
      --shard <i/n>        run the i-th of n shares of the tests (merge them with conformance merge)
      --console <style>    ${CONSOLE_REPORTERS.join(", ")} (default: tree on a terminal, compact in CI or when piped)
      --image <image>      run a local image in a container and test it (repeatable: one run and verdict per image)
  conformance report [--reports <dir>] [--history <file>] [--profile <path>]
                                         HTML reports (Allure 3, multi-page and single-file) with trends
  conformance verify <bundle-dir> [--digest <sha256>]
                                         check the bundle against its ${MANIFEST}
  conformance compare <old.json> <new.json> [--markdown]
                                         regressions, fixes, new and removed tests; exit 1 on a regression
  conformance list [--area <name>]… [--filter <prefix>]… [--json]
                                         the tests with ids, requirements, open points and profile needs, without running
                                         (--filter as for run: tests whose id starts with a prefix)
  conformance merge <shard-dir>… [--reports <dir>] [--baseline <file>] [--profile <path>]
                                         one bundle and one verdict from the shards of a run
  conformance profile init [--area <name>]… [--out <file> [--force]]
                                         a skeleton profile: the embedded reference's values as examples, every key described
                                         in its "$comment"; an existing file is replaced only with --force
  conformance profile check [--profile <path>] [--area <name>]…
                                         validate a profile and probe the target with it (area A, test mode, only what it
                                         creates): one line per key; exit 2 when a key does not fit the target. Needs the
                                         variables of the selected areas only (default: area A)
  conformance reference [--exports <file>]
                                         the embedded reference as a process of its own on 127.0.0.1, until Ctrl-C or
                                         SIGTERM: prints its base URLs, profile and made-up credentials as shell exports
                                         (also written to --exports <file>, removed when it stops); honours
                                         CONFORMANCE_REFERENCE_FAULTS and CONFORMANCE_REFERENCE_DIALECT

Exit codes: 0 no conformance failure, 1 conformance failures (or a regression, a failed gate, a changed bundle),
2 the command could not be carried out. Configuration: CONFORMANCE_* variables (README.md, "Configuration").`;

/** A command line the CLI cannot take; `showUsage` for one that gives no command at all. */
export class UsageError extends Error {
  constructor(message: string, readonly showUsage = false) {
    super(message);
  }
}

type Options = NonNullable<ParseArgsConfig["options"]>;
const str = { type: "string" } as const;
const many = { type: "string", multiple: true } as const;

/** Each command's options, how many positionals it takes, and which flags are configuration keys. */
export const COMMANDS = {
  run: {
    options: { area: many, filter: many, profile: str, seed: str, "time-mode": str, "max-workers": str, "max-in-flight": str, "max-rate": str, reports: str, console: str, baseline: str, shard: str, image: many },
    positionals: [0, 0],
    config: { area: "areas", profile: "profilePath", seed: "seed", "time-mode": "timeMode", "max-workers": "maxWorkers", "max-in-flight": "maxInFlight", "max-rate": "maxRate", reports: "reportsDir", baseline: "baseline", image: "images" },
  },
  report: { options: { reports: str, history: str, profile: str }, positionals: [0, 0], config: { reports: "reportsDir", history: "historyPath", profile: "profilePath" } },
  verify: { options: { digest: str }, positionals: [1, 1], config: {} },
  compare: { options: { markdown: { type: "boolean" } }, positionals: [2, 2], config: {} },
  list: { options: { area: many, filter: many, json: { type: "boolean" } }, positionals: [0, 0], config: { area: "areas" } },
  merge: { options: { reports: str, baseline: str, profile: str }, positionals: [1, Infinity], config: { reports: "reportsDir", baseline: "baseline", profile: "profilePath" } },
  profile: { options: { area: many, out: str, profile: str, force: { type: "boolean" } }, positionals: [1, 1], config: { area: "areas", profile: "profilePath" } },
  reference: { options: { exports: str }, positionals: [0, 0], config: {} },
} satisfies Record<string, { options: Options; positionals: [number, number]; config: Partial<Record<string, keyof Config>> }>;

export type CommandName = keyof typeof COMMANDS;

export interface CommandLine {
  command: CommandName;
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
  /** The configuration flags, as the top layer of resolveConfig. */
  flags: Flags;
}

const POSITIONALS: Record<CommandName, string> = {
  run: "run takes no positional argument", report: "report takes no positional argument", verify: "verify takes one bundle directory",
  list: "list takes no positional argument", compare: "compare takes two conformance.json files: old, then new", merge: "merge takes one or more shard directories",
  profile: "profile takes init or check", reference: "reference takes no positional argument",
};

const PROFILE_ACTIONS = ["init", "check"];

/** Checks a command line without running anything: "help", "version", or a command with its options. */
export function parseCommandLine(argv: string[]): "help" | "version" | CommandLine {
  const [command, ...rest] = argv;
  if (command === "help" || command === "--help" || command === "-h" || rest.includes("--help") || rest.includes("-h")) return "help";
  if (command === "--version" || command === "version") return "version";
  if (command === undefined) throw new UsageError("no command given", true);
  if (!Object.hasOwn(COMMANDS, command)) throw new UsageError(`unknown command "${command}"${didYouMean(command, Object.keys(COMMANDS))}`);
  const name = command as CommandName;
  const spec = COMMANDS[name];
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: spec.options as Options, allowPositionals: spec.positionals[1] > 0 });
  } catch (err) {
    throw new UsageError(optionProblem(name, err as Error & { code?: string }));
  }
  const { values, positionals } = parsed;
  if (name === "profile" && PROFILE_ACTIONS.includes(positionals[0] ?? "") && positionals.length > 1) {
    throw new UsageError(`profile ${positionals[0]} takes no file argument ("${positionals[1]}"): name the profile with --${positionals[0] === "init" ? "out" : "profile"} <file>`);
  }
  if (positionals.length < spec.positionals[0] || positionals.length > spec.positionals[1]) throw new UsageError(POSITIONALS[name]);
  if (name === "profile" && !PROFILE_ACTIONS.includes(positionals[0]!)) throw new UsageError(`${POSITIONALS.profile}${didYouMean(positionals[0]!, PROFILE_ACTIONS)}`);
  if (name === "run") {
    if (values.console !== undefined && !(CONSOLE_REPORTERS as readonly string[]).includes(values.console as string)) {
      throw new UsageError(`--console must be one of ${CONSOLE_REPORTERS.join(", ")}`);
    }
    parseShard(values.shard as string | undefined);
  }
  if (name === "profile") {
    for (const only of positionals[0] === "init" ? ["profile"] : ["out", "force"]) {
      if (values[only] !== undefined) throw new UsageError(`--${only} is not an option of profile ${positionals[0]}`);
    }
  }
  return { command: name, values, positionals, flags: flags(values, spec.config) };
}

/** An option the command does not take, with the one it most likely meant; node's own words for the rest. */
function optionProblem(command: CommandName, err: Error & { code?: string }): string {
  const unknown = err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /'(-[^']*)'/.exec(err.message)?.[1] : undefined;
  if (!unknown) return err.message;
  const options = Object.keys(COMMANDS[command].options).map((o) => `--${o}`);
  const elsewhere = Object.entries(COMMANDS).filter(([, c]) => Object.hasOwn(c.options, unknown.replace(/^-+/, ""))).map(([n]) => n);
  const hint = didYouMean(unknown, options) || (elsewhere.length > 0 ? `; it is an option of ${elsewhere.join(", ")}` : "");
  return `unknown option ${unknown} of conformance ${command}${hint} (conformance ${command} --help lists its options)`;
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

export function parseShard(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const [index, count] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || index < 1 || index > count) throw new HarnessError(`--shard ${text} is not a shard`, "write it as i/n with 1 ≤ i ≤ n, e.g. --shard 1/2");
  return { index, count };
}
