// suites/b2b/tax-invoices/states.test.ts — Tax invoice states: the identifier of the sending-completed state is not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-TAX-INVOICE-SENDING-COMPLETED-NAME",
  title: "names the sending-completed state with its documented identifier",
  openPoint: "A-OPEN-SENDING-COMPLETED-ID",
  requirements: ["A.STATE.NAMED-STATES"],
});
