// POST /identity-verifications/{id}/resend without a credential or with a wrong one: 401 UNAUTHORIZED.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { resend } from "../../../harness/identity-verification/api.js";
import { expectUnauthorized } from "../../../harness/identity-verification/credentials.js";
import { freshId } from "../../../harness/identity-verification/provisioning.js";

conformanceTest({
  id: "B-RESEND-UNAUTHORIZED",
  title: "answers 401 UNAUTHORIZED to a resend without a valid credential",
  requirements: ["B.AUTH.UNAUTHORIZED", "B.ERROR.SHAPE"],
  hint: "credentials are checked before the verification; the body is { type: UNAUTHORIZED, message? }",
}, async (t) => {
  const id = freshId();
  await expectUnauthorized(t, "the resend", (o) => resend(t.api, id, o));
});
