// The error tables under fixtures/error-tables/ match their schema, the spec's words and the requirement catalogue.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { catalogue } from "../../harness/spec/catalogue.js";
import { fixturePath } from "../../harness/paths.js";
import { describeErrors, validatorFor } from "../../harness/spec/schemas.js";
import { normalize, specSections, specTableRows, specTexts } from "../../harness/spec/spec-anchors.js";

interface ErrorRow { operations: string[]; status: number; error: string; condition: string; section: string; quote: string; requirement: string }
interface ErrorTable { area: string; errors: ErrorRow[] }

/** The heading of each area's error table in the spec. */
const TABLE_HEADINGS: Record<string, string> = { "b2b": "### Area A errors" };

const files = readdirSync(fixturePath("error-tables")).filter((f) => f.endsWith(".json"));
const tables = files.map((f) => [f, JSON.parse(readFileSync(fixturePath("error-tables", f), "utf8")) as ErrorTable] as const);

describe.each(tables)("error table %s", (file, table) => {
  const { spec } = specTexts();
  const requirements = catalogue().requirements;

  test("matches fixtures/error-tables.schema.json", () => {
    const validate = validatorFor("error-tables.schema.json");
    expect(validate(table) ? [] : describeErrors(validate.errors), `schema errors of ${file}`).toEqual([]);
    expect(file, "file name is the area").toBe(`${table.area}.json`);
  });

  test("every row quotes the spec and names the status, identifier and condition it quotes", () => {
    const sections = specSections();
    for (const row of table.errors) {
      const at = `${row.status} ${row.error} (${row.operations.join(", ")})`;
      expect(spec, `quote of ${at}`).toContain(normalize(row.quote));
      expect(spec, `condition of ${at}`).toContain(normalize(row.condition));
      expect(row.quote, `quote of ${at} holds its identifier`).toContain(row.error);
      expect(row.quote, `quote of ${at} holds its status`).toContain(String(row.status));
      expect(sections.has(row.section), `section "${row.section}" of ${at}`).toBe(true);
    }
  });

  test("every row belongs to a requirement of its area in the catalogue", () => {
    const unknown = table.errors.filter((r) => requirements.get(r.requirement)?.area !== table.area).map((r) => `${r.error}: ${r.requirement}`);
    expect(unknown, "rows naming a requirement the area's catalogue lacks").toEqual([]);
  });

  test("holds every row of the spec's table, each once", () => {
    const heading = TABLE_HEADINGS[table.area];
    if (!heading) throw new Error(`no table heading known for area ${table.area}`);
    const quoted = table.errors.map((r) => normalize(r.quote));
    const rows = specTableRows(heading).map(normalize);
    expect(rows.length, `rows of the spec's table under "${heading}"`).toBeGreaterThan(0);
    const missing = rows.filter((row) => !quoted.includes(row));
    expect(missing, "table rows of the spec without an entry").toEqual([]);
    expect(quoted.filter((q, i) => quoted.indexOf(q) !== i), "entries listed twice").toEqual([]);
  });
});

test("there is at least one error table", () => {
  expect(files.length).toBeGreaterThan(0);
});
