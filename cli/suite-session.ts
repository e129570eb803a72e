// One vitest instance for the selected area projects; the run context reaches the workers through provide().
// `conformance run` uses a session once; the fault meta-test keeps one open across its runs.
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createVitest, type TestModule, type Vitest } from "vitest/node";
import type { Area } from "../harness/areas.js";
import { ROOT } from "../harness/paths.js";
import type { RunContext } from "../harness/target.js";

/** vitest's reporters by name, "compact" (nothing per test: the run's summary gives one line per failure) and "none". */
export const CONSOLE_REPORTERS = ["tree", "verbose", "default", "dot", "compact", "none"] as const;
export type ConsoleReporter = (typeof CONSOLE_REPORTERS)[number];

export interface SessionOptions {
  areas: Area[];
  reportsDir: string;
  console: ConsoleReporter;
  /** Test id prefixes; only tests whose id starts with one of them run. */
  filters: string[];
  /** vitest's shard, "i/n". */
  shard?: string;
}

export interface SuiteOutcome {
  modules: readonly TestModule[];
  unhandled: readonly unknown[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function idPattern(prefixes: string[]): string | undefined {
  return prefixes.length === 0 ? undefined : `^(?:${prefixes.map(escape).join("|")})`;
}

export class SuiteSession {
  private constructor(
    private readonly vitest: Vitest,
    readonly options: SessionOptions,
  ) {}

  static async open(o: SessionOptions): Promise<SuiteSession> {
    const allure = [join(ROOT, "harness", "allure-reporter.ts"), { resultsDir: allureResultsOf(o.reportsDir), reportMatchers: false }];
    const vitest = await createVitest("test", {
      root: ROOT,
      config: join(ROOT, "vitest.config.ts"),
      watch: false,
      project: o.areas,
      reporters: (o.console === "none" || o.console === "compact" ? [allure] : [o.console, allure]) as never,
      testNamePattern: idPattern(o.filters),
      passWithNoTests: true,
      shard: o.shard,
    });
    return new SuiteSession(vitest, o);
  }

  /** Runs the selected tests once against the context's target; the Allure results of an earlier run are removed. */
  async run(context: RunContext): Promise<SuiteOutcome> {
    emptyDirectory(allureResultsOf(this.options.reportsDir));
    this.vitest.provide("conformance", context);
    await this.vitest.start();
    return { modules: this.vitest.state.getTestModules(), unhandled: this.vitest.state.getUnhandledErrors() };
  }

  close(): Promise<void> {
    return this.vitest.close();
  }
}

export const allureResultsOf = (reportsDir: string) => join(reportsDir, "allure-results");

/** Emptied, not removed: the Allure reporter created it once and keeps writing there run after run. */
function emptyDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
}
