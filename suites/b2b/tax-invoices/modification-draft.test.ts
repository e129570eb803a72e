// suites/b2b/tax-invoices/modification-draft.test.ts — drafts that modify a sending-completed original, and their updates.
// Every reading of AMBIGUITIES 23 and of open point A-OPEN-MODIFICATION-INPUT covers modification drafts: only they are asserted.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { createModificationDraft, MODIFIES_ORIGINAL, sendModificationDraft, updateModificationDraft } from "../../../harness/b2b/modification-drafts.js";
import { INPUT } from "../../../harness/b2b/profile.js";
import { originalWay, waitsForOriginal } from "../../../harness/b2b/sending-completed.js";

const UPDATE = (scenario: string) => INPUT.request("taxInvoiceUpdateDraft", scenario);

conformanceTest({
  id: "A-DRAFT-MODIFICATION-OF-ORIGINAL", title: "saves a draft that modifies a sending-completed original",
  requirements: ["A.RECORD.ORIGINAL-REFERENCE", "A.OP.DRAFT"], needs: MODIFIES_ORIGINAL, waits: waitsForOriginal,
  hint: "a tax invoice may refer to an original: a modification draft of a sending-completed original is saved",
}, async (t) => {
  const api = new B2bApi(t);
  const { res } = await sendModificationDraft(api);
  api.t.expect(res.status, `status of the modification draft of an original ${originalWay(t.run)} (${res.text.slice(0, 300)})`).toBe(200);
  api.t.expect(String(api.read(res, "taxInvoiceDraft", "id")), "id of the modification draft").not.toBe("");
});

conformanceTest({
  id: "A-UPDATE-DRAFT-MODIFICATION-TAX-TYPE-400", title: "refuses changing a modification draft's taxation type",
  requirements: ["A.STATE.UPDATE-DRAFT-TAX-TYPE-FIXED", "A.ERR.TAX-TYPE-CANNOT-CHANGE"],
  needs: [...MODIFIES_ORIGINAL, UPDATE("modification"), INPUT.taxInvoiceFixture("otherTaxationType"), INPUT.errors], waits: waitsForOriginal,
  hint: "PUT draft cannot change the taxation type, at least of a modification (AMBIGUITIES 23): 400 B2BCannotChangeTaxTypeError",
}, async (t) => {
  const api = new B2bApi(t);
  const d = await createModificationDraft(api);
  const res = await updateModificationDraft(api, d, { ...d.vars, taxationType: api.need<string>(INPUT.taxInvoiceFixture("otherTaxationType")) }, true);
  api.expectError(res, { status: 400, identifier: "B2BCannotChangeTaxTypeError", what: "an update of a modification draft to another taxation type" });
});

conformanceTest({
  id: "A-UPDATE-DRAFT-NO-MODIFICATION-INPUT-400", title: "refuses updating a modification draft without its input",
  requirements: ["A.STATE.UPDATE-DRAFT-MODIFICATION-INPUT", "A.ERR.MODIFICATION-NOT-PROVIDED"], needs: [...MODIFIES_ORIGINAL, UPDATE("valid"), INPUT.errors], waits: waitsForOriginal,
  hint: "PUT draft of a modification draft needs its modification input (A-OPEN-MODIFICATION-INPUT): 400 B2bModificationNotProvidedError",
}, async (t) => {
  const api = new B2bApi(t);
  const d = await createModificationDraft(api);
  const res = await updateModificationDraft(api, d, d.vars, false);
  api.expectError(res, { status: 400, identifier: "B2bModificationNotProvidedError", what: "an update of a modification draft without its modification input" });
});
