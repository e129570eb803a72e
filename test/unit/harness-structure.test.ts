// harness/ is one folder per subsystem with one-way imports between the folders (type-only imports count too), each
// with a README; reference/b2b keeps its dialects apart from its domain; no folder of harness/ or reference/ grows past
// about 15 modules at its top level.
import { existsSync, readdirSync } from "node:fs";
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

  test.each(ORDER.flat().filter((f) => f !== "."))("%s/ has a README", (folder) => {
    expect(existsSync(join(HARNESS, folder, "README.md"))).toBe(true);
  });
});

describe("reference/b2b/", () => {
  const B2B = join(ROOT, "reference", "b2b");
  const DIALECTS = join(B2B, "dialects");
  /** The wire: the modules that put requests and answers through a dialect. */
  const WIRE = ["routes.ts", "accounts.ts"].map((f) => join(B2B, f));
  const b2b = importGraph(B2B);

  test("of the domain, only the wire imports dialects/", () => {
    const domain = [...b2b].filter(([f]) => !f.startsWith(DIALECTS + sep) && !WIRE.includes(f));
    expect(domain.flatMap(([f, deps]) => deps.filter((d) => d.startsWith(DIALECTS + sep)).map((d) => `${rel(f)} → ${rel(d)}`))).toEqual([]);
  });

  test("no import circle, type-only imports included", () => {
    expect(importCircles(b2b)).toEqual([]);
  });

  test.each([B2B, DIALECTS].map(rel))("%s has a README", (folder) => {
    expect(existsSync(join(ROOT, folder, "README.md"))).toBe(true);
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
