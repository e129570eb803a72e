// suites/b2b/tax-invoices/body-fields.test.ts — /b2b/tax-invoices/...: the shapes of the named request bodies are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-DRAFT-BODY-FIELDS",
  title: "validates a DraftB2bTaxInvoiceBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.DRAFT-REQUIRED"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-BODY-FIELDS",
  title: "validates a UpdateB2bTaxInvoiceDraftBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.UPDATE-DRAFT-REQUIRED"],
});
pendingTest({
  id: "A-ISSUE-IMMEDIATELY-BODY-FIELDS",
  title: "validates a IssueB2bTaxInvoiceImmediatelyBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.ISSUE-IMMEDIATELY-REQUIRED"],
});
pendingTest({
  id: "A-REQUEST-REVERSE-BODY-FIELDS",
  title: "validates a RequestB2bTaxInvoiceReverseIssuanceBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.REQUEST-REVERSE-REQUIRED"],
});
pendingTest({
  id: "A-ATTACH-FILE-BODY-FIELDS",
  title: "validates a AttachB2bTaxInvoiceFileBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.ATTACH-FILE-REQUIRED"],
});
pendingTest({
  id: "A-CANCEL-ISSUANCE-BODY-FIELDS",
  title: "validates a CancelB2bTaxInvoiceIssuanceBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.CANCEL-ISSUANCE-REQUIRED"],
});
pendingTest({
  id: "A-CANCEL-REQUEST-BODY-FIELDS",
  title: "validates a CancelB2bTaxInvoiceRequestBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.CANCEL-REQUEST-REQUIRED"],
});
pendingTest({
  id: "A-ISSUE-BODY-FIELDS",
  title: "validates a IssueB2bTaxInvoiceBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.ISSUE-REQUIRED"],
});
