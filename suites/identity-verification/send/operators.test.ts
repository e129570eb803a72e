// POST /identity-verifications/{id}/send with each IdentityVerificationOperator value.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { OPERATORS } from "../../../harness/identity-verification/data.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody } from "../../../harness/identity-verification/send-body.js";

conformanceTest({
  id: "B-SEND-EACH-OPERATOR",
  title: "accepts each of the six operator values",
  requirements: ["B.ENUM.OPERATOR"],
  needs: SENDS,
  hint: "operator is one of SKT, KT, LGU, SKT_MVNO, KT_MVNO, LGU_MVNO",
}, async (t) => {
  for (const operator of OPERATORS) {
    const res = await send(t.api, await sendableId(t), { ...validSendBody(t, "SMS"), operator });
    t.expect(res.status, `status of a send with operator ${operator}`).toBe(200);
  }
});
