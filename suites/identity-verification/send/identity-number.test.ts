// POST /identity-verifications/{id}/send: identityNumber is required for SMS and is the first 7 digits.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { eightDigitIdentityNumber, malformedIdentityNumber, sixDigitIdentityNumber } from "../../../harness/identity-verification/data.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody, withField, without } from "../../../harness/identity-verification/send-body.js";

conformanceTest({
  id: "B-SEND-SMS-NO-IDENTITY-400",
  title: "answers 400 INVALID_REQUEST to an SMS send without identityNumber",
  requirements: ["B.SEND.IDENTITY-NUMBER-SMS", "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "customer.identityNumber is required for the SMS method",
}, async (t) => {
  const res = await send(t.api, await sendableId(t), without(validSendBody(t, "SMS"), "customer.identityNumber"));
  expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: "an SMS send without customer.identityNumber" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-SEND-IDENTITY-FORMAT-400",
  title: "answers 400 INVALID_REQUEST to an identityNumber of letters",
  requirements: ["B.SEND.IDENTITY-NUMBER-FORMAT", "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "identityNumber is the first 7 digits of the resident registration number",
}, async (t) => {
  const value = malformedIdentityNumber(t.faker);
  const res = await send(t.api, await sendableId(t), withField(validSendBody(t, "SMS"), "customer.identityNumber", value));
  expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: `an SMS send with identityNumber "${value}"` }, IDENTITY_VERIFICATION_ERRORS);
});

// The length alone: digits, and a birth date that exists, with one digit too few or too many.
const LENGTHS = [
  { id: "B-SEND-IDENTITY-SIX-DIGITS-400", digits: 6, value: sixDigitIdentityNumber },
  { id: "B-SEND-IDENTITY-EIGHT-DIGITS-400", digits: 8, value: eightDigitIdentityNumber },
];

for (const c of LENGTHS) {
  conformanceTest({
    id: c.id,
    title: `answers 400 INVALID_REQUEST to an identityNumber of ${c.digits} digits`,
    requirements: ["B.SEND.IDENTITY-NUMBER-FORMAT", "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
    needs: SENDS,
    hint: "identityNumber is the first 7 digits of the resident registration number: 6 or 8 digits are not that",
  }, async (t) => {
    const value = c.value(t.faker);
    const res = await send(t.api, await sendableId(t), withField(validSendBody(t, "SMS"), "customer.identityNumber", value));
    expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: `an SMS send with identityNumber "${value}" (${c.digits} digits)` }, IDENTITY_VERIFICATION_ERRORS);
  });
}

pendingTest({ id: "B-SEND-IDENTITY-NO-SUCH-DATE", title: "refuses an identityNumber whose birth date does not exist", openPoint: "B-OPEN-IDENTITY-DATE" });
