// Area A's freedom table (fixtures/spec-tables/b2b-freedoms.json): a row for every "not shown" sentence of area A and every
// area A ambiguity, quotes verbatim, at least two variations a row, and every name a row uses real (rows marked `today`,
// the gaps, may propose a profile key or an open point that does not exist yet: they are listed, not refused).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import { CONFIG_KEYS } from "../../harness/config/config.js";
import { fixturePath, ROOT } from "../../harness/paths.js";
import { describeErrors, validatorFor } from "../../harness/spec/schemas.js";
import { AMBIGUITIES_FILE, normalize, SPEC_FILE, specSections } from "../../harness/spec/spec-anchors.js";

interface Pair { errors: [string, string]; operations: string[]; when: string }
interface Row {
  id: string; kind: string; section: string; line?: number; ambiguity?: number; quote: string; open: string;
  variations: Record<string, string>; neutral: { profile?: string; openPoint?: string; rule?: string };
  see?: string[]; pairs?: Pair[]; note?: string; today?: string;
}

const TABLE = "spec-tables/b2b-freedoms.json";
const table = JSON.parse(readFileSync(fixturePath(TABLE), "utf8")) as { rows: Row[] };
const rows = table.rows;

/**
 * The "not shown" sentences that do not concern area A: whole sections of other areas, and one sentence of a section
 * shared by all areas. Every other "not shown" of the spec needs a row.
 */
const NOT_AREA_A: Array<{ section: string; quote?: string; why: string }> = [
  { section: "Resources and their fields > Conventions", quote: "Timestamp string formats in areas B and C: not shown.", why: "areas B and C" },
  { section: "Resources and their fields > Area C record: Schedule", why: "area C's record" },
  { section: "States and transitions > Identity verification (area B)", why: "area B's states" },
  { section: "States and transitions > Payment schedule (area C)", why: "area C's states" },
  { section: "Endpoints > Area D: legacy token API (address {legacy_base_url})", why: "area D's endpoints" },
  { section: "Authentication > Areas B and C", why: "areas B and C" },
  { section: "Events", why: "the only events are area C's notice_urls" },
];
/** Entries of AMBIGUITIES.md that concern area A without saying "Area A" (1 to 20 concern areas B, C and D only). */
const ALSO_AREA_A: number[] = [];

/** The spec's lines (1-based), each with the heading path of its section, as specSections names them. */
const specLines = (() => {
  let h2 = "";
  let section = "";
  return readFileSync(SPEC_FILE, "utf8").split("\n").map((text) => {
    const heading = /^(#{1,3}) (.+)$/.exec(text);
    if (heading) {
      if (heading[1]!.length <= 2) h2 = heading[2]!;
      section = heading[1]!.length <= 2 ? heading[2]! : `${h2} > ${heading[2]!}`;
    }
    return { text: normalize(text), section };
  });
})();
const specLine = (n: number) => specLines[n - 1];

const ambiguities = new Map(readFileSync(AMBIGUITIES_FILE, "utf8").split("\n")
  .map((l) => /^(\d+)\. (.+)$/.exec(l)).filter((m) => m !== null).map((m) => [Number(m[1]), normalize(m[2]!)]));

const openPoints = new Set((JSON.parse(readFileSync(fixturePath("open-points", "b2b.json"), "utf8")) as { openPoints: { id: string }[] }).openPoints.map((p) => p.id));
const errorTable = (JSON.parse(readFileSync(fixturePath("error-tables", "b2b.json"), "utf8")) as { errors: { error: string; operations: string[] }[] }).errors;

/** Whether a dotted key names a property of the profile's schema (following $refs across the schema files). */
function profileKeyExists(key: string): boolean {
  type Node = { $ref?: string; properties?: Record<string, Node> };
  const load = (file: string) => JSON.parse(readFileSync(fixturePath(file), "utf8")) as Node;
  const deref = (node: Node, file: string): [Node, string] => {
    for (let hops = 0; node.$ref && hops < 16; hops++) {
      const [target, pointer = ""] = node.$ref.split("#");
      if (target) file = join(dirname(file), target);
      node = pointer.split("/").filter(Boolean).reduce<Node>((n, k) => (n as Record<string, Node>)[k] ?? {}, load(file));
    }
    return [node, file];
  };
  let at: [Node, string] = deref(load("profile.schema.json"), "profile.schema.json");
  for (const part of key.split(".")) {
    const child = at[0].properties?.[part];
    if (!child) return false;
    at = deref(child, at[1]);
  }
  return true;
}

/** Every text a row writes in its own words. */
const prose = (r: Row) => [r.open, r.note, r.neutral.rule, r.today, ...Object.values(r.variations)].filter((t) => t !== undefined).join("\n");
const matches = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1] ?? m[0]);

const suiteTexts = (() => {
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
  return [...files(join(ROOT, "suites", "b2b")), fixturePath("spec-tables", "b2b-states.json")].map((f) => readFileSync(f, "utf8")).join("\n");
})();

describe("the freedom table", () => {
  test("matches its schema, each id once", () => {
    const validate = validatorFor("spec-tables/b2b-freedoms.schema.json");
    expect(validate(table) ? [] : describeErrors(validate.errors), `schema errors of ${TABLE}`).toEqual([]);
    const ids = rows.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), "ids given to two rows").toEqual([]);
  });

  test("every row names at least two legal variations", () => {
    expect(rows.filter((r) => Object.keys(r.variations).length < 2).map((r) => r.id)).toEqual([]);
  });

  test("every quote is verbatim at its line of the spec (in the row's section) or in its entry of AMBIGUITIES.md", () => {
    for (const r of rows) {
      expect(specSections().has(r.section), `${r.id}: section "${r.section}"`).toBe(true);
      if (r.line !== undefined) {
        expect(specLine(r.line)?.text, `${r.id}: spec line ${r.line}`).toContain(normalize(r.quote));
        expect(specLine(r.line)?.section, `${r.id}: section of spec line ${r.line}`).toBe(r.section);
      }
      if (r.ambiguity !== undefined) expect(ambiguities.get(r.ambiguity), `${r.id}: AMBIGUITIES ${r.ambiguity}`).toContain(normalize(r.quote));
    }
  });

  test("every \"not shown\" of the spec that concerns area A lies inside a row's quote at its line", () => {
    const uncovered: string[] = [];
    const excludedUsed = new Set<number>();
    specLines.forEach(({ text, section }, i) => {
      for (let at = text.indexOf("not shown"); at >= 0; at = text.indexOf("not shown", at + 1)) {
        const inside = (quote: string) => {
          for (let s = text.indexOf(quote); s >= 0; s = text.indexOf(quote, s + 1)) if (s <= at && at + 9 <= s + quote.length) return true;
          return false;
        };
        const excluded = NOT_AREA_A.findIndex((x) => x.section === section && (x.quote === undefined || inside(normalize(x.quote))));
        if (excluded >= 0) excludedUsed.add(excluded);
        else if (!rows.some((r) => r.line === i + 1 && inside(normalize(r.quote)))) uncovered.push(`line ${i + 1} (${section}): ${text.slice(Math.max(0, at - 80), at + 9)}`);
      }
    });
    expect(uncovered, "\"not shown\" of area A without a row").toEqual([]);
    expect(NOT_AREA_A.filter((_, i) => !excludedUsed.has(i)).map((x) => x.section), "exclusions that match no \"not shown\" any more").toEqual([]);
  });

  test("every area A entry of AMBIGUITIES.md has a row", () => {
    const areaA = [...ambiguities].filter(([n, text]) => text.includes("Area A") || ALSO_AREA_A.includes(n)).map(([n]) => n);
    expect(areaA.length, "area A entries found").toBeGreaterThan(0);
    expect(areaA.filter((n) => !rows.some((r) => r.kind === "ambiguity" && r.ambiguity === n)), "entries without a row").toEqual([]);
  });

  test("every open point of area A is some row's neutral mechanism or named in its see", () => {
    const named = new Set(rows.flatMap((r) => [r.neutral.openPoint, ...(r.see ?? [])]));
    expect([...openPoints].filter((id) => !named.has(id))).toEqual([]);
  });

  test("every pair class names identifiers of the error table whose rows both apply to each operation listed", () => {
    const wrong: string[] = [];
    for (const r of rows) {
      for (const p of r.pairs ?? []) {
        if (p.errors[0] === p.errors[1]) wrong.push(`${r.id}: ${p.errors[0]} paired with itself`);
        for (const error of p.errors) {
          const ops = new Set(errorTable.filter((e) => e.error === error).flatMap((e) => e.operations));
          if (ops.size === 0) wrong.push(`${r.id}: ${error} is no identifier of the error table`);
          for (const op of p.operations) if (ops.size > 0 && !ops.has(op)) wrong.push(`${r.id}: the error table has no row ${error} for operation ${op}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test("neutral mechanisms exist, unless the row is a gap marked today", () => {
    const missing = rows.filter((r) => r.today === undefined).flatMap((r) => [
      ...(r.neutral.profile && !profileKeyExists(r.neutral.profile) ? [`${r.id}: profile key ${r.neutral.profile}`] : []),
      ...(r.neutral.openPoint && !openPoints.has(r.neutral.openPoint) ? [`${r.id}: open point ${r.neutral.openPoint}`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  test("every name a row writes is real: see, profile keys, open points, settings, test ids, files and lines", () => {
    const ids = new Set(rows.map((r) => r.id));
    const envs = new Set(CONFIG_KEYS.map((k) => k.env));
    const wrong: string[] = [];
    for (const r of rows) {
      const text = prose(r);
      for (const s of r.see ?? []) if (!ids.has(s) && !openPoints.has(s)) wrong.push(`${r.id}: see ${s}`);
      for (const key of matches(text, /(?<![\w/.-])(b2b\.[A-Za-z0-9.]*[A-Za-z0-9])/g)) if (!profileKeyExists(key)) wrong.push(`${r.id}: profile key ${key}`);
      for (const id of matches(text, /(?<![\w-])(A-OPEN-[A-Z0-9-]*[A-Z0-9])/g)) if (!openPoints.has(id)) wrong.push(`${r.id}: open point ${id}`);
      for (const env of matches(text, /\b(CONFORMANCE_[A-Z0-9_]+)/g)) if (!envs.has(env)) wrong.push(`${r.id}: setting ${env}`);
      for (const id of matches(text, /(?<![\w-])(A-(?!OPEN-)[A-Z0-9]+(?:-[A-Z0-9]+)+)(?![\w-])/g)) if (!suiteTexts.includes(`"${id}"`)) wrong.push(`${r.id}: test ${id}`);
      for (const [, file, line] of text.matchAll(/((?:harness|suites|fixtures|reference|cli|test)\/[\w./-]+\.(?:ts|json))(?::(\d+))?/g)) {
        if (!existsSync(join(ROOT, file!))) wrong.push(`${r.id}: file ${file}`);
        else if (line && readFileSync(join(ROOT, file!), "utf8").split("\n").length < Number(line)) wrong.push(`${r.id}: ${file} has no line ${line}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("lists the gaps: rows whose suite behaviour assumes one variation, and what they propose", () => {
    const gaps = rows.filter((r) => r.today !== undefined);
    const proposed = gaps.filter((r) => (r.neutral.profile && !profileKeyExists(r.neutral.profile)) || (r.neutral.openPoint && !openPoints.has(r.neutral.openPoint)));
    console.info(`${gaps.length} gaps in ${TABLE} (rows marked today); ${proposed.length} propose a key or open point that does not exist yet:\n`
      + gaps.map((r) => `  ${r.id}: ${JSON.stringify(r.neutral)}${proposed.includes(r) ? " (proposed)" : ""}`).join("\n"));
    for (const r of gaps) expect(r.today, r.id).toMatch(/\(([\w./-]+\.(?:ts|json))/);
  });
});
