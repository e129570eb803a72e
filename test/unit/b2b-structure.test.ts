// harness/b2b holds mechanisms in layers with one-way imports (type-only imports count too), and no builder there or in
// the area's drivers takes more than four positional parameters: a longer list goes in a named options object.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { againstTheOrder, importCircles, importGraph, rel, sources } from "../support/import-layers.js";

const HARNESS = join(ROOT, "harness", "b2b");
const DRIVERS = join(ROOT, "suites", "b2b", "drivers");
/** Each layer may import only from the layers before it (and from its own). */
const LAYERS = ["spec", "profile", "client", "records", "states", "operations"];

const graph = importGraph(HARNESS);
const layerOf = (file: string) => LAYERS.indexOf(relative(HARNESS, file).split("/")[0]!);

describe("harness/b2b", () => {
  test("every module sits in a layer", () => {
    expect([...graph.keys()].filter((f) => layerOf(f) < 0).map(rel)).toEqual([]);
  });

  test("imports go one way: from a layer to itself or the layers before it", () => {
    expect(againstTheOrder(graph, layerOf)).toEqual([]);
  });

  test("no import circle, type-only imports included", () => {
    expect(importCircles(graph)).toEqual([]);
  });
});

describe("builders of area A", () => {
  test("take at most four positional parameters", () => {
    const long: string[] = [];
    for (const file of [...sources(HARNESS), ...sources(DRIVERS)]) {
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const walk = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && node.parameters.length > 4) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          long.push(`${rel(file)}:${line + 1} (${node.parameters.length} parameters)`);
        }
        ts.forEachChild(node, walk);
      };
      walk(source);
    }
    expect(long).toEqual([]);
  });
});

test("the import reader sees type-only and dynamic imports", () => {
  const file = join(HARNESS, "records", "x.ts");
  const imports = ts.preProcessFile('import type { A } from "./a.js";\nconst b = await import("../b.js");\nexport * from "./c.js";', true, true).importedFiles.map((i) => i.fileName);
  expect(imports).toEqual(["./a.js", "../b.js", "./c.js"]);
  expect(resolve(dirname(file), "../b.js")).toBe(join(HARNESS, "b.js"));
});
