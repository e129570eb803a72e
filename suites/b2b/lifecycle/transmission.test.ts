// suites/b2b/lifecycle/transmission.test.ts — what transmission to the tax authority leaves alone. Cancel-issuance is
// allowed "ISSUED, before transmission to the tax authority": an issuance cancelled in time is never transmitted, so its
// invoice never reaches the sending-completed state a modification's original needs, however long the suite waits.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import type { RunContext } from "../../../harness/target/target.js";
import { profileValue } from "../../../harness/config/profile.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { createInvoice, createsTaxInvoice, invoiceVars, sendCreate } from "../../../harness/b2b/records/tax-invoices.js";
import { referenceOf } from "../../../harness/b2b/records/references.js";
import { modificationOf } from "../../../harness/b2b/states/modification-drafts.js";
import { goesOnFrom } from "../../../harness/b2b/states/state-after.js";
import { waitForTransmission } from "../../../harness/b2b/states/transmission-wait.js";
import { step } from "../../../harness/b2b/states/ways.js";

const AFTER = INPUT.taxInvoiceFixture("sendingCompletedAfterSeconds");

/** The wait: the profile's time after which the target has transmitted an issued invoice, when it gives one. */
const waitsPastTransmission = (run: RunContext) => {
  const seconds = profileValue(run.profile, AFTER) as number | undefined;
  return seconds === undefined ? undefined : { what: `${seconds} s of server time, past the transmission of an issued tax invoice (${AFTER})`, seconds };
};

conformanceTest({
  id: "A-LIFECYCLE-CANCELLED-NOT-TRANSMITTED", title: "never transmits an invoice whose issuance was cancelled",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED", "A.STATE.DRAFT-ORIGINAL-SENDING-COMPLETED"],
  needs: [...createsTaxInvoice("immediate"), INPUT.request("taxInvoiceCancelIssuance", "valid"), INPUT.answer("taxInvoiceIssueImmediately", "state"),
    INPUT.stateNames, ...createsTaxInvoice("draft"), INPUT.request("taxInvoiceDraft", "modification"), INPUT.taxInvoiceFixture("modificationType"), INPUT.errors],
  waits: waitsPastTransmission,
  errorRows: [{ error: "B2BTaxInvoiceStatusNotSendingCompletedError", op: "13" }],
  hint: "an issuance cancelled before transmission is not transmitted: past the profile's sendingCompletedAfterSeconds it is still no "
    + "sending-completed original, and a modification of it is 400 B2BTaxInvoiceStatusNotSendingCompletedError",
}, async (t) => {
  const seconds = t.input<number | undefined>(AFTER);
  // What moves an invoice to sending-completed is open: a target moved on by a hook gives no time to wait past.
  if (seconds === undefined) {
    return t.pending("A-OPEN-STATE-AFTER", `the profile gives no ${AFTER}: its target reaches sending-completed by a hook or a pre-provisioned `
      + "original, so no time is known past which a cancelled issuance would have been transmitted");
  }
  const api = new B2bApi(t);
  const issued = await createInvoice(api, "immediate");
  goesOnFrom(api, issued, "19");
  await step(api, issued, "19");
  await waitForTransmission(api, issued.id, seconds);
  const original = modificationOf(api, referenceOf(api, issued, "the suite's issued invoice"));
  const res = await sendCreate(api, "draft", invoiceVars(api, "forward"), { modification: original });
  api.expectError(res, { status: 400, identifier: "B2BTaxInvoiceStatusNotSendingCompletedError",
    what: `a modification of an invoice whose issuance was cancelled ${seconds} s earlier, past its transmission time` });
});
