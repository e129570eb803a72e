// suites/b2b/tax-invoices-sheet/not-enabled.test.ts — GET /b2b/tax-invoices-sheet: the export lists no 403, so a caller without B2B has no documented answer.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-SHEET-B2B-NOT-ENABLED",
  title: "answers the export of a caller without B2B as documented",
  openPoint: "A-OPEN-SHEET-NOT-ENABLED",
  requirements: ["A.ERR.SHEET-ONLY-400-401", "A.AUTH.B2B-NOT-ENABLED-403"],
});
