// POST /identity-verifications/{id}/resend on ids in the wrong state: never sent, unknown, already verified.
import { conformanceTest, pendingTest } from "../../../harness/conformance-test.js";
import { resend } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS, expectVerifiedElsewhere } from "../../../harness/identity-verification/expectations.js";
import { verifiedThroughApi } from "../../../harness/identity-verification/flows.js";
import { INPUT, VERIFIES } from "../../../harness/identity-verification/profile.js";
import { freshId } from "../../../harness/identity-verification/provisioning.js";

conformanceTest({
  id: "B-RESEND-NOT-SENT-404",
  title: "answers 404 IDENTITY_VERIFICATION_NOT_SENT to a resend before send",
  requirements: ["B.RESEND.NOT-SENT", "B.RESEND.NOT-FOUND", "B.ERROR.SHAPE"],
  needs: [INPUT.ready],
  hint: "resend has the preconditions of confirm: sent through the API first",
}, async (t) => {
  const res = await resend(t.api, t.input<string>(INPUT.ready));
  expectError(t, res, { status: 404, identifier: "IDENTITY_VERIFICATION_NOT_SENT", what: "a resend of a verification never sent" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-RESEND-UNKNOWN-404",
  title: "answers 404 IDENTITY_VERIFICATION_NOT_FOUND to resend an unknown id",
  requirements: ["B.RESEND.NOT-FOUND", "B.ERROR.SHAPE"],
}, async (t) => {
  expectError(t, await resend(t.api, freshId("conformance-unknown-")), { status: 404, identifier: "IDENTITY_VERIFICATION_NOT_FOUND", what: "a resend of an unknown id" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-RESEND-VERIFIED-409",
  title: "answers 409 IDENTITY_VERIFICATION_ALREADY_VERIFIED after confirm",
  requirements: ["B.RESEND.ALREADY-VERIFIED", "B.ERROR.SHAPE"],
  needs: VERIFIES,
  hint: "a verified SMS verification gets no new OTP",
}, async (t) => {
  const { id } = await verifiedThroughApi(t);
  expectError(t, await resend(t.api, id), { status: 409, identifier: "IDENTITY_VERIFICATION_ALREADY_VERIFIED", what: "a resend after a successful confirm" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-RESEND-VERIFIED-ELSEWHERE",
  title: "refuses to resend for a verification verified without the API",
  requirements: ["B.RESEND.ALREADY-VERIFIED", "B.RESEND.NOT-SENT", "B.ERROR.SHAPE"],
  needs: [INPUT.verified],
  hint: "404 IDENTITY_VERIFICATION_NOT_SENT and 409 IDENTITY_VERIFICATION_ALREADY_VERIFIED both fit (AMBIGUITIES 10)",
}, async (t) => {
  expectVerifiedElsewhere(t, await resend(t.api, t.input<string>(INPUT.verified)), "a resend of the profile's VERIFIED verification");
});

pendingTest({ id: "B-RESEND-VERIFIED-ELSEWHERE-ERROR", title: "names one documented error for a resend of one verified elsewhere", openPoint: "B-OPEN-VERIFIED-WITHOUT-API" });
pendingTest({ id: "B-RESEND-STORE-ID", title: "takes storeId for resend where the spec places it", openPoint: "B-OPEN-RESEND-STORE-ID" });
