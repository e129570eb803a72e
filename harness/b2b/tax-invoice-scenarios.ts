// Scenarios that provoke the error-table rows of operations 13 to 24 (tax invoices), and the rows left to pending tests.
import type { Scenario } from "./scenarios.js";
import type { B2bApi } from "./api.js";
import { INPUT } from "./profile.js";
import { operation } from "./operations.js";
import { attachOne, unknownKey } from "./tax-invoice-operations.js";
import { createInvoice, CREATES_TAX_INVOICE, invoicePath, invoiceVars, observedState, sendCreate } from "./tax-invoices.js";
import { uploadFile, UPLOADS } from "./uploads.js";
import { SENDING_COMPLETED_NEEDS, sendingCompletedOriginal, waitsForOriginal } from "./sending-completed.js";
import { step, WAYS } from "./tax-invoice-ways.js";
import { keyed, MODIFIES, modify, onCreations, precondition, reused, T, unknownParty, UPDATE, update } from "./tax-invoice-scenario-builders.js";

/** Scenarios whose original may be reached by waiting (sending-completed.ts). */
const waitingForOriginal = (byOp: Record<string, Scenario[]>) =>
  Object.fromEntries(Object.entries(byOp).map(([op, scenarios]) => [op, scenarios.map((s) => ({ ...s, waits: waitsForOriginal }))]));

export const TAX_INVOICE_SCENARIOS: Record<string, Record<string, Scenario[]>> = {
  B2bTaxInvoiceSupplierDocumentKeyAlreadyUsedError: onCreations("SUPPLIER-KEY-IN-USE-400", "with a supplier document key in use", [], reused("supplierDocumentKey"), ["13", "15", "15b"], ["A.RECORD.DOCUMENT-KEYS-UNIQUE"]),
  B2bTaxInvoiceRecipientDocumentKeyAlreadyUsedError: onCreations("RECIPIENT-KEY-IN-USE-400", "with a recipient document key in use", [], reused("recipientDocumentKey"), ["13", "15", "15b"], ["A.RECORD.DOCUMENT-KEYS-UNIQUE"]),
  B2BCannotChangeTaxTypeError: waitingForOriginal(onCreations("MODIFICATION-TAX-TYPE-400", "modifying with another taxation type",
    [...SENDING_COMPLETED_NEEDS, ...MODIFIES, INPUT.taxInvoiceFixture("otherTaxationType")],
    modify(sendingCompletedOriginal, (api) => ({ taxationType: api.need<string>(INPUT.taxInvoiceFixture("otherTaxationType")) })), ["13", "15", "15b"],
    ["A.RECORD.TAX-TYPE-FIXED"])),
  B2BTaxInvoiceStatusNotSendingCompletedError: onCreations("ORIGINAL-DRAFTED-400", "modifying a drafted original", MODIFIES,
    modify(async (api) => (await createInvoice(api, "draft")).id), ["13", "15", "15b"], ["A.STATE.DRAFT-ORIGINAL-SENDING-COMPLETED"]),
  B2bOriginalTaxInvoiceNotFoundError: onCreations("ORIGINAL-UNKNOWN-404", "modifying an unknown original", MODIFIES, modify(unknownKey)),
  B2bSupplierNotFoundError: unknownParty("supplierBrn", "SUPPLIER-UNKNOWN-404", "with an unknown supplier"),
  B2bRecipientNotFoundError: unknownParty("recipientBrn", "RECIPIENT-UNKNOWN-404", "with an unknown recipient"),
  B2bIssuanceTypeMismatchError: {
    ...onCreations("REVERSE-TYPE-400", "of the reverse issuance type", [], (api, how) => sendCreate(api, how, invoiceVars(api, "forward", { issuanceType: "reverse" })), ["15"],
      ["A.RECORD.ISSUANCE-TYPE"]),
    ...onCreations("FORWARD-TYPE-400", "of the forward issuance type", [], (api, how) => sendCreate(api, how, invoiceVars(api, "reverse", { issuanceType: "forward" })), ["15b"],
      ["A.RECORD.ISSUANCE-TYPE"]),
  },
  B2bTaxInvoiceNotDraftedStatusError: {
    "14": precondition("14", "DRAFTED", [WAYS.draftIssued, WAYS.immediate, WAYS.requested, WAYS.requestCancelled, WAYS.issuanceCancelled,
      WAYS.reverseIssued, WAYS.draftCancelled], (api, id, vars) => update(api, id, vars), [UPDATE]),
    // Invoices made by 15 or 15b are left out of 16 and 17: whether they can ever take attachments is open (A-OPEN-ATTACH-AFTER-CREATE).
    "16": precondition("16", "DRAFTED", [WAYS.draftIssued, WAYS.draftCancelled], async (api, id) =>
      api.send("POST", invoicePath(id, "/attach-file"), "taxInvoiceAttachFile", "valid", { fileId: await uploadFile(api) }), [T("taxInvoiceAttachFile"), ...UPLOADS]),
    "21": precondition("21", "DRAFTED", [WAYS.draftIssued, WAYS.immediate, WAYS.issuanceCancelled, WAYS.draftCancelled], keyed("/issue", "taxInvoiceIssue"),
      [T("taxInvoiceIssue")]),
  },
  B2bTaxInvoiceNotRequestedStatusError: {
    "20": precondition("20", "REQUESTED", [WAYS.immediate, WAYS.requestCancelled, WAYS.drafted, WAYS.draftIssued, WAYS.issuanceCancelled, WAYS.reverseIssued,
      WAYS.draftCancelled, WAYS.reverseDraft], keyed("/cancel-request", "taxInvoiceCancelRequest"), [T("taxInvoiceCancelRequest")]),
    "21": precondition("21", "REQUESTED", [WAYS.requestCancelled, WAYS.reverseIssued, WAYS.reverseDraft], keyed("/issue", "taxInvoiceIssue"), [T("taxInvoiceIssue")]),
  },
  B2bTaxInvoiceNotIssuedStatusError: {
    "19": precondition("19", "ISSUED", [WAYS.drafted, WAYS.requested, WAYS.issuanceCancelled, WAYS.requestCancelled, WAYS.draftCancelled, WAYS.reverseDraft],
      keyed("/cancel-issuance", "taxInvoiceCancelIssuance"),
      [T("taxInvoiceCancelIssuance")]),
  },
  B2bDocumentKeyCannotBeChangedError: { "14": ([["KEY-CHANGE-400", "supplier"], ["RECIPIENT-KEY-CHANGE-400", "recipient"]] as const).map(([suffix, party]) => ({
    id: `A-UPDATE-DRAFT-${suffix}`, title: `refuses changing a draft's ${party} document key`,
    scenario: `PUT draft with another ${party} document key than the draft's`, needs: [...CREATES_TAX_INVOICE, UPDATE],
    provoke: async (api: B2bApi) => {
      const d = await createInvoice(api, "draft");
      const field = `${party}DocumentKey`;
      return update(api, d.id, { ...d.vars, [field]: `${String(d.vars[field])}x` });
    } })) },
  B2bTaxInvoiceNoRecipientDocumentKeyError: { "20": [{ id: "A-CANCEL-REQUEST-NO-RECIPIENT-KEY-400", title: "refuses cancel-request without a recipient key",
    scenario: "cancel-request of a reverse request made without a recipient document key",
    needs: [...CREATES_TAX_INVOICE, T("taxInvoiceRequestReverse"), T("taxInvoiceCancelRequest")],
    provoke: async (api) => keyed("/cancel-request", "taxInvoiceCancelRequest")(api, (await createInvoice(api, "reverse", { recipientDocumentKey: undefined })).id) }] },
  B2bTaxInvoiceNoSupplierDocumentKeyError: { "21": [{ id: "A-ISSUE-NO-SUPPLIER-KEY-400", title: "refuses issuing a draft without a supplier key",
    scenario: "issue of a forward draft made without a supplier document key", needs: [...CREATES_TAX_INVOICE, T("taxInvoiceIssue")],
    provoke: async (api) => keyed("/issue", "taxInvoiceIssue")(api, (await createInvoice(api, "draft", { supplierDocumentKey: undefined })).id) }] },
  B2bFileNotFoundError: { "16": [{ id: "A-ATTACH-FILE-UNKNOWN-FILE-404", title: "refuses attaching a file that was never uploaded",
    scenario: "attach-file to a draft with an unknown file id", needs: [...CREATES_TAX_INVOICE, T("taxInvoiceAttachFile")],
    provoke: async (api) => api.send("POST", invoicePath((await createInvoice(api, "draft")).id, "/attach-file"), "taxInvoiceAttachFile", "valid", { fileId: unknownKey(api) }) }] },
  B2bTaxInvoiceAttachmentNotFoundError: { "17": [{ id: "A-DELETE-ATTACHMENT-UNKNOWN-ATTACHMENT-404", title: "refuses deleting an unknown attachment",
    scenario: "DELETE of an unknown attachment id of a draft", needs: [...CREATES_TAX_INVOICE],
    provoke: async (api) => api.call("DELETE", invoicePath((await createInvoice(api, "draft")).id, `/attachments/${unknownKey(api)}`)) }] },
  B2bTaxInvoiceNotFoundError: {
    "14": [{ id: "A-UPDATE-DRAFT-UNKNOWN-404", title: "answers updating an unknown tax invoice with 404", scenario: "PUT draft of an unknown tax invoice id",
      needs: operation("14").needs, provoke: (api) => operation("14").probe(api) }],
    ...Object.fromEntries(["16", "17", "18", "19", "20", "21", "22", "23", "24"].map((op) => [op, [{
      id: `A-${operation(op).key}-UNKNOWN-404`, title: `answers operation ${op} on an unknown tax invoice with 404`,
      scenario: `${operation(op).title}, with an unknown tax invoice id`, needs: operation(op).needs.filter((n) => !UPLOADS.includes(n)),
      provoke: (api: B2bApi) => operation(op).probe(api) }]])),
  },
};

/** Deleting an attachment after the draft was issued, or issued and cancelled: the attachment exists, the state forbids it. */
TAX_INVOICE_SCENARIOS.B2bTaxInvoiceNotDraftedStatusError!["17"] = [...precondition("17", "DRAFTED", [WAYS.draftCancelled],
  (api, id, _vars, attachmentId) => api.call("DELETE", invoicePath(id, `/attachments/${encodeURIComponent(attachmentId!)}`)),
  [T("taxInvoiceAttachFile"), ...UPLOADS, INPUT.response("taxInvoiceAttachments", "items"), INPUT.response("taxInvoiceAttachments", "itemId")], attachOne), {
  id: "A-DELETE-ATTACHMENT-AFTER-ISSUE-400", title: "refuses deleting an attachment of an issued draft",
  scenario: "DELETE of an attachment after the draft was issued (observed state other than DRAFTED)",
  needs: [...WAYS.draftIssued.needs, T("taxInvoiceAttachFile"), ...UPLOADS, INPUT.response("taxInvoiceAttachments", "items"), INPUT.response("taxInvoiceAttachments", "itemId")],
  requirements: ["A.STATE.NAMED-STATES"],
  async provoke(api) {
    const d = await createInvoice(api, "draft");
    const attachmentId = await attachOne(api, d.id);
    const issued = await step(api, d.id, "/issue", "taxInvoiceIssue");
    if (observedState(api, issued, "taxInvoiceIssue") === "DRAFTED") api.t.pending("A-OPEN-STATE-AFTER", "the issued draft is reported DRAFTED by this target");
    return api.call("DELETE", invoicePath(d.id, `/attachments/${encodeURIComponent(attachmentId)}`));
  },
}];

/** Rows of operations 13 to 24 that pending tests in suites/b2b/tax-invoices/ answer (their open points say why). */
export const PENDING_ELSEWHERE: Record<string, string[]> = {
  B2bTaxInvoiceSupplierDocumentKeyAlreadyUsedError: ["14"], B2bTaxInvoiceRecipientDocumentKeyAlreadyUsedError: ["14"],
  B2bCounterpartyNtsNotConnectedError: ["13", "14", "15", "15b"], B2bModificationNotProvidedError: ["13", "14", "15", "15b"],
  B2bCounterpartyNotFoundError: ["13", "14", "15", "15b"], B2bIdAlreadyExistsError: ["13", "14", "15", "15b"],
  B2bTaxInvoiceNotFoundError: ["13", "15", "15b"], B2BCannotChangeTaxTypeError: ["14"],
};

/** Rows of operations 13 to 24 no test can provoke as written: pending with the open point that says why. */
export const OPEN_ROWS: Record<string, { openPoint: string; suffix: string; ops: string[] }> = {
  B2BTaxInvoiceStatusNotSendingCompletedError: { openPoint: "A-OPEN-UPDATE-ORIGINAL", suffix: "ORIGINAL-NOT-SENDING-COMPLETED", ops: ["14"] },
  B2bOriginalTaxInvoiceNotFoundError: { openPoint: "A-OPEN-UPDATE-ORIGINAL", suffix: "ORIGINAL-UNKNOWN", ops: ["14"] },
  B2bIssuanceTypeMismatchError: { openPoint: "A-OPEN-ISSUANCE-TYPE-MISMATCH", suffix: "ISSUANCE-TYPE-MISMATCH", ops: ["13", "14"] },
};
