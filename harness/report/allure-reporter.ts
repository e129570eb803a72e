// allure-vitest's reporter, made to keep skip reasons (as a reason atop the description, and a skip_kind label the
// report's categories go by), to take failed or broken from the suite's classification, and to drop tests filtered out by -t.
import AllureVitestReporter from "allure-vitest/reporter";
import type { RunnerTask } from "vitest";
import type { TestCase, Vitest } from "vitest/node";
import type { ConformanceTaskMeta } from "./task-meta.js";
import { join } from "node:path";
import { redactAllureRuntime, type SettlingWriter } from "./allure-writer.js";
import { rememberSecrets } from "../config/known-secrets.js";
import { shareSecretsAt } from "../secrets/redact.js";
import { ROOT } from "../paths.js";

interface AllureRuntimeLike {
  stopTest(uuid: string, options: unknown): unknown;
  updateTest(uuid: string, update: (result: ResultLike) => void): void;
}

interface ResultLike {
  statusDetails?: object;
  status?: string;
  description?: string;
  labels: { name: string; value: string }[];
}

/**
 * A skip's reason where Allure 3 shows it as a reason: first in the description. As the status message it would sit
 * under an "Error" heading.
 */
function showSkipReason(r: ResultLike, reason: string, kind: string | undefined): void {
  r.description = `**Not run: ${reason.replace(/([\\*_`[\]<>])/g, "\\$1")}**${r.description ? `\n\n${r.description}` : ""}`;
  r.labels.push({ name: "skip_kind", value: kind ?? "disabled" });
}

export default class ConformanceAllureReporter extends AllureVitestReporter {
  private filtering = false;

  private initialized = false;

  private vitest: Vitest | undefined;

  private writer: SettlingWriter | undefined;

  /** Tests written as they ended, in this run: the end of the run writes the others. */
  private readonly written = new Set<string>();

  constructor(...args: ConstructorParameters<typeof AllureVitestReporter>) {
    super(...args);
    // No Allure runtime in the workers: the suite writes its tests' runtime messages into their meta itself
    // (allure-labels.ts), so neither allure-vitest's setup file nor its runner for concurrent tests is needed.
    Object.assign(this, { registerSetupFile: () => {}, enableConcurrencySupport: () => {} });
  }

  override onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.filtering = !!vitest.config.testNamePattern;
    // vitest calls onInit on every start() of a kept session (the fault sweep). A second super.onInit would make
    // allure-vitest's runner its own base class, and the workers would wait on that import for ever.
    if (this.initialized) return;
    this.initialized = true;
    super.onInit(vitest);
    // Every result and attachment file passes the redactor and the attachment budget (allure-vitest's own writer does not).
    this.writer = redactAllureRuntime((this as unknown as { allureReporterRuntime: Parameters<typeof redactAllureRuntime>[0] }).allureReporterRuntime);
  }

  /**
   * Allure's files pass this module's redactor: vitest loads reporters in a module graph of their own, so it joins the
   * run's secret share itself, and learns every secret any worker found.
   */
  onTestRunStart(): void {
    this.written.clear();
    const context = this.vitest?.projects.map((p) => p.getProvidedContext().conformance).find(Boolean);
    if (context?.scratch) shareSecretsAt(context.scratch.secretsPath);
    if (context) rememberSecrets(context.config);
  }

  /** A test's files are written when it ends, while the others run: at the end of a run they took a second. */
  onTestCaseResult(testCase: TestCase): void {
    // vitest's own reporters reach the task the same way (allure-vitest does in onTestRunEnd).
    const { task } = testCase as unknown as { task: RunnerTask };
    this.handleTask(task);
    this.written.add(task.id);
  }

  /** The tests not written yet, then every file written and checked again for secrets learned late (allure-writer.ts). */
  override async onTestRunEnd(...args: Parameters<AllureVitestReporter["onTestRunEnd"]>): Promise<void> {
    super.onTestRunEnd(...args);
    await this.writer?.settle();
  }

  override handleTask(task: RunnerTask): void {
    if (task.type !== "test") return super.handleTask(task);
    if (this.written.has(task.id)) return;
    const declared = asDeclared(task);
    if (declared !== task) return this.handleTask(declared);
    // A test that never ran: filtered out by name (or a static skip, which the suite does not use).
    if (task.mode === "skip" && !task.result) return this.filtering ? undefined : super.handleTask(task);
    const note = task.result?.state === "skip" ? (task.result as { note?: string }).note : undefined;
    // Failed (the target) or broken (the suite) as the test wrapper classified the error by type; Allure's own
    // guess goes by the error's name.
    const meta = (task.meta as { conformance?: ConformanceTaskMeta }).conformance;
    const outcome = task.result?.state === "fail" ? meta?.outcome ?? "broken" : undefined;
    if (!note && !outcome) return super.handleTask(task);
    const runtime = (this as unknown as { allureReporterRuntime: AllureRuntimeLike }).allureReporterRuntime;
    const stop = runtime.stopTest;
    runtime.stopTest = (uuid, options) => {
      runtime.updateTest(uuid, (r) => {
        if (note) showSkipReason(r, note, meta?.skip?.kind);
        if (outcome) r.status = outcome;
      });
      return stop.call(runtime, uuid, options);
    };
    try {
      super.handleTask(task);
    } finally {
      runtime.stopTest = stop;
    }
  }
}

/**
 * A test as if its file were a vitest file of its own, as Allure knew it before the areas' suites loaded the files:
 * its file is the one declaring it and it sits in no suite, so its full name, title path, suite and package labels and
 * history stay those of its file.
 */
function asDeclared(task: RunnerTask): RunnerTask {
  const file = (task.meta as { conformance?: ConformanceTaskMeta }).conformance?.file;
  const path = file && join(ROOT, file);
  if (!path || task.file.filepath === path) return task;
  return { ...task, suite: task.suite?.suite, file: { ...task.file, filepath: path } } as RunnerTask;
}
