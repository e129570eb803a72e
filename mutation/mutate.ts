// `npm run mutate -- --area <area> [--files <file[:lines]>…] [--force] [--concurrency n]`: Stryker over the reference's
// code of one area (or `shared`), each mutant judged by that area's conformance run; reports in reports/mutation/<area>/.
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Stryker } from "@stryker-mutator/core";
import type { PartialStrykerOptions } from "@stryker-mutator/api/core";
import { ROOT } from "../harness/paths.js";
import { dialectsOf, filesOf, isTarget, judgesOf, TARGETS, type Target } from "./targets.js";
import { printSummary } from "./summary.js";

const USAGE = `usage: npm run mutate -- --area <${TARGETS.join("|")}> [--files <file[:lines]>…] [--force] [--concurrency n] [--dialects <d,…>]`;

interface Options { target: Target; files: string[]; force: boolean; concurrency: number; dialects?: string[] }

function parse(): Options {
  // `--files a b` and `--files a --files b` alike: the words after --files are files too.
  const { values, positionals } = parseArgs({
    options: { area: { type: "string" }, files: { type: "string", multiple: true }, force: { type: "boolean" }, concurrency: { type: "string" },
      dialects: { type: "string" } },
    allowPositionals: true,
  });
  if (positionals.length > 0 && !values.files) throw new Error(`unexpected ${positionals.join(" ")}\n${USAGE}`);
  if (!values.area || !isTarget(values.area)) throw new Error(`${values.area ? `unknown area ${values.area}` : "--area is required"}\n${USAGE}`);
  const concurrency = Number(values.concurrency ?? 2);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`--concurrency must be a whole number from 1\n${USAGE}`);
  const dialects = values.dialects?.split(",").map((d) => d.trim());
  const known = dialectsOf(values.area);
  if (dialects && (dialects.length === 0 || dialects.some((d) => !known.includes(d)))) throw new Error(`--dialects takes some of ${known.join(",")}\n${USAGE}`);
  return { target: values.area, files: [...(values.files ?? []), ...positionals], force: values.force ?? false, concurrency, dialects };
}

/**
 * `dialects`: a first pass judged by some of the target's dialects only (`--dialects default` finds area A's likely
 * survivors in minutes); its reports go to reports/mutation/<target>@<dialects>/, never mixed with the whole judgement's.
 */
export function strykerOptions(target: Target, files: string[], force: boolean, concurrency: number, dialects?: string[]): PartialStrykerOptions {
  const out = `reports/mutation/${target}${dialects ? `@${dialects.join(",")}` : ""}`;
  const here = (name: string) => resolve(ROOT, "mutation", name);
  return {
    testRunner: "conformance",
    conformance: { areas: judgesOf(target), dialects: dialects ?? dialectsOf(target) },
    plugins: [here("conformance-runner.ts"), here("fault-switches.ts")],
    ignorers: ["fault-switches"],
    // A part (--files) is still narrowed to the area's files: fault modules stay out whatever is asked.
    mutate: files.length > 0 ? [...files, ...filesOf(target).filter((f) => f.startsWith("!"))] : filesOf(target),
    coverageAnalysis: "perTest",
    // A change re-tests only the mutants it touched (the harness is not followed: after changing it, use --force).
    incremental: true,
    incrementalFile: `${out}/stryker-incremental.json`,
    force,
    concurrency,
    // Stryker's child processes load the TypeScript plugins; the checker process starts even without a checker.
    testRunnerNodeArgs: ["--import", here("runner-preload.mjs")],
    checkerNodeArgs: ["--import", here("runner-preload.mjs")],
    reporters: ["html", "json", "clear-text", "progress"],
    htmlReporter: { fileName: `${out}/mutation.html` },
    jsonReporter: { fileName: `${out}/mutation.json` },
    // The survivors with their diffs; not the list of every test, which runs to hundreds of lines for the shared code.
    clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportScoreTable: true },
    // A mutant's time is that of the tests covering it; a survivor then runs the whole area (twice, when a setup did
    // not finish), and a busy machine slows all of it. Only a mutant that hangs the reference needs the minute.
    // Area A's survivor runs in every dialect covering it, twice (its covering tests, then the whole run): a minute more
    // per dialect after the first, or a slow survivor would be taken for a hang (Stryker's timeout spans all of them).
    timeoutMS: 60_000 + 30_000 * ((dialects ?? dialectsOf(target)).length - 1),
    ignorePatterns: ["reports", ".env", ".vitest-reports", "*.log"],
    thresholds: { high: 100, low: 100, break: null },
    warnings: { unknownOptions: false },
  } as unknown as PartialStrykerOptions;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(ROOT, "mutation", "mutate.ts")) {
  let options;
  try {
    options = parse();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  // A forced run starts from nothing: Stryker would otherwise carry over the results of files no longer mutated.
  const stryker = strykerOptions(options.target, options.files, options.force, options.concurrency, options.dialects);
  if (options.force) rmSync(resolve(ROOT, stryker.incrementalFile as string), { force: true });
  const startedAt = Date.now();
  const results = await new Stryker(stryker).runMutationTest();
  printSummary(options.target, results, Date.now() - startedAt, options.dialects);
}
