// suites/b2b/tax-invoices/cancel-request.test.ts — #20 POST /b2b/tax-invoices/{taxInvoiceKey}/cancel-request: the tests of the
// operation (the recipient withdraws its reverse-issuance request).
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { createInvoice, createsTaxInvoice } from "../../../harness/b2b/records/tax-invoices.js";
import { continuesFrom } from "../../../harness/b2b/states/lifecycle.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { statePreconditions } from "../drivers/preconditions.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

succeeds("20", {
  "A-CANCEL-REQUEST-BEARER-JWT": "bearer",
  "A-CANCEL-REQUEST-SERVICE-KEY": "serviceKey",
  "A-CANCEL-REQUEST-TEST-TRUE": "test=true",
  "A-CANCEL-REQUEST-TEST-FALSE": "test=false",
  "A-CANCEL-REQUEST-KEY-SUPPLIER": "SUPPLIER key",
  "A-CANCEL-REQUEST-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("20", {
  "A-CANCEL-REQUEST-INVALID-400": "invalid input",
  "A-CANCEL-REQUEST-NO-AUTH-401": "no credential",
  "A-CANCEL-REQUEST-WRONG-AUTH-401": "wrong credential",
  "A-CANCEL-REQUEST-NOT-ENABLED-403": "B2B not enabled",
  "A-CANCEL-REQUEST-NO-BODY-400": "no body",
  "A-CANCEL-REQUEST-UNKNOWN-404": "unknown invoice",
  "A-CANCEL-REQUEST-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-CANCEL-REQUEST-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("20", { "A-CANCEL-REQUEST-FORBIDDEN-403": "ForbiddenError", "A-CANCEL-REQUEST-EXTERNAL-502": "B2bExternalServiceError" });

statePreconditions("20");

refuses("20", {
  id: "A-CANCEL-REQUEST-NO-RECIPIENT-KEY-400", title: "refuses cancel-request without a recipient key", error: "B2bTaxInvoiceNoRecipientDocumentKeyError",
  what: "cancel-request of a reverse request made without a recipient document key",
  needs: [...createsTaxInvoice("reverse"), INPUT.request("taxInvoiceCancelRequest", "valid"), INPUT.answer("taxInvoiceRequestReverse", "state"), INPUT.stateNames],
  // Only the key may be wrong: the state after request-reverse-issuance is open, so the test reads it first.
  provoke: async (api) => {
    const made = await createInvoice(api, "reverse", { recipientDocumentKey: undefined }, "an invoice without a recipient document key");
    continuesFrom(api, made, "REQUESTED", "cancel-request");
    return api.send("20", { params: { taxInvoiceKey: made.id } });
  },
});

pendingTest({
  id: "A-CANCEL-REQUEST-BY-SUPPLIER",
  title: "answers cancel-request by the supplier as documented",
  openPoint: "A-OPEN-ACTING-PARTY",
  requirements: ["A.STATE.CANCEL-REQUEST-REQUESTED"],
});
pendingTest({
  id: "A-CANCEL-REQUEST-STATE-AFTER",
  title: "moves a cancelled reverse-issuance request to the documented state",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.CANCEL-REQUEST-REQUESTED"],
});
pendingTest({
  id: "A-CANCEL-REQUEST-BODY-FIELDS",
  title: "validates a CancelB2bTaxInvoiceRequestBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.CANCEL-REQUEST-REQUIRED"],
});
pendingTest({
  id: "A-CANCEL-REQUEST-RESPONSE-SHAPE",
  title: "returns a documented CancelB2bTaxInvoiceRequestResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.CANCEL-REQUEST"],
});
