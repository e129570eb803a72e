// Tax invoices the suite creates for itself (forward or reverse): their variables, the requests that carry them, and
// the state an answer reports.
import { excerpt } from "../../secrets/bounded-text.js";
import type { HttpResponse } from "../../http/http.js";
import { HarnessError } from "../../outcomes/errors.js";
import { givenKey } from "../../config/profile.js";
import type { B2bApi, CallOptions } from "../client/api.js";
import { INPUT, type CounterpartyFixture, type WireValues } from "../profile/keys.js";
import { Lazy, render, type Vars } from "../profile/template.js";
import { row } from "../spec/operation-table.js";
import { jsonText, matches } from "../profile/match.js";
import { plain } from "./texts.js";

export type Direction = "forward" | "reverse";
export type Creation = "draft" | "immediate" | "reverse";
export type SpecState = "DRAFTED" | "REQUESTED" | "ISSUED" | "sendingCompleted";

/** A modification input: its type and the value that names the original (references.ts), both of any JSON type. */
export interface Modification {
  type: unknown;
  originalKey: unknown;
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
export function wire(api: B2bApi, name: keyof WireValues, value: string): unknown {
  const of = (values: WireValues | undefined) => (values?.[name] as Record<string, unknown> | undefined)?.[value];
  return of(api.profile.values) ?? of(SDK_SPELLING) ?? value;
}

/** {{originalKeyType}}: the key type of the value that names an original (b2b.references.originalKeyType), as spelled; absent for none. */
function originalKeyType(api: B2bApi): unknown {
  const type = api.profile.references?.originalKeyType ?? "TAX_INVOICE_ID";
  return type === "none" ? undefined : wire(api, "taxInvoiceKeyType", type);
}

/** The invoice's own issuance type, kept in its variables (not a placeholder) so an update names the type it was made with. */
const DIRECTION = "_direction";
export const directionOf = (vars: Vars): Direction | undefined => vars[DIRECTION] as Direction | undefined;

/**
 * The variables of a tax invoice: the account's side supplies forward and receives in reverse, the certified
 * counterparty is the other party. `issuanceType` ("forward", "reverse") is left to the operation unless overridden.
 */
export function invoiceVars(api: B2bApi, direction: Direction, overrides: Vars = {}): Vars {
  const f = api.t.faker;
  const own = api.need<string>(OWN_PARTY);
  const other = api.need<CounterpartyFixture>(INPUT.counterparty("certified")).brn;
  return {
    taxationType: api.need<unknown>(INPUT.taxInvoiceFixture("taxationType")), issuanceType: undefined, [DIRECTION]: direction,
    writeDate: writeDate(api), supplyAmount: f.number.int({ min: 10, max: 9000 }) * 100,
    supplierBrn: direction === "forward" ? own : other, recipientBrn: direction === "forward" ? other : own,
    supplierName: plain(f.company.name()), recipientName: plain(f.company.name()), representativeName: plain(f.person.fullName()), email: f.internet.email(),
    supplierDocumentKey: freshDocumentKey(api, "SUPPLIER"), recipientDocumentKey: freshDocumentKey(api, "RECIPIENT"),
    ...overrides,
  };
}

/** Today, as the profile writes the write date (b2b.values.writeDate: its format and time zone; default yyyy-MM-dd, UTC). */
export function writeDate(api: B2bApi, now = new Date()): string {
  const { format = "yyyy-MM-dd", timeZone = "UTC" } = api.profile.values?.writeDate ?? {};
  let day: Intl.DateTimeFormat;
  try {
    day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  } catch {
    throw new HarnessError(`the profile's b2b.values.writeDate.timeZone "${timeZone}" is not a time zone`, "give an IANA time zone such as \"Asia/Seoul\" or \"UTC\"");
  }
  const parts = Object.fromEntries(day.formatToParts(now).map((p) => [p.type, p.value]));
  return format.replace("yyyy", parts.year!).replace("MM", parts.month!).replace("dd", parts.day!);
}

/** A supplier or recipient document key no invoice has: the shape of every key the suite gives its invoices. */
export const freshDocumentKey = (api: B2bApi, side: "SUPPLIER" | "RECIPIENT") => String(render(api.profile.values?.documentKey ?? "conf-{{side}}-{{random}}",
  { side: side === "SUPPLIER" ? "s" : "r", random: api.t.faker.string.alphanumeric(14).toLowerCase() }, "b2b.values.documentKey"));

/** The modification placeholders: {{modification}} (b2b.requests.modification rendered), its type and original; absent when none. */
function modificationVars(api: B2bApi, m: Modification | undefined): Vars {
  if (!m) return { modification: undefined, modificationType: undefined, originalKey: undefined, originalKeyType: undefined };
  const vars = { modificationType: m.type, originalKey: m.originalKey, originalKeyType: originalKeyType(api) };
  return { ...vars, modification: new Lazy(() => render(api.need(INPUT.modification), vars, INPUT.modification)) };
}

/** The invoice of an operation's request: its own template or b2b.requests.taxInvoice, amounts by taxation type. */
export function renderInvoice(api: B2bApi, operation: string, vars: Vars, m?: Modification): unknown {
  const key = givenKey(api.t.run.profile, INPUT.taxInvoiceOf(operation)) ?? INPUT.taxInvoice;
  const supply = Number(vars.supplyAmount);
  const type = vars.taxationType;
  const percent = api.profile.fixtures?.taxInvoices?.taxPercent?.[typeof type === "string" ? type : JSON.stringify(type)] ?? 10;
  const tax = (vars.taxAmount as number | undefined) ?? Math.round((supply * percent) / 100);
  const always = api.t.input(INPUT.issuanceTypeSent) === "always";
  const direction = (vars.issuanceType as Direction | undefined) ?? (always ? directionOf(vars) ?? DEFAULT_DIRECTION[operation] : undefined);
  const filled = { ...vars, taxAmount: tax, totalAmount: (vars.totalAmount as number | undefined) ?? supply + tax,
    issuanceType: direction && wire(api, "issuanceType", direction), ...modificationVars(api, m) };
  return render(api.need<unknown>(key), filled, key);
}

/** The variables of an operation's body template around its invoice. */
export const bodyVars = (api: B2bApi, operation: string, vars: Vars, m?: Modification): Vars =>
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

/**
 * PUT draft (14) of the draft `draft` (its id, and the variables it was made with) to these variables; with a
 * modification, its input is sent, else none. The draft is named by {{taxInvoiceKey}} (its id, of the key type
 * {{taxInvoiceKeyType}}) or by the document keys it was made with ({{draftSupplierDocumentKey}}, {{draftRecipientDocumentKey}}).
 * A target may require a modification input on every PUT draft (A-OPEN-MODIFICATION-INPUT): a plain draft, which has
 * none to give, then cannot be updated there, and the test is pending.
 */
export async function updateDraft(api: B2bApi, draft: Pick<CreatedInvoice, "id" | "vars"> & { originalKey?: unknown }, vars: Vars,
  { modification: m, call }: SendOptions = {}): Promise<HttpResponse> {
  const operation = "taxInvoiceUpdateDraft";
  const res = await api.send("14", { scenario: m ? "modification" : "valid",
    vars: { taxInvoiceKey: draft.id, taxInvoiceKeyType: wire(api, "taxInvoiceKeyType", "TAX_INVOICE_ID"), draftSupplierDocumentKey: draft.vars.supplierDocumentKey,
      draftRecipientDocumentKey: draft.vars.recipientDocumentKey, ...bodyVars(api, operation, vars, m) } }, call);
  // Only a call the target must serve says so: a refused credential's answer is judged by its own test.
  const served = [undefined, "main", "bearer", "serviceKey"].includes(call?.scheme);
  if (served && !m && draft.originalKey === undefined && res.status === 400 && api.carries(res, "B2bModificationNotProvidedError")) {
    api.t.pending("A-OPEN-MODIFICATION-INPUT", `PUT draft of a draft that modifies no original was answered 400 B2bModificationNotProvidedError: this target `
      + "requires a modification input on every PUT draft, which a plain draft cannot give");
  }
  return res;
}

export interface CreatedInvoice {
  id: string;
  vars: Vars;
  res: HttpResponse;
  /** The operation whose answer `res` is (its pointers read it). */
  operation: string;
}

/**
 * Creates a tax invoice the suite owns, as a setup step: a refusal is blamed on the creation's own test. An `unusual`
 * invoice is one the spec allows but a target may legally refuse to make (one left without its document key): when it
 * is refused (4xx) but the usual invoice is made, the test is unreachable on this target, quoting the refusal.
 */
export async function createInvoice(api: B2bApi, how: Creation, overrides: Vars = {}, unusual?: string): Promise<CreatedInvoice> {
  const direction = how === "reverse" ? "reverse" : "forward";
  const vars = invoiceVars(api, direction, overrides);
  const { operation, key, what } = CREATE[how];
  const res = await sendCreate(api, how, vars);
  if (unusual && res.status >= 400 && res.status < 500) {
    api.setupStep(await sendCreate(api, how, invoiceVars(api, direction)), what, api.dedicated(key));
    api.unreachable(`${what} of ${unusual} was answered ${res.status} ${excerpt(res.text, 200)}, where the same without it was made`);
  }
  // Its other party is the profile's certified counterparty: in a mode its fixtures do not live in, it may not exist.
  api.fixturesOfOtherMode(res, `${what} naming the profile's certified counterparty`);
  api.setupStep(res, what, api.dedicated(key));
  return { id: String(api.read(res, operation, "id")), vars, res, operation };
}

/** The spec state an operation's answer reports: the one state whose match in b2b.states.names fits the value at the state pointer. */
export function observedState(api: B2bApi, res: HttpResponse, operation: string): string {
  return stateOf(api.need<Record<string, unknown>>(INPUT.stateNames), api.read(res, operation, "state"));
}

/**
 * The spec state a value matches; unmapped, the value as JSON text (a state the profile does not name is shown by its
 * spec name), unless that text is the spec name of a state the profile names otherwise: a target whose profile shows
 * DRAFTED as 1 and that answers "DRAFTED" answers no state the profile describes. Matched by several, a profile mistake.
 */
export function stateOf(names: Record<string, unknown>, value: unknown): string {
  const fits = Object.entries(names).filter(([, match]) => matches(match, value)).map(([state]) => state);
  if (fits.length > 1) {
    throw new HarnessError(`the profile's ${INPUT.stateNames} match the state ${jsonText(value)} as ${fits.join(" and ")}`,
      `make the matches of ${fits.join(" and ")} in ${INPUT.stateNames} exclude each other (an object match can name one more member)`);
  }
  const text = jsonText(value);
  return fits[0] ?? (Object.hasOwn(names, text) ? `${text} (not ${text} as the profile shows it)` : text);
}
