// Packages loaded before tsx's module hooks are registered. Through the hooks every module of a package pays a round
// trip to tsx's thread: vitest's own graph alone cost a second of CPU in each `conformance run` and fault sweep.
// Preloaded modules are the same instances the TypeScript modules import later (one URL, one module).
const RUN_PACKAGES = ["vitest/node", "undici/lib/dispatcher/agent.js", "undici/lib/api/index.js", "undici/lib/global.js"];

export async function preloadRunPackages() {
  await Promise.all(RUN_PACKAGES.map((name) => import(name)));
}
