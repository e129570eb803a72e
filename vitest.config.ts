// One project per area of the spec plus `self` (the suite's own tests); one target for the whole run.
import { defineConfig } from "vitest/config";
import { AREAS } from "./harness/areas.js";
import LongFilesFirst from "./test/support/long-files-first.js";

// An area is one vitest file, suites/<area>.suite.ts, loading the area's test files as concurrent suites: all of an
// area's tests may be in flight at once in its one worker, and the areas run side by side. Requests in flight are
// bounded per target origin by the HTTP client (CONFORMANCE_MAX_IN_FLIGHT), not by vitest.
const area = (name: string) => ({
  test: {
    name,
    include: [`suites/${name}.suite.ts`],
    setupFiles: ["allure-vitest/setup"],
    maxConcurrency: 10_000,
    // The files of an area share one module graph in its worker: the harness keeps no per-file state.
    isolate: false,
    // A thread starts cheaper than a process (a tenth of a fault sweep's CPU); nothing in a worker leans on its own process.
    pool: "threads",
  },
});

export default defineConfig({
  test: {
    globalSetup: ["./harness/global-setup.ts"],
    experimental: { fsModuleCache: true },
    sequence: { sequencer: LongFilesFirst },
    passWithNoTests: true,
    projects: [
      ...AREAS.map(area),
      // Two files at a time even on two cores (vitest would take one): most of their time is spent waiting for the
      // child processes they start.
      { test: { name: "self", include: ["test/**/*.test.ts"], globalSetup: ["./test/support/temp-root.ts"], testTimeout: 180_000, hookTimeout: 180_000, maxConcurrency: 2, maxWorkers: 2 } },
    ],
  },
});
