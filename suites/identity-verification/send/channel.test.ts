// POST /identity-verifications/{id}/send with a channelKey the store does not have: 404 CHANNEL_NOT_FOUND.
import { randomBytes } from "node:crypto";
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody } from "../../../harness/identity-verification/send-body.js";

conformanceTest({
  id: "B-SEND-UNKNOWN-CHANNEL-404",
  title: "answers 404 CHANNEL_NOT_FOUND to an unknown channelKey",
  requirements: ["B.SEND.CHANNEL-NOT-FOUND", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "a channel key the store does not have must not fall back to another channel",
}, async (t) => {
  const channelKey = `conformance-no-such-channel-${randomBytes(6).toString("hex")}`;
  const res = await send(t.api, await sendableId(t), { ...validSendBody(t, "SMS"), channelKey });
  expectError(t, res, { status: 404, identifier: "CHANNEL_NOT_FOUND", what: "a send with a made-up channelKey" }, IDENTITY_VERIFICATION_ERRORS);
});
