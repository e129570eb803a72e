// suites/b2b/tax-invoices/create-errors.test.ts — POST draft, issue-immediately, request-reverse-issuance: error rows whose conditions the spec does not describe.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-DRAFT-TAX-INVOICE-NOT-FOUND",
  title: "answers B2bTaxInvoiceNotFoundError on creation as documented",
  openPoint: "A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND",
  requirements: ["A.ERR.TAX-INVOICE-NOT-FOUND"],
});
pendingTest({
  id: "A-DRAFT-COUNTERPARTY-NOT-FOUND",
  title: "answers B2bCounterpartyNotFoundError on creation as documented",
  openPoint: "A-OPEN-CREATE-COUNTERPARTY-NOT-FOUND",
  requirements: ["A.ERR.COUNTERPARTY-NOT-FOUND"],
});
pendingTest({
  id: "A-DRAFT-ID-IN-USE",
  title: "answers a new tax invoice with an id in use as documented",
  openPoint: "A-OPEN-ID-IN-USE",
});
pendingTest({
  id: "A-DRAFT-MODIFICATION-INPUT",
  title: "requires a modification input on the documented new invoices",
  openPoint: "A-OPEN-MODIFICATION-INPUT",
  requirements: ["A.ERR.MODIFICATION-NOT-PROVIDED"],
});
pendingTest({
  id: "A-DRAFT-NTS-NOT-CONNECTED",
  title: "refuses a tax invoice for the documented unconnected party",
  openPoint: "A-OPEN-NTS-PARTY",
  requirements: ["A.ERR.TAX-INVOICE-NTS-NOT-CONNECTED"],
});
pendingTest({
  id: "A-DRAFT-RECIPIENT-UNREGISTERED",
  title: "answers a forward invoice to an unregistered recipient as documented",
  openPoint: "A-OPEN-UNREGISTERED-RECIPIENT",
  requirements: ["A.ERR.RECIPIENT-NOT-FOUND"],
});
