// POST /identity-verifications/{id}/send when it was sent before or is verified: 409.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { sendNew, verifiedThroughApi } from "../../../harness/identity-verification/flows.js";
import { INPUT, SENDS, VERIFIES } from "../../../harness/identity-verification/profile.js";
import { validSendBody } from "../../../harness/identity-verification/send-body.js";

conformanceTest({
  id: "B-SEND-TWICE-409",
  title: "answers 409 IDENTITY_VERIFICATION_ALREADY_SENT to a second send",
  requirements: ["B.SEND.ALREADY-SENT", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "a verification already sent through the API cannot be sent again (resend is the way to a new OTP)",
}, async (t) => {
  const { id } = await sendNew(t);
  expectError(t, await send(t.api, id, validSendBody(t, "SMS")), { status: 409, identifier: "IDENTITY_VERIFICATION_ALREADY_SENT", what: "a second send of the same id" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-SEND-VERIFIED-409",
  title: "answers 409 IDENTITY_VERIFICATION_ALREADY_VERIFIED to a verified id",
  requirements: ["B.SEND.ALREADY-VERIFIED", "B.ERROR.SHAPE"],
  needs: [INPUT.verified, INPUT.channelKey],
  hint: "the profile's VERIFIED verification was never sent through the API, so only ALREADY_VERIFIED applies",
}, async (t) => {
  const res = await send(t.api, t.input<string>(INPUT.verified), validSendBody(t, "SMS"));
  expectError(t, res, { status: 409, identifier: "IDENTITY_VERIFICATION_ALREADY_VERIFIED", what: "a send of the profile's VERIFIED verification" }, IDENTITY_VERIFICATION_ERRORS);
});

// Sent and verified through the API: "not already verified and not already sent through the API (otherwise 409)"
// orders neither condition, so both identifiers of the one 409 row are accepted.
conformanceTest({
  id: "B-SEND-AFTER-CONFIRM-409",
  title: "answers 409 to a send of a verification it verified",
  requirements: ["B.SEND.ALREADY-VERIFIED", "B.SEND.ALREADY-SENT", "B.ERROR.SHAPE"],
  needs: VERIFIES,
  hint: "sent and verified through the API: both 409 types fit, which one wins is open (B-OPEN-SEND-409-TYPE)",
}, async (t) => {
  const { id } = await verifiedThroughApi(t);
  expectError(t, await send(t.api, id, validSendBody(t, "SMS")), { status: 409, identifier: ["IDENTITY_VERIFICATION_ALREADY_VERIFIED", "IDENTITY_VERIFICATION_ALREADY_SENT"], what: "a send after a successful confirm" }, IDENTITY_VERIFICATION_ERRORS);
});

pendingTest({ id: "B-SEND-AFTER-CONFIRM-TYPE", title: "names one documented 409 type for a send after confirm", openPoint: "B-OPEN-SEND-409-TYPE" });
pendingTest({ id: "B-SEND-UNKNOWN-ID", title: "creates the verification when sending to an unknown id", openPoint: "B-OPEN-SEND-CREATES" });
pendingTest({ id: "B-SEND-INVALID-STORE-ID", title: "answers 400 INVALID_REQUEST to a send with an invalid storeId", openPoint: "B-OPEN-STORE-ID-OTHER-OPS" });
