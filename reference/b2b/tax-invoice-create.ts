// Creating tax invoices (13, 15, 15b): issuance type, parties, unique document keys, modifications of sending-completed originals.
import { randomBytes } from "node:crypto";
import { B2bFailure, invalid, type TaxInvoice, type TaxInvoiceStatus } from "./model.js";
import type { B2bBook } from "./book.js";
import { object, optionalString } from "./input.js";
import { checkKeysUnique, checkParties, findInvoice, invoiceInput, type InvoiceInput } from "./tax-invoice-input.js";
import type { Readings } from "./readings.js";

export type CreateMode = "draft" | "immediate" | "reverse";
type Has = (fault: string) => boolean;

const fail = (status: number, identifier: string) => new B2bFailure(status, identifier);
export const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString("hex")}`;

/** 13, 15, 15b: a draft save, alone or followed by the issuance approval or the reverse-issuance request; the caller stores it. */
export function createTaxInvoice(book: B2bBook, has: Has, raw: unknown, mode: CreateMode, readings: Readings = {}): TaxInvoice {
  const body = object(raw, "the body");
  if (mode === "reverse" && has("reverse-request-refused")) throw invalid("reverse issuance requests are not accepted");
  const input = invoiceInput(body.taxInvoice);
  if (mode === "draft" && readings.issuanceTypeRequired && input.issuanceType === undefined) throw invalid("issuanceType is required");
  const issuanceType = input.issuanceType ?? (mode === "reverse" ? "REVERSE" : "NORMAL");
  const expected = mode === "immediate" || (mode === "draft" && readings.forwardDraftsOnly) ? "NORMAL" : mode === "reverse" ? "REVERSE" : issuanceType;
  if (issuanceType !== expected && !has("issuance-type-unchecked")) throw fail(400, "B2bIssuanceTypeMismatchError");
  checkParties(book, has, { ...input, issuanceType }, readings);
  checkKeysUnique(book, has, input);
  const modification = body.modification === undefined ? undefined : original(book, has, body.modification, input);
  if (mode === "immediate" && !input.supplierDocumentKey && !has("no-supplier-key-issued")) throw fail(400, "B2bTaxInvoiceNoSupplierDocumentKeyError");
  const status = createdState(has, mode);
  return { id: newId("ti"), status, issuanceType, ...invoiceFields(input), modification, memo: optionalString(body, "memo"), attachments: [] };
}

function createdState(has: Has, mode: CreateMode): TaxInvoiceStatus {
  if (mode === "immediate") return has("immediate-left-drafted") ? "DRAFTED" : "ISSUED";
  if (mode === "reverse") return has("reverse-left-drafted") ? "DRAFTED" : "REQUESTED";
  return has("draft-saved-as-requested") ? "REQUESTED" : "DRAFTED";
}

/** The stored fields an invoice takes from its input (creation and update). */
export function invoiceFields(input: InvoiceInput) {
  return { taxationType: input.taxationType, supplierBrn: input.supplierBrn, recipientBrn: input.recipientBrn,
    supplierDocumentKey: input.supplierDocumentKey, recipientDocumentKey: input.recipientDocumentKey, input: input.rest };
}

/** A modification refers to a sending-completed original of the same taxation type. */
function original(book: B2bBook, has: Has, raw: unknown, input: InvoiceInput): TaxInvoice["modification"] {
  const m = object(raw, "modification");
  const type = optionalString(m, "type");
  if (!type) throw fail(400, "B2bModificationNotProvidedError");
  const key = optionalString(m, "taxInvoiceKey");
  if (!key) throw invalid("modification.taxInvoiceKey is required");
  let found: TaxInvoice;
  try { found = findInvoice(book, has, key, optionalString(m, "taxInvoiceKeyType"), optionalString(m, "brn")); } catch (err) {
    if (has("original-unknown-accepted")) return { type: type ?? "", originalId: key };
    throw err instanceof B2bFailure && err.status === 404 ? fail(404, "B2bOriginalTaxInvoiceNotFoundError") : err;
  }
  if (found.status === "SENDING_COMPLETED" && has("sending-completed-original-refused")) throw fail(400, "B2BTaxInvoiceStatusNotSendingCompletedError");
  if (found.status !== "SENDING_COMPLETED" && !has("original-not-sending-completed-accepted")) {
    throw fail(400, "B2BTaxInvoiceStatusNotSendingCompletedError");
  }
  if (found.taxationType !== input.taxationType && !has("modification-tax-type-change-accepted")) throw fail(400, "B2BCannotChangeTaxTypeError");
  return { type: type ?? "", originalId: found.id };
}
