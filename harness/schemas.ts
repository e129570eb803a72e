// JSON Schema validation (ajv, draft 2020-12) of spec records and harness data kept under fixtures/.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import { FIXTURES } from "./paths.js";

/** Every *.schema.json under fixtures/ carries `$id` = SCHEMA_BASE + its path relative to fixtures/. */
export const SCHEMA_BASE = "https://service-conformance.local/fixtures/";

const addFormats = ((ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats) as unknown as (a: Ajv2020) => void;

/**
 * Schemas are checked against the meta-schema by the self-tests (`checked`), not in every worker of every run, where
 * it cost a tenth of a second each time.
 */
function createAjv(checked = false): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, validateSchema: checked });
  addFormats(ajv);
  for (const file of jsonFiles(FIXTURES).filter((f) => f.endsWith(".schema.json"))) {
    const schema = JSON.parse(readFileSync(file, "utf8")) as { $id?: string };
    const expected = SCHEMA_BASE + relative(FIXTURES, file).split("\\").join("/");
    if (schema.$id !== expected) throw new Error(`${file}: $id must be "${expected}"`);
    ajv.addSchema(schema);
  }
  return ajv;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : []);
}

let shared: Ajv2020 | undefined;

/** Every schema under fixtures/ added with its meta-schema checked (for the self-tests): throws on the first bad one. */
export function checkAllSchemas(): number {
  const ajv = createAjv(true);
  return Object.keys((ajv as unknown as { schemas: object }).schemas).filter((id) => id.startsWith(SCHEMA_BASE)).map((id) => ajv.getSchema(id)).length;
}

/** A validator for a schema file under fixtures/, by its path there, e.g. "profile.schema.json". */
export function validatorFor(path: string): ValidateFunction {
  shared ??= createAjv();
  const validate = shared.getSchema(SCHEMA_BASE + path);
  if (!validate) throw new Error(`no schema fixtures/${path}`);
  return validate;
}

/** One line per error, with the JSON pointer of the offending value. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath === "" ? "(root)" : e.instancePath;
    const extra = e.keyword === "additionalProperties" ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"`
      : e.keyword === "enum" ? ` ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues).slice(0, 120)}` : "";
    return `${where} ${e.message ?? e.keyword}${extra}`;
  });
}
