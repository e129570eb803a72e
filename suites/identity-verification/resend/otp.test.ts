// POST /identity-verifications/{id}/resend of an SMS verification: the old OTP expires and a new one verifies.
import { conformanceTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { confirm, resend } from "../../../harness/identity-verification/api.js";
import { expectEmptySuccess, expectRecord, expectRefused } from "../../../harness/identity-verification/expectations.js";
import { expectNotVerified, lookupRecord, sendNew } from "../../../harness/identity-verification/flows.js";
import { dynamicOtpReader } from "../../../harness/identity-verification/otp-source.js";
import { SENDS, VERIFIES } from "../../../harness/identity-verification/profile.js";

/** Sends by SMS, reads the OTP, resends, and reads the OTP that replaced it. */
async function resent(t: Conformance): Promise<{ id: string; old: string; fresh: string }> {
  const otps = dynamicOtpReader(t);
  const { id } = await sendNew(t, "SMS");
  const old = await otps.current(id);
  expectEmptySuccess(t, await resend(t.api, id), "the resend");
  const fresh = await otps.next(id, old);
  t.expect(fresh, "an OTP other than the first one, reported by the OTP source after resend").toBeDefined();
  return { id, old, fresh: fresh! };
}

conformanceTest({
  id: "B-RESEND-SMS-ACCEPTED",
  title: "answers a resend of a sent SMS verification with an empty 200",
  requirements: ["B.RESEND.EMPTY-SUCCESS"],
  needs: SENDS,
  hint: "resend answers an empty success: 200 with a zero-length body or {}",
}, async (t) => {
  const { id } = await sendNew(t, "SMS");
  expectEmptySuccess(t, await resend(t.api, id), "a resend of a sent SMS verification");
});

conformanceTest({
  id: "B-RESEND-OLD-OTP-REFUSED",
  title: "does not verify with the OTP sent before the resend",
  requirements: ["B.RESEND.NEW-OTP", "B.ERROR.SHAPE"],
  needs: VERIFIES,
  hint: "resend expires the old OTP",
}, async (t) => {
  const { id, old } = await resent(t);
  expectRefused(t, await confirm(t.api, id, { otp: old }), "a confirm with the OTP from before the resend");
  await expectNotVerified(t, id, "a confirm with the expired OTP");
});

conformanceTest({
  id: "B-RESEND-NEW-OTP-VERIFIES",
  title: "verifies with the OTP sent by the resend",
  requirements: ["B.RESEND.NEW-OTP", "B.CONFIRM.SUCCESS"],
  needs: VERIFIES,
  hint: "resend sends a new OTP, and that one completes the verification",
}, async (t) => {
  const { id, fresh } = await resent(t);
  expectRecord(t, await confirm(t.api, id, { otp: fresh }), "a confirm with the new OTP");
  t.expect((await lookupRecord(t, id, "the verification after the confirm")).status, "status after confirming with the new OTP").toBe("VERIFIED");
});
