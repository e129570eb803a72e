// Creating tax invoices (13, 15, 15b): issuance type, parties, unique document keys, modifications of sending-completed originals.
import { randomBytes } from "node:crypto";
import { B2bFailure, invalid, type TaxInvoice, type TaxInvoiceStatus } from "./model.js";
import type { B2bBook } from "./book.js";
import { object, optionalString } from "./input.js";
import { checkKeysUnique, checkParties, findInvoice, invoiceInput, type InvoiceInput } from "./tax-invoice-input.js";
import type { Readings } from "./readings/readings.js";
import { ISSUED_ONCE } from "./model.js";
import { ntsApprovalNumber } from "./seed.js";

export type CreateMode = "draft" | "immediate" | "reverse";
type Has = (fault: string) => boolean;

const fail = (status: number, identifier: string) => new B2bFailure(status, identifier);
export const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString("hex")}`;
/** A new tax invoice's id: digits where the target's ids are numbers (Readings.numericIds). */
// Stryker disable next-line StringLiteral, ArithmeticOperator: unfixed: a tax invoice id's form is not shown (F-ID-TYPE); "ti-" and the twelve digits are the reference's own
export const invoiceId = (readings: Readings) => (readings.numericIds ? String(200000000000 + randomBytes(4).readUInt32BE()) : newId("ti"));

/** The issuance type each creation implies when its body names none. */
const IMPLIED: Record<CreateMode, "NORMAL" | "REVERSE"> = {
  // Stryker disable next-line StringLiteral: open A-OPEN-REQUEST-SHAPES: which issuance type a draft naming none takes is not shown (the suite's drafts always name one)
  draft: "NORMAL",
  immediate: "NORMAL", reverse: "REVERSE",
};

/** 13, 15, 15b: a draft save, alone or followed by the issuance approval or the reverse-issuance request; the caller stores it. */
export function createTaxInvoice(book: B2bBook, has: Has, raw: unknown, mode: CreateMode, readings: Readings = {}): TaxInvoice {
  // Stryker disable next-line StringLiteral: message: an error's message is not fixed
  const body = object(raw, "the body");
  if (mode === "reverse" && has("reverse-request-refused")) throw invalid("reverse issuance requests are not accepted");
  const input = invoiceInput(body.taxInvoice, readings);
  // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral: unfixed: F-ISSUANCE-TYPE-INPUT: whether a creation must name its issuance type is the target's; where the profile says it must, the suite names it in every creation, so requiring it nowhere or on every operation is another legal choice (requiring it where the suite leaves it out is killed)
  const required = readings.issuanceType === "required" || (mode === "draft" && readings.issuanceTypeRequired);
  // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-ISSUANCE-TYPE-INPUT: a creation without an issuance type accepted where the dialect requires one is another legal choice (the suite never sends one there); the message is not fixed
  if (required && input.issuanceType === undefined) throw invalid("issuanceType is required");
  // Stryker disable next-line BlockStatement, ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-ISSUANCE-TYPE-INPUT: whether 15 and 15b (or 13 too) refuse a body naming the type they imply is the target's; the suite never names it there where the profile says it is refused
  if (readings.issuanceType === "refused-where-implied" && mode !== "draft" && input.issuanceType === IMPLIED[mode]) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`issuanceType is implied by the operation and may not be given`);
  }
  const issuanceType = input.issuanceType ?? IMPLIED[mode];
  const expected = expectedType(mode, issuanceType, readings);
  let modification: TaxInvoice["modification"];
  // The creation rows in the target's order (F-PAIR-CREATION-RULES): usually the issuance type, the parties, the keys, the original.
  const checks = {
    direction: () => { if (issuanceType !== expected && !has("issuance-type-unchecked")) throw specific(readings, "B2bIssuanceTypeMismatchError"); },
    parties: () => checkParties(book, has, { ...input, issuanceType }, readings),
    uniqueness: () => checkKeysUnique(book, has, input),
    original: () => { if (body.modification !== undefined) modification = original(book, has, body.modification, { ...input, issuanceType }, readings); },
  };
  const first = readings.creationOrder?.replace("-first", "") as keyof typeof checks | undefined;
  // Stryker disable next-line ArrayDeclaration, ConditionalExpression: unfixed: F-PAIR-CREATION-RULES: the order of the creation rows is the target's; the suite breaks one rule per request, so no order shows
  const firstOnes = first ? [first] : [];
  for (const name of new Set([...firstOnes, ...(Object.keys(checks) as (keyof typeof checks)[])])) checks[name]();
  // Stryker disable next-line BlockStatement, ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ISSUE-IMMEDIATELY-SUPPLIER-KEY: what issue-immediately answers without a supplier document key is open (the suite never sends one without)
  if (mode === "immediate" && !input.supplierDocumentKey && !has("no-supplier-key-issued") && readings.immediateSupplierKey !== "accepted") {
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ISSUE-IMMEDIATELY-SUPPLIER-KEY: what issue-immediately answers without a supplier document key is open (the suite never sends one without)
    throw readings.immediateSupplierKey === "invalid" ? invalid("supplierDocumentKey is required") : fail(400, "B2bTaxInvoiceNoSupplierDocumentKeyError");
  }
  requireDocumentKeys(input, issuanceType, mode, readings);
  replaced(book, body, readings);
  return { id: chosenId(book, input, readings), status: createdState(has, mode, readings), issuanceType, ...invoiceFields(input), modification,
    // Stryker disable next-line StringLiteral: unfixed: the spec shows no memo field; the reference keeps one and answers it
    memo: optionalString(body, "memo"), attachments: namedFiles(book, input, readings) };
}

/** A draft the creation replaces, where a creation may name one (F-CREATE-TAX-INVOICE-NOT-FOUND draft-replaced): 404 when unknown. */
// Stryker disable next-line BlockStatement: open A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND: whether a creation may name a draft it replaces is open (F-CREATE-TAX-INVOICE-NOT-FOUND draft-replaced); the suite never names one
function replaced(book: B2bBook, body: Record<string, unknown>, readings: Readings): void {
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND: whether a creation may name a draft it replaces is open (F-CREATE-TAX-INVOICE-NOT-FOUND draft-replaced); the suite never names one
  const id = readings.createNotFound === "draft-replaced" ? optionalString(body, "replaces") : undefined;
  // Stryker disable next-line ConditionalExpression: open A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND: whether a creation may name a draft it replaces is open (F-CREATE-TAX-INVOICE-NOT-FOUND draft-replaced); the suite never names one
  if (id === undefined) return;
  const draft = book.taxInvoices.get(id);
  // Stryker disable next-line ConditionalExpression, LogicalOperator, BooleanLiteral, EqualityOperator, StringLiteral: open A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND: whether a creation may name a draft it replaces is open (F-CREATE-TAX-INVOICE-NOT-FOUND draft-replaced); the suite never names one
  if (!draft || draft.status !== "DRAFTED") throw fail(404, "B2bTaxInvoiceNotFoundError");
  book.taxInvoices.delete(id);
}

/** Files a creation names, attached at once where the target takes them so (F-ATTACH-AFTER-CREATE in-creation). */
// Stryker disable next-line BlockStatement: open A-OPEN-ATTACH-AFTER-CREATE: whether an invoice created past DRAFTED can get attachments (in the creation, F-ATTACH-AFTER-CREATE in-creation) is open; the suite never names files in a creation
function namedFiles(book: B2bBook, input: InvoiceInput, readings: Readings): NonNullable<TaxInvoice["attachments"]> {
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ATTACH-AFTER-CREATE: whether an invoice created past DRAFTED can get attachments (in the creation, F-ATTACH-AFTER-CREATE in-creation) is open; the suite never names files in a creation
  const ids = readings.attachAfterCreate === "in-creation" ? input.rest.fileIds : undefined;
  // Stryker disable next-line ConditionalExpression: open A-OPEN-ATTACH-AFTER-CREATE: whether an invoice created past DRAFTED can get attachments (in the creation, F-ATTACH-AFTER-CREATE in-creation) is open; the suite never names files in a creation
  if (ids === undefined) return [];
  // Stryker disable next-line ConditionalExpression, LogicalOperator, BooleanLiteral, MethodExpression, ArrowFunction, EqualityOperator, StringLiteral: open A-OPEN-ATTACH-AFTER-CREATE: whether an invoice created past DRAFTED can get attachments (in the creation, F-ATTACH-AFTER-CREATE in-creation) is open; the suite never names files in a creation
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string")) throw invalid("fileIds is a list of file ids");
  // Stryker disable next-line BlockStatement: open A-OPEN-ATTACH-AFTER-CREATE: whether an invoice created past DRAFTED can get attachments (in the creation, F-ATTACH-AFTER-CREATE in-creation) is open; the suite never names files in a creation
  return (ids as string[]).map((id) => {
    const file = book.file(id, readings.fileReference);
    // Stryker disable next-line BooleanLiteral, ConditionalExpression, OptionalChaining, StringLiteral: open A-OPEN-ATTACH-AFTER-CREATE: whether an invoice created past DRAFTED can get attachments (in the creation, F-ATTACH-AFTER-CREATE in-creation) is open; the suite never names files in a creation
    if (!file?.uploaded) throw fail(404, "B2bFileNotFoundError");
    // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-ATTACH-AFTER-CREATE: whether an invoice created past DRAFTED can get attachments (in the creation, F-ATTACH-AFTER-CREATE in-creation) is open; the suite never names files in a creation
    return { id: newId("att"), name: file.name, attachedAt: new Date().toISOString() };
  });
}

/** A caller's own invoice id, where the target takes one (Readings.invoiceIds "caller-id"; 409 B2bIdAlreadyExistsError in use); else a new one. */
function chosenId(book: B2bBook, input: InvoiceInput, readings: Readings): string {
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ID-IN-USE: whether a creation may carry an invoice id the caller chooses is open (F-ID-IN-USE caller-id); the suite never sends one
  const given = readings.invoiceIds === "caller-id" ? optionalString(input.rest, "id") : undefined;
  // Stryker disable next-line ConditionalExpression: open A-OPEN-ID-IN-USE: whether a creation may carry an invoice id the caller chooses is open (F-ID-IN-USE caller-id); the suite never sends one
  if (given === undefined) return invoiceId(readings);
  // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-ID-IN-USE: whether a creation may carry an invoice id the caller chooses is open (F-ID-IN-USE caller-id); the suite never sends one
  if (book.taxInvoices.has(given)) throw fail(409, "B2bIdAlreadyExistsError");
  return given;
}

/** A specific row, or InvalidRequestError where the target answers the general row first (F-PAIR-GENERIC-VS-SPECIFIC). */
export const specific = (readings: Readings, identifier: string) => (readings.genericErrors ? invalid(identifier) : fail(400, identifier));

/** The document keys a target may require at creation: its creator's own (the account's side), or both. */
// Stryker disable next-line BlockStatement: unfixed: F-DOCUMENT-KEYS-INPUT: which document keys a creation must carry is the target's; the suite sends both keys unless the test checks an absence, and such a test is pending where the key is required, so requiring fewer is another legal choice
function requireDocumentKeys(input: InvoiceInput, issuanceType: string, mode: CreateMode, readings: Readings): void {
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-DOCUMENT-KEYS-INPUT: which document keys a creation must carry is the target's; the suite sends both keys unless the test checks an absence, and such a test is pending where the key is required, so requiring fewer is another legal choice
  const reverse = issuanceType === "REVERSE";
  // Stryker disable next-line ConditionalExpression: unfixed: F-DOCUMENT-KEYS-INPUT: which document keys a creation must carry is the target's; the suite sends both keys unless the test checks an absence, and such a test is pending where the key is required, so requiring fewer is another legal choice
  const creator = reverse ? "recipientDocumentKey" : "supplierDocumentKey";
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-DOCUMENT-KEYS-INPUT: which document keys a creation must carry is the target's; the suite sends both keys unless the test checks an absence, and such a test is pending where the key is required, so requiring fewer is another legal choice
  const both = readings.documentKeys === "both-required";
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-DOCUMENT-KEYS-INPUT: which document keys a creation must carry is the target's; the suite sends both keys unless the test checks an absence, and such a test is pending where the key is required, so requiring fewer is another legal choice
  const creatorOnly = readings.documentKeys === "creator-required";
  // Stryker disable next-line ConditionalExpression: unfixed: F-DOCUMENT-KEYS-INPUT: which document keys a creation must carry is the target's; the suite sends both keys unless the test checks an absence, and such a test is pending where the key is required, so requiring fewer is another legal choice
  const needed = both ? ["supplierDocumentKey", "recipientDocumentKey"] as const : creatorOnly ? [creator] as const : [];
  // Stryker disable next-line BlockStatement: unfixed: F-DOCUMENT-KEYS-INPUT: which document keys a creation must carry is the target's; the suite sends both keys unless the test checks an absence, and such a test is pending where the key is required, so requiring fewer is another legal choice
  for (const key of needed) {
    // issue-immediately's own row answers a missing supplier document key.
    // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-ISSUE-IMMEDIATELY-SUPPLIER-KEY: what issue-immediately answers without a supplier document key is open (the suite never sends one without)
    const ownRow = mode === "immediate" && key === "supplierDocumentKey";
    // Stryker disable next-line ConditionalExpression, BooleanLiteral, StringLiteral: unfixed: F-DOCUMENT-KEYS-INPUT: which document keys a creation must carry is the target's; the suite sends both keys unless the test checks an absence, and such a test is pending where the key is required, so requiring fewer is another legal choice; the message is not fixed
    if (!input[key] && !ownRow) throw invalid(`${key} is required`);
  }
}

/** The issuance type an operation takes: 15 forward, 15b reverse, 13 either (or forward only, where the dialect says so). */
function expectedType(mode: CreateMode, issuanceType: string, readings: Readings): string {
  if (mode === "immediate") return "NORMAL";
  if (mode === "reverse") return "REVERSE";
  // Stryker disable next-line ConditionalExpression: open A-OPEN-ISSUANCE-TYPE-MISMATCH: whether 13 takes a reverse draft is open (F-ISSUANCE-TYPE-MISMATCH forward-drafts-only); the suite never sends one where the profile says it is refused
  if (readings.forwardDraftsOnly) return "NORMAL";
  return issuanceType;
}

function createdState(has: Has, mode: CreateMode, readings: Readings): TaxInvoiceStatus {
  if (mode === "immediate") {
    if (has("immediate-left-drafted")) return "DRAFTED";
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-STATE-AFTER: what state issuing answers (issued, an intermediate one, or already sending-completed) is open (F-STATE-AFTER); the suite holds only the profile's upper bound on the sending, so answering the issued state where the dialect sends at once or answers an intermediate one is another legal choice (answering another where the dialect does not is killed)
    const sentAtOnce = readings.stateAfter === "sent-at-once";
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-STATE-AFTER: what state issuing answers (issued, an intermediate one, or already sending-completed) is open (F-STATE-AFTER); the suite holds only the profile's upper bound on the sending, so answering the issued state where the dialect sends at once or answers an intermediate one is another legal choice (answering another where the dialect does not is killed)
    const intermediate = readings.stateAfter === "intermediate";
    // Stryker disable next-line ConditionalExpression: open A-OPEN-STATE-AFTER: what state issuing answers (issued, an intermediate one, or already sending-completed) is open (F-STATE-AFTER); the suite holds only the profile's upper bound on the sending, so answering the issued state where the dialect sends at once or answers an intermediate one is another legal choice (answering another where the dialect does not is killed)
    return sentAtOnce ? "SENDING_COMPLETED" : intermediate ? "ISSUING" : "ISSUED";
  }
  if (mode === "reverse") return has("reverse-left-drafted") ? "DRAFTED" : "REQUESTED";
  return has("draft-saved-as-requested") ? "REQUESTED" : "DRAFTED";
}

/** The stored fields an invoice takes from its input (creation and update). */
export function invoiceFields(input: InvoiceInput) {
  return { taxationType: input.taxationType, supplierBrn: input.supplierBrn, recipientBrn: input.recipientBrn,
    supplierDocumentKey: input.supplierDocumentKey, recipientDocumentKey: input.recipientDocumentKey, input: input.rest };
}

/**
 * A modification refers to a sending-completed original of the same taxation type, named by a key (with its key type)
 * or by its approval number (and, where the dialect names it so, its write date too).
 */
export function original(book: B2bBook, has: Has, raw: unknown, input: InvoiceInput, readings: Readings): TaxInvoice["modification"] {
  // Stryker disable next-line StringLiteral: message: an error's message is not fixed
  const m = object(raw, "modification");
  const type = optionalString(m, "type");
  // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-REQUEST-SHAPES: a modification input's members are not shown, so neither is one without a type, and the message is not fixed
  if (!type) throw specific(readings, "B2bModificationNotProvidedError");
  const key = optionalString(m, "taxInvoiceKey") ?? optionalString(m, "ntsApprovalNumber");
  // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-REQUEST-SHAPES: a modification input's members are not shown; one naming no original is refused as invalid or as an unknown original alike, and the message is not fixed
  if (!key) throw invalid("modification.taxInvoiceKey is required");
  let found: TaxInvoice;
  try { found = lookUpOriginal(book, has, m, readings); } catch (err) {
    if (has("original-unknown-accepted")) return { type, originalId: key };
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND: which tax invoice a creation's B2bTaxInvoiceNotFoundError names is open (F-CREATE-TAX-INVOICE-NOT-FOUND); the suite takes either identifier for an unknown original
    const byOriginal = readings.createNotFound === "original";
    // Stryker disable next-line ConditionalExpression: open A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND: which tax invoice a creation's B2bTaxInvoiceNotFoundError names is open (F-CREATE-TAX-INVOICE-NOT-FOUND); the suite takes either identifier for an unknown original
    const unknown = byOriginal ? "B2bTaxInvoiceNotFoundError" : "B2bOriginalTaxInvoiceNotFoundError";
    // Stryker disable next-line ConditionalExpression,LogicalOperator: open A-OPEN-REQUEST-SHAPES: how a modification names its original (key type, brn) is not shown, so whether a malformed reference is invalid input or an unknown original is open
    throw err instanceof B2bFailure && err.status === 404 ? fail(404, unknown) : err;
  }
  if (found.status === "SENDING_COMPLETED" && has("sending-completed-original-refused")) throw fail(400, "B2BTaxInvoiceStatusNotSendingCompletedError");
  if (found.status !== "SENDING_COMPLETED" && !has("original-not-sending-completed-accepted")) {
    throw fail(400, "B2BTaxInvoiceStatusNotSendingCompletedError");
  }
  if (found.taxationType !== input.taxationType && !has("modification-tax-type-change-accepted")) throw fail(400, "B2BCannotChangeTaxTypeError");
  // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-MODIFICATION-COPIES: what a modification must repeat of its original besides the taxation type is the target's; the suite's modifications repeat their original's issuance type and parties, so refusing fewer is another legal choice
  if (readings.modificationCopies && found.issuanceType !== input.issuanceType) throw specific(readings, "B2bIssuanceTypeMismatchError");
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-MODIFICATION-COPIES: what a modification must repeat of its original besides the taxation type is the target's; the suite's modifications repeat their original's issuance type and parties, so refusing fewer is another legal choice
  const sameParties = readings.modificationCopies === "same-parties";
  // Stryker disable next-line BlockStatement, ConditionalExpression, LogicalOperator: unfixed: F-MODIFICATION-COPIES: what a modification must repeat of its original besides the taxation type is the target's; the suite's modifications repeat their original's issuance type and parties, so refusing fewer is another legal choice
  if (sameParties && (found.supplierBrn !== input.supplierBrn || found.recipientBrn !== input.recipientBrn)) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid("a modification has its original's supplier and recipient");
  }
  return { type, originalId: found.id };
}

function lookUpOriginal(book: B2bBook, has: Has, m: Record<string, unknown>, readings: Readings): TaxInvoice {
  const approval = optionalString(m, "ntsApprovalNumber");
  if (approval === undefined) {
    return findInvoice(book, has, { key: optionalString(m, "taxInvoiceKey")!, keyType: optionalString(m, "taxInvoiceKeyType"),
      // Stryker disable next-line StringLiteral: open A-OPEN-KEY-BRN: what a brn beside a tax invoice key does is open; the suite never sends one
      brn: optionalString(m, "brn") }, readings);
  }
  // Stryker disable next-line StringLiteral: open A-OPEN-REQUEST-SHAPES: how a modification names its original is not shown; a target may know an original by its approval number alone, without the write date beside it
  const date = optionalString(m, "originalWriteDate");
  const found = [...book.taxInvoices.values()].find((t) => ISSUED_ONCE.includes(t.status) && ntsApprovalNumber(t.id) === approval && writtenOn(t, date));
  // Stryker disable next-line StringLiteral: equivalent: original() answers every 404 of the lookup with its own identifier
  if (!found) throw fail(404, "B2bTaxInvoiceNotFoundError");
  return found;
}

/** Whether an original named by its approval number was written on the date the modification names beside it, if any. */
function writtenOn(t: TaxInvoice, date: string | undefined): boolean {
  // Stryker disable next-line ConditionalExpression: open A-OPEN-REQUEST-SHAPES: how a modification names its original is not shown; a target may know an original by its approval number alone, without the write date beside it
  if (date === undefined) return true;
  // Stryker disable next-line ConditionalExpression, EqualityOperator, OptionalChaining, BooleanLiteral: unfixed: the seed's invoices have no write date of their own (seeded data is the reference's); the suite names only originals it made, which all have one
  if (t.input?.writeDate === undefined) return true;
  // Stryker disable next-line ConditionalExpression: open A-OPEN-REQUEST-SHAPES: how a modification names its original is not shown; a target may know an original by its approval number alone, without the write date beside it (a comment reaches the whole line: refusing the right date, killed, is disabled with it)
  return t.input.writeDate === date;
}
