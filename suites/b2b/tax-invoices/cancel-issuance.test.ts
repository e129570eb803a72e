// suites/b2b/tax-invoices/cancel-issuance.test.ts — POST /b2b/tax-invoices/{taxInvoiceKey}/cancel-issuance after transmission.
// Whether transmission changes the state is open (A-OPEN-CANCEL-ISSUANCE-TRANSMISSION), but every reading of "ISSUED, before
// transmission to the tax authority" refuses a cancellation once an invoice is transmitted: the suite asserts that on an
// invoice it issued itself and saw transmitted (the profile's hook, or waiting), never on a pre-provisioned one.
import { conformanceTest, pendingTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { INPUT } from "../../../harness/b2b/profile.js";
import { transmittedInvoice, waitsForTransmission } from "../../../harness/b2b/sending-completed.js";
import { createsTaxInvoice, invoicePath } from "../../../harness/b2b/tax-invoices.js";

conformanceTest({
  id: "A-CANCEL-ISSUANCE-AFTER-TRANSMISSION", title: "refuses cancel-issuance after transmission to the tax authority",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED", "A.ERR.KIND-AND-STATUS"],
  needs: [...createsTaxInvoice("immediate"), INPUT.request("taxInvoiceCancelIssuance", "valid"), INPUT.errors], waits: waitsForTransmission,
  hint: "cancel-issuance needs \"ISSUED, before transmission\": of an invoice already transmitted it is 400 B2bTaxInvoiceNotIssuedStatusError",
}, async (t) => {
  const api = new B2bApi(t);
  const id = await transmittedInvoice(api);
  const res = await api.send("POST", invoicePath(id, "/cancel-issuance"), "taxInvoiceCancelIssuance", "valid", {});
  api.expectError(res, { status: 400, identifier: "B2bTaxInvoiceNotIssuedStatusError", what: "cancel-issuance of an invoice the target has transmitted" });
});

pendingTest({
  id: "A-CANCEL-ISSUANCE-TRANSMITTED-STATE",
  title: "tells a cancellable ISSUED invoice from a transmitted one",
  openPoint: "A-OPEN-CANCEL-ISSUANCE-TRANSMISSION",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED"],
});
