// suites/b2b/file-upload-url/limits.test.ts — Uploaded files and attachments: size and type limits are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

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
