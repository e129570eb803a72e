// What a test's task.meta carries from the worker into the reports: its id, area, origin, skip reason, pacing and outcome.
import type { Area } from "../spec/areas.js";
import type { SkipKind } from "../outcomes/skip.js";
import type { TestPacing } from "../http/pacing.js";

/** What a test's task.meta carries into the reports (the Allure reporter, `conformance run`'s results). */
export interface ConformanceTaskMeta {
  id: string;
  area: Area;
  requirements: string[];
  openPoint?: string;
  /** The test file that declares the test. */
  file: string;
  /** "path:line" that writes the test's id (harness/run/origin.ts). */
  origin: string;
  skip?: { kind: SkipKind; reason: string };
  /** Requests the target's pace held (harness/http/pacer.ts), and of them those it refused (429 or 503) and were sent again. */
  pacing?: TestPacing;
  /** For a test that threw: failed when the error is a target failure by type, else broken. */
  outcome?: "failed" | "broken";
}

declare module "vitest" {
  interface TaskMeta {
    conformance?: ConformanceTaskMeta;
  }
}
