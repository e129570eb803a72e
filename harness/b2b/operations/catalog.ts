// Every area A operation the suite calls (1 to 24), by its number in the spec's operation table.
import { COUNTERPARTY_CALLS } from "./counterparty-calls.js";
import { TAX_INVOICE_CALLS } from "./tax-invoice-calls.js";
import type { OperationCalls } from "./types.js";

export const OPERATIONS: readonly OperationCalls[] = [...COUNTERPARTY_CALLS, ...TAX_INVOICE_CALLS];

export function operation(op: string): OperationCalls {
  const found = OPERATIONS.find((o) => o.op === op);
  if (!found) throw new Error(`the suite calls no operation ${op}`);
  return found;
}
