// suites/b2b/counterparties/contacts-limit.test.ts — the maximum number of additional contacts is not shown (the profile gives it).
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-COUNTERPARTY-CONTACTS-LIMIT-DOCUMENTED",
  title: "refuses additional contacts beyond the documented maximum",
  openPoint: "A-OPEN-CONTACTS-LIMIT",
  requirements: ["A.ERR.COUNTERPARTY-TOO-MANY-CONTACTS"],
});
