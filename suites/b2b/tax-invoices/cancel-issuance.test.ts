// suites/b2b/tax-invoices/cancel-issuance.test.ts — POST /b2b/tax-invoices/{taxInvoiceKey}/cancel-issuance: whether transmission to the tax authority changes the state is open.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-CANCEL-ISSUANCE-AFTER-TRANSMISSION",
  title: "refuses cancel-issuance after transmission to the tax authority",
  openPoint: "A-OPEN-CANCEL-ISSUANCE-TRANSMISSION",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED"],
});
