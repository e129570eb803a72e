// The spec's area A tables as data (fixtures/spec-tables/): each matches its schema and the spec's table row by row and
// cell by cell, and the suite's keys beside the cells (test id parts, profile names, ways, requirements) name real things.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { catalogue } from "../../harness/spec/catalogue.js";
import { fixturePath } from "../../harness/paths.js";
import { describeErrors, validatorFor } from "../../harness/spec/schemas.js";
import { normalize, specSections, specTableRows, tableCells } from "../../harness/spec/spec-anchors.js";
import { operationRows, row } from "../../harness/b2b/spec/operation-table.js";
import { stateRows } from "../../harness/b2b/spec/state-table.js";
import { WAYS } from "../../harness/b2b/states/ways.js";

/** Each table file, the heading of its table in the spec, and the cells a row holds in the spec's column order. */
const TABLES = [
  { file: "b2b-operations.json", heading: "### Area A: B2B", columns: ["op", "method", "path", "query", "body", "response"] },
  { file: "b2b-states.json", heading: "### Tax invoice (area A)", columns: ["operation", "required", "error", "other"] },
] as const;

type Row = Record<string, unknown> & { quote: string };
const read = (file: string) => JSON.parse(readFileSync(fixturePath("spec-tables", file), "utf8")) as { section: string; rows: Row[] };

describe.each(TABLES)("spec table $file", ({ file, heading, columns }) => {
  const table = read(file);

  test("matches fixtures/spec-tables.schema.json", () => {
    const validate = validatorFor("spec-tables.schema.json");
    expect(validate(table) ? [] : describeErrors(validate.errors), `schema errors of ${file}`).toEqual([]);
    expect(specSections().has(table.section), `section "${table.section}"`).toBe(true);
  });

  test("holds every row of the spec's table once, in its order, each quoted verbatim", () => {
    const spec = specTableRows(heading).map(normalize);
    expect(spec.length, `rows under "${heading}"`).toBeGreaterThan(0);
    expect(table.rows.map((r) => normalize(r.quote))).toEqual(spec);
  });

  test("every cell is the quoted row's cell", () => {
    for (const r of table.rows) expect(columns.map((c) => r[c]), r.quote).toEqual(tableCells(r.quote));
  });
});

describe("the operation table's keys", () => {
  test("test id parts, profile names and titles are each one operation's", () => {
    for (const field of ["key", "name", "title"] as const) {
      const values = operationRows().map((r) => r[field]);
      expect(values.filter((v, i) => values.indexOf(v) !== i), `${field} given to two operations`).toEqual([]);
    }
  });

  test("row() refuses an operation the table does not have", () => {
    expect(() => row("26")).toThrow(/26/);
  });
});

describe("the state table's preconditions", () => {
  const requirements = catalogue().requirements;
  const preconditions = stateRows().flatMap((r) => r.preconditions.map((p) => ({ ...p, row: r })));

  test("each is of an operation in the operation table, the row's own required state and error, and an area A requirement", () => {
    expect(preconditions.length).toBeGreaterThan(0);
    for (const p of preconditions) {
      const at = `${p.row.operation}, operation ${p.op}`;
      expect(operationRows().some((o) => o.op === p.op), `${at}: operation`).toBe(true);
      expect(p.row.operation, `${at}: the row names the operation's path`).toContain(row(p.op).path.split("/").filter((s) => !s.startsWith("{")).at(-1)!.replace("attachments", "attachment"));
      expect(p.row.required, `${at}: required state`).toContain(p.required);
      expect(p.row.error.split("; "), `${at}: error`).toContain(p.error);
      expect(requirements.get(p.requirement)?.area, `${at}: requirement ${p.requirement}`).toBe("b2b");
    }
  });

  test("each test breaks its precondition by a way harness/b2b/states has; a draft save never breaks DRAFTED", () => {
    // The spec names the state only after a draft save (draft-saved); every other way's state is read at run time.
    const savesADraft = ["drafted", "reverseDraft"];
    for (const p of preconditions) {
      for (const [id, way] of Object.entries(p.tests)) {
        expect(Object.keys(WAYS), `${id}: way`).toContain(way);
        if (p.required === "DRAFTED") expect(savesADraft, `${id}: ${way}`).not.toContain(way);
      }
    }
  });

  test("no test id is listed twice", () => {
    const ids = stateRows().flatMap((r) => [...r.preconditions.flatMap((p) => Object.keys(p.tests)), ...r.alsoCheckedBy]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
