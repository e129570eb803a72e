// suites/b2b/counterparties/delete-ongoing.test.ts — DELETE /b2b/counterparties/{counterpartyId}: which tax invoices are "in progress" is not said.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-COUNTERPARTY-DELETE-ONGOING-STATES",
  title: "refuses deletion while a tax invoice is in a documented state",
  openPoint: "A-OPEN-ONGOING-TAX-INVOICE",
  requirements: ["A.ERR.COUNTERPARTY-ONGOING-TAX-INVOICE"],
});
