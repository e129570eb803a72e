// suites/b2b/file-upload-url/create.test.ts — #11 POST /b2b/file-upload-url: the tests of the operation.
// Body and response shapes, and the size and type limits of uploaded files, are not shown.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { UPLOADABLE, UPLOADS, uploadFile } from "../../../harness/b2b/records/uploads.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";

succeeds("11", {
  "A-FILE-UPLOAD-URL-BEARER-JWT": "bearer",
  "A-FILE-UPLOAD-URL-SERVICE-KEY": "serviceKey",
  "A-FILE-UPLOAD-URL-TEST-TRUE": "test=true",
  "A-FILE-UPLOAD-URL-TEST-FALSE": "test=false",
});
refusesCommon("11", {
  "A-FILE-UPLOAD-URL-INVALID-400": "invalid input",
  "A-FILE-UPLOAD-URL-NO-AUTH-401": "no credential",
  "A-FILE-UPLOAD-URL-WRONG-AUTH-401": "wrong credential",
  "A-FILE-UPLOAD-URL-NOT-ENABLED-403": "B2B not enabled",
  "A-FILE-UPLOAD-URL-NO-BODY-400": "no body",
});
pendingRows("11", { "A-FILE-UPLOAD-URL-FORBIDDEN-403": "ForbiddenError", "A-FILE-UPLOAD-URL-EXTERNAL-502": "B2bExternalServiceError" });

conformanceTest({
  id: "A-FILE-UPLOAD-URL-UPLOADABLE", title: "accepts a file at the answered upload URL",
  requirements: ["A.OP.FILE-UPLOAD-URL"], needs: UPLOADS,
  hint: "the answer is a \"URL for uploading a file to object storage\": a file sent there as b2b.upload describes must be stored (its answer one of b2b.upload.success)",
}, async (t) => {
  const api = new B2bApi(t);
  if (api.profile.upload?.method === "none") api.unreachable(`${INPUT.upload}.method is "none": the profile says the answered URL takes no upload`, "A-OPEN-UPLOAD");
  await uploadFile(api, UPLOADABLE);
});

pendingTest({
  id: "A-FILE-UPLOAD-DOCUMENTED",
  title: "uploads a file to the answered URL the documented way",
  openPoint: "A-OPEN-UPLOAD",
  requirements: ["A.OP.FILE-UPLOAD-URL"],
});
pendingTest({
  id: "A-FILE-UPLOAD-URL-RESPONSE-SHAPE",
  title: "returns a documented CreateB2bFileUploadUrlPayload",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.FILE-UPLOAD-URL"],
});
pendingTest({
  id: "A-FILE-UPLOAD-URL-BODY-FIELDS",
  title: "validates a CreateB2bFileUploadUrlBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.FILE-UPLOAD-URL-REQUIRED"],
});
pendingTest({
  id: "A-FILE-UPLOAD-SIZE-LIMIT",
  title: "refuses a file beyond the documented size limit",
  openPoint: "A-OPEN-UPLOAD-LIMITS",
  requirements: ["A.OP.FILE-UPLOAD-URL", "A.OP.ATTACH-FILE"],
});
pendingTest({
  id: "A-FILE-UPLOAD-TYPE-LIMIT",
  title: "refuses a file of a type outside the documented list",
  openPoint: "A-OPEN-UPLOAD-LIMITS",
  requirements: ["A.OP.FILE-UPLOAD-URL", "A.OP.ATTACH-FILE"],
});
