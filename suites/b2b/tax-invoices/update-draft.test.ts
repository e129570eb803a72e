// suites/b2b/tax-invoices/update-draft.test.ts — #14 PUT /b2b/tax-invoices/draft: the tests of the operation.
// Every reading of AMBIGUITIES 23 and of open point A-OPEN-MODIFICATION-INPUT covers modification drafts: only they are asserted.
// Error-table rows of this operation checked together with the creations', in tax-invoices/draft.test.ts:
// A-DRAFT-COUNTERPARTY-NOT-FOUND, A-DRAFT-NTS-NOT-CONNECTED.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { placeholders } from "../../../harness/b2b/profile/template.js";
import { excerpt } from "../../../harness/secrets/bounded-text.js";
import { createInvoice, CREATES_TAX_INVOICE, freshDocumentKey, invoiceVars, updateDraft } from "../../../harness/b2b/records/tax-invoices.js";
import { unknownKey } from "../../../harness/b2b/operations/tax-invoice-calls.js";
import { createModificationDraft, MODIFIES_ORIGINAL, updateModificationDraft } from "../../../harness/b2b/states/modification-drafts.js";
import { waitsForOriginal } from "../../../harness/b2b/states/sending-completed.js";
import { PARTY_UNKNOWN, UNREGISTERED_RECIPIENT } from "../drivers/creation-cases.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { statePreconditions } from "../drivers/preconditions.js";
import { answeredByGeneralRow, pendingRows, refuses } from "../drivers/refusals.js";

const UPDATE = (scenario: string) => INPUT.request("taxInvoiceUpdateDraft", scenario);
/** An update of a draft the suite saved, with its variables changed. */
const updatingDraft = (changes: (vars: Record<string, unknown>, api: B2bApi) => Record<string, unknown>) => async (api: B2bApi) => {
  const d = await createInvoice(api, "draft");
  return updateDraft(api, d, { ...d.vars, ...changes(d.vars, api) });
};

/**
 * A change of a document key, where the profile's PUT draft template names the draft by none of {{taxInvoiceKey}},
 * {{draftSupplierDocumentKey}} and {{draftRecipientDocumentKey}}: the target then finds the draft by the keys the
 * invoice carries (F-UPDATE-DRAFT-TARGET), so another key names another draft, and a 404 says this case cannot be made.
 */
const changingKey = (side: "SUPPLIER" | "RECIPIENT") => async (api: B2bApi) => {
  const res = await updatingDraft((_, a) => ({ [side === "SUPPLIER" ? "supplierDocumentKey" : "recipientDocumentKey"]: freshDocumentKey(a, side) }))(api);
  const named = placeholders(api.need(UPDATE("valid")));
  if (res.status === 404 && !["taxInvoiceKey", "draftSupplierDocumentKey", "draftRecipientDocumentKey"].some((p) => named.has(p))) {
    api.unreachable(`the profile's ${UPDATE("valid")} names the draft only by the keys its invoice carries, so another ${side.toLowerCase()} document key `
      + `names another draft (answered ${res.status} ${excerpt(res.text, 160)})`);
  }
  return res;
};

succeeds("14", {
  "A-UPDATE-DRAFT-BEARER-JWT": "bearer",
  "A-UPDATE-DRAFT-SERVICE-KEY": "serviceKey",
  "A-UPDATE-DRAFT-TEST-TRUE": "test=true",
  "A-UPDATE-DRAFT-TEST-FALSE": "test=false",
});
refusesCommon("14", {
  "A-UPDATE-DRAFT-INVALID-400": "invalid input",
  "A-UPDATE-DRAFT-NO-AUTH-401": "no credential",
  "A-UPDATE-DRAFT-WRONG-AUTH-401": "wrong credential",
  "A-UPDATE-DRAFT-NOT-ENABLED-403": "B2B not enabled",
  "A-UPDATE-DRAFT-NO-BODY-400": "no body",
});
pendingRows("14", { "A-UPDATE-DRAFT-FORBIDDEN-403": "ForbiddenError", "A-UPDATE-DRAFT-EXTERNAL-502": "B2bExternalServiceError" });

statePreconditions("14");

refuses("14", {
  id: "A-UPDATE-DRAFT-UNKNOWN-404", title: "answers updating an unknown tax invoice with 404", error: "B2bTaxInvoiceNotFoundError",
  what: "PUT draft of an unknown tax invoice id", needs: operation("14").needs,
  provoke: async (api) => {
    const vars = invoiceVars(api, "forward");
    return updateDraft(api, { id: await unknownKey(api), vars }, vars);
  },
}, {
  id: "A-UPDATE-DRAFT-KEY-CHANGE-400", title: "refuses changing a draft's supplier document key", error: "B2bDocumentKeyCannotBeChangedError",
  what: "PUT draft with another supplier document key than the draft's", needs: [...CREATES_TAX_INVOICE, UPDATE("valid")],
  provoke: changingKey("SUPPLIER"),
}, {
  id: "A-UPDATE-DRAFT-RECIPIENT-KEY-CHANGE-400", title: "refuses changing a draft's recipient document key", error: "B2bDocumentKeyCannotBeChangedError",
  what: "PUT draft with another recipient document key than the draft's", needs: [...CREATES_TAX_INVOICE, UPDATE("valid")],
  provoke: changingKey("RECIPIENT"),
}, {
  id: "A-UPDATE-DRAFT-SUPPLIER-UNKNOWN-404", title: "refuses updating a draft with an unknown supplier", error: "B2bSupplierNotFoundError",
  what: "PUT draft with an unknown supplier", needs: [...CREATES_TAX_INVOICE, UPDATE("valid"), INPUT.freshBrns],
  provoke: updatingDraft((_, api) => ({ supplierBrn: api.freshBrn() })), also: PARTY_UNKNOWN,
}, {
  id: "A-UPDATE-DRAFT-RECIPIENT-UNKNOWN-404", title: "refuses updating a draft with an unknown recipient", error: "B2bRecipientNotFoundError",
  what: "PUT draft with an unknown recipient", needs: [...CREATES_TAX_INVOICE, UPDATE("valid"), INPUT.freshBrns], acceptedIsOpen: UNREGISTERED_RECIPIENT, also: PARTY_UNKNOWN,
  provoke: updatingDraft((_, api) => ({ recipientBrn: api.freshBrn() })),
});

conformanceTest({
  id: "A-UPDATE-DRAFT-MODIFICATION-TAX-TYPE-400", title: "refuses changing a modification draft's taxation type",
  requirements: ["A.STATE.UPDATE-DRAFT-TAX-TYPE-FIXED", "A.ERR.TAX-TYPE-CANNOT-CHANGE"],
  needs: [...MODIFIES_ORIGINAL, UPDATE("modification"), INPUT.taxInvoiceFixture("otherTaxationType"), INPUT.errors], waits: waitsForOriginal,
  errorRows: [{ error: "B2BCannotChangeTaxTypeError", op: "14" }],
  hint: "PUT draft cannot change the taxation type, at least of a modification (AMBIGUITIES 23): 400 B2BCannotChangeTaxTypeError",
}, async (t) => {
  const api = new B2bApi(t);
  const d = await createModificationDraft(api);
  const res = await updateModificationDraft(api, d, { ...d.vars, taxationType: api.need<string>(INPUT.taxInvoiceFixture("otherTaxationType")) }, true);
  api.expectError(res, { status: 400, identifier: "B2BCannotChangeTaxTypeError", what: "an update of a modification draft to another taxation type" });
});

conformanceTest({
  id: "A-UPDATE-DRAFT-NO-MODIFICATION-INPUT-400", title: "refuses updating a modification draft without its input",
  requirements: ["A.STATE.UPDATE-DRAFT-MODIFICATION-INPUT", "A.ERR.MODIFICATION-NOT-PROVIDED"], needs: [...MODIFIES_ORIGINAL, UPDATE("valid"), INPUT.errors],
  waits: waitsForOriginal, errorRows: [{ error: "B2bModificationNotProvidedError", op: "14" }],
  hint: "PUT draft of a modification draft needs its modification input (A-OPEN-MODIFICATION-INPUT): 400 B2bModificationNotProvidedError",
}, async (t) => {
  const api = new B2bApi(t);
  const d = await createModificationDraft(api);
  const res = await updateModificationDraft(api, d, d.vars, false);
  const what = "an update of a modification draft without its modification input";
  answeredByGeneralRow(api, res, "14", { general: "InvalidRequestError", specific: "B2bModificationNotProvidedError", what });
  api.expectError(res, { status: 400, identifier: "B2bModificationNotProvidedError", what });
});

pendingRows("14", {
  "A-UPDATE-DRAFT-ORIGINAL-NOT-SENDING-COMPLETED": ["B2BTaxInvoiceStatusNotSendingCompletedError", "A-OPEN-UPDATE-ORIGINAL"],
  "A-UPDATE-DRAFT-ORIGINAL-UNKNOWN": ["B2bOriginalTaxInvoiceNotFoundError", "A-OPEN-UPDATE-ORIGINAL"],
  "A-UPDATE-DRAFT-ISSUANCE-TYPE-MISMATCH": ["B2bIssuanceTypeMismatchError", "A-OPEN-ISSUANCE-TYPE-MISMATCH"],
});

pendingTest({
  id: "A-UPDATE-DRAFT-TAX-TYPE-PLAIN",
  title: "answers a taxation type change on a plain draft as documented",
  openPoint: "A-OPEN-TAX-TYPE-SCOPE",
  requirements: ["A.STATE.UPDATE-DRAFT-TAX-TYPE-FIXED", "A.ERR.TAX-TYPE-CANNOT-CHANGE"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-SET-EMPTY-KEY",
  title: "answers setting an empty document key on a draft as documented",
  openPoint: "A-OPEN-DOCUMENT-KEY-SET",
  requirements: ["A.STATE.UPDATE-DRAFT-KEYS-FIXED"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-KEY-IN-USE",
  title: "refuses a draft update that sets a document key in use",
  openPoint: "A-OPEN-DOCUMENT-KEY-SET",
  requirements: ["A.ERR.SUPPLIER-DOCUMENT-KEY-IN-USE", "A.ERR.RECIPIENT-DOCUMENT-KEY-IN-USE", "A.RECORD.DOCUMENT-KEYS-UNIQUE"],
  errorRows: [{ error: "B2bTaxInvoiceSupplierDocumentKeyAlreadyUsedError", op: "14" }, { error: "B2bTaxInvoiceRecipientDocumentKeyAlreadyUsedError", op: "14" }],
});
pendingTest({
  id: "A-UPDATE-DRAFT-ID-IN-USE",
  title: "answers a draft update with an id in use as documented",
  openPoint: "A-OPEN-ID-IN-USE", errorRows: [{ error: "B2bIdAlreadyExistsError", op: "14" }],
});
pendingTest({
  id: "A-UPDATE-DRAFT-MODIFICATION-INPUT",
  title: "requires a modification input on the documented drafts",
  openPoint: "A-OPEN-MODIFICATION-INPUT",
  requirements: ["A.STATE.UPDATE-DRAFT-MODIFICATION-INPUT", "A.ERR.MODIFICATION-NOT-PROVIDED"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-STATE-AFTER",
  title: "leaves an updated draft in the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.UPDATE-DRAFT-DRAFTED"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-BODY-FIELDS",
  title: "validates a UpdateB2bTaxInvoiceDraftBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.UPDATE-DRAFT-REQUIRED"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-RESPONSE-SHAPE",
  title: "returns a documented UpdateB2bTaxInvoiceDraftResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.UPDATE-DRAFT"],
});
