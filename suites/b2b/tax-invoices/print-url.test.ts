// suites/b2b/tax-invoices/print-url.test.ts — #24 GET /b2b/tax-invoices/{taxInvoiceKey}/print-url: the tests of the operation.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";

succeeds("24", {
  "A-PRINT-URL-BEARER-JWT": "bearer",
  "A-PRINT-URL-SERVICE-KEY": "serviceKey",
  "A-PRINT-URL-TEST-TRUE": "test=true",
  "A-PRINT-URL-TEST-FALSE": "test=false",
  "A-PRINT-URL-KEY-SUPPLIER": "SUPPLIER key",
  "A-PRINT-URL-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("24", {
  "A-PRINT-URL-INVALID-400": "invalid input",
  "A-PRINT-URL-NO-AUTH-401": "no credential",
  "A-PRINT-URL-WRONG-AUTH-401": "wrong credential",
  "A-PRINT-URL-NOT-ENABLED-403": "B2B not enabled",
  "A-PRINT-URL-UNKNOWN-404": "unknown invoice",
  "A-PRINT-URL-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-PRINT-URL-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("24", { "A-PRINT-URL-FORBIDDEN-403": "ForbiddenError", "A-PRINT-URL-EXTERNAL-502": "B2bExternalServiceError" });

pendingTest({
  id: "A-PRINT-URL-RESPONSE-SHAPE",
  title: "returns a documented GetB2bTaxInvoicePrintUrlResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.PRINT-URL"],
});
