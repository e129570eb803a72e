// suites/b2b/errors/error-body.test.ts — Area A errors: the error body's shape is not shown, and two identifiers are spelled
// "B2B" where all others say "B2b" (each error row's tests: their operation's file).
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({
  id: "A-ERRORS-BODY-SHAPE",
  title: "carries the error identifier in a documented error body",
  openPoint: "A-OPEN-ERROR-BODY",
  requirements: ["A.ERR.KIND-AND-STATUS"],
});
pendingTest({
  id: "A-ERRORS-B2B-CASING",
  title: "spells the two B2B-cased identifiers exactly as the table does",
  openPoint: "A-OPEN-IDENTIFIER-CASING",
  requirements: ["A.ERR.TAX-TYPE-CANNOT-CHANGE", "A.ERR.ORIGINAL-NOT-SENDING-COMPLETED"],
});
pendingTest({
  id: "A-ERR-SPECIFIC-OR-GENERIC-400",
  title: "answers input meeting an operation's own 400 row with that row",
  openPoint: "A-OPEN-GENERIC-VS-SPECIFIC",
  requirements: ["A.ERR.KIND-AND-STATUS"],
});
