// Preloaded into Stryker's test runner processes (testRunnerNodeArgs): the run's packages, then tsx, as `conformance run`
// starts (cli/preload.mjs says why), so the runner plugin and the sandbox's TypeScript load.
import { register } from "tsx/esm/api";
import { preloadRunPackages } from "../cli/preload.mjs";

await preloadRunPackages();
register();
