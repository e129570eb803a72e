// suites/b2b/common/test-parameter.test.ts — every area A operation but the CSV export accepts test=true and test=false.
// Each test makes what it uses in its own mode; whether test and live data are shared is open (A-OPEN-TEST-MODE).
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { B2B_OPERATIONS } from "../../../harness/b2b/operations.js";

for (const o of B2B_OPERATIONS.filter((x) => x.common)) {
  for (const value of [true, false]) {
    conformanceTest({
      id: `A-${o.key}-TEST-${String(value).toUpperCase()}`,
      title: `accepts test=${value} on operation ${o.op}`,
      requirements: ["A.PARAM.TEST-ACCEPTED", o.requirement],
      needs: o.needs,
      hint: `${o.title} with test=${value} must succeed: test is an optional boolean`,
    }, async (t) => o.success(new B2bApi(t, { test: value })));
  }
}
