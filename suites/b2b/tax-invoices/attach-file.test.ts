// suites/b2b/tax-invoices/attach-file.test.ts — #16 POST /b2b/tax-invoices/{taxInvoiceKey}/attach-file: the tests of the operation.
// Invoices created past DRAFTED (15, 15b) cannot get attachments as written: whether they ever can is open.
import { unknownFile, uploadUrl, UPLOADS } from "../../../harness/b2b/records/uploads.js";
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT, type UploadProfile } from "../../../harness/b2b/profile/keys.js";
import { attachmentIds, attachOne } from "../../../harness/b2b/records/attachments.js";
import { createInvoice, CREATES_TAX_INVOICE } from "../../../harness/b2b/records/tax-invoices.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { statePreconditions } from "../drivers/preconditions.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

succeeds("16", {
  "A-ATTACH-FILE-BEARER-JWT": "bearer",
  "A-ATTACH-FILE-SERVICE-KEY": "serviceKey",
  "A-ATTACH-FILE-TEST-TRUE": "test=true",
  "A-ATTACH-FILE-TEST-FALSE": "test=false",
  "A-ATTACH-FILE-KEY-SUPPLIER": "SUPPLIER key",
  "A-ATTACH-FILE-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("16", {
  "A-ATTACH-FILE-INVALID-400": "invalid input",
  "A-ATTACH-FILE-NO-AUTH-401": "no credential",
  "A-ATTACH-FILE-WRONG-AUTH-401": "wrong credential",
  "A-ATTACH-FILE-NOT-ENABLED-403": "B2B not enabled",
  "A-ATTACH-FILE-NO-BODY-400": "no body",
  "A-ATTACH-FILE-UNKNOWN-404": "unknown invoice",
  "A-ATTACH-FILE-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-ATTACH-FILE-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("16", { "A-ATTACH-FILE-FORBIDDEN-403": "ForbiddenError", "A-ATTACH-FILE-EXTERNAL-502": "B2bExternalServiceError" });

statePreconditions("16");

refuses("16", {
  id: "A-ATTACH-FILE-UNKNOWN-FILE-404", title: "refuses attaching a file that was never uploaded", error: "B2bFileNotFoundError",
  what: "attach-file to a draft with an unknown file id", needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS],
  provoke: async (api) => api.send("16", { params: { taxInvoiceKey: (await createInvoice(api, "draft")).id }, vars: await unknownFile(api) }),
}, {
  // Where the profile says a file is uploaded to the URL (b2b.upload.method other than "none"), a URL alone uploads nothing.
  id: "A-ATTACH-FILE-NOT-UPLOADED-404", title: "refuses attaching a file whose upload URL was made but not used", error: "B2bFileNotFoundError",
  what: "attach-file to a draft with the file id of an upload URL nothing was uploaded to",
  needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS], requirements: ["A.OP.FILE-UPLOAD-URL"],
  provoke: async (api) => {
    const how = api.need<UploadProfile>(INPUT.upload);
    if (how.method === "none") api.unreachable(`the profile's ${INPUT.upload}.method is "none": the target counts a file as uploaded once its URL is made`, "A-OPEN-UPLOAD");
    if (how.fileId !== undefined) api.unreachable(`the profile's ${INPUT.upload}.fileId reads the file's id from the upload's answer: without an upload there is none`, "A-OPEN-UPLOAD");
    const { id } = await createInvoice(api, "draft");
    const made = await uploadUrl(api);
    return api.send("16", { params: { taxInvoiceKey: id }, vars: { fileId: String(api.read(made.res, "fileUploadUrl", "fileId")), fileName: made.file.name } });
  },
});

conformanceTest({
  id: "A-ATTACH-FILE-LISTED",
  title: "lists a file attached to a draft",
  requirements: ["A.OP.ATTACH-FILE", "A.OP.LIST-ATTACHMENTS"],
  needs: operation("17").needs,
  hint: "after attach-file of an uploaded file, the draft's attachment list must hold one attachment more",
}, async (tc) => {
  const api = new B2bApi(tc);
  const { id } = await createInvoice(api, "draft");
  const before = (await attachmentIds(api, id)).length;
  await attachOne(api, id);
  tc.expect((await attachmentIds(api, id)).length, "attachments after attaching one file").toBe(before + 1);
});

conformanceTest({
  id: "A-ATTACH-FILE-KEEPS-EARLIER",
  title: "keeps a draft's earlier attachment when another file is attached",
  requirements: ["A.OP.ATTACH-FILE", "A.OP.LIST-ATTACHMENTS"],
  needs: operation("17").needs,
  hint: "attach-file adds an attachment: after two files are attached to a draft, its attachment list holds both",
}, async (tc) => {
  const api = new B2bApi(tc);
  const { id } = await createInvoice(api, "draft");
  const first = await attachOne(api, id);
  await attachOne(api, id);
  tc.expect(await attachmentIds(api, id), "the draft's attachments after a second file was attached").toContain(first);
});

pendingTest({
  id: "A-ATTACH-FILE-CREATED-PAST-DRAFT",
  title: "answers attach-file on an invoice created past DRAFTED as documented",
  openPoint: "A-OPEN-ATTACH-AFTER-CREATE",
  requirements: ["A.STATE.ATTACHMENTS-DRAFTED"],
});
pendingTest({
  id: "A-ATTACH-FILE-STATE-AFTER",
  title: "leaves a draft in the documented state after attaching a file",
  openPoint: "A-OPEN-STATE-AFTER",
  requirements: ["A.STATE.ATTACHMENTS-DRAFTED"],
});
pendingTest({
  id: "A-ATTACH-FILE-BODY-FIELDS",
  title: "validates a AttachB2bTaxInvoiceFileBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.ATTACH-FILE-REQUIRED"],
});
