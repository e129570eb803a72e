// The canonical (default dialect) shapes of area A that a generated dialect renames: each request's fields, and the
// answer values the suite reads by the profile's names for them. One list serves the reference's renaming and the
// profile's templates (whose placeholders generated-profile.ts gives), so the two always agree. Each list is made anew
// by its function, as a dialect is made: a change to one then acts in the runs of a warm session, not only as the
// module loads.

import type { EnumName } from "./spellings.js";

/** A value's form a dialect may write otherwise: a brn, an amount, a write date, a tax invoice id. */
export type Form = "brn" | "amount" | "date" | "id";

/** A request field: its canonical path, and the enum or form whose spelling it takes. */
export interface Field {
  path: string;
  enum?: EnumName;
  form?: Form;
  /** The fields of each item of an array value (additional contacts). */
  items?: Field[];
}

const f = (path: string, extra: Omit<Field, "path"> = {}): Field => ({ path, ...extra });

/** The fields of an additional contact. */
export const contactFields = (): Field[] => [f("name"), f("email")];

/** Fields of a counterparty body, under "counterparty", by name. */
export const counterparty = () => ({
  id: f("counterparty.id"), brn: f("counterparty.brn", { form: "brn" }), name: f("counterparty.name"), representativeName: f("counterparty.representativeName"),
  type: f("counterparty.type", { enum: "counterpartyType" }), email: f("counterparty.email"),
  additionalContacts: f("counterparty.additionalContacts", { items: contactFields() }), verificationId: f("counterparty.verificationId"),
  partnerLinked: f("counterparty.partnerLinked"), connectToNts: f("counterparty.connectToNts"),
});

/** Every field a counterparty body may carry (the reference's renaming covers them all). */
export const counterpartyFields = (): Field[] => Object.values(counterparty());

/** A tax invoice input, relative to the invoice. */
export const invoiceFields = (): Field[] => {
  // Stryker disable next-line ObjectLiteral, StringLiteral: unfixed: how an amount is written is the dialect's (F-AMOUNT-TYPE); without its codec an amount sent as text is kept and answered as that text, and the suite reads no amount back
  const amount: Pick<Field, "form"> = { form: "amount" };
  // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: the invoice's purpose type is a member the reference keeps as given and the suite never reads back
  const purposeType = f("purposeType");
  return [
    f("taxationType", { enum: "taxationType" }), f("issuanceType", { enum: "issuanceType" }), f("writeDate", { form: "date" }), purposeType,
    f("totalSupplyAmount", amount), f("totalTaxAmount", amount), f("totalAmount", amount),
    f("supplierDocumentKey"), f("recipientDocumentKey"),
    ...["supplier", "recipient"].flatMap((party) => [f(`${party}.brn`, { form: "brn" }), f(`${party}.name`), f(`${party}.representativeName`), f(`${party}.contact.email`)]),
  ];
};

/** A modification input, relative to it, naming its original by a key (with its key type unless `typed` is false). */
// Stryker disable next-line BooleanLiteral: equivalent: the one caller that takes the default reads only the first field
export const modificationFields = (typed = true): Field[] => [
  f("type", { enum: "modificationType" }), f("taxInvoiceKey", { form: "id" }), ...(typed ? [f("taxInvoiceKeyType", { enum: "keyType" })] : []),
];

/** Bodies and requestBody parameters of the other operations the suite sends templates for, by their profile scenario. */
export const simpleRequests = (): Record<string, { scenario: string; in: "body" | "requestBody"; fields: Field[] }> => ({
  businessInfo: { scenario: "lookup", in: "body", fields: [f("brnList", { form: "brn" })] },
  fileUploadUrl: { scenario: "valid", in: "body", fields: [f("fileName")] },
  taxInvoicesSheet: { scenario: "valid", in: "requestBody", fields: [f("filter"), f("fields")] },
  taxInvoiceAttachFile: { scenario: "valid", in: "body", fields: [f("fileId")] },
});

/** Operations whose body the suite sends as an empty object (their fields are optional). */
// Stryker disable next-line ArrayDeclaration: open A-OPEN-REQUEST-SHAPES: which members an action's body requires is not shown; the suite sends every member the profile names, so a dialect requiring none is another legal one
export const emptyBodies = () => ["taxInvoiceIssue", "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest"];

/** The creations and the update, with their operation names. */
export const invoiceOperations = () => ["taxInvoiceDraft", "taxInvoiceIssueImmediately", "taxInvoiceRequestReverse", "taxInvoiceUpdateDraft"];
/** Operations that answer the tax invoice. */
export const invoiceAnswers = () => [...invoiceOperations(), "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest", "taxInvoiceIssue"];
export const documentUrls = () => ["taxInvoicePdfUrl", "taxInvoicePopupUrl", "taxInvoicePrintUrl"];
/** Operations that answer a URL alone (a dialect may answer it as a bare JSON string). */
export const urlAnswers = () => [...documentUrls(), "certificateRegistrationUrl"];

/** An answer value the suite reads: its canonical path, the fields of each item of a list, its form. */
export type AnswerValue = [path: string, items?: Field[], form?: Form];

/**
 * The answer values the suite reads, per operation, by the profile's name for each. Lists also carry the pointer of an
 * item's id ("itemId").
 */
export const answerValues = (): Record<string, Record<string, AnswerValue>> => {
  // Stryker disable next-line ObjectLiteral, StringLiteral: unfixed: how a brn is written is the dialect's (F-BRN-FORMAT); a counterparty's brn answered without its codec is its digits, and the suite reads a brn by its digits
  const brn: Required<Pick<Field, "form">> = { form: "brn" };
  // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: an attachment's name is a member the suite does not read back (it finds an attachment by its id)
  const attachmentName = f("name");
  return {
    bulkTaxInvoiceGet: { id: ["id"] },
    businessInfo: { results: ["result"] },
    counterpartyCreate: { id: ["counterparty.id"], brn: ["counterparty.brn", undefined, brn.form] },
    counterpartyGet: { id: ["id"], brn: ["brn", undefined, brn.form], name: ["name"] },
    counterpartyList: { items: ["counterparties", [f("id"), f("brn", brn)]] },
    fileUploadUrl: { url: ["url"], fileId: ["fileId"], fields: ["fields"], headers: ["headers"] },
    taxInvoiceAttachments: { items: ["attachments", [f("id"), attachmentName]] },
  };
};
