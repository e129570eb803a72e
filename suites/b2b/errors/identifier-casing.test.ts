// suites/b2b/errors/identifier-casing.test.ts — Area A errors: two identifiers are spelled "B2B" where all others say "B2b".
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-ERRORS-B2B-CASING",
  title: "spells the two B2B-cased identifiers exactly as the table does",
  openPoint: "A-OPEN-IDENTIFIER-CASING",
  requirements: ["A.ERR.TAX-TYPE-CANNOT-CHANGE", "A.ERR.ORIGINAL-NOT-SENDING-COMPLETED"],
});
