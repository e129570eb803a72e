// suites/b2b/tax-invoices/issue-immediately.test.ts — #15 POST /b2b/tax-invoices/issue-immediately: the tests of the operation.
// "performs the draft save and the issuance approval in one process"; the answer to a missing supplier document key is not listed.
// Error-table rows of this operation checked together with the creations', in tax-invoices/draft.test.ts:
// A-DRAFT-TAX-INVOICE-NOT-FOUND, A-DRAFT-COUNTERPARTY-NOT-FOUND, A-DRAFT-ID-IN-USE, A-DRAFT-MODIFICATION-INPUT,
// A-DRAFT-NTS-NOT-CONNECTED.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { creationRefusals } from "../drivers/creation-cases.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";

succeeds("15", {
  "A-ISSUE-IMMEDIATELY-BEARER-JWT": "bearer",
  "A-ISSUE-IMMEDIATELY-SERVICE-KEY": "serviceKey",
  "A-ISSUE-IMMEDIATELY-TEST-TRUE": "test=true",
  "A-ISSUE-IMMEDIATELY-TEST-FALSE": "test=false",
});
refusesCommon("15", {
  "A-ISSUE-IMMEDIATELY-INVALID-400": "invalid input",
  "A-ISSUE-IMMEDIATELY-NO-AUTH-401": "no credential",
  "A-ISSUE-IMMEDIATELY-WRONG-AUTH-401": "wrong credential",
  "A-ISSUE-IMMEDIATELY-NOT-ENABLED-403": "B2B not enabled",
  "A-ISSUE-IMMEDIATELY-NO-BODY-400": "no body",
});
pendingRows("15", { "A-ISSUE-IMMEDIATELY-FORBIDDEN-403": "ForbiddenError", "A-ISSUE-IMMEDIATELY-EXTERNAL-502": "B2bExternalServiceError" });

creationRefusals("15", {
  "A-ISSUE-IMMEDIATELY-SUPPLIER-KEY-IN-USE-400": "supplier key in use",
  "A-ISSUE-IMMEDIATELY-RECIPIENT-KEY-IN-USE-400": "recipient key in use",
  "A-ISSUE-IMMEDIATELY-MODIFICATION-TAX-TYPE-400": "modification changing the taxation type",
  "A-ISSUE-IMMEDIATELY-ORIGINAL-DRAFTED-400": "drafted original",
  "A-ISSUE-IMMEDIATELY-ORIGINAL-UNKNOWN-404": "unknown original",
  "A-ISSUE-IMMEDIATELY-REVERSE-TYPE-400": "reverse issuance type",
  "A-ISSUE-IMMEDIATELY-SUPPLIER-UNKNOWN-404": "unknown supplier",
  "A-ISSUE-IMMEDIATELY-RECIPIENT-UNKNOWN-404": "unknown recipient",
});

pendingTest({
  id: "A-ISSUE-IMMEDIATELY-NO-SUPPLIER-KEY",
  title: "answers issue-immediately without a supplier key as documented",
  openPoint: "A-OPEN-ISSUE-IMMEDIATELY-SUPPLIER-KEY",
  requirements: ["A.STATE.ISSUE-SUPPLIER-KEY", "A.STATE.ISSUE-IMMEDIATELY-ONE-PROCESS"],
});
pendingTest({
  id: "A-ISSUE-IMMEDIATELY-STATE-AFTER",
  title: "leaves an immediately issued invoice in the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ISSUE-IMMEDIATELY-ONE-PROCESS"],
});
pendingTest({
  id: "A-ISSUE-IMMEDIATELY-BODY-FIELDS",
  title: "validates a IssueB2bTaxInvoiceImmediatelyBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.ISSUE-IMMEDIATELY-REQUIRED"],
});
pendingTest({
  id: "A-ISSUE-IMMEDIATELY-RESPONSE-SHAPE",
  title: "returns a documented IssueB2bTaxInvoiceImmediatelyResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.ISSUE-IMMEDIATELY"],
});
