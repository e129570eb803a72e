// Who acts in the operations the state table gives a party (the supplier issues and cancels an issuance, the recipient
// cancels its request), and the refusal a target may give the account acting for the other party: "No error is listed
// for a wrong party" (A-OPEN-ACTING-PARTY), so such a refusal leaves the test pending, unless it names a state error the
// invoice's state belies.
import { excerpt } from "../../secrets/bounded-text.js";
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi } from "../client/api.js";
import type { Direction } from "../records/tax-invoices.js";
import { row } from "../spec/operation-table.js";
import { preconditionsOf } from "../spec/state-table.js";

const ACTS: Record<string, "supplier" | "recipient"> = { "19": "supplier", "20": "recipient", "21": "supplier" };

/** The account's side of the suite's invoices: it supplies forward ones and receives reverse ones. */
const accountSide = (direction: Direction) => (direction === "forward" ? "supplier" : "recipient");

/**
 * When the account called `op` on a `direction` invoice it is not the acting party of, and the target refused with
 * anything but one of the operation's state errors (a statement about the invoice's state, which the test judges), the
 * test is pending on A-OPEN-ACTING-PARTY.
 */
export function refusedAsOtherParty(api: B2bApi, op: string, direction: Direction, res: HttpResponse): void {
  const acting = ACTS[op];
  if (!acting || acting === accountSide(direction) || res.status < 400 || res.status >= 500) return;
  if (preconditionsOf(op).some((p) => api.carries(res, p.error))) return;
  api.t.pending("A-OPEN-ACTING-PARTY", `${row(op).method} ${row(op).path.split("/").at(-1)} by the account, the ${accountSide(direction)} of this `
    + `${direction} invoice and not its ${acting}, was answered ${res.status} ${excerpt(res.text, 160)}`);
}
