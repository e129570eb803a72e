// The vitest files of the areas: one for all the areas a run selects (suites/areas.suite.ts, the default: one worker),
// and one per area (suites/<area>.suite.ts, each in a worker of its own when CONFORMANCE_MAX_WORKERS is set). Each
// loads the test files a run selects, each as a concurrent suite named by its path, so every test can be in flight at
// once (vitest runs the files of a worker one after another, and a latency-bound run against a remote target would
// wait file by file). Each declaration is told the file it is in.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe } from "vitest";
import { AREA_LIST, testIdPattern, type Area } from "../spec/areas.js";
import { shareInFlight } from "../http/in-flight.js";
import { holdDeclarations, loadingFile, makeHeld } from "./origin.js";
import { ROOT } from "../paths.js";
import { runContext } from "./run.js";
import type { RunContext } from "../target/target.js";

const letterOf = (area: Area) => AREA_LIST.find((a) => a.name === area)!.letter;

/** The test files of an area, relative to the project, in a stable order. */
export function areaFiles(area: Area): string[] {
  const dir = join(ROOT, "suites", area);
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".test.ts")).map((f) => join("suites", area, f)).sort();
}

/**
 * The files of the area this run loads: all of them, or those the run names (the files holding the tests a filter
 * selects), cut to its shard. A shard takes every n-th file of all selected areas' files together.
 */
export function selectedFiles(area: Area, context: Pick<RunContext, "config" | "load">): string[] {
  const only = context.load?.files;
  const shard = context.load?.shard;
  const inArea = areaFiles(area).filter((f) => !only || only.includes(f));
  if (!shard) return inArea;
  const all = context.config.areas.flatMap((a) => areaFiles(a)).filter((f) => !only || only.includes(f));
  return inArea.filter((f) => all.indexOf(f) % shard.count === shard.index - 1);
}

/** Test ids written in files: each test's id is written where it is declared (harness/run/origin.ts), so this counts them. */
const idsIn = (files: string[], letter: string) =>
  new Set(files.flatMap((f) => [...readFileSync(join(ROOT, f), "utf8").matchAll(new RegExp(`"(${testIdPattern(letter)})"`, "g"))].map((m) => m[1]))).size;

/**
 * This area's part of the run's requests in flight: in proportion to its tests among those of the areas it runs beside
 * (area A has three quarters of them; an even split left it waiting while the others sat idle).
 */
export function inFlightShare(area: Area, context: Pick<RunContext, "config" | "load">): number {
  const count = (a: Area) => idsIn(selectedFiles(a, context), letterOf(a));
  const total = context.config.areas.reduce((n, a) => n + count(a), 0);
  return total === 0 ? 1 : count(area) / total;
}

/** Declares the area's selected test files, each a concurrent suite: the file of an area's own worker (CONFORMANCE_MAX_WORKERS). */
export function declareArea(area: Area): void {
  const context = runContext();
  shareInFlight(inFlightShare(area, context));
  declareFiles(selectedFiles(area, context));
}

/**
 * Declares the selected test files of every area the run selects, in the areas' report order: the file of the one
 * worker a run uses by default. All of the run's requests in flight are this worker's.
 */
export function declareAreas(): void {
  const context = runContext();
  shareInFlight(1);
  declareFiles(AREA_LIST.filter((a) => context.config.areas.includes(a.name)).flatMap((a) => selectedFiles(a.name, context)));
}

/** The project's modules the files import (not types), each once, by absolute path. */
export function modulesImportedBy(files: string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const [, spec] of readFileSync(join(ROOT, file), "utf8").matchAll(/^import (?!type\b)[^;]*? from "(\.\.?\/[^"]+)";/gm)) {
      const path = join(ROOT, dirname(file), spec!);
      const ts = path.replace(/\.js$/, ".ts");
      found.add(existsSync(ts) ? ts : path);
    }
  }
  return [...found];
}

/**
 * Loads the test files and the modules they import, all at once: vitest's module runner loads a file's imports one
 * after another, each a round trip to the main thread, and vitest collects the files one after another (a second of a
 * run's start went by so in its one worker). The files' declarations are held meanwhile, each for its file's suite
 * (origin.ts). A module that fails to load fails again, with its error, when its test file's suite imports it.
 */
async function preload(files: string[]): Promise<void> {
  holdDeclarations(true);
  try {
    await Promise.all([...modulesImportedBy(files), ...files.map((f) => join(ROOT, f))].map((m) => import(m).catch(() => undefined)));
  } finally {
    holdDeclarations(false);
  }
}

function declareFiles(files: string[]): void {
  const loaded = preload(files);
  for (const file of files) {
    describe.concurrent(file, async () => {
      await loaded;
      loadingFile(file);
      try {
        await import(join(ROOT, file));
      } finally {
        makeHeld(file);
        loadingFile(undefined);
      }
    });
  }
}
