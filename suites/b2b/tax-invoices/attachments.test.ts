// suites/b2b/tax-invoices/attachments.test.ts — attach-file, list and delete: an attached file is listed, a deleted one is not.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { operation } from "../../../harness/b2b/operations.js";
import { INPUT } from "../../../harness/b2b/profile.js";
import { attachOne } from "../../../harness/b2b/tax-invoice-operations.js";
import { createInvoice, invoicePath } from "../../../harness/b2b/tax-invoices.js";

const NEEDS = [...operation("17").needs];
const ids = async (api: B2bApi, id: string) => {
  const list = await api.call("GET", invoicePath(id, "/attachments"));
  api.t.expect(list.status, "status of the attachment list").toBe(200);
  const items = api.read(list, "taxInvoiceAttachments", "items");
  api.t.expect(Array.isArray(items), "the attachments are a list").toBe(true);
  return (items as unknown[]).map((x) => String(api.read({ ...list, json: x }, "taxInvoiceAttachments", "itemId")));
};

conformanceTest({
  id: "A-ATTACH-FILE-LISTED",
  title: "lists a file attached to a draft",
  requirements: ["A.OP.ATTACH-FILE", "A.OP.LIST-ATTACHMENTS"],
  needs: NEEDS,
  hint: "after attach-file of an uploaded file, the draft's attachment list must hold one attachment more",
}, async (tc) => {
  const api = new B2bApi(tc);
  const { id } = await createInvoice(api, "draft");
  const before = (await ids(api, id)).length;
  await attachOne(api, id);
  tc.expect((await ids(api, id)).length, "attachments after attaching one file").toBe(before + 1);
});

conformanceTest({
  id: "A-DELETE-ATTACHMENT-REMOVED",
  title: "no longer lists a deleted attachment",
  requirements: ["A.OP.DELETE-ATTACHMENT", "A.ID.ATTACHMENT-ID"],
  needs: NEEDS,
  hint: "after DELETE of an attachment, the draft's attachment list must not hold its id",
}, async (tc) => {
  const api = new B2bApi(tc);
  const { id } = await createInvoice(api, "draft");
  const attachmentId = await attachOne(api, id);
  const res = await api.call("DELETE", invoicePath(id, `/attachments/${encodeURIComponent(attachmentId)}`));
  tc.expect(res.status, `status of deleting the attachment (${res.text.slice(0, 200)})`).toBe(200);
  tc.expect(await ids(api, id), "attachment ids after the deletion").not.toContain(attachmentId);
});
