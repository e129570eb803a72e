// suites/b2b/tax-invoices/records.test.ts — Tax invoices as records, across operations: what no operation shows (a read by key,
// the record's fields, the sending-completed state's name and how it is reached) and the meaning of the keyed operations' brn.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({
  id: "A-TAX-INVOICE-READ-BY-KEY",
  title: "reads a tax invoice and its state by key",
  openPoint: "A-OPEN-NO-READ-OPERATION",
  requirements: ["A.STATE.NAMED-STATES"],
});
pendingTest({
  id: "A-TAX-INVOICE-RECORD-FIELDS",
  title: "returns tax invoices with their documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.RECORD.ISSUANCE-TYPE", "A.RECORD.ORIGINAL-REFERENCE", "A.RECORD.FIELD-NAMES-EXACT"],
});
pendingTest({
  id: "A-TAX-INVOICE-SENDING-COMPLETED-NAME",
  title: "names the sending-completed state with its documented identifier",
  openPoint: "A-OPEN-SENDING-COMPLETED-ID",
  requirements: ["A.STATE.NAMED-STATES"],
});
pendingTest({
  id: "A-TAX-INVOICE-SENDING-COMPLETED-REACHED",
  title: "reaches the sending-completed state the documented way",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.NAMED-STATES", "A.STATE.DRAFT-ORIGINAL-SENDING-COMPLETED"],
});
pendingTest({
  id: "A-TAX-INVOICE-KEY-BRN-PARAM",
  title: "applies the brn query parameter of key operations as documented",
  openPoint: "A-OPEN-KEY-BRN",
  requirements: ["A.PARAM.KEY-OPERATIONS-COMMON"],
});
