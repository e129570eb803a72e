// suites/b2b/file-upload-url/upload-url.test.ts — POST /b2b/file-upload-url: body and response shapes are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

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
