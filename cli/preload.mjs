// Packages loaded before tsx's module hooks are registered. Through the hooks every module of a package pays a round
// trip to tsx's thread, and tsx rewrites the dynamic imports of each ES module it passes (a source map of the whole
// file, not cached): vitest's own graph alone cost a second of CPU in each `conformance run` and fault sweep, and its
// runtime, which every command loads (harness/outcomes/errors.ts reads chai), 0.15 s of each `list` or `verify`.
// Preloaded modules are the same instances the TypeScript modules import later (one URL, one module).
const EVERY_COMMAND = ["vitest"];
const RUN = ["vitest/node", "vitest/config", "allure-js-commons", "allure-js-commons/sdk/reporter", "allure-vitest/reporter",
  "undici/lib/dispatcher/agent.js", "undici/lib/api/index.js", "undici/lib/global.js"];
/** What a command loads beyond EVERY_COMMAND (`merge` writes a run's reports as `run` does; `profile` makes data). */
const BY_COMMAND = { run: RUN, merge: RUN, profile: ["@faker-js/faker"] };

export async function preloadPackages(command) {
  await Promise.all([...EVERY_COMMAND, ...(BY_COMMAND[command] ?? [])].map((name) => import(name)));
}

export const preloadRunPackages = () => preloadPackages("run");
