// Stryker's namespace in the runner process, with the reference's coverage attributed to the conformance test whose
// request runs it: each request carries x-conformance-test-id, and the async context of its handling keeps that id.
import { AsyncLocalStorage } from "node:async_hooks";
import { Server } from "node:http";
import type { CoverageData, InstrumenterContext, MutantCoverage } from "@stryker-mutator/api/core";

/** Coverage outside any test's request (the reference starting, resets, the harness's own requests): every test's. */
export const SETUP = "(setup)";

const requestOf = new AsyncLocalStorage<string>();
/** While the modules load, coverage is static: such a mutant can only act in a process that loads with it. */
let loading = false;
/** The runner's own preparation (`uncounted`), whose coverage is thrown away. */
const UNCOUNTED = "(uncounted)";
let uncounting = false;

/** `globalThis.__stryker__`, the object the instrumented code reads; made here before any instrumented module loads. */
export function strykerNamespace(): InstrumenterContext {
  const g = globalThis as { __stryker__?: InstrumenterContext };
  if (!g.__stryker__) {
    const ns: InstrumenterContext = {};
    Object.defineProperty(ns, "currentTestId", { get: () => (loading ? undefined : uncounting ? UNCOUNTED : (requestOf.getStore() ?? SETUP)), set: () => {} });
    g.__stryker__ = ns;
    attributeRequests();
  }
  return g.__stryker__;
}

/** Runs `load` (imports of instrumented modules) with its coverage counted as static. */
export async function whileLoading<T>(load: () => Promise<T>): Promise<T> {
  loading = true;
  try {
    return await load();
  } finally {
    loading = false;
  }
}

/**
 * Runs `work` with its coverage thrown away: the runner's preparation that no mutant's run repeats (the clean
 * profiles), which would otherwise count for every test of the first run.
 */
export async function uncounted<T>(work: () => Promise<T>): Promise<T> {
  uncounting = true;
  try {
    return await work();
  } finally {
    uncounting = false;
    delete strykerNamespace().mutantCoverage?.perTest[UNCOUNTED];
  }
}

/** Every HTTP request served in this process is handled in the async context of its test id. */
function attributeRequests(): void {
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const pass = () => Reflect.apply(emit, this, [event, ...args]) as boolean;
    if (event !== "request") return pass();
    const id = (args[0] as { headers: Record<string, unknown> }).headers["x-conformance-test-id"];
    return requestOf.run(typeof id === "string" && id !== "" ? id : SETUP, pass);
  } as Server["emit"];
}

/**
 * The coverage so far, per test, then cleared. What ran for no test of the run counts for every test: the setup's, and
 * requests made under an id shared by several tests (area D's token timeline, D-TOKEN-TIMELINE).
 */
export function takeCoverage(testIds: readonly string[]): MutantCoverage {
  const ns = strykerNamespace();
  const cov = (ns.mutantCoverage ??= { static: {}, perTest: {} });
  const tests = new Set(testIds);
  const shared: CoverageData = {};
  for (const [id, data] of Object.entries(cov.perTest)) if (!tests.has(id)) add(shared, data);
  const perTest: Record<string, CoverageData> = {};
  for (const id of testIds) perTest[id] = add(add({}, shared), cov.perTest[id] ?? {});
  const taken = { static: { ...cov.static }, perTest };
  // The instrumented code holds on to this object: emptied, never replaced.
  for (const key of Object.keys(cov.static)) delete cov.static[key];
  for (const key of Object.keys(cov.perTest)) delete cov.perTest[key];
  return taken;
}

/** Every mutant's hits so far, whichever test ran it: a snapshot, taken before and after a run to give that run's. */
export function hitsSoFar(): CoverageData {
  const cov = strykerNamespace().mutantCoverage;
  const all: CoverageData = {};
  if (!cov) return all;
  add(all, cov.static);
  for (const data of Object.values(cov.perTest)) add(all, data);
  return all;
}

function add(into: CoverageData, hits: CoverageData): CoverageData {
  for (const [mutant, n] of Object.entries(hits)) into[mutant] = (into[mutant] ?? 0) + n;
  return into;
}
