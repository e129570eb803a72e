// suites/b2b/tax-invoices-sheet/export.test.ts — #12 GET /b2b/tax-invoices-sheet: the tests of the operation.
// It takes no test parameter and lists only 400 and 401; its body fields, CSV columns and the answer to a caller
// without B2B are open.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";

succeeds("12", {
  "A-SHEET-BEARER-JWT": "bearer",
  "A-SHEET-SERVICE-KEY": "serviceKey",
});
refusesCommon("12", {
  "A-SHEET-INVALID-400": "invalid input",
  "A-SHEET-NO-AUTH-401": "no credential",
  "A-SHEET-WRONG-AUTH-401": "wrong credential",
});

conformanceTest({
  id: "A-SHEET-NO-REQUEST-BODY-400", title: "refuses the CSV export without requestBody",
  requirements: ["A.PARAM.SHEET-REQUEST-BODY-REQUIRED", "A.ERR.SHEET-ONLY-400-401"], needs: [INPUT.errors],
  errorRows: [{ error: "InvalidRequestError", op: "12" }],
  hint: "requestBody is required on the export: a call without it is 400 InvalidRequestError",
}, async (t) => {
  const api = new B2bApi(t);
  api.expectError(await api.call("GET", pathOf("12"), { test: null }), { status: 400, identifier: "InvalidRequestError", what: "the export without requestBody" });
});

pendingTest({
  id: "A-SHEET-B2B-NOT-ENABLED",
  title: "answers the export of a caller without B2B as documented",
  openPoint: "A-OPEN-SHEET-NOT-ENABLED",
  requirements: ["A.ERR.SHEET-ONLY-400-401", "A.AUTH.B2B-NOT-ENABLED-403"],
});
pendingTest({
  id: "A-SHEET-BODY-FIELDS",
  title: "validates a DownloadB2bTaxInvoicesSheetBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.PARAM.SHEET-REQUEST-BODY-REQUIRED"],
});
pendingTest({
  id: "A-SHEET-CSV-COLUMNS",
  title: "exports the documented CSV columns",
  openPoint: "A-OPEN-SHEET-COLUMNS",
  requirements: ["A.OP.SHEET"],
});
pendingTest({
  id: "A-SHEET-TEST-PARAM",
  title: "answers an export that carries test as documented",
  openPoint: "A-OPEN-SHEET-TEST-PARAM",
  requirements: ["A.PARAM.SHEET-NO-TEST"],
});
