// suites/b2b/tax-invoices/draft-state.test.ts — POST /b2b/tax-invoices/draft "creates a draft-saved tax invoice": DRAFTED, as observed.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { INPUT } from "../../../harness/b2b/profile.js";
import { createInvoice, CREATES_TAX_INVOICE, observedState } from "../../../harness/b2b/tax-invoices.js";

conformanceTest({
  id: "A-DRAFT-DRAFTED",
  title: "reports a freshly saved draft as DRAFTED",
  requirements: ["A.STATE.DRAFT-CREATES-DRAFTED", "A.STATE.NAMED-STATES"],
  needs: [...CREATES_TAX_INVOICE, INPUT.answer("taxInvoiceDraft", "state"), INPUT.stateNames],
  hint: "POST draft creates a draft-saved tax invoice: the state in its answer must be the profile's name for DRAFTED",
}, async (t) => {
  const api = new B2bApi(t);
  const { res, operation } = await createInvoice(api, "draft");
  t.expect(observedState(api, res, operation), "state of the saved draft (spec name, through b2b.states)").toBe("DRAFTED");
});
