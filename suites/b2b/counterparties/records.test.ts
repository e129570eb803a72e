// suites/b2b/counterparties/records.test.ts — GET /b2b/counterparties/{counterpartyId}: the fields of B2bCounterparty are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-COUNTERPARTY-RECORD-FIELDS",
  title: "returns a B2bCounterparty with its documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.COUNTERPARTY-GET", "A.RECORD.COUNTERPARTY-BRN", "A.RECORD.ADDITIONAL-CONTACTS"],
});
