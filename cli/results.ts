// Turns vitest's finished test modules into conformance test records, with the status taxonomy of the suite.
import { relative } from "node:path";
import type { TestCase, TestModule, TestSuite } from "vitest/node";
import { AREAS, type Area } from "../harness/spec/areas.js";
import { ROOT } from "../harness/paths.js";
import type { ConformanceTaskMeta } from "../harness/report/task-meta.js";

/**
 * passed; failed = the target is wrong; broken = the suite or its setup is wrong; the rest are skips with a reason:
 * pending (open point), missing-input, disabled (by configuration), not-run (a step it builds on could not be made).
 */
export const TEST_STATUSES = ["passed", "failed", "broken", "pending", "missing-input", "disabled", "not-run"] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

export interface TestRecord {
  id: string;
  title: string;
  area: Area;
  file: string;
  /** "path:line" that writes the test's id: where its declaration or data row is. */
  origin?: string;
  requirements: string[];
  openPoint?: string;
  status: TestStatus;
  /** Skip reason, or the first line of a failure. */
  reason?: string;
  /** The whole (redacted) failure message. */
  message?: string;
  durationMs: number;
  /** Requests the target's pace held, or refused (429 or 503) and sent again (`throttled`; absent in older documents). */
  pacing?: { requests: number; waitedMs: number; throttled?: number };
}

/** Something that went wrong outside any test: a file that failed to load, an unhandled error. */
export interface RunProblem {
  where: string;
  message: string;
}

const MAX_MESSAGE_CHARS = 6000;

export interface CollectedResults {
  tests: TestRecord[];
  problems: RunProblem[];
  /** Tests of the selected areas that a --filter left out. */
  notSelected: number;
}

/**
 * The results of the tests declared in `files` (all when undefined): one run's part of runs made together (lanes, each
 * on its own files). What went wrong outside any test file belongs to every part.
 */
export function collectResults(modules: readonly TestModule[], unhandled: readonly unknown[], files?: ReadonlySet<string>): CollectedResults {
  const tests: TestRecord[] = [];
  const problems: RunProblem[] = [];
  let notSelected = 0;
  const mine = (test: TestCase | TestSuite) => !files || files.has(testFileOf(test));
  for (const module of [...modules].sort(byArea)) {
    const file = relative(ROOT, module.moduleId);
    for (const err of module.errors()) problems.push({ where: file, message: err.message ?? String(err) });
    // A test file an area's suite could not load: its suite (named by the file) holds the error.
    for (const suite of module.children.allSuites()) {
      if (mine(suite)) for (const err of suite.errors()) problems.push({ where: suite.name, message: err.message ?? String(err) });
    }
    for (const test of module.children.allTests()) {
      if (!mine(test)) continue;
      const meta = test.meta().conformance as ConformanceTaskMeta | undefined;
      // Skipped without the suite's metadata: filtered out by name, never started.
      if (!meta && test.result().state === "skipped") {
        notSelected++;
        continue;
      }
      if (meta) tests.push(toRecord(test, meta));
      else problems.push({ where: file, message: `"${test.name}" is not declared with conformanceTest or pendingTest: a suite error, counted in no area` });
    }
  }
  for (const err of unhandled) problems.push({ where: "(unhandled)", message: (err as Error)?.message ?? String(err) });
  return { tests, problems, notSelected };
}

/** The test file a test or suite is declared in: its area's suite names its outermost suite after the file. */
function testFileOf(task: TestCase | TestSuite): string {
  let outer: TestCase | TestSuite = task;
  while (outer.parent.type === "suite") outer = outer.parent;
  return outer.name;
}

/** Modules in the order of the areas (one module per area). */
const byArea = (a: TestModule, b: TestModule) => areaRank(a) - areaRank(b) || a.moduleId.localeCompare(b.moduleId);
const areaRank = (m: TestModule) => AREAS.findIndex((area) => m.moduleId.endsWith(`/suites/${area}.suite.ts`));

function toRecord(test: TestCase, meta: ConformanceTaskMeta): TestRecord {
  const result = test.result();
  const base = {
    id: meta.id,
    title: test.name.slice(meta.id.length + 1),
    area: meta.area,
    file: meta.file,
    ...(meta.origin ? { origin: meta.origin } : {}),
    requirements: meta.requirements,
    ...(meta.openPoint ? { openPoint: meta.openPoint } : {}),
    durationMs: Math.round(test.diagnostic()?.duration ?? 0),
    ...(meta.pacing ? { pacing: meta.pacing } : {}),
  };
  if (result.state === "passed") return { ...base, status: "passed" };
  if (result.state === "skipped") return { ...base, status: meta.skip?.kind ?? "disabled", reason: meta.skip?.reason ?? result.note };
  if (result.state === "pending") return { ...base, status: "broken", reason: "the test did not finish" };
  const err = result.errors[0];
  const message = (err?.message ?? "unknown error").slice(0, MAX_MESSAGE_CHARS);
  return { ...base, status: meta.outcome ?? "broken", reason: message.split("\n")[0], message };
}
