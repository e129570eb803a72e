// The rows of area A's error table (fixtures/error-tables/b2b.json), found by identifier and operation.
import { readFileSync } from "node:fs";
import { fixturePath } from "../../../harness/paths.js";

export interface ErrorRow {
  operations: string[];
  status: number;
  error: string;
  condition: string;
  requirement: string;
}

export const ERROR_TABLE = fixturePath("error-tables", "b2b.json");
const rows = (JSON.parse(readFileSync(ERROR_TABLE, "utf8")) as { errors: ErrorRow[] }).errors;

export const errorRows = (): readonly ErrorRow[] => rows;

/** The row of an identifier for an operation; a case naming a row the table does not have for it is refused. */
export function errorRow(error: string, op: string): ErrorRow {
  const found = rows.find((r) => r.error === error && r.operations.includes(op));
  if (!found) throw new Error(`the error table has no row ${error} for operation ${op} (${ERROR_TABLE})`);
  return found;
}
