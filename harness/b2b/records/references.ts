// How the suite's invoices are named as the original of a modification: the value the profile's pointer reads in the
// invoice's own answer (b2b.responses.<operation>.reference), else its id; an invoice whose answer lacks it cannot be one.
import { excerpt } from "../../secrets/bounded-text.js";
import type { B2bApi } from "../client/api.js";
import { INPUT } from "../profile/keys.js";
import type { CreatedInvoice } from "./tax-invoices.js";

/**
 * The value that names `made` as an original. When the profile reads it from a member the answer lacks (a draft has no
 * approval number yet), the invoice cannot be named as an original on this target: the test is pending, unreachable.
 */
export function referenceOf(api: B2bApi, made: Pick<CreatedInvoice, "id" | "res" | "operation">, what: string): unknown {
  const read = api.readIfThere(made.res, made.operation, "reference");
  if (read === undefined) return made.id;
  if (!read.found) {
    api.unreachable(`${what} has nothing at ${INPUT.answer(made.operation, "reference").replace("|", " or ")} in its answer, `
      + `so it cannot be named as the original of a modification (${excerpt(made.res.text, 200)})`);
  }
  return read.value;
}
