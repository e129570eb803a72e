// suites/b2b/tax-invoices/read-by-key.test.ts — Tax invoices: no listed operation reads a tax invoice by key.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-TAX-INVOICE-READ-BY-KEY",
  title: "reads a tax invoice and its state by key",
  openPoint: "A-OPEN-NO-READ-OPERATION",
  requirements: ["A.STATE.NAMED-STATES"],
});
