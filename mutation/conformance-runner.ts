// The Stryker test runner "conformance": a mutant is killed when the suite's run of its area is not CONFORMANT.
// The reference runs in this process, so a runtime mutant costs one run of the tests that cover it (coverage per test
// from the test id each request carries), in a vitest session kept open; a static mutant (one that acts while the
// modules load) gets a `conformance run` of its own, in a new process, so this one never needs reloading.
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import type { StrykerOptions } from "@stryker-mutator/api/core";
import { commonTokens, declareClassPlugin, PluginKind, tokens } from "@stryker-mutator/api/plugin";
import {
  DryRunStatus, MutantRunStatus, TestStatus,
  type DryRunOptions, type DryRunResult, type MutantRunOptions, type MutantRunResult, type TestResult, type TestRunner,
} from "@stryker-mutator/api/test-runner";
import type { ConformanceDocument } from "../cli/conformance-json.js";
import type { Area } from "../harness/spec/areas.js";
import { strykerNamespace, takeCoverage, whileLoading } from "./attribution.js";
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
  private sandbox?: Sandbox;
  private runs?: AreaRuns;
  private clean?: ConformanceDocument;

  constructor(options: StrykerOptions) {
    this.areas = (options as StrykerOptions & { conformance: { areas: Area[] } }).conformance.areas;
    strykerNamespace();
  }

  capabilities() {
    return { reloadEnvironment: true };
  }

  async dryRun({ coverageAnalysis }: DryRunOptions): Promise<DryRunResult> {
    const clean = await this.cleanRun();
    const problems = this.sandbox!.cleanRunProblems(clean);
    if (problems.length > 0) return { status: DryRunStatus.Error, errorMessage: `the clean reference must pass first:\n${problems.join("\n")}` };
    const tests = clean.tests.map(testResult);
    const coverage = takeCoverage(tests.map((t) => t.id));
    return { status: DryRunStatus.Complete, tests, ...(coverageAnalysis === "off" ? {} : { mutantCoverage: coverage }) };
  }

  /**
   * A runtime mutant runs first with the tests that cover it; when it survives them, with the whole area, so a
   * survivor is always judged on the run the verdict is about (a test may use what another test's request set up,
   * like a token issued earlier in the run, and never cover the code that made it).
   */
  async mutantRun({ activeMutant, testFilter, hitLimit, mutantActivation, timeout }: MutantRunOptions): Promise<MutantRunResult> {
    const clean = await this.cleanRun();
    if (mutantActivation === "static") return this.judged(await staticRun(this.areas, activeMutant.id, timeout), clean);
    const covering = testFilter && testFilter.length < clean.tests.length ? filtersOf(testFilter) : undefined;
    const first = await this.confirmedRun(activeMutant.id, hitLimit, covering ?? []);
    if (!covering || first.status !== MutantRunStatus.Survived) return first;
    return this.confirmedRun(activeMutant.id, hitLimit, []);
  }

  /**
   * A run whose only blame is a setup that did not finish (tests broken or not run, none failed) is made once more: on a
   * busy machine a hook or a wait can run out of time, and such a kill would hide a survivor.
   */
  private async confirmedRun(mutant: string, hitLimit: number | undefined, filters: string[]): Promise<MutantRunResult> {
    const result = await this.runWith(mutant, hitLimit, filters);
    return result.status === MutantRunStatus.Killed && this.setupOnly ? this.runWith(mutant, hitLimit, filters) : result;
  }

  private async runWith(mutant: string, hitLimit: number | undefined, filters: string[]): Promise<MutantRunResult> {
    const ns = strykerNamespace();
    Object.assign(ns, { activeMutant: mutant, hitCount: hitLimit === undefined ? undefined : 0, hitLimit });
    let run: ConformanceDocument;
    try {
      run = await this.runs!.run(filters);
    } finally {
      ns.activeMutant = undefined;
    }
    if (hitLimit !== undefined && ns.hitCount! > hitLimit) return { status: MutantRunStatus.Timeout, reason: `hit limit reached (${ns.hitCount}/${hitLimit})` };
    return this.judged(run, this.clean!);
  }

  async dispose(): Promise<void> {
    await this.runs?.close();
  }

  /** Whether the last judged run was blamed on setups alone (tests broken or not run, none failed or skipped for input). */
  private setupOnly = false;

  private judged(run: ConformanceDocument | { timedOut: string }, clean: ConformanceDocument): MutantRunResult {
    if ("timedOut" in run) return { status: MutantRunStatus.Timeout, reason: run.timedOut };
    const verdict = this.sandbox!.mutantVerdict(clean, run);
    this.setupOnly = verdict.killedBy.length > 0 && run.tests.every((t) => !verdict.killedBy.includes(t.id) || t.status === "broken" || t.status === "not-run");
    return verdict.killed
      ? { status: MutantRunStatus.Killed, killedBy: verdict.killedBy, failureMessage: verdict.reason, nrOfTests: run.tests.length }
      : { status: MutantRunStatus.Survived, nrOfTests: run.tests.length };
  }

  /** The whole area against the reference without a mutant, once per process: it also maps the tests to their files. */
  private async cleanRun(): Promise<ConformanceDocument> {
    if (this.clean) return this.clean;
    // The sandbox's modules, not this file's neighbours: the reference they start is the instrumented one.
    this.sandbox ??= await whileLoading(async () => ({
      ...(await import(sandboxUrl("mutation/area-runs.ts")) as typeof import("./area-runs.js")),
      ...(await import(sandboxUrl("mutation/mutant-verdict.ts")) as typeof import("./mutant-verdict.js")),
    }));
    this.runs ??= await this.sandbox.AreaRuns.open(this.areas);
    this.clean = await this.runs.run();
    return this.clean;
  }
}

const sandboxUrl = (path: string) => pathToFileURL(join(process.cwd(), path)).href;

/** Test ids as --filter prefixes: a prefix may select a few more tests (whose ids extend it), never fewer. */
const filtersOf = (ids: string[]) => [...new Set(ids)];

function testResult(t: ConformanceDocument["tests"][number]): TestResult {
  const base = { id: t.id, name: `${t.id} ${t.title}`, timeSpentMs: t.durationMs, fileName: t.file };
  return t.status === "passed" ? { ...base, status: TestStatus.Success } : { ...base, status: TestStatus.Skipped };
}

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, "conformance", ConformanceTestRunner)];
