// POST /identity-verifications/{id}/send with a body that is not JSON or missing, or a field of the wrong type.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { send, sendRaw, sendWithoutBody } from "../../../harness/identity-verification/api.js";
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

// A value that is no string is the wrong format, and as it is it names no channel either: the spec orders neither
// 400 INVALID_REQUEST nor 404 CHANNEL_NOT_FOUND, so both are accepted. The array holds the real key, so a target that
// reads it as text finds the channel and goes on: only it answers a success, which neither rule allows.
conformanceTest({
  id: "B-SEND-WRONG-TYPE-400",
  title: "refuses a channelKey that is no string, even one holding the key",
  requirements: ["B.SEND.CHANNEL-KEY", "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "channelKey is a string; an array holding the profile's key is the wrong format (400 INVALID_REQUEST), "
    + "or names no channel as it is (404 CHANNEL_NOT_FOUND): the spec orders neither, so both are accepted",
}, async (t) => {
  const body = validSendBody(t, "SMS");
  const res = await send(t.api, await sendableId(t), withField(body, "channelKey", [body.channelKey]));
  t.expect(res.status, "status of a send whose channelKey is an array holding the key (400 or 404)").toBeOneOf([400, 404]);
  const identifier = res.status === 404 ? "CHANNEL_NOT_FOUND" : "INVALID_REQUEST";
  expectError(t, res, { status: res.status, identifier, what: "a send whose channelKey is an array holding the key" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-SEND-NO-BODY-400",
  title: "answers 400 INVALID_REQUEST to a send without a body",
  requirements: ["B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "the send body and its required fields are missing: invalid input (400), not a server failure (500)",
}, async (t) => {
  expectError(t, await sendWithoutBody(t.api, await sendableId(t)), { status: 400, identifier: "INVALID_REQUEST", what: "a send without a body" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-SEND-NULL-CUSTOMER-400",
  title: "answers 400 INVALID_REQUEST to customer: null",
  requirements: ["B.SEND.CUSTOMER", "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "customer is a required object; null is the wrong format (400), not a server failure (500)",
}, async (t) => {
  const res = await send(t.api, await sendableId(t), withField(validSendBody(t, "SMS"), "customer", null));
  expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: "a send with customer: null" }, IDENTITY_VERIFICATION_ERRORS);
});

// The optional string fields, each given a number: one wrong type per request.
const OPTIONAL_STRINGS = [
  { id: "B-SEND-CUSTOM-DATA-TYPE-400", field: "customData" },
  { id: "B-SEND-CUSTOMER-ID-TYPE-400", field: "customer.id" },
  { id: "B-SEND-BYPASS-TYPE-400", field: "bypass" },
];

for (const c of OPTIONAL_STRINGS) {
  conformanceTest({
    id: c.id,
    title: `answers 400 INVALID_REQUEST to a numeric ${c.field}`,
    requirements: ["B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
    needs: SENDS,
    hint: `${c.field} is optional, but when given it is a string; a number is the wrong format`,
  }, async (t) => {
    const value = t.faker.number.int({ min: 1, max: 99_999 });
    const res = await send(t.api, await sendableId(t), withField(validSendBody(t, "SMS"), c.field, value));
    expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: `a send with ${c.field} ${value} (a number)` }, IDENTITY_VERIFICATION_ERRORS);
  });
}
