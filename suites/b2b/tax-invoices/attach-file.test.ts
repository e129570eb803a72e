// suites/b2b/tax-invoices/attach-file.test.ts — POST /b2b/tax-invoices/{taxInvoiceKey}/attach-file: invoices created past DRAFTED cannot get attachments as written.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-ATTACH-FILE-CREATED-PAST-DRAFT",
  title: "answers attach-file on an invoice created past DRAFTED as documented",
  openPoint: "A-OPEN-ATTACH-AFTER-CREATE",
  requirements: ["A.STATE.ATTACHMENTS-DRAFTED"],
});
