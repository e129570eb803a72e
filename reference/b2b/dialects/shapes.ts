// The canonical (default dialect) shapes of area A that a generated dialect renames: each request's fields with the
// profile placeholder that fills them, and the answer fields the suite reads. One list serves the reference's
// renaming and the profile's templates, so the two always agree. Each list is made anew by its function, as a dialect
// is made: a change to one then acts in the runs of a warm session, not only as the module loads.

import type { EnumName } from "./spellings.js";

/** A value's form a dialect may write otherwise: a brn, an amount, a write date, a tax invoice id. */
export type Form = "brn" | "amount" | "date" | "id";

/** A request field: its canonical path, what the profile template writes there, and the enum or form whose spelling it takes. */
export interface Field {
  path: string;
  value: unknown;
  enum?: EnumName;
  form?: Form;
  /** The fields of each item of an array value (additional contacts). */
  items?: Field[];
}

const f = (path: string, value: unknown, extra: Partial<Field> = {}): Field => ({ path, value, ...extra });

/** The fields of an additional contact. */
export const contactFields = (): Field[] => [f("name", "{{name}}"), f("email", "{{email}}")];

/** Fields of a counterparty body, under "counterparty". */
const counterparty = () => ({
  id: f("counterparty.id", "{{counterpartyId}}"), brn: f("counterparty.brn", "{{brn}}", { form: "brn" }), name: f("counterparty.name", "{{name}}"),
  representativeName: f("counterparty.representativeName", "{{representativeName}}"),
  type: f("counterparty.type", "{{type}}", { enum: "counterpartyType" }), verificationType: f("counterparty.type", "{{verificationType}}", { enum: "counterpartyType" }),
  email: f("counterparty.email", "{{email}}"), additionalContacts: f("counterparty.additionalContacts", "{{additionalContacts}}", { items: contactFields() }),
  verificationId: f("counterparty.verificationId", "{{verificationId}}"), partnerLinked: f("counterparty.partnerLinked", true),
  connectToNts: f("counterparty.connectToNts", true),
});

/**
 * The counterparty scenarios: `type` says whether the valid ones write the counterparty type ("typed"), leave it to the
 * target's default ("defaulted": only verifications carry one) or whether the target has none ("absent"); `ids`
 * whether the caller chooses the id.
 */
export function counterpartyScenarios(type: "typed" | "defaulted" | "absent", ids: boolean): Record<"counterpartyCreate" | "counterpartyUpdate", Record<string, Field[]>> {
  const cp = counterparty();
  const typed = type === "typed" ? [cp.type] : [];
  const person = [cp.name, cp.representativeName, ...typed, cp.email, cp.additionalContacts];
  const verified = [cp.name, cp.representativeName, ...(type === "absent" ? [] : [cp.verificationType]), cp.email, cp.additionalContacts, cp.verificationId];
  const id = ids ? [cp.id] : [];
  return {
    counterpartyCreate: {
      valid: [...id, cp.brn, ...person], missingRequired: [...id, cp.brn], fromVerification: [...id, cp.brn, ...verified],
      partnerConnect: [...id, cp.brn, ...person, cp.partnerLinked, cp.connectToNts],
    },
    counterpartyUpdate: {
      valid: person, changeBrn: [...person, cp.brn], missingRequired: type === "typed" ? [cp.type] : [cp.email], fromVerification: [...verified, cp.brn],
    },
  };
}

/** Every field a counterparty body may carry (the reference's renaming covers them all). */
export function counterpartyFields(): Field[] {
  const cp = counterparty();
  return Object.values(cp).filter((x) => x !== cp.verificationType);
}

/** A tax invoice input, relative to the invoice. */
export const invoiceFields = (): Field[] => [
  f("taxationType", "{{taxationType}}", { enum: "taxationType" }), f("issuanceType", "{{issuanceType}}", { enum: "issuanceType" }),
  f("writeDate", "{{writeDate}}", { form: "date" }), f("purposeType", "NONE"), f("totalSupplyAmount", "{{supplyAmount}}", { form: "amount" }),
  f("totalTaxAmount", "{{taxAmount}}", { form: "amount" }), f("totalAmount", "{{totalAmount}}", { form: "amount" }),
  f("supplierDocumentKey", "{{supplierDocumentKey}}"), f("recipientDocumentKey", "{{recipientDocumentKey}}"),
  ...(["supplier", "recipient"] as const).flatMap((party) => [
    f(`${party}.brn`, `{{${party}Brn}}`, { form: "brn" }), f(`${party}.name`, `{{${party}Name}}`), f(`${party}.representativeName`, "{{representativeName}}"),
    f(`${party}.contact.email`, "{{email}}"),
  ]),
];

/** A modification input, relative to it, naming its original by a key (with its key type unless `typed` is false). */
export const modificationFields = (typed = true): Field[] => [
  f("type", "{{modificationType}}", { enum: "modificationType" }), f("taxInvoiceKey", "{{originalKey}}", { form: "id" }),
  ...(typed ? [f("taxInvoiceKeyType", "{{originalKeyType}}", { enum: "keyType" })] : []),
];

/** Bodies and requestBody parameters of the other operations the suite sends templates for. */
export const simpleRequests = (): Record<string, { scenario: string; in: "body" | "requestBody"; fields: Field[] }> => ({
  businessInfo: { scenario: "lookup", in: "body", fields: [f("brnList", "{{brns}}", { form: "brn" })] },
  fileUploadUrl: { scenario: "valid", in: "body", fields: [f("fileName", "{{fileName}}")] },
  taxInvoicesSheet: { scenario: "valid", in: "requestBody", fields: [f("filter", {}), f("fields", [])] },
  taxInvoiceAttachFile: { scenario: "valid", in: "body", fields: [f("fileId", "{{fileId}}")] },
});

/** Operations whose body the suite sends as an empty object (their fields are optional). */
export const emptyBodies = () => ["taxInvoiceIssue", "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest"];

/** The creations and the update, with their operation names. */
export const invoiceOperations = () => ["taxInvoiceDraft", "taxInvoiceIssueImmediately", "taxInvoiceRequestReverse", "taxInvoiceUpdateDraft"];
/** Operations that answer the tax invoice. */
export const invoiceAnswers = () => [...invoiceOperations(), "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest", "taxInvoiceIssue"];
export const documentUrls = () => ["taxInvoicePdfUrl", "taxInvoicePopupUrl", "taxInvoicePrintUrl"];
/** Operations that answer a URL alone (a dialect may answer it as a bare JSON string). */
export const urlAnswers = () => [...documentUrls(), "certificateRegistrationUrl"];

/**
 * The answer values the suite reads, per operation: [profile value name, canonical path, items of a list]. Lists
 * also carry the pointer of an item's id ("itemId").
 */
export const answerValues = (): Record<string, Array<[string, string, Field[]?, Form?]>> => ({
  bulkTaxInvoiceGet: [["id", "id"]],
  businessInfo: [["results", "result"]],
  counterpartyCreate: [["id", "counterparty.id"], ["brn", "counterparty.brn", undefined, "brn"]],
  counterpartyGet: [["id", "id"], ["brn", "brn", undefined, "brn"], ["name", "name"]],
  counterpartyList: [["items", "counterparties", [f("id", undefined), f("brn", undefined, { form: "brn" })]]],
  fileUploadUrl: [["url", "url"], ["fileId", "fileId"], ["fields", "fields"], ["headers", "headers"]],
  taxInvoiceAttachments: [["items", "attachments", [f("id", undefined), f("name", undefined)]]],
});
