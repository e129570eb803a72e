// suites/b2b/tax-invoices/draft.test.ts — #13 POST /b2b/tax-invoices/draft: the tests of the operation.
// "creates a draft-saved tax invoice": DRAFTED, as observed; a modification needs a sending-completed original.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile/keys.js";
import { createInvoice, CREATES_TAX_INVOICE, invoiceVars, observedState, sendCreate } from "../../../harness/b2b/records/tax-invoices.js";
import { MODIFIES_ORIGINAL, sendModificationDraft } from "../../../harness/b2b/states/modification-drafts.js";
import { originalWay, waitsForOriginal } from "../../../harness/b2b/states/sending-completed.js";
import { creationRefusals } from "../drivers/creation-cases.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";
import { excerpt } from "../../../harness/secrets/bounded-text.js";

succeeds("13", {
  "A-DRAFT-BEARER-JWT": "bearer",
  "A-DRAFT-SERVICE-KEY": "serviceKey",
  "A-DRAFT-TEST-TRUE": "test=true",
  "A-DRAFT-TEST-FALSE": "test=false",
});
refusesCommon("13", {
  "A-DRAFT-INVALID-400": "invalid input",
  "A-DRAFT-NO-AUTH-401": "no credential",
  "A-DRAFT-WRONG-AUTH-401": "wrong credential",
  "A-DRAFT-NOT-ENABLED-403": "B2B not enabled",
  "A-DRAFT-NO-BODY-400": "no body",
});
pendingRows("13", { "A-DRAFT-FORBIDDEN-403": "ForbiddenError", "A-DRAFT-EXTERNAL-502": "B2bExternalServiceError" });

creationRefusals("13", {
  "A-DRAFT-SUPPLIER-KEY-IN-USE-400": "supplier key in use",
  "A-DRAFT-RECIPIENT-KEY-IN-USE-400": "recipient key in use",
  "A-DRAFT-MODIFICATION-TAX-TYPE-400": "modification changing the taxation type",
  "A-DRAFT-ORIGINAL-DRAFTED-400": "drafted original",
  "A-DRAFT-ORIGINAL-UNKNOWN-404": "unknown original",
  "A-DRAFT-SUPPLIER-UNKNOWN-404": "unknown supplier",
  "A-DRAFT-RECIPIENT-UNKNOWN-404": "unknown recipient",
});
pendingRows("13", { "A-DRAFT-ISSUANCE-TYPE-MISMATCH": ["B2bIssuanceTypeMismatchError", "A-OPEN-ISSUANCE-TYPE-MISMATCH"] });

conformanceTest({
  id: "A-DRAFT-DRAFTED",
  title: "reports a freshly saved draft as DRAFTED",
  requirements: ["A.STATE.DRAFT-CREATES-DRAFTED", "A.STATE.NAMED-STATES"],
  needs: [...CREATES_TAX_INVOICE, INPUT.answer("taxInvoiceDraft", "state"), INPUT.stateNames],
  hint: "POST draft creates a draft-saved tax invoice: the state in its answer must be the profile's name for DRAFTED",
}, async (t) => {
  const api = new B2bApi(t);
  const { res, operation } = await createInvoice(api, "draft");
  t.expect(observedState(api, res, operation), "state of the saved draft (spec name, through b2b.states)").toBe("DRAFTED");
});

conformanceTest({
  id: "A-DRAFT-MODIFICATION-OF-ORIGINAL", title: "saves a draft that modifies a sending-completed original",
  requirements: ["A.RECORD.ORIGINAL-REFERENCE", "A.OP.DRAFT"], needs: MODIFIES_ORIGINAL, waits: waitsForOriginal,
  hint: "a tax invoice may refer to an original: a modification draft of a sending-completed original is saved",
}, async (t) => {
  const api = new B2bApi(t);
  const { res } = await sendModificationDraft(api);
  api.t.expect(res.status, `status of the modification draft of an original ${originalWay(t.run)} (${excerpt(res.text, 300)})`).toBe(200);
  api.t.expect(String(api.read(res, "taxInvoiceDraft", "id")), "id of the modification draft").not.toBe("");
});

// Whose connection counts is open (A-OPEN-NTS-PARTY: supplier, recipient or either); the counterparty is the recipient of a
// forward invoice and the supplier of a reverse one, so every reading refuses at least one of the two: the reverse request
// is sent only when the forward draft was saved.
conformanceTest({
  id: "A-DRAFT-NTS-NOT-CONNECTED-400", title: "refuses a counterparty not connected to the tax authority",
  requirements: ["A.ERR.TAX-INVOICE-NTS-NOT-CONNECTED"],
  needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceRequestReverse", "valid"), INPUT.counterparty("notConnected"), INPUT.errors],
  errorRows: [{ error: "B2bCounterpartyNtsNotConnectedError", op: "13" }, { error: "B2bCounterpartyNtsNotConnectedError", op: "15b" }],
  hint: "a forward draft to a counterparty not connected, or else a reverse request from it, is 400 B2bCounterpartyNtsNotConnectedError",
}, async (t) => {
  const api = new B2bApi(t);
  const brn = api.need<CounterpartyFixture>(INPUT.counterparty("notConnected")).brn;
  const what = "a tax invoice with a counterparty not connected";
  const forward = await sendCreate(api, "draft", invoiceVars(api, "forward", { recipientBrn: brn }));
  if (forward.status !== 200) return api.expectError(forward, { status: 400, identifier: "B2bCounterpartyNtsNotConnectedError", what: `${what} (its recipient)` });
  // The forward draft was saved: the reading where only the supplier's connection counts, so the reverse request must be refused.
  const reverse = await sendCreate(api, "reverse", invoiceVars(api, "reverse", { supplierBrn: brn }));
  api.expectError(reverse, { status: 400, identifier: "B2bCounterpartyNtsNotConnectedError", what: `${what} (its supplier), after a forward draft to it was saved` });
});

const CREATIONS = [{ error: "B2bTaxInvoiceNotFoundError", ops: ["13", "15", "15b"] }, { error: "B2bCounterpartyNotFoundError", ops: ["13", "14", "15", "15b"] },
  { error: "B2bIdAlreadyExistsError", ops: ["13", "15", "15b"] }, { error: "B2bModificationNotProvidedError", ops: ["13", "15", "15b"] },
  { error: "B2bCounterpartyNtsNotConnectedError", ops: ["13", "14", "15", "15b"] }];
const rowsOf = (error: string) => CREATIONS.find((c) => c.error === error)!.ops.map((op) => ({ error, op }));

pendingTest({
  id: "A-DRAFT-TAX-INVOICE-NOT-FOUND",
  title: "answers B2bTaxInvoiceNotFoundError on creation as documented",
  openPoint: "A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND",
  requirements: ["A.ERR.TAX-INVOICE-NOT-FOUND"], errorRows: rowsOf("B2bTaxInvoiceNotFoundError"),
});
pendingTest({
  id: "A-DRAFT-COUNTERPARTY-NOT-FOUND",
  title: "answers B2bCounterpartyNotFoundError on creation as documented",
  openPoint: "A-OPEN-CREATE-COUNTERPARTY-NOT-FOUND",
  requirements: ["A.ERR.COUNTERPARTY-NOT-FOUND"], errorRows: rowsOf("B2bCounterpartyNotFoundError"),
});
pendingTest({
  id: "A-DRAFT-ID-IN-USE",
  title: "answers a new tax invoice with an id in use as documented",
  openPoint: "A-OPEN-ID-IN-USE", errorRows: rowsOf("B2bIdAlreadyExistsError"),
});
pendingTest({
  id: "A-DRAFT-MODIFICATION-INPUT",
  title: "requires a modification input on the documented new invoices",
  openPoint: "A-OPEN-MODIFICATION-INPUT",
  requirements: ["A.ERR.MODIFICATION-NOT-PROVIDED"], errorRows: rowsOf("B2bModificationNotProvidedError"),
});
pendingTest({
  id: "A-DRAFT-NTS-NOT-CONNECTED",
  title: "refuses a tax invoice for the documented unconnected party",
  openPoint: "A-OPEN-NTS-PARTY",
  requirements: ["A.ERR.TAX-INVOICE-NTS-NOT-CONNECTED"], errorRows: rowsOf("B2bCounterpartyNtsNotConnectedError"),
});
pendingTest({
  id: "A-DRAFT-RECIPIENT-UNREGISTERED",
  title: "answers a forward invoice to an unregistered recipient as documented",
  openPoint: "A-OPEN-UNREGISTERED-RECIPIENT",
  requirements: ["A.ERR.RECIPIENT-NOT-FOUND"],
});
pendingTest({
  id: "A-DRAFT-REVERSE-TO-REQUESTED",
  title: "brings a reverse draft from POST draft to REQUESTED",
  openPoint: "A-OPEN-REVERSE-DRAFT-PATH",
  requirements: ["A.STATE.ISSUE-REVERSE-REQUESTED", "A.SERVICE.ISSUANCE-FLOWS"],
});
pendingTest({
  id: "A-DRAFT-BODY-FIELDS",
  title: "validates a DraftB2bTaxInvoiceBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.DRAFT-REQUIRED"],
});
pendingTest({
  id: "A-DRAFT-RESPONSE-SHAPE",
  title: "returns a documented DraftB2bTaxInvoiceResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.DRAFT"],
});
