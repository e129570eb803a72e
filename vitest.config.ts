// One project per area of the spec plus `self` (the suite's own tests); one target for the whole run.
import { defineConfig } from "vitest/config";
import { AREAS } from "./harness/areas.js";

const area = (name: string) => ({
  test: {
    name,
    include: [`suites/${name}/**/*.test.ts`],
    setupFiles: ["allure-vitest/setup"],
    maxConcurrency: 16,
    // Files share one module graph per worker: the harness keeps no per-file state but the token timeline,
    // and not re-importing it per file makes a run three times faster.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    globalSetup: ["./harness/global-setup.ts"],
    experimental: { fsModuleCache: true },
    passWithNoTests: true,
    projects: [
      ...AREAS.map(area),
      // Two files at a time even on two cores (vitest would take one): most of their time is spent waiting for the
      // child processes they start.
      { test: { name: "self", include: ["test/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 180_000, maxConcurrency: 2, maxWorkers: 2 } },
    ],
  },
});
