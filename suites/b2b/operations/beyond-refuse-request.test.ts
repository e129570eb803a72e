// suites/b2b/operations/beyond-refuse-request.test.ts — Area A: operations beyond refuse-request are not shown.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({
  id: "A-OPERATIONS-BEYOND-REFUSE",
  title: "offers the documented operations beyond refuse-request",
  openPoint: "A-OPEN-OTHER-OPERATIONS",
});
