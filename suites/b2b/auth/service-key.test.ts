// suites/b2b/auth/service-key.test.ts — Area A serviceKey scheme: its header, format and issuing are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-AUTH-SERVICE-KEY-HEADER",
  title: "accepts the serviceKey credential in its documented header",
  openPoint: "A-OPEN-SERVICE-KEY",
  requirements: ["A.AUTH.SERVICE-KEY"],
});
