// POST /identity-verifications/{id}/confirm with a body that is no JSON object: 400 INVALID_REQUEST.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { confirmRaw } from "../../../harness/identity-verification/api.js";
import { completeInApp } from "../../../harness/identity-verification/app-completion.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { expectNotVerified, sendNew } from "../../../harness/identity-verification/flows.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";

conformanceTest({
  id: "B-CONFIRM-BODY-NOT-OBJECT-400",
  title: "answers 400 INVALID_REQUEST to a confirm body that is no JSON object",
  requirements: ["B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "the confirm body is a JSON object (storeId, otp): cut-off JSON, an array, a number or null is the wrong format; the verification is an APP one "
    + "whose app step is done, so nothing but the body is wrong, and it stays unverified",
}, async (t) => {
  const { id } = await sendNew(t, "APP");
  await completeInApp(t, id);
  for (const raw of ["{", "[]", "5", "null"]) {
    expectError(t, await confirmRaw(t.api, id, raw), { status: 400, identifier: "INVALID_REQUEST", what: `a confirm whose body is ${raw}` }, IDENTITY_VERIFICATION_ERRORS);
  }
  await expectNotVerified(t, id, "confirms whose body is no object");
});
