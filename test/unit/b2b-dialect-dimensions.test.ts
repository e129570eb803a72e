// The generated dialects draw on the freedom table (fixtures/spec-tables/b2b-freedoms.json): every dimension names a row,
// every value it realizes is a variation of the table, and every variation of every row is a generated value or listed
// in NOT_GENERATED with its reason (reference/b2b/dialects/dimensions.ts).
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { fixturePath } from "../../harness/paths.js";
import { alsoRealized, choicesOf, COVERING_SEEDS, DIMENSIONS, NOT_GENERATED, type DimensionName } from "../../reference/b2b/dialects/dimensions.js";
import { generateDialect } from "../../reference/b2b/dialects/generated.js";

const rows = (JSON.parse(readFileSync(fixturePath("spec-tables/b2b-freedoms.json"), "utf8")) as { rows: { id: string; variations: Record<string, string> }[] }).rows;
const variations = new Set(rows.flatMap((r) => Object.keys(r.variations).map((v) => `${r.id}:${v}`)));
const dimensions = Object.entries(DIMENSIONS) as [DimensionName, { row: string; values: readonly string[] }][];

/** What each dimension's values realize: a value named like a variation of the dimension's row, and its `also`. */
const realized = new Map<string, string[]>(dimensions.flatMap(([name, d]) => d.values.map((value) => [`${name}=${value}`,
  [...(variations.has(`${d.row}:${value}`) ? [`${d.row}:${value}`] : []), ...alsoRealized(name, value)]])));

describe("the generated dialects' dimensions and the freedom table", () => {
  test("every dimension names a row of the table and has 2 to 8 distinct values", () => {
    for (const [name, d] of dimensions) {
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

  test("every variation of every row is a generated value or is listed in NOT_GENERATED with its reason", () => {
    const generated = new Set([...realized.values()].flat());
    const listed = new Set(NOT_GENERATED.map((n) => `${n.row}:${n.variation}`));
    expect([...variations].filter((v) => !generated.has(v) && !listed.has(v)), "variations neither generated nor listed").toEqual([]);
    expect([...listed].filter((v) => generated.has(v)), "listed as not generated, yet generated").toEqual([]);
    expect([...listed].filter((v) => !variations.has(v)), "listed variations the table does not have").toEqual([]);
    for (const n of NOT_GENERATED) expect(n.why.length, `${n.row}:${n.variation}`).toBeGreaterThan(40);
  });

  test("seeds 1 to 8 take every value of every dimension, by construction", () => {
    const taken = new Set(Array.from({ length: COVERING_SEEDS }, (_, i) => choicesOf(i + 1)).flatMap((c) => Object.entries(c).map(([k, v]) => `${k}=${v}`)));
    expect([...realized.keys()].filter((v) => !taken.has(v))).toEqual([]);
  });

  test("a seed draws the same dialect and profile every time, and every value it takes is one of its dimension", () => {
    for (const seed of [1, 8, 9, 4711]) {
      expect(JSON.stringify(generateDialect(seed).profile)).toBe(JSON.stringify(generateDialect(seed).profile));
      for (const [name, value] of Object.entries(choicesOf(seed))) expect(DIMENSIONS[name as DimensionName].values, name).toContain(value);
    }
  });
});
