// One project for all areas, one per area of the spec, and `self` (the suite's own tests); one target for the whole run.
import { defineConfig } from "vitest/config";
import { ALL_AREAS_PROJECT, AREAS } from "./harness/spec/areas.js";
import LongFilesFirst from "./test/support/long-files-first.js";

// A run's areas are one vitest file, suites/areas.suite.ts (project "areas"), loading the selected areas' test files as
// concurrent suites in one worker: all of the run's tests may be in flight at once. Each area is a project of its own
// too, suites/<area>.suite.ts, for runs with CONFORMANCE_MAX_WORKERS (the areas in workers side by side). Requests in
// flight are bounded per target origin by the HTTP client (CONFORMANCE_MAX_IN_FLIGHT), not by vitest.
const area = (name: string) => ({
  test: {
    name,
    include: [`suites/${name}.suite.ts`],
    maxConcurrency: 10_000,
    // The files of an area share one module graph in its worker: the harness keeps no per-file state.
    isolate: false,
    // A thread starts cheaper than a process (a tenth of a fault sweep's CPU); nothing in a worker leans on its own process.
    pool: "threads",
  },
});

export default defineConfig({
  test: {
    globalSetup: ["./harness/run/global-setup.ts"],
    // Off in mutation testing's processes (Stryker names them in STRYKER_MUTATOR_WORKER): its sandboxes share this cache
    // in node_modules with the project and each other, and vitest then fails with ENOENT on entries a sandbox removed.
    experimental: { fsModuleCache: process.env.STRYKER_MUTATOR_WORKER === undefined },
    sequence: { sequencer: LongFilesFirst },
    passWithNoTests: true,
    projects: [
      area(ALL_AREAS_PROJECT),
      ...AREAS.map(area),
      // Two files at a time even on two cores (vitest would take one): most of their time is spent waiting for the
      // child processes they start. Each file in a thread of its own, with a module graph of its own as in a process:
      // a thread starts cheaper (75 of the files: 48 CPU-s in processes, 41 in threads).
      { test: { name: "self", include: ["test/**/*.test.ts"], globalSetup: ["./test/support/temp-root.ts"], testTimeout: 180_000, hookTimeout: 180_000, maxConcurrency: 2, maxWorkers: 2, pool: "threads" } },
    ],
  },
});
