// Ways the suite brings its own tax invoice into a state: each ends with the answer that reports the state it observed.
import type { HttpResponse } from "../http.js";
import type { B2bApi } from "./api.js";
import { INPUT } from "./profile.js";
import { createInvoice, CREATES_TAX_INVOICE, invoicePath, observedState, type CreatedInvoice } from "./tax-invoices.js";
import type { Vars } from "./template.js";

export interface Reached extends CreatedInvoice {
  /** The spec state name observed in the last answer (or the wire name when the profile maps none). */
  state: string;
}

export interface Way {
  name: string;
  /** Words for titles: "from an issued draft". */
  from: string;
  needs: string[];
  reach(api: B2bApi, overrides?: Vars): Promise<Reached>;
}

const STATES = [INPUT.statePointer, INPUT.stateNames];
const needsOf = (...operations: string[]) => [...CREATES_TAX_INVOICE, ...STATES, ...operations.map((o) => INPUT.request(o, "valid"))];

/** Calls a keyed operation that answers the tax invoice and must succeed. */
export async function step(api: B2bApi, id: string, rest: string, operation: string): Promise<HttpResponse> {
  const res = await api.send("POST", invoicePath(id, rest), operation, "valid", {});
  api.t.expect(res.status, `status of ${rest.slice(1)} while reaching a state (${res.text.slice(0, 200)})`).toBe(200);
  return res;
}

function way(name: string, from: string, operations: string[], how: "draft" | "immediate" | "reverse",
  then: Array<[string, string]> = []): Way {
  return {
    name, from, needs: needsOf(...operations, ...then.map(([, o]) => o)),
    async reach(api, overrides = {}) {
      const made = await createInvoice(api, how, overrides);
      let res = made.res;
      for (const [rest, operation] of then) res = await step(api, made.id, rest, operation);
      return { ...made, res, state: observedState(api, res) };
    },
  };
}

export const WAYS = {
  drafted: way("drafted", "a new draft", ["taxInvoiceDraft"], "draft"),
  draftIssued: way("draftIssued", "an issued draft", ["taxInvoiceDraft"], "draft", [["/issue", "taxInvoiceIssue"]]),
  immediate: way("immediate", "an immediate issuance", ["taxInvoiceIssueImmediately"], "immediate"),
  requested: way("requested", "a reverse request", ["taxInvoiceRequestReverse"], "reverse"),
  requestCancelled: way("requestCancelled", "a cancelled request", ["taxInvoiceRequestReverse"], "reverse",
    [["/cancel-request", "taxInvoiceCancelRequest"]]),
  issuanceCancelled: way("issuanceCancelled", "a cancelled issuance", ["taxInvoiceIssueImmediately"], "immediate",
    [["/cancel-issuance", "taxInvoiceCancelIssuance"]]),
  reverseIssued: way("reverseIssued", "an approved reverse request", ["taxInvoiceRequestReverse"], "reverse", [["/issue", "taxInvoiceIssue"]]),
} satisfies Record<string, Way>;

/** Reaches a state through a way; when the target reports the state the precondition asks for, the test cannot apply. */
export async function reachOther(api: B2bApi, w: Way, required: string, overrides?: Vars): Promise<Reached> {
  const reached = await w.reach(api, overrides);
  if (reached.state === required) api.t.disabled(`the invoice reached from ${w.from} is reported ${required} by this target, so the ${required} precondition cannot be broken from it`);
  return reached;
}
