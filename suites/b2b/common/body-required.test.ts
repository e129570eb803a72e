// suites/b2b/common/body-required.test.ts — operations whose body is "required" refuse a call without one (400 InvalidRequestError).
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { BODY_REQUIRED } from "../../../harness/b2b/body-required.js";
import { INPUT } from "../../../harness/b2b/profile.js";

for (const o of BODY_REQUIRED) {
  conformanceTest({
    id: `A-${o.key}-NO-BODY-400`, title: `refuses operation ${o.op} without a body`,
    requirements: [o.requirement, "A.ERR.INVALID-REQUEST-400"], needs: [...o.needs, INPUT.errors],
    hint: `${o.body} is required: a call without it is 400 InvalidRequestError`,
  }, async (t) => {
    const api = new B2bApi(t);
    api.expectError(await o.call(api), { status: 400, identifier: "InvalidRequestError", what: `operation ${o.op} without a body` });
});
}
