// The Stryker test runner "conformance": a mutant is killed when the suite's run of its area is not CONFORMANT.
// The reference runs in this process, so a runtime mutant costs one run of the tests that cover it (coverage per test
// from the test id each request carries), in a vitest session kept open; a static mutant (one that acts while the
// modules load) gets a `conformance run` of its own, in a new process, so this one never needs reloading.
import { appendFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import type { MutantCoverage, StrykerOptions } from "@stryker-mutator/api/core";
import { commonTokens, declareClassPlugin, PluginKind, tokens } from "@stryker-mutator/api/plugin";
import {
  DryRunStatus, MutantRunStatus, TestStatus,
  type DryRunOptions, type DryRunResult, type MutantRunOptions, type MutantRunResult, type TestResult, type TestRunner,
} from "@stryker-mutator/api/test-runner";
import type { ConformanceDocument } from "../cli/conformance-json.js";
import type { Area } from "../harness/spec/areas.js";
import { hitsSoFar, strykerNamespace, takeCoverage, uncounted, whileLoading } from "./attribution.js";
import { staticRun } from "./static-run.js";

type Sandbox = { AreaRuns: typeof import("./area-runs.js").AreaRuns } & typeof import("./mutant-verdict.js");
type AreaRuns = Awaited<ReturnType<Sandbox["AreaRuns"]["open"]>>;

/** The runner's own option in the Stryker configuration: `conformance: { areas: [...] }`. */
export const strykerValidationSchema = {
  $schema: "http://json-schema.org/draft-07/schema",
  type: "object",
  properties: {
    conformance: {
      type: "object",
      description: "The areas whose suite judges the mutants.",
      properties: { areas: { type: "array", items: { type: "string" }, minItems: 1 } },
      required: ["areas"],
    },
  },
};

class ConformanceTestRunner implements TestRunner {
  static inject = tokens(commonTokens.options);
  private readonly areas: Area[];
  /** The reference's dialects whose runs judge the mutants, the default first (most mutants die there). */
  private readonly dialects: string[];
  private sandbox?: Sandbox;
  private runs?: AreaRuns;
  private clean?: Map<string, ConformanceDocument>;

  constructor(options: StrykerOptions) {
    const own = (options as StrykerOptions & { conformance: { areas: Area[]; dialects?: string[] } }).conformance;
    this.areas = own.areas;
    this.dialects = own.dialects ?? ["default"];
    strykerNamespace();
  }

  capabilities() {
    return { reloadEnvironment: true };
  }

  /** Every dialect's clean run, each with its coverage: a test of a dialect other than the default is known as `[dialect] id`. */
  async dryRun({ coverageAnalysis }: DryRunOptions): Promise<DryRunResult> {
    this.clean = undefined;
    const coverage: MutantCoverage = { static: {}, perTest: {} };
    const tests: TestResult[] = [];
    takeCoverage([]);
    await this.load();
    this.clean = new Map();
    for (const dialect of this.dialects) {
      const clean = await this.timedRun(dialect);
      this.clean.set(dialect, clean);
      const problems = this.sandbox!.cleanRunProblems(clean);
      if (problems.length > 0) return { status: DryRunStatus.Error, errorMessage: `the clean reference (${dialect} dialect) must pass first:\n${problems.join("\n")}` };
      const taken = takeCoverage(clean.tests.map((t) => t.id));
      Object.assign(coverage.static, taken.static);
      for (const [id, hits] of Object.entries(taken.perTest)) coverage.perTest[testId(dialect, id)] = hits;
      const share = this.wallMs.get(dialect)! / Math.max(clean.tests.length, 1);
      tests.push(...clean.tests.map((t) => testResult(dialect, t, share)));
    }
    return { status: DryRunStatus.Complete, tests, ...(coverageAnalysis === "off" ? {} : { mutantCoverage: coverage }) };
  }

  /**
   * A runtime mutant runs, dialect by dialect (the default first), with the tests that cover it there; when it survives
   * them, or they are most of the run, with the whole area, so a survivor is always judged on the runs the verdicts are
   * about (a test may use what another test's request set up, like a token issued earlier in the run, and never cover
   * the code that made it). It is killed when any of those runs is not what it should be.
   */
  async mutantRun({ activeMutant, testFilter, hitLimit, mutantActivation, timeout }: MutantRunOptions): Promise<MutantRunResult> {
    if (mutantActivation === "static") {
      let last: MutantRunResult = { status: MutantRunStatus.Survived, nrOfTests: 0 };
      for (const dialect of this.dialects) {
        const clean = await this.cleanOf(dialect);
        const limit = Math.min(timeout, STATIC_RUN_SLACK_MS + 3 * this.wallMs.get(dialect)!);
        last = this.judged(await staticRun(this.areas, this.runs!.envOf(dialect), activeMutant.id, limit), clean, dialect);
        if (last.status !== MutantRunStatus.Survived) return last;
      }
      return last;
    }
    const covering = new Map(this.dialects.map((d) => [d, [] as string[]]));
    for (const id of testFilter ?? []) { const { dialect, test } = parseTestId(id); covering.get(dialect)?.push(test); }
    const covered = testFilter ? this.dialects.filter((d) => covering.get(d)!.length > 0) : this.dialects;
    let last: MutantRunResult = { status: MutantRunStatus.Survived, nrOfTests: 0 };
    for (const dialect of covered) {
      // The tests covering it first in the default dialect (where most mutants die) or when they are a small part of the
      // run; a survivor of them then runs the whole.
      const all = (await this.cleanOf(dialect)).tests.length;
      const some = testFilter !== undefined && covering.get(dialect)!.length < all && (dialect === this.dialects[0] || covering.get(dialect)!.length <= all * PART_OF_RUN);
      if (some) last = await this.confirmedRun(activeMutant.id, hitLimit, dialect, filtersOf(covering.get(dialect)!));
      if (last.status === MutantRunStatus.Survived) last = await this.confirmedRun(activeMutant.id, hitLimit, dialect, []);
      if (last.status !== MutantRunStatus.Survived) return last;
    }
    return last;
  }

  /**
   * A run whose only blame is a setup that did not finish (tests broken or not run, none failed) is made once more: on a
   * busy machine a hook or a wait can run out of time, and such a kill would hide a survivor.
   */
  private async confirmedRun(mutant: string, hitLimit: number | undefined, dialect: string, filters: string[]): Promise<MutantRunResult> {
    const result = await this.runWith(mutant, hitLimit, dialect, filters);
    return result.status === MutantRunStatus.Killed && this.setupOnly ? this.runWith(mutant, hitLimit, dialect, filters) : result;
  }

  private async runWith(mutant: string, strykerLimit: number | undefined, dialect: string, filters: string[]): Promise<MutantRunResult> {
    const ns = strykerNamespace();
    const hitLimit = this.hitLimitIn(dialect, mutant, strykerLimit);
    Object.assign(ns, { activeMutant: mutant, hitCount: hitLimit === undefined ? undefined : 0, hitLimit });
    let run: ConformanceDocument;
    const start = Date.now();
    try {
      run = await this.runs!.run(filters, dialect);
    } finally {
      ns.activeMutant = undefined;
    }
    const result: MutantRunResult = hitLimit !== undefined && ns.hitCount! > hitLimit
      ? { status: MutantRunStatus.Timeout, reason: `hit limit reached (${ns.hitCount}/${hitLimit})` }
      : this.judged(run, await this.cleanOf(dialect), dialect);
    trace({ mutant, dialect, tests: filters.length || "all", ms: Date.now() - start, status: result.status });
    return result;
  }

  async dispose(): Promise<void> {
    await this.runs?.close();
  }

  /** Whether the last judged run was blamed on setups alone (tests broken or not run, none failed or skipped for input). */
  private setupOnly = false;

  private judged(run: ConformanceDocument | { timedOut: string }, clean: ConformanceDocument, dialect = "default"): MutantRunResult {
    if ("timedOut" in run) return { status: MutantRunStatus.Timeout, reason: run.timedOut };
    const verdict = this.sandbox!.mutantVerdict(clean, run);
    this.setupOnly = verdict.killedBy.length > 0 && run.tests.every((t) => !verdict.killedBy.includes(t.id) || t.status === "broken" || t.status === "not-run");
    return verdict.killed
      ? { status: MutantRunStatus.Killed, killedBy: verdict.killedBy.map((id) => testId(dialect, id)), failureMessage: dialect === "default" ? verdict.reason : `(${dialect} dialect) ${verdict.reason}`, nrOfTests: run.tests.length }
      : { status: MutantRunStatus.Survived, nrOfTests: run.tests.length };
  }

  /** The sandbox's modules, not this file's neighbours: the reference they start is the instrumented one. */
  private async load(): Promise<void> {
    this.sandbox ??= await whileLoading(async () => ({
      ...(await import(sandboxUrl("mutation/area-runs.ts")) as typeof import("./area-runs.js")),
      ...(await import(sandboxUrl("mutation/mutant-verdict.ts")) as typeof import("./mutant-verdict.js")),
    }));
    this.runs ??= await uncounted(() => this.sandbox!.AreaRuns.open(this.areas, this.dialects));
  }

  /**
   * A dialect's whole run against the reference without a mutant, once per process and only when a mutant needs it (a
   * worker started again after a timeout makes only those its next mutants use): it also maps the tests to their files.
   */
  private async cleanOf(dialect: string): Promise<ConformanceDocument> {
    this.clean ??= new Map();
    const known = this.clean.get(dialect);
    if (known) return known;
    await this.load();
    const doc = await this.timedRun(dialect);
    this.clean.set(dialect, doc);
    return doc;
  }

  /** Each dialect's clean run's wall time: a static mutant's run that takes much longer is a hang. */
  private readonly wallMs = new Map<string, number>();

  /** Each mutant's hits in each dialect's clean whole run. */
  private readonly cleanHits = new Map<string, Record<string, number>>();

  private async timedRun(dialect: string): Promise<ConformanceDocument> {
    const before = hitsSoFar();
    const start = Date.now();
    const doc = await this.runs!.run([], dialect);
    this.wallMs.set(dialect, Date.now() - start);
    const hits: Record<string, number> = {};
    for (const [mutant, n] of Object.entries(hitsSoFar())) if (n > (before[mutant] ?? 0)) hits[mutant] = n - (before[mutant] ?? 0);
    this.cleanHits.set(dialect, hits);
    return doc;
  }

  /**
   * Stryker's hit limit is a hundred times the mutant's hits in the whole dry run, every dialect's together; one run
   * speaks one dialect, so its limit is a hundred times the mutant's hits in that dialect's clean run (Stryker's own
   * factor, applied to the run being made). A loop that never ends then stops about ten times sooner: such a mutant in
   * area A's seed loop ran two and a half minutes before the limit. Never more than Stryker's limit.
   */
  private hitLimitIn(dialect: string, mutant: string, strykerLimit: number | undefined): number | undefined {
    const hits = this.cleanHits.get(dialect)?.[mutant];
    if (strykerLimit === undefined || !hits) return strykerLimit;
    return Math.min(strykerLimit, HIT_LIMIT_FACTOR * hits);
  }
}

/** Stryker's id of a test in a dialect's run: the test's own id in the default dialect, `[dialect] id` in another. */
const testId = (dialect: string, id: string) => (dialect === "default" ? id : `[${dialect}] ${id}`);

function parseTestId(id: string): { dialect: string; test: string } {
  const m = /^\[([^\]]+)\] (.*)$/.exec(id);
  return m ? { dialect: m[1]!, test: m[2]! } : { dialect: "default", test: id };
}

/**
 * Outside the default dialect, covering tests past this share of a run are run as the whole run at once: a mutant that
 * got there survived the default, so it likely survives here too and would run the whole anyway; most of area A's code
 * runs for a third of its tests or more (a test's setup requests).
 */
const PART_OF_RUN = 0.25;

/** Stryker's own factor: a mutant's hit limit is this many times its hits in the clean run. */
const HIT_LIMIT_FACTOR = 100;

/** A static mutant's `conformance run` (a new process) may take this much longer than the clean run, and 3 times as long. */
const STATIC_RUN_SLACK_MS = 30_000;

/** CONFORMANCE_MUTATION_TRACE=<file>: a line per run of a mutant (its dialect, tests, time, verdict), to see where the time goes. */
function trace(line: Record<string, unknown>): void {
  const file = process.env.CONFORMANCE_MUTATION_TRACE;
  if (file) appendFileSync(file, `${JSON.stringify({ pid: process.pid, ...line })}\n`);
}

const sandboxUrl = (path: string) => pathToFileURL(join(process.cwd(), path)).href;

/** Test ids as --filter prefixes: a prefix may select a few more tests (whose ids extend it), never fewer. */
const filtersOf = (ids: string[]) => [...new Set(ids)];

/**
 * A test's time is its share of its run's wall time: the tests of a run overlap, and the sum of their own durations
 * (area A's pacing waits included) would give Stryker a timeout of hours.
 */
function testResult(dialect: string, t: ConformanceDocument["tests"][number], shareMs: number): TestResult {
  const id = testId(dialect, t.id);
  const base = { id, name: `${id} ${t.title}`, timeSpentMs: Math.round(shareMs), fileName: t.file };
  return t.status === "passed" ? { ...base, status: TestStatus.Success } : { ...base, status: TestStatus.Skipped };
}

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, "conformance", ConformanceTestRunner)];
