// Going on from the state an answer reports: "reads the state each answer reports and goes on only from the state a
// step requires" (F-STATE-AFTER). Which state each operation but the draft save leaves the invoice in is open
// (A-OPEN-STATE-AFTER): a later state (sending-completed at once after issue-immediately, or one the profile does not
// name) leaves the test pending; an earlier one is the target's failure, which the step's own refusal reports.
import { givenKey } from "../../config/profile.js";
import type { B2bApi } from "../client/api.js";
import { INPUT } from "../profile/keys.js";
import { directionOf, observedState, type CreatedInvoice } from "../records/tax-invoices.js";
import { row } from "../spec/operation-table.js";
import { preconditionsOf } from "../spec/state-table.js";

const EARLIER_OR_SAME = ["DRAFTED", "REQUESTED", "ISSUED"];

/** Pending on A-OPEN-STATE-AFTER when `made`'s last answer reports a later state than the one operation `op` needs. */
export function goesOnFrom(api: B2bApi, made: Pick<CreatedInvoice, "res" | "operation" | "vars">, op: string): void {
  if (givenKey(api.t.run.profile, INPUT.answer(made.operation, "state")) === undefined || api.t.input(INPUT.stateNames) === undefined) return;
  const direction = directionOf(made.vars) ?? "forward";
  const required = preconditionsOf(op).find((p) => !p.direction || p.direction === direction)?.required;
  if (required === undefined) return;
  const state = observedState(api, made.res, made.operation);
  if (EARLIER_OR_SAME.includes(state)) return;
  api.t.pending("A-OPEN-STATE-AFTER", `the suite's invoice is reported ${state} after ${made.operation}, not ${required}, which `
    + `${row(op).method} ${row(op).path.split("/").at(-1)} needs: the state after that operation is open`);
}
