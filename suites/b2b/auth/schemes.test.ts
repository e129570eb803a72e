// suites/b2b/auth/schemes.test.ts — Area A's two security schemes: how a bearer JWT is obtained, and the serviceKey scheme's
// header, format and issuing, are not shown (every operation's success with each scheme: its operation's file).
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({
  id: "A-AUTH-BEARER-JWT-OBTAINED",
  title: "issues a bearer JWT the documented way",
  openPoint: "A-OPEN-BEARER-JWT",
  requirements: ["A.AUTH.BEARER-JWT"],
});
pendingTest({
  id: "A-AUTH-SERVICE-KEY-HEADER",
  title: "accepts the serviceKey credential in its documented header",
  openPoint: "A-OPEN-SERVICE-KEY",
  requirements: ["A.AUTH.SERVICE-KEY"],
});
