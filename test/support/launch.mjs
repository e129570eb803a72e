// Starts a TypeScript script of the self-tests that makes runs (a fault or dialect sweep) as `conformance run` starts:
// the run's packages first, then tsx for the TypeScript (cli/preload.mjs says why).
// Usage: node test/support/launch.mjs <script.ts> [args…]   (the script sees its own args from process.argv[2])
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";
import { preloadRunPackages } from "../../cli/preload.mjs";

await preloadRunPackages();
register();
const [script] = process.argv.splice(2, 1);
process.argv[1] = script;
await import(pathToFileURL(script).href);
