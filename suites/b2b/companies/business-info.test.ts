// suites/b2b/companies/business-info.test.ts — POST /b2b/companies/business-info: body, response and result fields, and the answer to a caller not enabled, are open.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-BUSINESS-INFO-NOT-ENABLED",
  title: "answers a caller not enabled for the lookup with its error",
  openPoint: "A-OPEN-BUSINESS-INFO-ENABLEMENT",
  requirements: ["A.OP.BUSINESS-INFO-ENABLEMENT"],
});
pendingTest({
  id: "A-BUSINESS-INFO-RESULT-FIELDS",
  title: "returns lookup results with their documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.BUSINESS-INFO"],
});
pendingTest({
  id: "A-BUSINESS-INFO-RESPONSE-SHAPE",
  title: "returns a documented GetB2bBusinessInfosResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.BUSINESS-INFO"],
});
pendingTest({
  id: "A-BUSINESS-INFO-BODY-FIELDS",
  title: "validates a GetB2bBusinessInfosBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.BUSINESS-INFO-REQUIRED"],
});
