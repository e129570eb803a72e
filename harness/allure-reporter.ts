// allure-vitest's reporter, made to keep skip reasons (as the status message) and to drop tests filtered out by -t.
import AllureVitestReporter from "allure-vitest/reporter";
import type { RunnerTask } from "vitest";
import type { Vitest } from "vitest/node";

interface AllureRuntimeLike {
  stopTest(uuid: string, options: unknown): unknown;
  updateTest(uuid: string, update: (result: { statusDetails?: object; status?: string }) => void): void;
}

export default class ConformanceAllureReporter extends AllureVitestReporter {
  private filtering = false;

  override onInit(vitest: Vitest): void {
    this.filtering = !!vitest.config.testNamePattern;
    super.onInit(vitest);
  }

  override handleTask(task: RunnerTask): void {
    if (task.type !== "test") return super.handleTask(task);
    // A test that never ran: filtered out by name (or a static skip, which the suite does not use).
    if (task.mode === "skip" && !task.result) return this.filtering ? undefined : super.handleTask(task);
    const note = task.result?.state === "skip" ? (task.result as { note?: string }).note : undefined;
    if (!note) return super.handleTask(task);
    const runtime = (this as unknown as { allureReporterRuntime: AllureRuntimeLike }).allureReporterRuntime;
    const stop = runtime.stopTest;
    runtime.stopTest = (uuid, options) => {
      runtime.updateTest(uuid, (r) => {
        r.statusDetails = { ...r.statusDetails, message: note };
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
