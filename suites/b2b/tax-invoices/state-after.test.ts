// suites/b2b/tax-invoices/state-after.test.ts — Tax invoice states: the state reached after each operation other than the draft save is not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-UPDATE-DRAFT-STATE-AFTER",
  title: "leaves an updated draft in the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.UPDATE-DRAFT-DRAFTED"],
});
pendingTest({
  id: "A-ISSUE-IMMEDIATELY-STATE-AFTER",
  title: "leaves an immediately issued invoice in the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ISSUE-IMMEDIATELY-ONE-PROCESS"],
});
pendingTest({
  id: "A-REQUEST-REVERSE-STATE-AFTER",
  title: "leaves a reverse-issuance request in the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.REQUEST-REVERSE-ONE-PROCESS"],
});
pendingTest({
  id: "A-ISSUE-FORWARD-STATE-AFTER",
  title: "moves an approved forward invoice to the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ISSUE-FORWARD-DRAFTED"],
});
pendingTest({
  id: "A-ISSUE-REVERSE-STATE-AFTER",
  title: "moves an approved reverse invoice to the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ISSUE-REVERSE-REQUESTED"],
});
pendingTest({
  id: "A-CANCEL-REQUEST-STATE-AFTER",
  title: "moves a cancelled reverse-issuance request to the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.CANCEL-REQUEST-REQUESTED"],
});
pendingTest({
  id: "A-CANCEL-ISSUANCE-STATE-AFTER",
  title: "moves a cancelled issuance to the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED"],
});
pendingTest({
  id: "A-ATTACH-FILE-STATE-AFTER",
  title: "leaves a draft in the documented state after attaching a file",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ATTACHMENTS-DRAFTED"],
});
pendingTest({
  id: "A-DELETE-ATTACHMENT-STATE-AFTER",
  title: "leaves a draft in the documented state after deleting an attachment",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ATTACHMENTS-DRAFTED"],
});
pendingTest({
  id: "A-TAX-INVOICE-SENDING-COMPLETED-REACHED",
  title: "reaches the sending-completed state the documented way",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.NAMED-STATES", "A.STATE.DRAFT-ORIGINAL-SENDING-COMPLETED"],
});
