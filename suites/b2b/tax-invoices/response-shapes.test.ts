// suites/b2b/tax-invoices/response-shapes.test.ts — /b2b/tax-invoices/...: the shapes of the named response types are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-DRAFT-RESPONSE-SHAPE",
  title: "returns a documented DraftB2bTaxInvoiceResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.DRAFT"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-RESPONSE-SHAPE",
  title: "returns a documented UpdateB2bTaxInvoiceDraftResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.UPDATE-DRAFT"],
});
pendingTest({
  id: "A-ISSUE-IMMEDIATELY-RESPONSE-SHAPE",
  title: "returns a documented IssueB2bTaxInvoiceImmediatelyResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.ISSUE-IMMEDIATELY"],
});
pendingTest({
  id: "A-REQUEST-REVERSE-RESPONSE-SHAPE",
  title: "returns a documented RequestB2bTaxInvoiceReverseIssuanceResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.REQUEST-REVERSE"],
});
pendingTest({
  id: "A-LIST-ATTACHMENTS-RESPONSE-SHAPE",
  title: "returns a documented GetB2bTaxInvoiceAttachmentsResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.LIST-ATTACHMENTS"],
});
pendingTest({
  id: "A-CANCEL-ISSUANCE-RESPONSE-SHAPE",
  title: "returns a documented CancelB2bTaxInvoiceIssuanceResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.CANCEL-ISSUANCE"],
});
pendingTest({
  id: "A-CANCEL-REQUEST-RESPONSE-SHAPE",
  title: "returns a documented CancelB2bTaxInvoiceRequestResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.CANCEL-REQUEST"],
});
pendingTest({
  id: "A-ISSUE-RESPONSE-SHAPE",
  title: "returns a documented IssueB2bTaxInvoiceResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.ISSUE"],
});
pendingTest({
  id: "A-PDF-URL-RESPONSE-SHAPE",
  title: "returns a documented GetB2bTaxInvoicePdfDownloadUrlResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.PDF-URL"],
});
pendingTest({
  id: "A-POPUP-URL-RESPONSE-SHAPE",
  title: "returns a documented GetB2bTaxInvoicePopupUrlResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.POPUP-URL"],
});
pendingTest({
  id: "A-PRINT-URL-RESPONSE-SHAPE",
  title: "returns a documented GetB2bTaxInvoicePrintUrlResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.PRINT-URL"],
});
