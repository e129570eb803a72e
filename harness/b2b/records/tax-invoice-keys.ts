// The three kinds of taxInvoiceKey (TAX_INVOICE_ID, SUPPLIER, RECIPIENT): the key of a created invoice under each, and its query.
import type { CallOptions } from "../client/api.js";
import type { CreatedInvoice } from "./tax-invoices.js";

export type KeyType = "TAX_INVOICE_ID" | "SUPPLIER" | "RECIPIENT";
/** The two document-key types; TAX_INVOICE_ID, the default, is what every other keyed test uses. */
export const DOCUMENT_KEY_TYPES = ["SUPPLIER", "RECIPIENT"] as const;

/** The invoice's id, or the supplier or recipient document key the suite gave it. */
export function keyFor(created: CreatedInvoice, type: KeyType): string {
  if (type === "TAX_INVOICE_ID") return created.id;
  return String(type === "SUPPLIER" ? created.vars.supplierDocumentKey : created.vars.recipientDocumentKey);
}

/** Call options naming the key type; the default type is sent as the spec's default: not at all. */
export const withKeyType = (type: KeyType, o: CallOptions = {}): CallOptions =>
  type === "TAX_INVOICE_ID" ? o : { ...o, query: { ...o.query, taxInvoiceKeyType: type } };
