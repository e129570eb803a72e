// Code only area A's faults run: the operations the "…-on-existing" faults refuse, those whose missing body a fault
// answers with 500. Kept out of the behaviour's modules, so mutation testing never mutates it (mutation/README.md).

/** Operations on a counterparty or tax invoice that exists already (7, 8, 14, 16 to 25). */
export const ON_EXISTING = new Set(["counterpartyDelete", "counterpartyUpdate", "taxInvoiceUpdateDraft", "taxInvoiceAttachFile", "taxInvoiceDeleteAttachment",
  "taxInvoiceAttachments", "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest", "taxInvoiceIssue", "taxInvoicePdfUrl", "taxInvoicePopupUrl",
  "taxInvoicePrintUrl", "taxInvoiceRefuseRequest"]);

/** Operations whose body the spec lists as required (fault missing-body-500). */
export const BODY_REQUIRED = new Set(["businessInfo", "counterpartyUpdate", "counterpartyCreate", "fileUploadUrl", "taxInvoiceDraft", "taxInvoiceUpdateDraft",
  "taxInvoiceIssueImmediately", "taxInvoiceRequestReverse", "taxInvoiceAttachFile", "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest", "taxInvoiceIssue"]);

/** Issue, cancel-issuance and cancel-request (19 to 21): their body is required, but no member of it is read (action-body-optional). */
export const ACTIONS = new Set(["taxInvoiceCancelIssuance", "taxInvoiceCancelRequest", "taxInvoiceIssue"]);

/** A query parameter read without regard to its name's case (fault query-names-case-insensitive, for keyed operations). */
export const caselessQuery = (query: URLSearchParams, name: string): string | null =>
  [...query].find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null;

/**
 * Fault wrong-type-member-500: a body read as the shape of valid requests whatever its members' types, as a reshaper
 * that reads into null and maps any value as a list: a member given as null, or additional contacts that are not a list,
 * end in a TypeError (500).
 */
export function readAsShaped(wire: unknown, canonical: unknown): void {
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== "object") return;
    for (const x of Object.values(v)) {
      if (x === null) throw new TypeError("Cannot read properties of null");
      walk(x);
    }
  };
  walk(wire);
  const contacts = (canonical as { counterparty?: { additionalContacts?: unknown } } | null)?.counterparty?.additionalContacts;
  if (contacts !== undefined && !Array.isArray(contacts)) throw new TypeError("additionalContacts.map is not a function");
}
