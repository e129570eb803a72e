// POST /identity-verifications/{id}/send with an operator or method outside its enum: 400 INVALID_REQUEST.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { METHODS, notInEnum, OPERATORS } from "../../../harness/identity-verification/data.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody, withField } from "../../../harness/identity-verification/send-body.js";

const CASES = [
  { id: "B-SEND-BAD-OPERATOR-400", field: "operator", values: OPERATORS, requirement: "B.ENUM.OPERATOR" },
  { id: "B-SEND-BAD-METHOD-400", field: "method", values: METHODS, requirement: "B.ENUM.METHOD" },
];

for (const c of CASES) {
  conformanceTest({
    id: c.id,
    title: `answers 400 INVALID_REQUEST to a ${c.field} outside its enum`,
    requirements: [c.requirement, "B.ERROR.INVALID-REQUEST", "B.ERROR.SHAPE"],
    needs: SENDS,
    hint: `${c.field} must be one of ${c.values.join(", ")} (case-sensitive)`,
  }, async (t) => {
    const value = notInEnum(t.faker, c.values);
    const res = await send(t.api, await sendableId(t), withField(validSendBody(t, "SMS"), c.field, value));
    expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: `a send with ${c.field} "${value}"` }, IDENTITY_VERIFICATION_ERRORS);
  });
}
