// The canonical (default dialect) shapes of area A that a generated dialect renames: each request's fields with the
// profile placeholder that fills them, and the answer fields the suite reads. One list serves the reference's
// renaming and the profile's templates, so the two always agree.

/** A request field: its canonical path, what the profile template writes there, and the enum whose spelling it takes. */
export interface Field {
  path: string;
  value: unknown;
  enum?: EnumName;
  /** The fields of each item of an array value (additional contacts). */
  items?: Field[];
}

export type EnumName = "issuanceType" | "taxationType" | "keyType" | "counterpartyType" | "modificationType" | "state";

const f = (path: string, value: unknown, extra: Partial<Field> = {}): Field => ({ path, value, ...extra });

export const CONTACT: Field[] = [f("name", "{{name}}"), f("email", "{{email}}")];

/** Fields of a counterparty body, under "counterparty". */
const cp = {
  id: f("counterparty.id", "{{counterpartyId}}"), brn: f("counterparty.brn", "{{brn}}"), name: f("counterparty.name", "{{name}}"),
  representativeName: f("counterparty.representativeName", "{{representativeName}}"),
  type: f("counterparty.type", "{{type}}", { enum: "counterpartyType" }), verificationType: f("counterparty.type", "{{verificationType}}", { enum: "counterpartyType" }),
  email: f("counterparty.email", "{{email}}"), additionalContacts: f("counterparty.additionalContacts", "{{additionalContacts}}", { items: CONTACT }),
  verificationId: f("counterparty.verificationId", "{{verificationId}}"), partnerLinked: f("counterparty.partnerLinked", true),
  connectToNts: f("counterparty.connectToNts", true),
};

/** The counterparty scenarios; `typed` says whether the valid ones write the counterparty type (a target may default it). */
export function counterpartyScenarios(typed: boolean): Record<"counterpartyCreate" | "counterpartyUpdate", Record<string, Field[]>> {
  const type = typed ? [cp.type] : [];
  const person = [cp.name, cp.representativeName, ...type, cp.email, cp.additionalContacts];
  const verified = [cp.name, cp.representativeName, cp.verificationType, cp.email, cp.additionalContacts, cp.verificationId];
  return {
    counterpartyCreate: {
      valid: [cp.id, cp.brn, ...person], missingRequired: [cp.id, cp.brn], fromVerification: [cp.id, cp.brn, ...verified],
      partnerConnect: [cp.id, cp.brn, ...person, cp.partnerLinked, cp.connectToNts],
    },
    counterpartyUpdate: {
      valid: person, changeBrn: [...person, cp.brn], missingRequired: typed ? [cp.type] : [cp.email], fromVerification: [...verified, cp.brn],
    },
  };
}

/** Every field a counterparty body may carry (the reference's renaming covers them all). */
export const COUNTERPARTY_FIELDS = Object.values(cp).filter((x) => x !== cp.verificationType);

/** A tax invoice input, relative to the invoice. */
export const INVOICE: Field[] = [
  f("taxationType", "{{taxationType}}", { enum: "taxationType" }), f("issuanceType", "{{issuanceType}}", { enum: "issuanceType" }),
  f("writeDate", "{{writeDate}}"), f("purposeType", "NONE"), f("totalSupplyAmount", "{{supplyAmount}}"), f("totalTaxAmount", "{{taxAmount}}"),
  f("totalAmount", "{{totalAmount}}"), f("supplierDocumentKey", "{{supplierDocumentKey}}"), f("recipientDocumentKey", "{{recipientDocumentKey}}"),
  ...(["supplier", "recipient"] as const).flatMap((party) => [
    f(`${party}.brn`, `{{${party}Brn}}`), f(`${party}.name`, `{{${party}Name}}`), f(`${party}.representativeName`, "{{representativeName}}"),
    f(`${party}.contact.email`, "{{email}}"),
  ]),
];

/** A modification input, relative to it. */
export const MODIFICATION: Field[] = [
  f("type", "{{modificationType}}", { enum: "modificationType" }), f("taxInvoiceKey", "{{originalKey}}"),
  f("taxInvoiceKeyType", "{{originalKeyType}}", { enum: "keyType" }),
];

/** Bodies and requestBody parameters of the other operations the suite sends templates for. */
export const SIMPLE_REQUESTS: Record<string, { scenario: string; in: "body" | "requestBody"; fields: Field[] }> = {
  businessInfo: { scenario: "lookup", in: "body", fields: [f("brnList", "{{brns}}")] },
  counterpartyList: { scenario: "byBrn", in: "requestBody", fields: [f("filter.brn", "{{brn}}")] },
  fileUploadUrl: { scenario: "valid", in: "body", fields: [f("fileName", "{{fileName}}")] },
  taxInvoicesSheet: { scenario: "valid", in: "requestBody", fields: [f("filter", {}), f("fields", [])] },
  taxInvoiceAttachFile: { scenario: "valid", in: "body", fields: [f("fileId", "{{fileId}}")] },
};

/** Operations whose body the suite sends as an empty object (their fields are optional). */
export const EMPTY_BODIES = ["taxInvoiceIssue", "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest"];

/** The creations and the update, with their operation names. */
export const INVOICE_OPERATIONS = ["taxInvoiceDraft", "taxInvoiceIssueImmediately", "taxInvoiceRequestReverse", "taxInvoiceUpdateDraft"] as const;
/** Operations that answer the tax invoice. */
export const INVOICE_ANSWERS = [...INVOICE_OPERATIONS, "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest", "taxInvoiceIssue"] as const;
export const DOCUMENT_URLS = ["taxInvoicePdfUrl", "taxInvoicePopupUrl", "taxInvoicePrintUrl"] as const;

/**
 * The answer values the suite reads, per operation: [profile value name, canonical path, items of a list]. Lists
 * also carry the pointer of an item's id ("itemId").
 */
export const ANSWERS: Record<string, Array<[string, string, Field[]?]>> = {
  bulkTaxInvoiceGet: [["id", "id"]],
  businessInfo: [["results", "result"]],
  certificateRegistrationUrl: [["url", "url"]],
  counterpartyCreate: [["id", "counterparty.id"], ["brn", "counterparty.brn"]],
  counterpartyGet: [["id", "id"], ["brn", "brn"], ["name", "name"]],
  counterpartyList: [["items", "counterparties", [f("id", undefined), f("brn", undefined)]]],
  fileUploadUrl: [["url", "url"], ["fileId", "fileId"]],
  taxInvoiceAttachments: [["items", "attachments", [f("id", undefined), f("name", undefined)]]],
};
