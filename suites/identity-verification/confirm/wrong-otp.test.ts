// POST /identity-verifications/{id}/confirm with a wrong or no OTP: not a success, and the verification is not VERIFIED.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { confirm } from "../../../harness/identity-verification/api.js";
import { otherOtp } from "../../../harness/identity-verification/data.js";
import { expectRefused } from "../../../harness/identity-verification/expectations.js";
import { expectNotVerified, sendNew } from "../../../harness/identity-verification/flows.js";
import { otpReader } from "../../../harness/identity-verification/otp-source.js";
import { SENDS, VERIFIES } from "../../../harness/identity-verification/profile.js";

conformanceTest({
  id: "B-CONFIRM-WRONG-OTP",
  title: "does not verify an SMS verification with a wrong OTP",
  requirements: ["B.CONFIRM.OTP", "B.ERROR.SHAPE"],
  needs: VERIFIES,
  hint: "the given otp is compared with the sent one; the exact error for a mismatch is open (B-OPEN-WRONG-OTP)",
}, async (t) => {
  const { id } = await sendNew(t, "SMS");
  const wrong = otherOtp(await otpReader(t).current(id));
  expectRefused(t, await confirm(t.api, id, { otp: wrong }), "a confirm with a wrong OTP");
  await expectNotVerified(t, id, "a confirm with a wrong OTP");
});

conformanceTest({
  id: "B-CONFIRM-SMS-NO-OTP",
  title: "does not verify an SMS verification confirmed without otp",
  requirements: ["B.CONFIRM.OTP", "B.CONFIRM.OTP-FIELD", "B.ERROR.SHAPE"],
  needs: SENDS,
  hint: "for SMS the otp is compared with the sent one: a confirm without one cannot succeed",
}, async (t) => {
  const { id } = await sendNew(t, "SMS");
  expectRefused(t, await confirm(t.api, id, {}), "an SMS confirm without otp");
  await expectNotVerified(t, id, "an SMS confirm without otp");
});

pendingTest({ id: "B-CONFIRM-WRONG-OTP-ERROR", title: "answers a wrong OTP with a documented status and type", openPoint: "B-OPEN-WRONG-OTP" });
