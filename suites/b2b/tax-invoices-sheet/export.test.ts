// suites/b2b/tax-invoices-sheet/export.test.ts — GET /b2b/tax-invoices-sheet: the body fields, the CSV columns and the answer to a test parameter are open.
import { pendingTest } from "../../../harness/conformance-test.js";

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
