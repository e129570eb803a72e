// suites/b2b/tax-invoices/request-reverse-issuance.test.ts — #15b POST /b2b/tax-invoices/request-reverse-issuance: the tests of
// the operation. "performs the draft save and the reverse-issuance request to the supplier in one process".
// Error-table rows of this operation checked together with the creations', in tax-invoices/draft.test.ts:
// A-DRAFT-TAX-INVOICE-NOT-FOUND, A-DRAFT-COUNTERPARTY-NOT-FOUND, A-DRAFT-ID-IN-USE, A-DRAFT-MODIFICATION-INPUT,
// A-DRAFT-NTS-NOT-CONNECTED, A-DRAFT-NTS-NOT-CONNECTED-400.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { creationRefusals } from "../drivers/creation-cases.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";

succeeds("15b", {
  "A-REQUEST-REVERSE-BEARER-JWT": "bearer",
  "A-REQUEST-REVERSE-SERVICE-KEY": "serviceKey",
  "A-REQUEST-REVERSE-TEST-TRUE": "test=true",
  "A-REQUEST-REVERSE-TEST-FALSE": "test=false",
});
refusesCommon("15b", {
  "A-REQUEST-REVERSE-INVALID-400": "invalid input",
  "A-REQUEST-REVERSE-NO-AUTH-401": "no credential",
  "A-REQUEST-REVERSE-WRONG-AUTH-401": "wrong credential",
  "A-REQUEST-REVERSE-NOT-ENABLED-403": "B2B not enabled",
  "A-REQUEST-REVERSE-NO-BODY-400": "no body",
});
pendingRows("15b", { "A-REQUEST-REVERSE-FORBIDDEN-403": "ForbiddenError", "A-REQUEST-REVERSE-EXTERNAL-502": "B2bExternalServiceError" });

creationRefusals("15b", {
  "A-REQUEST-REVERSE-SUPPLIER-KEY-IN-USE-400": "supplier key in use",
  "A-REQUEST-REVERSE-RECIPIENT-KEY-IN-USE-400": "recipient key in use",
  "A-REQUEST-REVERSE-MODIFICATION-TAX-TYPE-400": "modification changing the taxation type",
  "A-REQUEST-REVERSE-ORIGINAL-DRAFTED-400": "drafted original",
  "A-REQUEST-REVERSE-ORIGINAL-UNKNOWN-404": "unknown original",
  "A-REQUEST-REVERSE-FORWARD-TYPE-400": "forward issuance type",
  "A-REQUEST-REVERSE-SUPPLIER-UNKNOWN-404": "unknown supplier",
  "A-REQUEST-REVERSE-RECIPIENT-UNKNOWN-404": "unknown recipient",
});

pendingTest({
  id: "A-REQUEST-REVERSE-STATE-AFTER",
  title: "leaves a reverse-issuance request in the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.REQUEST-REVERSE-ONE-PROCESS"],
});
pendingTest({
  id: "A-REQUEST-REVERSE-BODY-FIELDS",
  title: "validates a RequestB2bTaxInvoiceReverseIssuanceBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.REQUEST-REVERSE-REQUIRED"],
});
pendingTest({
  id: "A-REQUEST-REVERSE-RESPONSE-SHAPE",
  title: "returns a documented RequestB2bTaxInvoiceReverseIssuanceResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.REQUEST-REVERSE"],
});
