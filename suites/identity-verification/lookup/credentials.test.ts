// GET /identity-verifications/{id} without a credential or with a wrong one: 401 UNAUTHORIZED.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { lookup } from "../../../harness/identity-verification/api.js";
import { expectUnauthorized } from "../../../harness/identity-verification/credentials.js";
import { ivProfile } from "../../../harness/identity-verification/profile.js";
import { freshId } from "../../../harness/identity-verification/provisioning.js";

conformanceTest({
  id: "B-LOOKUP-UNAUTHORIZED",
  title: "answers 401 UNAUTHORIZED to a lookup without a valid credential",
  requirements: ["B.AUTH.UNAUTHORIZED", "B.ERROR.SHAPE"],
  hint: "credentials are checked before anything else; the body is { type: UNAUTHORIZED, message? }",
}, async (t) => {
  const id = ivProfile(t.run.profile).verificationIds?.READY ?? freshId();
  await expectUnauthorized(t, "the lookup", (o) => lookup(t.api, id, o));
});
