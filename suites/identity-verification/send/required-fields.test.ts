// POST /identity-verifications/{id}/send without one of its required fields: 400 INVALID_REQUEST.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody, without } from "../../../harness/identity-verification/send-body.js";

const CASES = [
  { id: "B-SEND-NO-CHANNEL-KEY-400", field: "channelKey", requirement: "B.SEND.CHANNEL-KEY" },
  { id: "B-SEND-NO-CUSTOMER-400", field: "customer", requirement: "B.SEND.CUSTOMER" },
  { id: "B-SEND-NO-NAME-400", field: "customer.name", requirement: "B.SEND.CUSTOMER-NAME" },
  { id: "B-SEND-NO-PHONE-400", field: "customer.phoneNumber", requirement: "B.SEND.CUSTOMER-PHONE" },
  { id: "B-SEND-NO-OPERATOR-400", field: "operator", requirement: "B.SEND.OPERATOR" },
  { id: "B-SEND-NO-METHOD-400", field: "method", requirement: "B.SEND.METHOD" },
];

for (const c of CASES) {
  conformanceTest({
    id: c.id,
    title: `answers 400 INVALID_REQUEST to a send without ${c.field}`,
    requirements: [c.requirement, "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
    needs: SENDS,
    hint: `${c.field} is required in the send body`,
  }, async (t) => {
    const res = await send(t.api, await sendableId(t), without(validSendBody(t, "SMS"), c.field));
    expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: `a send without ${c.field}` }, IDENTITY_VERIFICATION_ERRORS);
  });
}
