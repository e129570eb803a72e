// POST /identity-verifications/{id}/resend of an APP verification: resend is for SMS only.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { resend } from "../../../harness/identity-verification/api.js";
import { expectRefused } from "../../../harness/identity-verification/expectations.js";
import { sendNew } from "../../../harness/identity-verification/flows.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";

conformanceTest({
  id: "B-RESEND-APP-REFUSED",
  title: "refuses to resend an APP verification",
  requirements: ["B.RESEND.SMS-ONLY", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "resend is for the SMS method only; which error answers an APP resend is open (B-OPEN-APP-RESEND)",
}, async (t) => {
  const { id } = await sendNew(t, "APP");
  expectRefused(t, await resend(t.api, id), "a resend of an APP verification");
});

pendingTest({ id: "B-RESEND-APP-ERROR", title: "answers an APP resend with a documented status and type", openPoint: "B-OPEN-APP-RESEND" });
