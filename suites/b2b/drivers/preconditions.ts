// Declares the state-precondition tests of an operation from the spec's state table (fixtures/spec-tables/b2b-states.json):
// for each test id of a precondition, the invoice is brought out of the required state by its way, the state the target
// reports is read, and the call must get the row's error (when the state is already the required one, it is pending).
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import type { HttpResponse } from "../../../harness/http/http.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { attachOne } from "../../../harness/b2b/records/attachments.js";
import { directionOf, observedState, updateDraft } from "../../../harness/b2b/records/tax-invoices.js";
import { refusedAsOtherParty } from "../../../harness/b2b/states/acting-party.js";
import { uploadFile, UPLOADS } from "../../../harness/b2b/records/uploads.js";
import { pathOf, row } from "../../../harness/b2b/spec/operation-table.js";
import { preconditionsOf, STATE_TABLE } from "../../../harness/b2b/spec/state-table.js";
import { reachOther, WAYS, type Prepare, type Reached, type WayName } from "../../../harness/b2b/states/ways.js";
import { errorRow } from "./error-rows.js";

interface CallOn {
  /** Profile inputs the call needs besides the way's. */
  needs: string[];
  /** Runs on the new invoice before the way moves it on (a deletion needs an attachment made while it is a draft). */
  prepare?: Prepare;
  call(api: B2bApi, reached: Reached): Promise<HttpResponse>;
}

const template = (op: string): CallOn => ({
  needs: [INPUT.request(row(op).name, "valid")],
  call: (api, r) => api.send(op, { params: { taxInvoiceKey: r.id } }),
});

/** How each operation with a state precondition is called on the invoice a way reached. */
const CALL_ON: Record<string, CallOn> = {
  "14": { needs: [INPUT.request("taxInvoiceUpdateDraft", "valid")], call: (api, r) => updateDraft(api, r, r.vars) },
  "16": { needs: [INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS],
    call: async (api, r) => api.send("16", { params: { taxInvoiceKey: r.id }, vars: await uploadFile(api) }) },
  "17": { needs: [INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS, INPUT.response("taxInvoiceAttachments", "items"), INPUT.response("taxInvoiceAttachments", "itemId")],
    prepare: attachOne, call: (api, r) => api.call("DELETE", pathOf("17", { taxInvoiceKey: r.id, attachmentId: r.prepared! })) },
  "19": template("19"),
  "20": template("20"),
  "21": template("21"),
};

/**
 * POST issue on a reverse draft may send it to its supplier (A-OPEN-REVERSE-DRAFT-PATH, F-REVERSE-DRAFT-PATH
 * issue-requests): answered 200 with the invoice REQUESTED, the test is pending; any other state after it is judged.
 */
function sentToSupplier(api: B2bApi, op: string, reached: Reached, res: HttpResponse): void {
  if (op !== "21" || res.status !== 200 || reached.state !== "DRAFTED" || directionOf(reached.vars) !== "reverse") return;
  const state = observedState(api, res, "taxInvoiceIssue");
  if (state === "REQUESTED") api.t.pending("A-OPEN-REVERSE-DRAFT-PATH", `POST issue on this reverse draft answered 200 with the invoice ${state}: it sent the draft to its supplier`);
}

/** Every state-precondition test of operation `op` the state table lists (their ids are written there). */
export function statePreconditions(op: string): void {
  const on = CALL_ON[op];
  for (const p of preconditionsOf(op)) {
    if (!on) throw new Error(`operation ${op} has state preconditions but no call for them (suites/b2b/drivers/preconditions.ts)`);
    const errors = errorRow(p.error, op);
    for (const [id, wayName] of Object.entries(p.tests)) {
      const way = WAYS[wayName as WayName];
      if (!way) throw new Error(`${id}: ${STATE_TABLE} names the way "${wayName}", which harness/b2b/states/ways.ts does not have`);
      const what = `${p.row.operation} on ${way.from} (requires ${p.required})`;
      conformanceTest({
        id, title: `refuses operation ${op} on ${way.from}`, requirements: [p.requirement, "A.ERR.KIND-AND-STATUS", "A.STATE.NAMED-STATES"],
        needs: [...way.needs, ...on.needs, INPUT.errors], origin: STATE_TABLE, errorRows: [{ error: p.error, op }],
        hint: `${what} must be answered ${errors.status} ${p.error} (${errors.condition})`,
      }, async (t) => {
        const api = new B2bApi(t);
        const reached = await reachOther(api, way, p.required, { prepare: on.prepare });
        const res = await on.call(api, reached);
        refusedAsOtherParty(api, op, directionOf(reached.vars) ?? "forward", res);
        sentToSupplier(api, op, reached, res);
        api.expectError(res, { status: errors.status, identifier: p.error, what: `${what}, reported ${reached.state}` });
      });
    }
  }
}
