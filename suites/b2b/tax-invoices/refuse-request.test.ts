// suites/b2b/tax-invoices/refuse-request.test.ts — #25 POST /b2b/tax-invoices/{taxInvoiceKey}/refuse-request: all of it but its path
// and purpose is open, so every test waits on an open point.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({
  id: "A-REFUSE-REQUEST-TEST-PARAM",
  title: "accepts the test parameter on refuse-request",
  openPoint: "A-OPEN-REFUSE-REQUEST-TEST-PARAM",
  requirements: ["A.PARAM.TEST-ACCEPTED"],
});
pendingTest({
  id: "A-REFUSE-REQUEST-CONDITIONS",
  title: "refuses a reverse-issuance request only in the documented states",
  openPoint: "A-OPEN-REFUSE-REQUEST",
});
pendingTest({
  id: "A-REFUSE-REQUEST-WRONG-STATE",
  title: "answers a refusal in a wrong state with the documented error",
  openPoint: "A-OPEN-REFUSE-REQUEST",
});
pendingTest({
  id: "A-REFUSE-REQUEST-STATE-AFTER",
  title: "moves a refused request to the documented state",
  openPoint: "A-OPEN-REFUSE-REQUEST",
});
pendingTest({
  id: "A-REFUSE-REQUEST-BODY",
  title: "validates the refuse-request body as documented",
  openPoint: "A-OPEN-REFUSE-REQUEST-INTERFACE",
});
pendingTest({
  id: "A-REFUSE-REQUEST-RESPONSE",
  title: "answers a refusal with the documented response",
  openPoint: "A-OPEN-REFUSE-REQUEST-INTERFACE",
});
pendingTest({
  id: "A-REFUSE-REQUEST-PARAMETERS",
  title: "accepts the documented refuse-request query parameters",
  openPoint: "A-OPEN-REFUSE-REQUEST-INTERFACE",
  requirements: ["A.PARAM.KEY-OPERATIONS-COMMON"],
});
pendingTest({
  id: "A-REFUSE-REQUEST-ERRORS",
  title: "answers refuse-request failures with the documented errors",
  openPoint: "A-OPEN-REFUSE-REQUEST-INTERFACE",
  requirements: ["A.AUTH.UNAUTHORIZED-401", "A.ERR.INVALID-REQUEST-400"],
});
