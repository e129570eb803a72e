// Tax invoices the suite creates for itself (forward or reverse): their variables, the requests that carry them, and
// the state an answer reports.
import type { HttpResponse } from "../../http/http.js";
import { HarnessError } from "../../outcomes/errors.js";
import { givenKey } from "../../config/profile.js";
import type { B2bApi, CallOptions } from "../client/api.js";
import { INPUT, type CounterpartyFixture, type WireValues } from "../profile/keys.js";
import { Lazy, render, type Vars } from "../profile/template.js";
import { row } from "../spec/operation-table.js";

export type Direction = "forward" | "reverse";
export type Creation = "draft" | "immediate" | "reverse";
export type SpecState = "DRAFTED" | "REQUESTED" | "ISSUED" | "sendingCompleted";

/** A modification input: its type and the original it modifies (named by its tax invoice id). */
export interface Modification {
  type: string;
  originalKey: string;
}

/** Each way of creating an invoice: its operation's number, and the names the table gives it (its profile name, its key). */
const CREATE = Object.fromEntries(([["draft", "13"], ["immediate", "15"], ["reverse", "15b"]] as const).map(([how, op]) => [how,
  { op, operation: row(op).name, key: row(op).key, what: `${row(op).method} ${row(op).path.split("/").at(-1)}` }])) as
  Record<Creation, { op: string; operation: string; key: string; what: string }>;
export const creationOperation = (how: Creation) => CREATE[how].operation;

/** The issuance type each operation makes when the body names none ("absent for the operation's default"). */
const DEFAULT_DIRECTION: Record<string, Direction> = {
  taxInvoiceDraft: "forward", taxInvoiceUpdateDraft: "forward", taxInvoiceIssueImmediately: "forward", taxInvoiceRequestReverse: "reverse",
};

/** The parties' side that stands for the account: the profile's ownPartyBrn, else the company's own brn. */
const OWN_PARTY = `${INPUT.taxInvoiceFixture("ownPartyBrn")}|${INPUT.ownBrn}`;

/** What creating a tax invoice in a way needs from the profile. */
export function createsTaxInvoice(how: Creation = "draft"): string[] {
  const operation = CREATE[how].operation;
  return [`${INPUT.taxInvoiceOf(operation)}|${INPUT.taxInvoice}`, INPUT.request(operation, "valid"), INPUT.answer(operation, "id"), OWN_PARTY,
    INPUT.counterparty("certified"), INPUT.taxInvoiceFixture("taxationType")];
}
export const CREATES_TAX_INVOICE = createsTaxInvoice("draft");

/** The spec's names of the values the suite chooses, as the profile spells them on the wire (the SDK's when it says nothing). */
const SDK_SPELLING: WireValues = { issuanceType: { forward: "NORMAL", reverse: "REVERSE" } };
export function wire(api: B2bApi, name: keyof WireValues, value: string): string {
  const of = (values: WireValues | undefined) => (values?.[name] as Record<string, string> | undefined)?.[value];
  return of(api.profile.values) ?? of(SDK_SPELLING) ?? value;
}

/**
 * The variables of a tax invoice: the account's side supplies forward and receives in reverse, the certified
 * counterparty is the other party. `issuanceType` ("forward", "reverse") is left to the operation unless overridden.
 */
export function invoiceVars(api: B2bApi, direction: Direction, overrides: Vars = {}): Vars {
  const f = api.t.faker;
  const own = api.need<string>(OWN_PARTY);
  const other = api.need<CounterpartyFixture>(INPUT.counterparty("certified")).brn;
  return {
    taxationType: api.need<string>(INPUT.taxInvoiceFixture("taxationType")), issuanceType: undefined,
    writeDate: new Date().toISOString().slice(0, 10), supplyAmount: f.number.int({ min: 10, max: 9000 }) * 100,
    supplierBrn: direction === "forward" ? own : other, recipientBrn: direction === "forward" ? other : own,
    supplierName: f.company.name(), recipientName: f.company.name(), representativeName: f.person.fullName(), email: f.internet.email(),
    supplierDocumentKey: `conf-s-${f.string.alphanumeric(14).toLowerCase()}`, recipientDocumentKey: `conf-r-${f.string.alphanumeric(14).toLowerCase()}`,
    ...overrides,
  };
}

/** The modification placeholders: {{modification}} (b2b.requests.modification rendered), its type and original; absent when none. */
function modificationVars(api: B2bApi, m: Modification | undefined): Vars {
  if (!m) return { modification: undefined, modificationType: undefined, originalKey: undefined, originalKeyType: undefined };
  const vars = { modificationType: m.type, originalKey: m.originalKey, originalKeyType: wire(api, "taxInvoiceKeyType", "TAX_INVOICE_ID") };
  return { ...vars, modification: new Lazy(() => render(api.need(INPUT.modification), vars, INPUT.modification)) };
}

/** The invoice of an operation's request: its own template or b2b.requests.taxInvoice, amounts by taxation type. */
export function renderInvoice(api: B2bApi, operation: string, vars: Vars, m?: Modification): unknown {
  const key = givenKey(api.t.run.profile, INPUT.taxInvoiceOf(operation)) ?? INPUT.taxInvoice;
  const supply = Number(vars.supplyAmount);
  const percent = api.profile.fixtures?.taxInvoices?.taxPercent?.[String(vars.taxationType)] ?? 10;
  const tax = (vars.taxAmount as number | undefined) ?? Math.round((supply * percent) / 100);
  const always = api.t.input(INPUT.issuanceTypeSent) === "always";
  const direction = (vars.issuanceType as Direction | undefined) ?? (always ? DEFAULT_DIRECTION[operation] : undefined);
  const filled = { ...vars, taxAmount: tax, totalAmount: (vars.totalAmount as number | undefined) ?? supply + tax,
    issuanceType: direction && wire(api, "issuanceType", direction), ...modificationVars(api, m) };
  return render(api.need<unknown>(key), filled, key);
}

/** The variables of an operation's body template around its invoice. */
const bodyVars = (api: B2bApi, operation: string, vars: Vars, m?: Modification): Vars =>
  ({ taxInvoice: renderInvoice(api, operation, vars, m), ...modificationVars(api, m) });

/** How a creation or an update is sent: as a modification (the operation's "modification" template), with call options. */
export interface SendOptions {
  modification?: Modification;
  call?: CallOptions;
}

/** Sends a creation (13, 15 or 15b). */
export function sendCreate(api: B2bApi, how: Creation, vars: Vars, { modification: m, call }: SendOptions = {}): Promise<HttpResponse> {
  const { op, operation } = CREATE[how];
  return api.send(op, { scenario: m ? "modification" : "valid", vars: bodyVars(api, operation, vars, m) }, call);
}

/** PUT draft (14) of an invoice with these variables; with a modification, its input is sent, else none. */
export function updateDraft(api: B2bApi, id: string, vars: Vars, { modification: m, call }: SendOptions = {}): Promise<HttpResponse> {
  const operation = "taxInvoiceUpdateDraft";
  return api.send("14", { scenario: m ? "modification" : "valid",
    vars: { taxInvoiceKey: id, taxInvoiceKeyType: wire(api, "taxInvoiceKeyType", "TAX_INVOICE_ID"), ...bodyVars(api, operation, vars, m) } }, call);
}

export interface CreatedInvoice {
  id: string;
  vars: Vars;
  res: HttpResponse;
  /** The operation whose answer `res` is (its pointers read it). */
  operation: string;
}

/** Creates a tax invoice the suite owns, as a setup step: a refusal is blamed on the creation's own test. */
export async function createInvoice(api: B2bApi, how: Creation, overrides: Vars = {}): Promise<CreatedInvoice> {
  const vars = invoiceVars(api, how === "reverse" ? "reverse" : "forward", overrides);
  const { operation, key, what } = CREATE[how];
  const res = api.setupStep(await sendCreate(api, how, vars), what, api.dedicated(key));
  return { id: String(api.read(res, operation, "id")), vars, res, operation };
}

/** The spec state an operation's answer reports, through the profile's pointer and names (the wire name when unmapped). */
export function observedState(api: B2bApi, res: HttpResponse, operation: string): string {
  const names = api.need<Record<string, string>>(INPUT.stateNames);
  const wireState = api.read(res, operation, "state");
  if (typeof wireState !== "string") {
    throw new HarnessError(`no state string at ${INPUT.answer(operation, "state")} in the answer`, `fix ${INPUT.answer(operation, "state").replace("|", " or ")}`);
  }
  return Object.entries(names).find(([, w]) => w === wireState)?.[0] ?? wireState;
}

