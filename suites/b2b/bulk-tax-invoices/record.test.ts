// suites/b2b/bulk-tax-invoices/record.test.ts — GET /b2b/bulk-tax-invoices/{bulkTaxInvoiceId}: the fields of B2bBulkTaxInvoice are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-BULK-GET-RECORD-FIELDS",
  title: "returns a B2bBulkTaxInvoice with its documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.BULK-GET"],
});
