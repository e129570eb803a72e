// The spec's area A operation table (fixtures/spec-tables/b2b-operations.json): method, path and the suite's names per row.
import { readFileSync } from "node:fs";
import { fixturePath } from "../../paths.js";

export interface OperationRow {
  /** The row's number: "1" to "25", and "15b". */
  op: string;
  method: string;
  /** With its parameters in braces: /b2b/tax-invoices/{taxInvoiceKey}/issue. */
  path: string;
  query: string;
  body: string;
  response: string;
  quote: string;
  /** The operation's part of test ids: A-<key>-…. */
  key: string;
  /** The operation's name in the profile: b2b.requests.<name>, b2b.responses.<name>. */
  name: string;
  /** Its success call in words. */
  title: string;
}

export const OPERATION_TABLE = fixturePath("spec-tables", "b2b-operations.json");
const rows = (JSON.parse(readFileSync(OPERATION_TABLE, "utf8")) as { rows: OperationRow[] }).rows;

export function row(op: string): OperationRow {
  const found = rows.find((r) => r.op === op);
  if (!found) throw new Error(`operation ${op} is not a row of ${OPERATION_TABLE}`);
  return found;
}

export const operationRows = (): readonly OperationRow[] => rows;

/** The row's path with its parameters filled (each encoded): pathOf("21", { taxInvoiceKey: "ti 1" }) → /b2b/tax-invoices/ti%201/issue. */
export function pathOf(op: string, params: Record<string, string> = {}): string {
  return row(op).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`the path of operation ${op} needs {${name}}`);
    return encodeURIComponent(params[name]);
  });
}
