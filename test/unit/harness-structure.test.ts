// harness/ is one folder per subsystem with one-way imports between the folders (type-only imports count too), and no
// folder of harness/ or reference/ grows past about 15 modules at its top level.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { againstTheOrder, importCircles, importGraph, rel } from "../support/import-layers.js";

const HARNESS = join(ROOT, "harness");
/**
 * The order of harness/'s folders: a module imports only from its own folder and the folders before it. "." is the
 * top level (paths.ts); the last group, the areas' helpers and the container runner, import none of each other.
 */
const ORDER: string[][] = [
  ["."], ["outcomes"], ["spec"], ["data"], ["secrets"], ["config"], ["http"], ["target"], ["time"], ["run"], ["report"],
  ["tests"], ["b2b", "identity-verification", "legacy-token", "schedules", "container"],
];
const MAX_MODULES = 16;

const graph = importGraph(HARNESS);
const folderOf = (file: string) => {
  const parts = relative(HARNESS, file).split(sep);
  return parts.length > 1 ? parts[0]! : ".";
};
const groupOf = (file: string) => ORDER.findIndex((g) => g.includes(folderOf(file)));
const acrossAGroup = (g: Map<string, string[]>) => [...g].flatMap(([f, deps]) =>
  deps.filter((d) => groupOf(d) === groupOf(f) && folderOf(d) !== folderOf(f)).map((d) => `${rel(f)} → ${rel(d)}`));
const subfolders = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())
  .flatMap((e) => [join(dir, e.name), ...subfolders(join(dir, e.name))]);
const modulesIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".ts")).length;

describe("harness/", () => {
  test("every module sits in a folder of the order", () => {
    expect([...graph.keys()].filter((f) => groupOf(f) < 0).map(rel)).toEqual([]);
  });

  test("imports go one way: from a folder to itself or the folders before it", () => {
    expect(againstTheOrder(graph, groupOf)).toEqual([]);
  });

  test("folders of one group import none of each other", () => {
    expect(acrossAGroup(graph)).toEqual([]);
  });

  test("no import circle, type-only imports included", () => {
    expect(importCircles(graph)).toEqual([]);
  });
});

test(`no folder of harness/ or reference/ holds more than ${MAX_MODULES} modules at its top level`, () => {
  const crowded = [HARNESS, join(ROOT, "reference")].flatMap((d) => [d, ...subfolders(d)])
    .filter((d) => modulesIn(d) > MAX_MODULES).map((d) => `${rel(d)}: ${modulesIn(d)}`);
  expect(crowded).toEqual([]);
});

test("the checks see an import against the order, one across a group and a circle", () => {
  const [low, high, area] = [join(HARNESS, "outcomes", "a.ts"), join(HARNESS, "tests", "b.ts"), join(HARNESS, "b2b", "c.ts")];
  const sample = new Map([[low, [high]], [high, [low]], [area, [join(HARNESS, "container", "d.ts")]]]);
  expect(againstTheOrder(sample, groupOf)).toEqual(["harness/outcomes/a.ts → harness/tests/b.ts"]);
  expect(importCircles(sample)).toEqual(["harness/outcomes/a.ts → harness/tests/b.ts → harness/outcomes/a.ts"]);
  expect(acrossAGroup(sample)).toEqual(["harness/b2b/c.ts → harness/container/d.ts"]);
});
