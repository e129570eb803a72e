// suites/b2b/tax-invoices/records.test.ts — Tax invoice and attachment records: their fields are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-TAX-INVOICE-RECORD-FIELDS",
  title: "returns tax invoices with their documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.RECORD.ISSUANCE-TYPE", "A.RECORD.ORIGINAL-REFERENCE", "A.RECORD.FIELD-NAMES-EXACT"],
});
pendingTest({
  id: "A-ATTACHMENT-RECORD-FIELDS",
  title: "lists attachments with their documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.LIST-ATTACHMENTS"],
});
