// The spec's tax invoice state table (fixtures/spec-tables/b2b-states.json): each row's preconditions and their tests.
import { readFileSync } from "node:fs";
import { fixturePath } from "../../paths.js";

export type RequiredState = "DRAFTED" | "REQUESTED" | "ISSUED";

/** A state precondition of one operation that a black-box test can break, and its tests: id → the way it breaks it. */
export interface Precondition {
  op: string;
  direction?: "forward" | "reverse";
  required: RequiredState;
  error: string;
  requirement: string;
  tests: Record<string, string>;
}

export interface StateRow {
  /** The Operation cell, verbatim: "POST cancel-issuance (by the supplier)". */
  operation: string;
  required: string;
  error: string;
  other: string;
  quote: string;
  preconditions: Precondition[];
  /** Other tests of the row's rules, declared in their operation's file. */
  alsoCheckedBy: string[];
}

export const STATE_TABLE = fixturePath("spec-tables", "b2b-states.json");
const rows = (JSON.parse(readFileSync(STATE_TABLE, "utf8")) as { rows: StateRow[] }).rows;

export const stateRows = (): readonly StateRow[] => rows;

/** The preconditions of an operation, each with the row that sets it. */
export const preconditionsOf = (op: string): Array<Precondition & { row: StateRow }> =>
  rows.flatMap((row) => row.preconditions.filter((p) => p.op === op).map((p) => ({ ...p, row })));
