// Ways the suite brings its own tax invoice into a state: each ends with the answer that reports the state it observed.
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi } from "../client/api.js";
import { INPUT } from "../profile/keys.js";
import type { Vars } from "../profile/template.js";
import { createInvoice, createsTaxInvoice, directionOf, invoiceVars, observedState, sendCreate, type CreatedInvoice, type Creation } from "../records/tax-invoices.js";
import { refusedAsOtherParty } from "./acting-party.js";
import { goesOnFrom } from "./state-after.js";
import { row } from "../spec/operation-table.js";

export interface Reached extends CreatedInvoice {
  /** The spec state name observed in the last answer (or the wire name when the profile maps none). */
  state: string;
  /** What `prepare` returned (an attachment id). */
  prepared?: string;
}

/** Work on a freshly created invoice before a way moves it on (attaching a file to a draft); its result reaches the test. */
export type Prepare = (api: B2bApi, id: string) => Promise<string | undefined>;

export interface ReachOptions {
  /** Changes to the invoice's variables. */
  overrides?: Vars;
  /** Runs on the new invoice before the way's later steps (while it is still as created). */
  prepare?: Prepare;
}

export interface Way {
  name: string;
  /** Words for titles: "an issued draft". */
  from: string;
  needs: string[];
  reach(api: B2bApi, o?: ReachOptions): Promise<Reached>;
}

/** The templates of the way's operations, and the state of the last one's answer. */
const needsOf = (how: Creation, ...names: string[]) => [...createsTaxInvoice(how), ...names.map((o) => INPUT.request(o, "valid")),
  INPUT.answer(names.at(-1)!, "state"), INPUT.stateNames];

/**
 * A keyed operation that answers the tax invoice (19, 20, 21), called as a setup step: a refusal is blamed on
 * `dedicated`, the operation's own test (by default its success test under this test's settings).
 */
export async function step(api: B2bApi, made: CreatedInvoice, op: string, dedicated = api.dedicated(row(op).key)): Promise<HttpResponse> {
  const { method } = row(op);
  const res = await api.send(op, { params: { taxInvoiceKey: made.id } });
  refusedAsOtherParty(api, op, directionOf(made.vars) ?? "forward", res);
  return api.setupStep(res, `${method} ${row(op).path.split("/").at(-1)}`, dedicated);
}

interface WayOf {
  name: string;
  from: string;
  how: Creation;
  /** The keyed operations that move the new invoice on, in order, each with the test a refusal is blamed on when not its own. */
  then?: Array<{ op: string; dedicated?: string }>;
}

const CREATED_BY: Record<Creation, string> = { draft: "13", immediate: "15", reverse: "15b" };

function way({ name, from, how, then = [] }: WayOf): Way {
  const names = [CREATED_BY[how], ...then.map((s) => s.op)].map((op) => row(op).name);
  return {
    name, from, needs: needsOf(how, ...names),
    async reach(api, { overrides = {}, prepare } = {}) {
      const made = await createInvoice(api, how, overrides);
      const prepared = await prepare?.(api, made.id);
      let { res, operation } = made;
      for (const s of then) {
        goesOnFrom(api, { res, operation, vars: made.vars }, s.op);
        [res, operation] = [await step(api, made, s.op, s.dedicated), row(s.op).name];
      }
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
  async reach(api, { overrides = {}, prepare } = {}) {
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
  drafted: way({ name: "drafted", from: "a new draft", how: "draft" }),
  draftIssued: way({ name: "draftIssued", from: "an issued draft", how: "draft", then: [{ op: "21" }] }),
  immediate: way({ name: "immediate", from: "an immediate issuance", how: "immediate" }),
  requested: way({ name: "requested", from: "a reverse request", how: "reverse" }),
  requestCancelled: way({ name: "requestCancelled", from: "a cancelled request", how: "reverse", then: [{ op: "20" }] }),
  issuanceCancelled: way({ name: "issuanceCancelled", from: "a cancelled issuance", how: "immediate", then: [{ op: "19" }] }),
  // A reverse request's approval has a test of its own: the story of the reverse flow.
  reverseIssued: way({ name: "reverseIssued", from: "an approved reverse request", how: "reverse", then: [{ op: "21", dedicated: "A-LIFECYCLE-REVERSE-ISSUE" }] }),
  draftCancelled: way({ name: "draftCancelled", from: "a draft issued and cancelled", how: "draft", then: [{ op: "21" }, { op: "19" }] }),
  reverseDraft,
} satisfies Record<string, Way>;

export type WayName = keyof typeof WAYS;

/**
 * Reaches a state through a way. When the target reports the state the precondition asks for (the state after each
 * operation is open), the test cannot apply and is pending on that point.
 */
export async function reachOther(api: B2bApi, w: Way, required: string, o: ReachOptions = {}): Promise<Reached> {
  const reached = await w.reach(api, o);
  if (reached.state === required) {
    api.t.pending("A-OPEN-STATE-AFTER", `the invoice reached from ${w.from} is reported ${required} by this target, so the ${required} precondition cannot be broken from it`);
  }
  return reached;
}
