// Ways the suite brings its own tax invoice into a state: each ends with the answer that reports the state it observed.
import type { HttpResponse } from "../http.js";
import type { B2bApi } from "./api.js";
import { INPUT } from "./profile.js";
import { createInvoice, createsTaxInvoice, invoicePath, invoiceVars, observedState, sendCreate, type CreatedInvoice, type Creation } from "./tax-invoices.js";
import type { Vars } from "./template.js";

export interface Reached extends CreatedInvoice {
  /** The spec state name observed in the last answer (or the wire name when the profile maps none). */
  state: string;
  /** What `prepare` returned (an attachment id). */
  prepared?: string;
}

export interface Way {
  name: string;
  /** Words for titles: "from an issued draft". */
  from: string;
  needs: string[];
  /** `prepare` runs on the new invoice before the way's later steps (while it is still as created). */
  reach(api: B2bApi, overrides?: Vars, prepare?: Prepare): Promise<Reached>;
}

/** Work on a freshly created invoice before a way moves it on (attaching a file to a draft); its result reaches the test. */
export type Prepare = (api: B2bApi, id: string) => Promise<string | undefined>;

/** The templates of the way's operations, and the state of the last one's answer. */
const needsOf = (how: Creation, ...operations: string[]) => [...createsTaxInvoice(how), ...operations.map((o) => INPUT.request(o, "valid")),
  INPUT.answer(operations.at(-1)!, "state"), INPUT.stateNames];

/** The test of each step's operation (its key in test ids); a reverse request's approval has its own story. */
const STEP_KEY: Record<string, string> = { "/issue": "ISSUE", "/cancel-issuance": "CANCEL-ISSUANCE", "/cancel-request": "CANCEL-REQUEST" };

/**
 * A keyed operation that answers the tax invoice, called as a setup step: a refusal is blamed on `dedicated`, the
 * operation's own test (by default its success test under this test's settings).
 */
export async function step(api: B2bApi, id: string, rest: string, operation: string, dedicated = api.dedicated(STEP_KEY[rest]!)): Promise<HttpResponse> {
  return api.setupStep(await api.send("POST", invoicePath(id, rest), operation, "valid", {}), `POST ${rest.slice(1)}`, dedicated);
}

type Then = [rest: string, operation: string, dedicated?: string];

function way(name: string, from: string, operations: string[], how: Creation, then: Then[] = []): Way {
  return {
    name, from, needs: needsOf(how, ...operations, ...then.map(([, o]) => o)),
    async reach(api, overrides = {}, prepare) {
      const made = await createInvoice(api, how, overrides);
      const prepared = await prepare?.(api, made.id);
      let { res, operation } = made;
      for (const [rest, next, dedicated] of then) [res, operation] = [await step(api, made.id, rest, next, dedicated), next];
      return { ...made, res, operation, state: observedState(api, res, operation), prepared };
    },
  };
}

/**
 * A reverse invoice saved with POST draft (13), which stays DRAFTED. Whether POST draft takes the reverse issuance type is
 * open (A-OPEN-ISSUANCE-TYPE-MISMATCH): a target that refuses it cannot be tested from this state.
 */
const reverseDraft: Way = {
  name: "reverseDraft", from: "a reverse draft", needs: needsOf("draft", "taxInvoiceDraft"),
  async reach(api, overrides = {}, prepare) {
    const vars = invoiceVars(api, "reverse", { issuanceType: "reverse", ...overrides });
    const res = await sendCreate(api, "draft", vars);
    if (res.status === 400) api.t.pending("A-OPEN-ISSUANCE-TYPE-MISMATCH", "this target answers 400 to a reverse draft on POST draft");
    api.setupStep(res, "POST draft of a reverse invoice", api.dedicated("DRAFT"));
    const operation = "taxInvoiceDraft";
    const id = String(api.read(res, operation, "id"));
    const prepared = await prepare?.(api, id);
    return { id, vars, res, operation, state: observedState(api, res, operation), prepared };
  },
};

export const WAYS = {
  drafted: way("drafted", "a new draft", ["taxInvoiceDraft"], "draft"),
  draftIssued: way("draftIssued", "an issued draft", ["taxInvoiceDraft"], "draft", [["/issue", "taxInvoiceIssue"]]),
  immediate: way("immediate", "an immediate issuance", ["taxInvoiceIssueImmediately"], "immediate"),
  requested: way("requested", "a reverse request", ["taxInvoiceRequestReverse"], "reverse"),
  requestCancelled: way("requestCancelled", "a cancelled request", ["taxInvoiceRequestReverse"], "reverse",
    [["/cancel-request", "taxInvoiceCancelRequest"]]),
  issuanceCancelled: way("issuanceCancelled", "a cancelled issuance", ["taxInvoiceIssueImmediately"], "immediate",
    [["/cancel-issuance", "taxInvoiceCancelIssuance"]]),
  reverseIssued: way("reverseIssued", "an approved reverse request", ["taxInvoiceRequestReverse"], "reverse",
    [["/issue", "taxInvoiceIssue", "A-LIFECYCLE-REVERSE-ISSUE"]]),
  draftCancelled: way("draftCancelled", "a draft issued and cancelled", ["taxInvoiceDraft"], "draft",
    [["/issue", "taxInvoiceIssue"], ["/cancel-issuance", "taxInvoiceCancelIssuance"]]),
  reverseDraft,
} satisfies Record<string, Way>;

/** Reaches a state through a way; when the target reports the state the precondition asks for, the test cannot apply. */
export async function reachOther(api: B2bApi, w: Way, required: string, overrides?: Vars, prepare?: Prepare): Promise<Reached> {
  const reached = await w.reach(api, overrides, prepare);
  api.reportedState = reached.state;
  if (reached.state === required) {
    api.t.pending("A-OPEN-STATE-AFTER", `the invoice reached from ${w.from} is reported ${required} by this target, so the ${required} precondition cannot be broken from it`);
  }
  return reached;
}
