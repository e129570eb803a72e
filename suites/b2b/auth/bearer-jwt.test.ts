// suites/b2b/auth/bearer-jwt.test.ts — Area A bearerJwt scheme: how a bearer JWT is obtained is not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-AUTH-BEARER-JWT-OBTAINED",
  title: "issues a bearer JWT the documented way",
  openPoint: "A-OPEN-BEARER-JWT",
  requirements: ["A.AUTH.BEARER-JWT"],
});
