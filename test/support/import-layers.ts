// The import graph of a folder's modules and the two checks of a layered folder: imports that go against its layer
// order, and import circles. Every kind of import counts: static, type-only, re-exports and dynamic.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { ROOT } from "../../harness/paths.js";

export const sources = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts")).map((f) => join(dir, f));

export const rel = (file: string): string => relative(ROOT, file);

/** The project files a module imports, as absolute .ts paths. */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.map((i) => i.fileName).filter((s) => s.startsWith(".")).map((s) => resolve(dirname(file), s).replace(/\.js$/, ".ts"));
}

/** Each module of `dir` (recursively) and the modules it imports inside `dir`. */
export function importGraph(dir: string): Map<string, string[]> {
  return new Map(sources(dir).map((f) => [f, importsOf(f).filter((i) => i.startsWith(dir + "/"))]));
}

/** Imports from a module to one of a later layer, "from → to"; `layerOf` gives a module's place in the order. */
export function againstTheOrder(graph: Map<string, string[]>, layerOf: (file: string) => number): string[] {
  return [...graph].flatMap(([f, deps]) => deps.filter((d) => layerOf(d) > layerOf(f)).map((d) => `${rel(f)} → ${rel(d)}`));
}

/** Every import circle of the graph, each as "a → b → a". */
export function importCircles(graph: Map<string, string[]>): string[] {
  const circles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (f: string, path: string[]) => {
    if (state.get(f) === "done") return;
    if (state.get(f) === "open") return void circles.push([...path.slice(path.indexOf(f)), f].map(rel).join(" → "));
    state.set(f, "open");
    for (const d of graph.get(f) ?? []) visit(d, [...path, f]);
    state.set(f, "done");
  };
  for (const f of graph.keys()) visit(f, []);
  return circles;
}
