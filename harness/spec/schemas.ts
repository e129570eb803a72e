// JSON Schema validation (ajv, draft 2020-12) of spec records and harness data kept under fixtures/.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import type { Ajv2020, ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { FIXTURES, ROOT } from "../paths.js";

/** Every *.schema.json under fixtures/ carries `$id` = SCHEMA_BASE + its path relative to fixtures/. */
export const SCHEMA_BASE = "https://service-conformance.local/fixtures/";

const require = createRequire(import.meta.url);
// ajv itself is loaded only to compile (the self-tests, or a machine whose cache is not written yet): a run's workers
// load the cached code, which needs only ajv's runtime helpers (a tenth of a second less in each).
const ajvClass = () => (require("ajv/dist/2020.js") as { Ajv2020: typeof Ajv2020 }).Ajv2020;
const addFormats = (ajv: Ajv2020) => (require("ajv-formats") as { default: (a: Ajv2020) => void }).default(ajv);
const standaloneCode = (ajv: Ajv2020, refs: Record<string, string>) =>
  (require("ajv/dist/standalone/index.js") as { default: (a: Ajv2020, r: Record<string, string>) => string }).default(ajv, refs);

const OPTIONS = { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true } as const;
/** Where every process of every run finds the schemas compiled (by their digest): compiling took a sixth of a second in each. */
const CACHE_DIR = join(ROOT, "node_modules", ".cache", "service-conformance");

interface SchemaFile {
  id: string;
  text: string;
}

/** Every *.schema.json under fixtures/, with the $id its path gives it. */
function schemaFiles(): SchemaFile[] {
  return jsonFiles(FIXTURES).filter((f) => f.endsWith(".schema.json")).sort().map((file) => ({
    id: SCHEMA_BASE + relative(FIXTURES, file).split("\\").join("/"),
    text: readFileSync(file, "utf8"),
  }));
}

/**
 * Throws on the first schema whose $id is not the one its path gives it. Checked where schemas are compiled: code
 * taken from the cache was compiled from the very same texts (its name is their digest).
 */
function checkIds(files: SchemaFile[]): void {
  for (const { id, text } of files) {
    if ((JSON.parse(text) as { $id?: string }).$id !== id) throw new Error(`fixtures/${id.slice(SCHEMA_BASE.length)}: $id must be "${id}"`);
  }
}

/**
 * Schemas are checked against the meta-schema by the self-tests (`checked`), not in every worker of every run, where
 * it cost a tenth of a second each time.
 */
function createAjv(files = schemaFiles(), { checked = false, source = false } = {}): Ajv2020 {
  checkIds(files);
  const ajv = new (ajvClass())({ ...OPTIONS, validateSchema: checked, ...(source ? { code: { source: true } } : {}) });
  addFormats(ajv);
  for (const { text } of files) ajv.addSchema(JSON.parse(text) as object);
  return ajv;
}

/**
 * A validator for every schema, by $id: ajv's code for them, generated once per machine and version of the schemas
 * into node_modules/.cache (written whole, then renamed, so processes starting together never read half a file);
 * compiled in this process when the cache cannot be written.
 */
function loadValidators(): Map<string, ValidateFunction> {
  const files = schemaFiles();
  const versions = ["ajv", "ajv-formats"].map((p) => (require(`${p}/package.json`) as { version: string }).version);
  const digest = createHash("sha256").update(JSON.stringify([versions, OPTIONS, files])).digest("hex").slice(0, 24);
  const cached = join(CACHE_DIR, `schemas-${digest}.cjs`);
  const fromModule = (m: Record<string, ValidateFunction>) => {
    validatorsFrom = "cache";
    return new Map(files.map(({ id }) => [id, m[id]!]));
  };
  try {
    return fromModule(require(cached) as Record<string, ValidateFunction>);
  } catch {
    // not generated yet
  }
  const ajv = createAjv(files, { source: true });
  try {
    const code = standaloneCode(ajv, Object.fromEntries(files.map(({ id }) => [id, id])));
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${cached}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, code);
    renameSync(partial, cached);
    // The code of earlier versions of the schemas is of no more use.
    for (const old of readdirSync(CACHE_DIR).filter((f) => /^schemas-[0-9a-f]+\.cjs$/.test(f) && join(CACHE_DIR, f) !== cached)) {
      rmSync(join(CACHE_DIR, old), { force: true });
    }
    return fromModule(require(cached) as Record<string, ValidateFunction>);
  } catch {
    validatorsFrom = "compiled here";
    return new Map(files.map(({ id }) => [id, ajv.getSchema(id)!]));
  }
}

let validatorsFrom: "cache" | "compiled here" | undefined;
/** Where this process's validators came from (the self-tests check the cache is used). */
export const validatorsSource = () => validatorsFrom;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : []);
}

let validators: Map<string, ValidateFunction> | undefined;

/** Every schema under fixtures/ added with its meta-schema checked (for the self-tests): throws on the first bad one. */
export function checkAllSchemas(): number {
  const ajv = createAjv(undefined, { checked: true });
  return Object.keys((ajv as unknown as { schemas: object }).schemas).filter((id) => id.startsWith(SCHEMA_BASE)).map((id) => ajv.getSchema(id)).length;
}

/** A validator compiled here, not taken from the cache (for the self-tests, which compare the two). */
export function freshValidator(path: string): ValidateFunction {
  return createAjv().getSchema(SCHEMA_BASE + path)!;
}

/** A validator for a schema file under fixtures/, by its path there, e.g. "profile.schema.json". */
export function validatorFor(path: string): ValidateFunction {
  validators ??= loadValidators();
  const validate = validators.get(SCHEMA_BASE + path);
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
