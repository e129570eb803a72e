// suites/b2b/tax-invoices/cancel-issuance.test.ts — #19 POST /b2b/tax-invoices/{taxInvoiceKey}/cancel-issuance: the tests of the
// operation. Whether transmission to the tax authority changes the state is open (A-OPEN-CANCEL-ISSUANCE-TRANSMISSION), but every
// reading of "ISSUED, before transmission to the tax authority" refuses a cancellation once an invoice is transmitted: the suite
// asserts that on an invoice it issued itself and saw transmitted (the profile's hook, or waiting), never on a pre-provisioned one.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { createsTaxInvoice } from "../../../harness/b2b/records/tax-invoices.js";
import { transmittedInvoice, waitsForTransmission } from "../../../harness/b2b/states/sending-completed.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { statePreconditions } from "../drivers/preconditions.js";
import { pendingRows } from "../drivers/refusals.js";

succeeds("19", {
  "A-CANCEL-ISSUANCE-BEARER-JWT": "bearer",
  "A-CANCEL-ISSUANCE-SERVICE-KEY": "serviceKey",
  "A-CANCEL-ISSUANCE-TEST-TRUE": "test=true",
  "A-CANCEL-ISSUANCE-TEST-FALSE": "test=false",
  "A-CANCEL-ISSUANCE-KEY-SUPPLIER": "SUPPLIER key",
  "A-CANCEL-ISSUANCE-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("19", {
  "A-CANCEL-ISSUANCE-INVALID-400": "invalid input",
  "A-CANCEL-ISSUANCE-NO-AUTH-401": "no credential",
  "A-CANCEL-ISSUANCE-WRONG-AUTH-401": "wrong credential",
  "A-CANCEL-ISSUANCE-NOT-ENABLED-403": "B2B not enabled",
  "A-CANCEL-ISSUANCE-NO-BODY-400": "no body",
  "A-CANCEL-ISSUANCE-UNKNOWN-404": "unknown invoice",
  "A-CANCEL-ISSUANCE-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-CANCEL-ISSUANCE-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("19", { "A-CANCEL-ISSUANCE-FORBIDDEN-403": "ForbiddenError", "A-CANCEL-ISSUANCE-EXTERNAL-502": "B2bExternalServiceError" });

statePreconditions("19");

conformanceTest({
  id: "A-CANCEL-ISSUANCE-AFTER-TRANSMISSION", title: "refuses cancel-issuance after transmission to the tax authority",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED", "A.ERR.KIND-AND-STATUS"],
  needs: [...createsTaxInvoice("immediate"), INPUT.request("taxInvoiceCancelIssuance", "valid"), INPUT.errors], waits: waitsForTransmission,
  errorRows: [{ error: "B2bTaxInvoiceNotIssuedStatusError", op: "19" }],
  hint: "cancel-issuance needs \"ISSUED, before transmission\": of an invoice already transmitted it is 400 B2bTaxInvoiceNotIssuedStatusError",
}, async (t) => {
  const api = new B2bApi(t);
  const { id } = await transmittedInvoice(api);
  const res = await api.send("19", { params: { taxInvoiceKey: id } });
  api.expectError(res, { status: 400, identifier: "B2bTaxInvoiceNotIssuedStatusError", what: "cancel-issuance of an invoice the target has transmitted" });
});

pendingTest({
  id: "A-CANCEL-ISSUANCE-TRANSMITTED-STATE",
  title: "tells a cancellable ISSUED invoice from a transmitted one",
  openPoint: "A-OPEN-CANCEL-ISSUANCE-TRANSMISSION",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED"],
});
pendingTest({
  id: "A-CANCEL-ISSUANCE-BY-RECIPIENT",
  title: "answers cancel-issuance by the recipient as documented",
  openPoint: "A-OPEN-ACTING-PARTY",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED"],
});
pendingTest({
  id: "A-CANCEL-ISSUANCE-STATE-AFTER",
  title: "moves a cancelled issuance to the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED"],
});
pendingTest({
  id: "A-CANCEL-ISSUANCE-BODY-FIELDS",
  title: "validates a CancelB2bTaxInvoiceIssuanceBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.CANCEL-ISSUANCE-REQUIRED"],
});
pendingTest({
  id: "A-CANCEL-ISSUANCE-RESPONSE-SHAPE",
  title: "returns a documented CancelB2bTaxInvoiceIssuanceResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.CANCEL-ISSUANCE"],
});
