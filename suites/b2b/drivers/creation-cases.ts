// The error-table cases every creation (13, 15, 15b) shares: document keys in use, modifications that must be refused,
// unknown parties. Each creation's file writes the ids it declares; each must be the one its case names (A-<key>-<suffix>).
import type { HttpResponse } from "../../../harness/http/http.js";
import type { B2bApi } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import type { Vars } from "../../../harness/b2b/profile/template.js";
import { referenceOf } from "../../../harness/b2b/records/references.js";
import { unknownLike } from "../../../harness/b2b/records/unknowns.js";
import { createInvoice, createsTaxInvoice, invoiceVars, sendCreate, type Creation } from "../../../harness/b2b/records/tax-invoices.js";
import { modificationOf } from "../../../harness/b2b/states/modification-drafts.js";
import { SENDING_COMPLETED_NEEDS, sendingCompletedOriginal, waitsForOriginal } from "../../../harness/b2b/states/sending-completed.js";
import { refuses, type ErrorCase } from "./refusals.js";

export type CreationCase = "supplier key in use" | "recipient key in use" | "modification changing the taxation type" | "drafted original"
  | "unknown original" | "unknown supplier" | "unknown recipient" | "reverse issuance type" | "forward issuance type";

const HOW: Record<string, Creation> = { "13": "draft", "15": "immediate", "15b": "reverse" };
const MODIFIES = [INPUT.taxInvoiceFixture("modificationType")];
const directionOf = (how: Creation) => (how === "reverse" ? "reverse" : "forward");

/** The creation `how` with the invoice's variables changed. */
const creating = (how: Creation, changes: (api: B2bApi) => Vars) => (api: B2bApi) => sendCreate(api, how, invoiceVars(api, directionOf(how), changes(api)));

/** The creation `how` as a modification of the original `original` gives, with the invoice's variables changed. */
const modifying = (how: Creation, original: (api: B2bApi) => Promise<unknown>, changes: (api: B2bApi) => Vars = () => ({})) =>
  async (api: B2bApi): Promise<HttpResponse> =>
    sendCreate(api, how, invoiceVars(api, directionOf(how), changes(api)), { modification: modificationOf(api, await original(api)) });

/** A value shaped like the one that names an issued invoice as an original, naming none. */
const unknownOriginal = async (api: B2bApi) => unknownLike(api, referenceOf(api, await createInvoice(api, "immediate"), "an issued invoice"));

/** A second invoice carrying the first one's document key. */
const reused = (how: Creation, field: "supplierDocumentKey" | "recipientDocumentKey") => async (api: B2bApi) => {
  const first = await createInvoice(api, how);
  return creating(how, () => ({ [field]: first.vars[field] }))(api);
};

const CASES: Record<CreationCase, { suffix: string; error: string; what: string | ((how: Creation) => string); needs?: string[]; requirements?: string[]; case(how: Creation): Partial<ErrorCase> }> = {
  "supplier key in use": { suffix: "SUPPLIER-KEY-IN-USE-400", error: "B2bTaxInvoiceSupplierDocumentKeyAlreadyUsedError", what: "with a supplier document key in use",
    requirements: ["A.RECORD.DOCUMENT-KEYS-UNIQUE"], case: (how) => ({ provoke: reused(how, "supplierDocumentKey") }) },
  "recipient key in use": { suffix: "RECIPIENT-KEY-IN-USE-400", error: "B2bTaxInvoiceRecipientDocumentKeyAlreadyUsedError", what: "with a recipient document key in use",
    requirements: ["A.RECORD.DOCUMENT-KEYS-UNIQUE"], case: (how) => ({ provoke: reused(how, "recipientDocumentKey") }) },
  "modification changing the taxation type": { suffix: "MODIFICATION-TAX-TYPE-400", error: "B2BCannotChangeTaxTypeError", what: "modifying with another taxation type",
    needs: [...SENDING_COMPLETED_NEEDS, ...MODIFIES, INPUT.taxInvoiceFixture("otherTaxationType")], requirements: ["A.RECORD.TAX-TYPE-FIXED"],
    case: (how) => ({ waits: waitsForOriginal,
      provoke: modifying(how, sendingCompletedOriginal, (api) => ({ taxationType: api.need<unknown>(INPUT.taxInvoiceFixture("otherTaxationType")) })),
      ...keepsIssuanceType(how) }) },
  // A reverse request names a reverse original, in REQUESTED: a forward draft would also meet B2bIssuanceTypeMismatchError
  // where a target keeps an original's issuance type, and that answer could not tell the state rule kept from broken.
  "drafted original": { suffix: "ORIGINAL-DRAFTED-400", error: "B2BTaxInvoiceStatusNotSendingCompletedError",
    what: (how) => (how === "reverse" ? "modifying a requested original" : "modifying a drafted original"),
    requirements: ["A.STATE.DRAFT-ORIGINAL-SENDING-COMPLETED"], case: (how) => {
      const made = how === "reverse" ? "reverse" : "draft";
      return { needs: [...createsTaxInvoice(how), ...MODIFIES, ...createsTaxInvoice(made)],
        provoke: modifying(how, async (api) => referenceOf(api, await createInvoice(api, made), how === "reverse" ? "a requested reverse invoice" : "a draft")) };
    } },
  "unknown original": { suffix: "ORIGINAL-UNKNOWN-404", error: "B2bOriginalTaxInvoiceNotFoundError", what: "modifying an unknown original", needs: [...MODIFIES, ...createsTaxInvoice("immediate")],
    case: (how) => ({ provoke: modifying(how, unknownOriginal), openRow: { error: "B2bTaxInvoiceNotFoundError", openPoint: "A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND" } }) },
  "unknown supplier": { suffix: "SUPPLIER-UNKNOWN-404", error: "B2bSupplierNotFoundError", what: "with an unknown supplier", needs: [INPUT.freshBrns],
    case: (how) => ({ provoke: creating(how, (api) => ({ supplierBrn: api.freshBrn() })), also: PARTY_UNKNOWN }) },
  // Whether an unregistered recipient of a forward invoice "exists" is open: an acceptance is pending, a refusal must be the row's.
  "unknown recipient": { suffix: "RECIPIENT-UNKNOWN-404", error: "B2bRecipientNotFoundError", what: "with an unknown recipient", needs: [INPUT.freshBrns],
    case: (how) => ({ provoke: creating(how, (api) => ({ recipientBrn: api.freshBrn() })), also: PARTY_UNKNOWN,
      ...(how === "reverse" ? {} : { acceptedIsOpen: UNREGISTERED_RECIPIENT }) }) },
  "reverse issuance type": { suffix: "REVERSE-TYPE-400", error: "B2bIssuanceTypeMismatchError", what: "of the reverse issuance type", requirements: ["A.RECORD.ISSUANCE-TYPE"],
    case: (how) => ({ provoke: (api: B2bApi) => sendCreate(api, how, invoiceVars(api, "forward", { issuanceType: "reverse" })), generalRow: "InvalidRequestError" }) },
  "forward issuance type": { suffix: "FORWARD-TYPE-400", error: "B2bIssuanceTypeMismatchError", what: "of the forward issuance type", requirements: ["A.RECORD.ISSUANCE-TYPE"],
    case: (how) => ({ provoke: (api: B2bApi) => sendCreate(api, how, invoiceVars(api, "reverse", { issuanceType: "forward" })), generalRow: "InvalidRequestError" }) },
};

/**
 * The suite's sending-completed originals are forward invoices: a reverse request modifying one also meets
 * B2bIssuanceTypeMismatchError where a target keeps an original's issuance type, a row the spec does not order with the case's.
 */
const keepsIssuanceType = (how: Creation): Partial<ErrorCase> => (how === "reverse" ? { also: ["B2bIssuanceTypeMismatchError"] } : {});

/** An unknown party is both a supplier or recipient that does not exist and a counterparty that does not exist (AMBIGUITIES 27). */
export const PARTY_UNKNOWN = ["B2bCounterpartyNotFoundError"];

export const UNREGISTERED_RECIPIENT = { openPoint: "A-OPEN-UNREGISTERED-RECIPIENT", observed: "the target accepted a forward invoice to an unregistered recipient" };

/** The shared cases of creation `op`: id → case. */
export function creationRefusals(op: string, tests: Record<string, CreationCase>): void {
  const o = operation(op);
  const how = HOW[op]!;
  for (const [id, name] of Object.entries(tests)) {
    const c = CASES[name];
    if (id !== `A-${o.key}-${c.suffix}`) throw new Error(`${id} is declared as A-${o.key}-${c.suffix} of operation ${op}: write that id`);
    const what = typeof c.what === "string" ? c.what : c.what(how);
    refuses(op, {
      id, title: `refuses a new tax invoice ${what}`, error: c.error, what: `${o.title} ${what}`, requirements: c.requirements,
      needs: [...createsTaxInvoice(how), ...(c.needs ?? [])], provoke: () => { throw new Error("no case"); }, ...c.case(how),
    });
  }
}
