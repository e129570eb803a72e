// suites/b2b/counterparties/additional-contacts.test.ts — PATCH /b2b/counterparties/{counterpartyId}, POST /b2b/counterparties: the maximum of additional contacts is not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-COUNTERPARTY-CREATE-CONTACTS-LIMIT",
  title: "refuses creating a counterparty beyond the contact limit",
  openPoint: "A-OPEN-CONTACTS-LIMIT",
  requirements: ["A.ERR.COUNTERPARTY-TOO-MANY-CONTACTS"],
});
pendingTest({
  id: "A-COUNTERPARTY-UPDATE-CONTACTS-LIMIT",
  title: "refuses updating a counterparty beyond the contact limit",
  openPoint: "A-OPEN-CONTACTS-LIMIT",
  requirements: ["A.ERR.COUNTERPARTY-TOO-MANY-CONTACTS"],
});
