// suites/b2b/tax-invoices-sheet/request-body.test.ts — GET /b2b/tax-invoices-sheet requires the requestBody parameter.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { INPUT } from "../../../harness/b2b/profile.js";

conformanceTest({
  id: "A-SHEET-NO-REQUEST-BODY-400", title: "refuses the CSV export without requestBody",
  requirements: ["A.PARAM.SHEET-REQUEST-BODY-REQUIRED", "A.ERR.SHEET-ONLY-400-401"], needs: [INPUT.errors],
  hint: "requestBody is required on the export: a call without it is 400 InvalidRequestError",
}, async (t) => {
  const api = new B2bApi(t);
  api.expectError(await api.call("GET", "/b2b/tax-invoices-sheet", { test: null }), { status: 400, identifier: "InvalidRequestError", what: "the export without requestBody" });
});
