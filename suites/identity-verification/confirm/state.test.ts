// POST /identity-verifications/{id}/confirm on ids in the wrong state: never sent, unknown, already verified.
import { conformanceTest, pendingTest } from "../../../harness/conformance-test.js";
import { confirm } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS, expectVerifiedElsewhere } from "../../../harness/identity-verification/expectations.js";
import { verifiedThroughApi } from "../../../harness/identity-verification/flows.js";
import { INPUT, VERIFIES } from "../../../harness/identity-verification/profile.js";
import { freshId } from "../../../harness/identity-verification/provisioning.js";

/** Some OTP for verifications whose OTP does not matter: the state decides before any comparison. */
const ANY_OTP = "000000";

conformanceTest({
  id: "B-CONFIRM-NOT-SENT-404",
  title: "answers 404 IDENTITY_VERIFICATION_NOT_SENT before any send",
  requirements: ["B.CONFIRM.NOT-SENT", "B.CONFIRM.NOT-FOUND", "B.ERROR.SHAPE"],
  needs: [INPUT.ready],
  hint: "the profile's READY verification was never sent through the API",
}, async (t) => {
  const res = await confirm(t.api, t.input<string>(INPUT.ready), { otp: ANY_OTP });
  expectError(t, res, { status: 404, identifier: "IDENTITY_VERIFICATION_NOT_SENT", what: "a confirm of a verification never sent" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-CONFIRM-UNKNOWN-404",
  title: "answers 404 IDENTITY_VERIFICATION_NOT_FOUND to confirm an unknown id",
  requirements: ["B.CONFIRM.NOT-FOUND", "B.ERROR.SHAPE"],
}, async (t) => {
  const res = await confirm(t.api, freshId("conformance-unknown-"), { otp: ANY_OTP });
  expectError(t, res, { status: 404, identifier: "IDENTITY_VERIFICATION_NOT_FOUND", what: "a confirm of an unknown id" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-CONFIRM-VERIFIED-409",
  title: "answers 409 IDENTITY_VERIFICATION_ALREADY_VERIFIED to a 2nd confirm",
  requirements: ["B.CONFIRM.ALREADY-VERIFIED", "B.ERROR.SHAPE"],
  needs: VERIFIES,
  hint: "a verification sent and verified through the API is not verified again, even with the same OTP",
}, async (t) => {
  const { id, otp } = await verifiedThroughApi(t);
  expectError(t, await confirm(t.api, id, { otp }), { status: 409, identifier: "IDENTITY_VERIFICATION_ALREADY_VERIFIED", what: "a second confirm with the same OTP" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-CONFIRM-VERIFIED-ELSEWHERE",
  title: "refuses to confirm a verification verified without the API",
  requirements: ["B.CONFIRM.ALREADY-VERIFIED", "B.CONFIRM.NOT-SENT", "B.ERROR.SHAPE"],
  needs: [INPUT.verified],
  hint: "404 IDENTITY_VERIFICATION_NOT_SENT and 409 IDENTITY_VERIFICATION_ALREADY_VERIFIED both fit (AMBIGUITIES 10)",
}, async (t) => {
  expectVerifiedElsewhere(t, await confirm(t.api, t.input<string>(INPUT.verified), { otp: ANY_OTP }), "a confirm of the profile's VERIFIED verification");
});

pendingTest({ id: "B-CONFIRM-VERIFIED-ELSEWHERE-ERROR", title: "names one documented error for a verification verified elsewhere", openPoint: "B-OPEN-VERIFIED-WITHOUT-API" });
