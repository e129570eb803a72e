// suites/b2b/companies/business-info.test.ts — #2 POST /b2b/companies/business-info: the tests of the operation.
// Body, response and result fields, and the answer to a caller not enabled for the lookup, are open.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";

succeeds("2", {
  "A-BUSINESS-INFO-BEARER-JWT": "bearer",
  "A-BUSINESS-INFO-SERVICE-KEY": "serviceKey",
  "A-BUSINESS-INFO-TEST-TRUE": "test=true",
  "A-BUSINESS-INFO-TEST-FALSE": "test=false",
});
refusesCommon("2", {
  "A-BUSINESS-INFO-INVALID-400": "invalid input",
  "A-BUSINESS-INFO-NO-AUTH-401": "no credential",
  "A-BUSINESS-INFO-WRONG-AUTH-401": "wrong credential",
  "A-BUSINESS-INFO-NOT-ENABLED-403": "B2B not enabled",
  "A-BUSINESS-INFO-NO-BODY-400": "no body",
});
pendingRows("2", { "A-BUSINESS-INFO-FORBIDDEN-403": "ForbiddenError", "A-BUSINESS-INFO-EXTERNAL-502": "B2bExternalServiceError" });

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
