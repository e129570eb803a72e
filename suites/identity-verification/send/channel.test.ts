// POST /identity-verifications/{id}/send with a channelKey the store does not have: 404 CHANNEL_NOT_FOUND.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { unknownLike } from "../../../harness/data/unknown-like.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody } from "../../../harness/identity-verification/send-body.js";

conformanceTest({
  id: "B-SEND-UNKNOWN-CHANNEL-404",
  title: "answers 404 CHANNEL_NOT_FOUND to an unknown channelKey",
  requirements: ["B.SEND.CHANNEL-NOT-FOUND", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "a channel key the store does not have must not fall back to another channel; it has the form of the profile's channelKey, so only its existence is wrong",
}, async (t) => {
  const body = validSendBody(t, "SMS");
  const channelKey = unknownLike(t.faker, body.channelKey);
  const res = await send(t.api, await sendableId(t), { ...body, channelKey });
  expectError(t, res, { status: 404, identifier: "CHANNEL_NOT_FOUND", what: `a send with channelKey "${channelKey}", shaped like the profile's` }, IDENTITY_VERIFICATION_ERRORS);
});
