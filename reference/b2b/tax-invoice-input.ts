// Reads a B2bTaxInvoiceInput (canonical shape) and the key of an existing invoice: the rules creations and updates share.
import { B2bFailure, invalid, type TaxInvoice } from "./model.js";
import type { B2bBook } from "./book.js";
import { object, optionalString, type Body } from "./input.js";
import { OWN_BRN } from "./seed.js";
import type { Readings } from "./readings.js";

export const KEY_TYPES = ["TAX_INVOICE_ID", "SUPPLIER", "RECIPIENT"];
export const TAXATION_TYPES = ["TAXABLE", "ZERO_RATED", "FREE"];
const ISSUANCE_TYPES = ["NORMAL", "REVERSE"];

const fail = (status: number, identifier: string) => new B2bFailure(status, identifier);

export interface InvoiceInput {
  taxationType: string;
  issuanceType?: "NORMAL" | "REVERSE";
  supplierBrn: string;
  recipientBrn: string;
  supplierDocumentKey?: string;
  recipientDocumentKey?: string;
  rest: Body;
}

function company(body: Body, field: string): string {
  const brn = optionalString(object(body[field], field), "brn");
  if (!brn) throw invalid(`${field}.brn is required`);
  return brn;
}

export function invoiceInput(raw: unknown): InvoiceInput {
  const body = object(raw, "taxInvoice");
  const taxationType = optionalString(body, "taxationType");
  if (!taxationType || !TAXATION_TYPES.includes(taxationType)) throw invalid(`taxationType must be one of ${TAXATION_TYPES.join(", ")}`);
  const issuanceType = optionalString(body, "issuanceType");
  if (issuanceType !== undefined && !ISSUANCE_TYPES.includes(issuanceType)) throw invalid(`issuanceType must be one of ${ISSUANCE_TYPES.join(", ")}`);
  return {
    taxationType, issuanceType: issuanceType as InvoiceInput["issuanceType"], supplierBrn: company(body, "supplier"), recipientBrn: company(body, "recipient"),
    supplierDocumentKey: optionalString(body, "supplierDocumentKey"), recipientDocumentKey: optionalString(body, "recipientDocumentKey"), rest: body,
  };
}

/** Finds an invoice by key, key type (default TAX_INVOICE_ID) and optional brn of one of its parties. */
export function findInvoice(book: B2bBook, has: (f: string) => boolean, key: string, keyType?: string | null, brn?: string | null): TaxInvoice {
  let type = keyType ?? (has("default-key-type-supplier") ? "SUPPLIER" : "TAX_INVOICE_ID");
  if (!KEY_TYPES.includes(type)) {
    if (!has("key-type-invalid-read-as-id")) throw invalid(`taxInvoiceKeyType must be one of ${KEY_TYPES.join(", ")}`);
    type = "TAX_INVOICE_ID";
  }
  if (type === "SUPPLIER" && has("supplier-key-type-ignored")) type = "TAX_INVOICE_ID";
  if (type === "RECIPIENT" && has("recipient-key-type-as-supplier")) type = "SUPPLIER";
  const field = (t: TaxInvoice) => (type === "SUPPLIER" ? t.supplierDocumentKey : type === "RECIPIENT" ? t.recipientDocumentKey : t.id);
  const partyOk = (t: TaxInvoice) => !brn || t.supplierBrn === brn || t.recipientBrn === brn;
  const found = [...book.taxInvoices.values()].find((t) => field(t) === key && partyOk(t));
  if (!found) throw has("tax-invoice-unknown-400") ? invalid("unknown tax invoice") : fail(404, "B2bTaxInvoiceNotFoundError");
  return found;
}

/**
 * The parties must exist (the company itself or a counterparty; only counterparties when the company is never a party)
 * and counterparties must be connected to the tax authority. A forward invoice's recipient may be unregistered where the
 * reading allows it.
 */
export function checkParties(book: B2bBook, has: (f: string) => boolean, input: InvoiceInput, readings: Readings = {}): void {
  for (const [brn, identifier, fault] of [[input.supplierBrn, "B2bSupplierNotFoundError", "supplier-unknown-accepted"],
    [input.recipientBrn, "B2bRecipientNotFoundError", "recipient-unknown-accepted"]] as const) {
    if (brn === OWN_BRN && !readings.ownCompanyNotParty) continue;
    const found = [...book.counterparties.values()].find((c) => c.brn === brn);
    const mayBeUnregistered = readings.unregisteredForwardRecipients && identifier === "B2bRecipientNotFoundError" && input.issuanceType !== "REVERSE";
    if (!found) {
      if (has(fault) || mayBeUnregistered) continue;
      if (identifier === "B2bRecipientNotFoundError" && has("recipient-unknown-invalid")) throw invalid("the recipient is not known");
      throw fail(404, identifier);
    }
    if (!found.ntsConnected && !has("nts-connection-unchecked")) throw fail(400, "B2bCounterpartyNtsNotConnectedError");
  }
}

/** Document keys are unique among invoices (the invoice itself excepted). */
export function checkKeysUnique(book: B2bBook, has: (f: string) => boolean, input: InvoiceInput, self?: string): void {
  const others = [...book.taxInvoices.values()].filter((t) => t.id !== self);
  if (input.supplierDocumentKey && others.some((t) => t.supplierDocumentKey === input.supplierDocumentKey) && !has("duplicate-supplier-key-accepted")) {
    throw fail(400, "B2bTaxInvoiceSupplierDocumentKeyAlreadyUsedError");
  }
  if (input.recipientDocumentKey && others.some((t) => t.recipientDocumentKey === input.recipientDocumentKey) && !has("duplicate-recipient-key-accepted")) {
    throw fail(400, "B2bTaxInvoiceRecipientDocumentKeyAlreadyUsedError");
  }
}
