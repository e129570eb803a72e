// suites/b2b/tax-invoices/nts-connection.test.ts — a tax invoice with a counterparty not connected to the tax authority.
// Whose connection counts is open (A-OPEN-NTS-PARTY: supplier, recipient or either); the counterparty is the recipient of a
// forward invoice and the supplier of a reverse one, so every reading refuses at least one of the two.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile.js";
import { CREATES_TAX_INVOICE, invoiceVars, sendCreate } from "../../../harness/b2b/tax-invoices.js";

conformanceTest({
  id: "A-DRAFT-NTS-NOT-CONNECTED-400", title: "refuses a counterparty not connected to the tax authority",
  requirements: ["A.ERR.TAX-INVOICE-NTS-NOT-CONNECTED"],
  needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceRequestReverse", "valid"), INPUT.counterparty("notConnected"), INPUT.errors],
  hint: "a forward draft to, or a reverse request from, a counterparty not connected: at least one is 400 B2bCounterpartyNtsNotConnectedError",
}, async (t) => {
  const api = new B2bApi(t);
  const brn = api.need<CounterpartyFixture>(INPUT.counterparty("notConnected")).brn;
  const forward = await sendCreate(api, "draft", invoiceVars(api, "forward", { recipientBrn: brn }));
  const reverse = await sendCreate(api, "reverse", invoiceVars(api, "reverse", { supplierBrn: brn }));
  const refused = [forward, reverse].filter((r) => r.status !== 200);
  api.t.expect(refused.length, `refusals among a forward draft to and a reverse request from ${brn} (${forward.status}, ${reverse.status})`).toBeGreaterThan(0);
  for (const res of refused) {
    api.expectError(res, { status: 400, identifier: "B2bCounterpartyNtsNotConnectedError", what: "a tax invoice with a counterparty not connected" });
  }
});
