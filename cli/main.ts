// The `conformance` command: parses arguments, maps flags onto configuration, and turns setup errors into exit code 2.
import { parseArgs } from "node:util";
import { isHarnessError } from "../harness/errors.js";
import { runCommand } from "./run-command.js";
import { CONSOLE_REPORTERS, type ConsoleReporter } from "./vitest-run.js";

const USAGE = `usage: conformance run [options]

  --area <name>        run one area (repeatable): legacy-token, schedules, identity-verification, b2b
  --filter <prefix>    run only tests whose id starts with the prefix (repeatable), e.g. D-TOKEN-
  --profile <path>     target profile JSON (same as CONFORMANCE_PROFILE)
  --seed <n>           seed of generated data (same as CONFORMANCE_SEED)
  --time-mode <mode>   controlled, real or off (same as CONFORMANCE_TIME_MODE)
  --reports <dir>      where reports go (same as CONFORMANCE_REPORTS_DIR)
  --console <style>    ${CONSOLE_REPORTERS.join(", ")} (default tree)

Exit codes: 0 no conformance failure, 1 conformance failures, 2 the run could not be made.
Configuration: environment variables CONFORMANCE_* (README.md, "Configuration").`;

/** Flags override the environment, which the configuration module reads. */
const FLAG_ENV: Record<string, string> = {
  profile: "CONFORMANCE_PROFILE", seed: "CONFORMANCE_SEED", "time-mode": "CONFORMANCE_TIME_MODE", reports: "CONFORMANCE_REPORTS_DIR",
};

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== "run") throw new UsageError(`unknown command "${command}"`);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: {
        area: { type: "string", multiple: true }, filter: { type: "string", multiple: true },
        profile: { type: "string" }, seed: { type: "string" }, "time-mode": { type: "string" },
        reports: { type: "string" }, console: { type: "string" },
      },
      allowPositionals: false,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const v = parsed.values;
  for (const [flag, env] of Object.entries(FLAG_ENV)) {
    const value = v[flag as keyof typeof v];
    if (typeof value === "string") process.env[env] = value;
  }
  if (v.area) process.env.CONFORMANCE_AREAS = v.area.join(",");
  const consoleStyle = (v.console ?? "tree") as ConsoleReporter;
  if (!CONSOLE_REPORTERS.includes(consoleStyle)) throw new UsageError(`--console must be one of ${CONSOLE_REPORTERS.join(", ")}`);
  return runCommand({ console: consoleStyle, filters: v.filter ?? [] });
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
