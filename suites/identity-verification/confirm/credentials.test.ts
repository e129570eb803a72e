// POST /identity-verifications/{id}/confirm without a credential or with a wrong one: 401 UNAUTHORIZED.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { confirm } from "../../../harness/identity-verification/api.js";
import { expectUnauthorized } from "../../../harness/identity-verification/credentials.js";
import { freshId } from "../../../harness/identity-verification/provisioning.js";

conformanceTest({
  id: "B-CONFIRM-UNAUTHORIZED",
  title: "answers 401 UNAUTHORIZED to a confirm without a valid credential",
  requirements: ["B.AUTH.UNAUTHORIZED", "B.ERROR.SHAPE"],
  hint: "credentials are checked before the verification; the body is { type: UNAUTHORIZED, message? }",
}, async (t) => {
  const id = freshId();
  await expectUnauthorized(t, "the confirm", (o) => confirm(t.api, id, { otp: t.faker.string.numeric(6) }, o));
});
