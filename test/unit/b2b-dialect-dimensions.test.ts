// The generated dialects draw on the freedom table (fixtures/spec-tables/b2b-freedoms.json): every dimension names a row,
// every value it realizes is a variation of the table, and every variation of every row is a generated value or listed
// as not generated with its reason (reference/b2b/dialects/freedom-rows.json, beside dimensions.ts).
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { fixturePath, ROOT } from "../../harness/paths.js";
import { choicesOf, COVERING_SEEDS, dimensions, type DimensionName } from "../../reference/b2b/dialects/dimensions.js";
import { generateDialect } from "../../reference/b2b/dialects/generated.js";

const rows = (JSON.parse(readFileSync(fixturePath("spec-tables/b2b-freedoms.json"), "utf8")) as { rows: { id: string; variations: Record<string, string> }[] }).rows;
const variations = new Set(rows.flatMap((r) => Object.keys(r.variations).map((v) => `${r.id}:${v}`)));
const freedomRows = JSON.parse(readFileSync(`${ROOT}/reference/b2b/dialects/freedom-rows.json`, "utf8")) as {
  dimensions: Record<string, { row: string; also?: Record<string, string[]> }>;
  notGenerated: { row: string; variation: string; why: string }[];
};
const values = dimensions();
const table = (Object.entries(values) as [DimensionName, string[]][]).map(([name, own]) => [name, { ...freedomRows.dimensions[name]!, values: own }] as const);

/** The variations a dimension's value realizes besides its own name: "<variation>" of the row, or "<row>:<variation>". */
function alsoRealized(name: DimensionName, value: string): string[] {
  const d = freedomRows.dimensions[name]!;
  return (d.also?.[value] ?? []).map((v) => (v.includes(":") ? v : `${d.row}:${v}`));
}

/** What each dimension's values realize: a value named like a variation of the dimension's row, and its `also`. */
const realized = new Map<string, string[]>(table.flatMap(([name, d]) => d.values.map((value) => [`${name}=${value}`,
  [...(variations.has(`${d.row}:${value}`) ? [`${d.row}:${value}`] : []), ...alsoRealized(name, value)]])));

describe("the generated dialects' dimensions and the freedom table", () => {
  test("every dimension names a row of the table and has 2 to 8 distinct values", () => {
    expect(Object.keys(freedomRows.dimensions), "dimensions of freedom-rows.json").toEqual(table.map(([name]) => name));
    for (const [name, d] of table) {
      expect(rows.some((r) => r.id === d.row), `${name}: row ${d.row}`).toBe(true);
      expect(new Set(d.values).size, name).toBe(d.values.length);
      expect(d.values.length, name).toBeGreaterThanOrEqual(2);
      expect(d.values.length, name).toBeLessThanOrEqual(8);
    }
  });

  test("every variation a value realizes is one of the table", () => {
    const unknown = [...realized].flatMap(([value, list]) => list.filter((v) => !variations.has(v)).map((v) => `${value} → ${v}`));
    expect(unknown).toEqual([]);
  });

  test("every variation of every row is a generated value or is listed as not generated with its reason", () => {
    const generated = new Set([...realized.values()].flat());
    const listed = new Set(freedomRows.notGenerated.map((n) => `${n.row}:${n.variation}`));
    expect([...variations].filter((v) => !generated.has(v) && !listed.has(v)), "variations neither generated nor listed").toEqual([]);
    expect([...listed].filter((v) => generated.has(v)), "listed as not generated, yet generated").toEqual([]);
    expect([...listed].filter((v) => !variations.has(v)), "listed variations the table does not have").toEqual([]);
    for (const n of freedomRows.notGenerated) expect(n.why.length, `${n.row}:${n.variation}`).toBeGreaterThan(40);
  });

  test("seeds 1 to 8 take every value of every dimension, by construction", () => {
    const taken = new Set(Array.from({ length: COVERING_SEEDS }, (_, i) => choicesOf(i + 1)).flatMap((c) => Object.entries(c).map(([k, v]) => `${k}=${v}`)));
    expect([...realized.keys()].filter((v) => !taken.has(v))).toEqual([]);
  });

  test("a seed draws the same dialect and profile every time, and every value it takes is one of its dimension", () => {
    for (const seed of [1, 8, 9, 4711]) {
      expect(JSON.stringify(generateDialect(seed).profile)).toBe(JSON.stringify(generateDialect(seed).profile));
      for (const [name, value] of Object.entries(choicesOf(seed))) expect(values[name as DimensionName], name).toContain(value);
    }
  });
});
