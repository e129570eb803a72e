// POST /identity-verifications/{id}/send with a body that is not JSON, or a field of the wrong type.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { send, sendRaw } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody, withField } from "../../../harness/identity-verification/send-body.js";

conformanceTest({
  id: "B-SEND-MALFORMED-JSON-400",
  title: "answers 400 INVALID_REQUEST to a send body that is not JSON",
  requirements: ["B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "a malformed body is invalid input (400), not a server failure (500)",
}, async (t) => {
  const raw = JSON.stringify(validSendBody(t, "SMS")).slice(0, -12);
  expectError(t, await sendRaw(t.api, await sendableId(t), raw), { status: 400, identifier: "INVALID_REQUEST", what: "a send whose body is cut-off JSON" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-SEND-WRONG-TYPE-400",
  title: "answers 400 INVALID_REQUEST to a numeric channelKey",
  requirements: ["B.SEND.CHANNEL-KEY", "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "channelKey is a string; a number is the wrong format",
}, async (t) => {
  const value = t.faker.number.int({ min: 10_000, max: 99_999 });
  const res = await send(t.api, await sendableId(t), withField(validSendBody(t, "SMS"), "channelKey", value));
  expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: `a send with channelKey ${value} (a number)` }, IDENTITY_VERIFICATION_ERRORS);
});
