// One vitest instance for the selected area projects; the run context reaches the workers through provide().
// `conformance run` uses a session once; the fault meta-test keeps one open across its runs.
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createVitest, type TestModule, type Vitest } from "vitest/node";
import { ALL_AREAS_PROJECT, type Area } from "../harness/spec/areas.js";
import { ROOT } from "../harness/paths.js";
import type { RunContext } from "../harness/target/target.js";
import type { ConsoleReporter } from "./console-reporters.js";
import { setAsidePreviousResults } from "../harness/report/allure-writer.js";

export interface SessionOptions {
  areas: Area[];
  reportsDir: string;
  console: ConsoleReporter;
  /** Test id prefixes; only tests whose id starts with one of them run. */
  filters: string[];
  /** The i-th of n shares of the test files (harness/run/area-suite.ts). */
  shard?: { index: number; count: number };
  /**
   * Areas run at once, each in a worker of its own (CONFORMANCE_MAX_WORKERS). Undefined: every area in one worker (the
   * project "areas"), which costs a run less than workers side by side, each loading vitest and the whole harness.
   */
  maxWorkers?: number;
  /**
   * Write Allure results (default). The fault meta-test turns them off: they are a third of a run's CPU, and what
   * it checks (which tests fail or break) does not depend on them.
   */
  allure?: boolean;
}

export interface SuiteOutcome {
  modules: readonly TestModule[];
  unhandled: readonly unknown[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** vitest matches the full name: the test file's suite ("suites/…/x.test.ts"), then the test's "<id> <title>". */
export function idPattern(prefixes: string[]): string | undefined {
  return prefixes.length === 0 ? undefined : `(?:^|\\.test\\.ts )(?:${prefixes.map(escape).join("|")})`;
}

export class SuiteSession {
  private constructor(
    private readonly vitest: Vitest,
    readonly options: SessionOptions,
  ) {}

  static async open(o: SessionOptions): Promise<SuiteSession> {
    const allure = [join(ROOT, "harness", "report", "allure-reporter.ts"), { resultsDir: allureResultsOf(o.reportsDir), reportMatchers: false }];
    const reporters = [...(o.console === "none" || o.console === "compact" ? [] : [o.console]), ...(o.allure === false ? [] : [allure])];
    const vitest = await createVitestWithConfig({
      root: ROOT,
      watch: false,
      project: o.maxWorkers === undefined ? [ALL_AREAS_PROJECT] : o.areas,
      // An empty list would bring back vitest's default reporter; an empty object reporter is silent.
      reporters: (reporters.length > 0 ? reporters : [{}]) as never,
      testNamePattern: idPattern(o.filters),
      passWithNoTests: true,
      maxWorkers: o.maxWorkers ?? 1,
    });
    return new SuiteSession(vitest, o);
  }

  /** Test id → the file that declared it, learned from earlier runs of this session. */
  private readonly fileOfTest = new Map<string, string>();

  /**
   * Runs the selected tests once against the context's target; the Allure results of an earlier run are replaced.
   * `filters` (test id prefixes) replace the session's own for this run. A session that already ran loads only the
   * files holding a selected test (the fault sweep runs one fault's tests at a time); their other tests are not
   * reported, not even as not selected.
   */
  async run(context: RunContext, filters: string[] = this.options.filters, files = this.filesHolding(filters)): Promise<SuiteOutcome> {
    const results = allureResultsOf(this.options.reportsDir);
    if (this.options.allure === false) emptyDirectory(results);
    else setAsidePreviousResults(results); // the Allure writer reuses their files
    const pattern = idPattern(filters);
    if (pattern) this.vitest.setGlobalTestNamePattern(pattern);
    else this.vitest.resetGlobalTestNamePattern();
    this.vitest.provide("conformance", { ...context, load: { files, shard: this.options.shard }, ...(this.options.allure === false ? { allure: false } : {}) });
    const entries = files && this.suitesLoading(files);
    const result = await this.vitest.start(entries);
    // vitest answers with every module it has run in this session: keep this run's.
    const modules = result.testModules.filter((m) => !entries || entries.includes(m.moduleId));
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const meta = t.meta().conformance;
        if (meta) this.fileOfTest.set(meta.id, meta.file);
      }
    }
    return { modules, unhandled: result.unhandledErrors };
  }

  /** The vitest files that load the given test files: the one of all areas, or those of their areas. */
  private suitesLoading(files: string[]): string[] {
    if (this.options.maxWorkers === undefined) return [suiteOf(ALL_AREAS_PROJECT)];
    return this.options.areas.filter((a) => files.some((f) => f.startsWith(`suites/${a}/`))).map(suiteOf);
  }

  /** The files holding the tests the filters select, as far as earlier runs of this session know them. */
  filesHolding(filters: string[]): string[] | undefined {
    if (filters.length === 0) return undefined;
    const files = new Set([...this.fileOfTest].filter(([id]) => filters.some((f) => id.startsWith(f))).map(([, file]) => file));
    return files.size > 0 ? [...files] : undefined;
  }

  close(): Promise<void> {
    return this.vitest.close();
  }
}

type VitestOptions = NonNullable<Parameters<typeof createVitest>[1]>;
/** Whether this process imports TypeScript itself (the CLI registers tsx); vitest's own tests do not. */
let importsTypeScript = true;

/**
 * vitest with the project's configuration, imported as it is where this process imports TypeScript itself (the CLI),
 * else bundled first as vite does by default (a bundle per run cost the CLI's start 40 ms).
 */
async function createVitestWithConfig(options: VitestOptions): Promise<Vitest> {
  const config = join(ROOT, "vitest.config.ts");
  if (importsTypeScript) {
    try {
      return await createVitest("test", { ...options, config, configLoader: "native" } as VitestOptions);
    } catch (err) {
      if ((err as { code?: unknown }).code !== "ERR_UNKNOWN_FILE_EXTENSION") throw err;
      importsTypeScript = false;
    }
  }
  return createVitest("test", { ...options, config });
}

/** The vitest file of an area, or of all of them: it loads the test files (harness/run/area-suite.ts). */
const suiteOf = (project: Area | typeof ALL_AREAS_PROJECT) => join(ROOT, "suites", `${project}.suite.ts`);

export const allureResultsOf = (reportsDir: string) => join(reportsDir, "allure-results");

/** Emptied, not removed: the Allure reporter created it once and keeps writing there run after run. */
function emptyDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
}
