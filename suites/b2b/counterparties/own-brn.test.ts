// suites/b2b/counterparties/own-brn.test.ts — POST /b2b/counterparties: B2bCounterpartySelfOriginBrnMismatchError's identifier and condition disagree.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-COUNTERPARTY-CREATE-ORIGIN-BRN-MISMATCH",
  title: "answers an origin brn mismatch on creation as documented",
  openPoint: "A-OPEN-OWN-BRN-IDENTIFIER",
  requirements: ["A.ERR.COUNTERPARTY-OWN-BRN"],
});
