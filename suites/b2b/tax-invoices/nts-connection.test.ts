// suites/b2b/tax-invoices/nts-connection.test.ts — a tax invoice with a counterparty not connected to the tax authority.
// Whose connection counts is open (A-OPEN-NTS-PARTY: supplier, recipient or either); the counterparty is the recipient of a
// forward invoice and the supplier of a reverse one, so every reading refuses at least one of the two: the reverse request
// is sent only when the forward draft was saved.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile.js";
import { CREATES_TAX_INVOICE, invoiceVars, sendCreate } from "../../../harness/b2b/tax-invoices.js";

conformanceTest({
  id: "A-DRAFT-NTS-NOT-CONNECTED-400", title: "refuses a counterparty not connected to the tax authority",
  requirements: ["A.ERR.TAX-INVOICE-NTS-NOT-CONNECTED"],
  needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceRequestReverse", "valid"), INPUT.counterparty("notConnected"), INPUT.errors],
  hint: "a forward draft to a counterparty not connected, or else a reverse request from it, is 400 B2bCounterpartyNtsNotConnectedError",
}, async (t) => {
  const api = new B2bApi(t);
  const brn = api.need<CounterpartyFixture>(INPUT.counterparty("notConnected")).brn;
  const what = "a tax invoice with a counterparty not connected";
  const forward = await sendCreate(api, "draft", invoiceVars(api, "forward", { recipientBrn: brn }));
  if (forward.status !== 200) return api.expectError(forward, { status: 400, identifier: "B2bCounterpartyNtsNotConnectedError", what: `${what} (its recipient)` });
  // The forward draft was saved: the reading where only the supplier's connection counts, so the reverse request must be refused.
  const reverse = await sendCreate(api, "reverse", invoiceVars(api, "reverse", { supplierBrn: brn }));
  api.expectError(reverse, { status: 400, identifier: "B2bCounterpartyNtsNotConnectedError", what: `${what} (its supplier), after a forward draft to it was saved` });
});
