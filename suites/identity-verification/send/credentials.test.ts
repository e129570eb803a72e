// POST /identity-verifications/{id}/send without a credential or with a wrong one: 401 UNAUTHORIZED.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { expectUnauthorized } from "../../../harness/identity-verification/credentials.js";
import { identityNumber, operator, personName, phoneNumber } from "../../../harness/identity-verification/data.js";
import { ivProfile } from "../../../harness/identity-verification/profile.js";
import { freshId } from "../../../harness/identity-verification/provisioning.js";

conformanceTest({
  id: "B-SEND-UNAUTHORIZED",
  title: "answers 401 UNAUTHORIZED to a send without a valid credential",
  requirements: ["B.AUTH.UNAUTHORIZED", "B.ERROR.SHAPE"],
  hint: "credentials are checked before the body; the body is { type: UNAUTHORIZED, message? }",
}, async (t) => {
  const f = t.faker;
  const body = {
    channelKey: ivProfile(t.run.profile).channelKey ?? "conformance-channel",
    customer: { name: personName(f), phoneNumber: phoneNumber(f), identityNumber: identityNumber(f) },
    operator: operator(f),
    method: "SMS",
  };
  const id = freshId();
  await expectUnauthorized(t, "the send", (o) => send(t.api, id, body, o));
});
