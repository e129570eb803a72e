// suites/b2b/bulk-tax-invoices/get.test.ts — #1 GET /b2b/bulk-tax-invoices/{bulkTaxInvoiceId}: the tests of the operation.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { unknownLike } from "../../../harness/b2b/records/unknowns.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

succeeds("1", {
  "A-BULK-GET-BEARER-JWT": "bearer",
  "A-BULK-GET-SERVICE-KEY": "serviceKey",
  "A-BULK-GET-TEST-TRUE": "test=true",
  "A-BULK-GET-TEST-FALSE": "test=false",
});
refusesCommon("1", {
  "A-BULK-GET-INVALID-400": "invalid input",
  "A-BULK-GET-NO-AUTH-401": "no credential",
  "A-BULK-GET-WRONG-AUTH-401": "wrong credential",
  "A-BULK-GET-NOT-ENABLED-403": "B2B not enabled",
});
pendingRows("1", { "A-BULK-GET-FORBIDDEN-403": "ForbiddenError", "A-BULK-GET-EXTERNAL-502": "B2bExternalServiceError" });

refuses("1", {
  id: "A-BULK-GET-UNKNOWN-404", title: "answers an unknown bulk tax invoice with 404", error: "B2bBulkTaxInvoiceNotFoundError",
  what: "GET of a bulk tax invoice id that does not exist", needs: [INPUT.bulkTaxInvoiceId],
  provoke: (api) => api.call("GET", pathOf("1", { bulkTaxInvoiceId: String(unknownLike(api, api.need<string>(INPUT.bulkTaxInvoiceId))) })),
});

pendingTest({
  id: "A-BULK-GET-RECORD-FIELDS",
  title: "returns a B2bBulkTaxInvoice with its documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.BULK-GET"],
});
