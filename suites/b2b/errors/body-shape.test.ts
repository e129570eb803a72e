// suites/b2b/errors/body-shape.test.ts — Area A errors: the error body shape is not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-ERRORS-BODY-SHAPE",
  title: "carries the error identifier in a documented error body",
  openPoint: "A-OPEN-ERROR-BODY",
  requirements: ["A.ERR.KIND-AND-STATUS"],
});
