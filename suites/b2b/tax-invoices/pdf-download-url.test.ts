// suites/b2b/tax-invoices/pdf-download-url.test.ts — #22 GET /b2b/tax-invoices/{taxInvoiceKey}/pdf-download-url: the tests of the operation.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";

succeeds("22", {
  "A-PDF-URL-BEARER-JWT": "bearer",
  "A-PDF-URL-SERVICE-KEY": "serviceKey",
  "A-PDF-URL-TEST-TRUE": "test=true",
  "A-PDF-URL-TEST-FALSE": "test=false",
  "A-PDF-URL-KEY-SUPPLIER": "SUPPLIER key",
  "A-PDF-URL-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("22", {
  "A-PDF-URL-INVALID-400": "invalid input",
  "A-PDF-URL-NO-AUTH-401": "no credential",
  "A-PDF-URL-WRONG-AUTH-401": "wrong credential",
  "A-PDF-URL-NOT-ENABLED-403": "B2B not enabled",
  "A-PDF-URL-UNKNOWN-404": "unknown invoice",
  "A-PDF-URL-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-PDF-URL-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("22", { "A-PDF-URL-FORBIDDEN-403": "ForbiddenError", "A-PDF-URL-EXTERNAL-502": "B2bExternalServiceError" });

pendingTest({
  id: "A-PDF-URL-RESPONSE-SHAPE",
  title: "returns a documented GetB2bTaxInvoicePdfDownloadUrlResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.PDF-URL"],
});
