// POST /identity-verifications/{id}/send with phone numbers that are not digits only: 400 INVALID_REQUEST.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { hyphenatedPhoneNumber, phoneNumberWithLetters } from "../../../harness/identity-verification/data.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody, withField } from "../../../harness/identity-verification/send-body.js";

const CASES = [
  { id: "B-SEND-PHONE-HYPHENS-400", title: "answers 400 INVALID_REQUEST to a phone number with hyphens", make: hyphenatedPhoneNumber },
  { id: "B-SEND-PHONE-LETTERS-400", title: "answers 400 INVALID_REQUEST to a phone number with letters", make: phoneNumberWithLetters },
];

for (const c of CASES) {
  conformanceTest({
    id: c.id,
    title: c.title,
    requirements: ["B.PHONE.DIGITS", "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
    needs: SENDS,
    hint: "phone numbers in area B are digits only, without hyphens: the service refuses, it does not clean them up",
  }, async (t) => {
    const phone = c.make(t.faker);
    const res = await send(t.api, await sendableId(t), withField(validSendBody(t, "SMS"), "customer.phoneNumber", phone));
    expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: `a send with phoneNumber "${phone}"` }, IDENTITY_VERIFICATION_ERRORS);
  });
}

pendingTest({ id: "B-SEND-PHONE-TOO-SHORT", title: "refuses a digits-only phone number that is too short", openPoint: "B-OPEN-PHONE-LENGTH" });
