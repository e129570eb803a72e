// suites/b2b/lifecycle/forward.test.ts — the forward flow as one story: draft, update, attach, issue, cancel the issuance.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { continuesFrom, succeeded } from "../../../harness/b2b/states/lifecycle.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { createInvoice, invoicePath, updateDraft } from "../../../harness/b2b/records/tax-invoices.js";
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
  continuesFrom(api, drafted, operation, "DRAFTED", "the update");
  const updated = succeeded(api, await updateDraft(api, id, { ...vars, supplyAmount: Number(vars.supplyAmount) + 100 }), "the update");
  continuesFrom(api, updated, "taxInvoiceUpdateDraft", "DRAFTED", "attaching a file");
  succeeded(api, await api.send("POST", invoicePath(id, "/attach-file"), "taxInvoiceAttachFile", "valid", { fileId: await uploadFile(api) }), "attaching a file");
  const issued = succeeded(api, await api.send("POST", invoicePath(id, "/issue"), "taxInvoiceIssue", "valid", {}), "the issuance");
  continuesFrom(api, issued, "taxInvoiceIssue", "ISSUED", "cancelling the issuance");
  succeeded(api, await api.send("POST", invoicePath(id, "/cancel-issuance"), "taxInvoiceCancelIssuance", "valid", {}), "cancelling the issuance");
});
