// suites/b2b/tax-invoices/issue.test.ts — #21 POST /b2b/tax-invoices/{taxInvoiceKey}/issue: the tests of the operation (the
// supplier issues a forward draft, or approves a reverse request).
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { createInvoice, CREATES_TAX_INVOICE } from "../../../harness/b2b/records/tax-invoices.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { statePreconditions } from "../drivers/preconditions.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

succeeds("21", {
  "A-ISSUE-BEARER-JWT": "bearer",
  "A-ISSUE-SERVICE-KEY": "serviceKey",
  "A-ISSUE-TEST-TRUE": "test=true",
  "A-ISSUE-TEST-FALSE": "test=false",
  "A-ISSUE-KEY-SUPPLIER": "SUPPLIER key",
  "A-ISSUE-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("21", {
  "A-ISSUE-INVALID-400": "invalid input",
  "A-ISSUE-NO-AUTH-401": "no credential",
  "A-ISSUE-WRONG-AUTH-401": "wrong credential",
  "A-ISSUE-NOT-ENABLED-403": "B2B not enabled",
  "A-ISSUE-NO-BODY-400": "no body",
  "A-ISSUE-UNKNOWN-404": "unknown invoice",
  "A-ISSUE-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-ISSUE-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("21", { "A-ISSUE-FORBIDDEN-403": "ForbiddenError", "A-ISSUE-EXTERNAL-502": "B2bExternalServiceError" });

statePreconditions("21");

refuses("21", {
  id: "A-ISSUE-NO-SUPPLIER-KEY-400", title: "refuses issuing a draft without a supplier key", error: "B2bTaxInvoiceNoSupplierDocumentKeyError",
  what: "issue of a forward draft made without a supplier document key", needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceIssue", "valid")],
  provoke: async (api) => api.send("21", { params: { taxInvoiceKey: (await createInvoice(api, "draft", { supplierDocumentKey: undefined }, "an invoice without a supplier document key")).id } }),
});

pendingTest({
  id: "A-ISSUE-REVERSE-BY-RECIPIENT",
  title: "answers approval of a reverse request by the recipient as documented",
  openPoint: "A-OPEN-ACTING-PARTY",
  requirements: ["A.STATE.ISSUE-REVERSE-REQUESTED", "A.SERVICE.ISSUANCE-FLOWS"],
});
pendingTest({
  id: "A-ISSUE-FORWARD-STATE-AFTER",
  title: "moves an approved forward invoice to the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ISSUE-FORWARD-DRAFTED"],
});
pendingTest({
  id: "A-ISSUE-REVERSE-STATE-AFTER",
  title: "moves an approved reverse invoice to the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ISSUE-REVERSE-REQUESTED"],
});
pendingTest({
  id: "A-ISSUE-BODY-FIELDS",
  title: "validates a IssueB2bTaxInvoiceBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.ISSUE-REQUIRED"],
});
pendingTest({
  id: "A-ISSUE-RESPONSE-SHAPE",
  title: "returns a documented IssueB2bTaxInvoiceResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.ISSUE"],
});
