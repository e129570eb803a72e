// suites/b2b/companies/body-required.test.ts — POST /b2b/companies/business-info requires its body.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { INPUT } from "../../../harness/b2b/profile.js";

conformanceTest({
  id: "A-BUSINESS-INFO-NO-BODY-400", title: "refuses a business info lookup without a body",
  requirements: ["A.BODY.BUSINESS-INFO-REQUIRED", "A.ERR.INVALID-REQUEST-400"], needs: [INPUT.errors],
  hint: "GetB2bBusinessInfosBody is required: a call without it is 400 InvalidRequestError",
}, async (t) => {
  const api = new B2bApi(t);
  api.expectError(await api.call("POST", "/b2b/companies/business-info"), { status: 400, identifier: "InvalidRequestError", what: "business-info without a body" });
});
