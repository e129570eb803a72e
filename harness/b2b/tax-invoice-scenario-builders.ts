// Builders of the tax invoice scenarios (13 to 24): on each creation, a modification, an update, a broken state precondition.
import type { Scenario } from "./scenarios.js";
import type { B2bApi } from "./api.js";
import { INPUT } from "./profile.js";
import { operation } from "./operations.js";
import { createInvoice, createsTaxInvoice, CREATES_TAX_INVOICE, invoicePath, invoiceVars, sendCreate, updateDraft, type Creation } from "./tax-invoices.js";
import { modificationOf } from "./modification-drafts.js";
import { reachOther, type Prepare, type Way } from "./tax-invoice-ways.js";
import type { Vars } from "./template.js";

const CREATES: Record<string, [Creation, string]> = {
  "13": ["draft", "taxInvoiceDraft"], "15": ["immediate", "taxInvoiceIssueImmediately"], "15b": ["reverse", "taxInvoiceRequestReverse"],
};
export const MODIFIES = [INPUT.taxInvoiceFixture("modificationType")];
export const UPDATE = INPUT.request("taxInvoiceUpdateDraft", "valid");
const fresh = (api: B2bApi) => api.freshBrn();

/** A scenario on each creation (13, 15, 15b); `send` makes the creation that must be refused. */
export function onCreations(suffix: string, what: string, needs: string[], send: (api: B2bApi, how: Creation, op: string) => ReturnType<Scenario["provoke"]>,
  ops = ["13", "15", "15b"], requirements: string[] = []): Record<string, Scenario[]> {
  return Object.fromEntries(ops.map((op) => {
    const [how, template] = CREATES[op]!;
    return [op, [{ id: `A-${operation(op).key}-${suffix}`, title: `refuses a new tax invoice ${what}`, scenario: `${operation(op).title} ${what}`,
      needs: [...createsTaxInvoice(how), INPUT.request(template, "valid"), ...needs], requirements, provoke: (api: B2bApi) => send(api, how, op) }]];
  }));
}

/** A reused document key: the second creation carries the first invoice's key. */
export const reused = (field: "supplierDocumentKey" | "recipientDocumentKey") => async (api: B2bApi, how: Creation) => {
  const first = await createInvoice(api, how);
  return sendCreate(api, how, invoiceVars(api, how === "reverse" ? "reverse" : "forward", { [field]: first.vars[field] }));
};

/** A modification of `original` (a key the suite or the profile gives), with the creation's variables and overrides. */
export const modify = (original: (api: B2bApi) => Promise<string> | string, overrides: (api: B2bApi) => Vars = () => ({})) =>
  async (api: B2bApi, how: Creation) => sendCreate(api, how, invoiceVars(api, how === "reverse" ? "reverse" : "forward", overrides(api)),
    modificationOf(api, await original(api)));

/** An update of the suite's draft with its own variables changed. */
export const update = (api: B2bApi, id: string, vars: Vars) => updateDraft(api, id, vars);

/** The operations of the spec's state table as it names them (an operation's title describes its success probe). */
const STATE_TABLE_NAMES: Record<string, string> = {
  "14": "PUT draft", "16": "POST attach-file", "17": "DELETE attachment", "19": "POST cancel-issuance", "20": "POST cancel-request", "21": "POST issue",
};

/**
 * A state precondition broken from each way: the call must get the table's error whenever the observed state is not the
 * required one. `prepare` works on the new invoice before the way moves it on; `call` gets what it returned.
 */
export function precondition(op: string, required: string, ways: Way[],
  call: (api: B2bApi, id: string, vars: Vars, prepared?: string) => ReturnType<Scenario["provoke"]>, needs: string[] = [], prepare?: Prepare): Scenario[] {
  const o = operation(op);
  return ways.map((w) => ({
    id: `A-${o.key}-FROM-${w.name.replace(/[A-Z]/g, (c) => `-${c}`).toUpperCase()}-400`, title: `refuses operation ${op} on ${w.from}`,
    scenario: `${STATE_TABLE_NAMES[op]} on ${w.from} (requires ${required})`, needs: [...w.needs, ...needs],
    requirements: ["A.STATE.NAMED-STATES"],
    provoke: async (api: B2bApi) => { const r = await reachOther(api, w, required, {}, prepare); return call(api, r.id, r.vars, r.prepared); },
  }));
}
/**
 * A party no counterparty has, on each creation and on an update of the suite's draft. Whether an unregistered
 * recipient of a forward invoice "exists" is open (A-OPEN-UNREGISTERED-RECIPIENT): there an acceptance is pending, and
 * only a refusal is checked (it must be the table's error).
 */
export function unknownParty(field: "supplierBrn" | "recipientBrn", suffix: string, what: string): Record<string, Scenario[]> {
  const open = (op: string): Scenario["acceptedIsOpen"] => field === "recipientBrn" && op !== "15b"
    ? { openPoint: "A-OPEN-UNREGISTERED-RECIPIENT", observed: "the target accepted a forward invoice to an unregistered recipient" } : undefined;
  const creations = onCreations(suffix, what, [INPUT.freshBrns],
    (api, how) => sendCreate(api, how, invoiceVars(api, how === "reverse" ? "reverse" : "forward", { [field]: fresh(api) })));
  return {
    ...Object.fromEntries(Object.entries(creations).map(([op, [s]]) => [op, [{ ...s!, acceptedIsOpen: open(op) }]])),
    "14": [{ id: `A-UPDATE-DRAFT-${suffix}`, title: `refuses updating a draft ${what}`, scenario: `PUT draft ${what}`,
      needs: [...CREATES_TAX_INVOICE, UPDATE, INPUT.freshBrns], acceptedIsOpen: open("14"),
      provoke: async (api) => { const d = await createInvoice(api, "draft"); return update(api, d.id, { ...d.vars, [field]: fresh(api) }); } }],
  };
}

export const keyed = (rest: string, template?: string) => (api: B2bApi, id: string) =>
  (template ? api.send("POST", invoicePath(id, rest), template, "valid", {}) : api.call("DELETE", invoicePath(id, rest)));
export const T = (name: string) => INPUT.request(name, "valid");
