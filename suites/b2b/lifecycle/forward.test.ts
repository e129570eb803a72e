// suites/b2b/lifecycle/forward.test.ts — the forward flow as one story: draft, update, attach, issue, cancel the issuance.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { continuesFrom, succeeded } from "../../../harness/b2b/states/lifecycle.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { createInvoice, updateDraft } from "../../../harness/b2b/records/tax-invoices.js";
import { uploadFile } from "../../../harness/b2b/records/uploads.js";

conformanceTest({
  id: "A-LIFECYCLE-FORWARD",
  title: "takes a forward invoice from draft through issuance to cancellation",
  requirements: ["A.SERVICE.ISSUANCE-FLOWS", "A.OP.DRAFT", "A.OP.UPDATE-DRAFT", "A.OP.ATTACH-FILE", "A.OP.ISSUE", "A.OP.CANCEL-ISSUANCE",
    "A.ID.TAX-INVOICE-KEY", "A.PARAM.KEY-TYPE-DEFAULT"],
  needs: [...new Set([...operation("14").needs, ...operation("16").needs, ...operation("19").needs, ...operation("21").needs,
    INPUT.answer("taxInvoiceDraft", "state"), INPUT.stateNames])],
  hint: "the supplier drafts, updates the draft, attaches a file, issues it and cancels the issuance; each step must succeed",
}, async (t) => {
  const api = new B2bApi(t);
  const { id, vars, res: drafted, operation } = await createInvoice(api, "draft");
  continuesFrom(api, { res: drafted, operation }, "DRAFTED", "the update");
  const updated = succeeded(api, await updateDraft(api, { id, vars }, { ...vars, supplyAmount: Number(vars.supplyAmount) + 100 }), "the update");
  continuesFrom(api, { res: updated, operation: "taxInvoiceUpdateDraft" }, "DRAFTED", "attaching a file");
  succeeded(api, await api.send("16", { params: { taxInvoiceKey: id }, vars: await uploadFile(api) }), "attaching a file");
  const issued = succeeded(api, await api.send("21", { params: { taxInvoiceKey: id } }), "the issuance");
  continuesFrom(api, { res: issued, operation: "taxInvoiceIssue" }, "ISSUED", "cancelling the issuance");
  succeeded(api, await api.send("19", { params: { taxInvoiceKey: id } }), "cancelling the issuance");
});
