// suites/b2b/tax-invoices/delete-attachment.test.ts — #17 DELETE /b2b/tax-invoices/{taxInvoiceKey}/attachments/{attachmentId}:
// the tests of the operation.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { attachmentIds, attachOne } from "../../../harness/b2b/records/attachments.js";
import { unknownLike } from "../../../harness/b2b/records/unknowns.js";
import { createInvoice } from "../../../harness/b2b/records/tax-invoices.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { statePreconditions } from "../drivers/preconditions.js";
import { pendingRows, refuses } from "../drivers/refusals.js";
import { excerpt } from "../../../harness/secrets/bounded-text.js";

succeeds("17", {
  "A-DELETE-ATTACHMENT-BEARER-JWT": "bearer",
  "A-DELETE-ATTACHMENT-SERVICE-KEY": "serviceKey",
  "A-DELETE-ATTACHMENT-TEST-TRUE": "test=true",
  "A-DELETE-ATTACHMENT-TEST-FALSE": "test=false",
  "A-DELETE-ATTACHMENT-KEY-SUPPLIER": "SUPPLIER key",
  "A-DELETE-ATTACHMENT-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("17", {
  "A-DELETE-ATTACHMENT-INVALID-400": "invalid input",
  "A-DELETE-ATTACHMENT-NO-AUTH-401": "no credential",
  "A-DELETE-ATTACHMENT-WRONG-AUTH-401": "wrong credential",
  "A-DELETE-ATTACHMENT-NOT-ENABLED-403": "B2B not enabled",
  "A-DELETE-ATTACHMENT-UNKNOWN-404": "unknown invoice",
  "A-DELETE-ATTACHMENT-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-DELETE-ATTACHMENT-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("17", { "A-DELETE-ATTACHMENT-FORBIDDEN-403": "ForbiddenError", "A-DELETE-ATTACHMENT-EXTERNAL-502": "B2bExternalServiceError" });

statePreconditions("17");

refuses("17", {
  id: "A-DELETE-ATTACHMENT-UNKNOWN-ATTACHMENT-404", title: "refuses deleting an unknown attachment", error: "B2bTaxInvoiceAttachmentNotFoundError",
  what: "DELETE of an unknown attachment id of a draft", needs: operation("17").needs,
  // Shaped like the draft's real attachment, which the test makes to learn their form.
  provoke: async (api) => {
    const { id } = await createInvoice(api, "draft");
    const attachmentId = String(unknownLike(api, await attachOne(api, id)));
    return api.call("DELETE", pathOf("17", { taxInvoiceKey: id, attachmentId }));
  },
});

conformanceTest({
  id: "A-DELETE-ATTACHMENT-REMOVED",
  title: "no longer lists a deleted attachment",
  requirements: ["A.OP.DELETE-ATTACHMENT", "A.ID.ATTACHMENT-ID"],
  needs: operation("17").needs,
  hint: "after DELETE of an attachment, the draft's attachment list must not hold its id",
}, async (tc) => {
  const api = new B2bApi(tc);
  const { id } = await createInvoice(api, "draft");
  const attachmentId = await attachOne(api, id);
  const res = await api.call("DELETE", pathOf("17", { taxInvoiceKey: id, attachmentId }));
  tc.expect(res.status, `status of deleting the attachment (${excerpt(res.text, 200)})`).toBe(200);
  tc.expect(await attachmentIds(api, id), "attachment ids after the deletion").not.toContain(attachmentId);
});

pendingTest({
  id: "A-DELETE-ATTACHMENT-STATE-AFTER",
  title: "leaves a draft in the documented state after deleting an attachment",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ATTACHMENTS-DRAFTED"],
});
