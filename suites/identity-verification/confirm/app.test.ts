// POST /identity-verifications/{id}/confirm of an APP verification: verified after the app step, not before.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { confirm } from "../../../harness/identity-verification/api.js";
import { completeInApp, requireAppStepWaits } from "../../../harness/identity-verification/app-completion.js";
import { expectRecord, expectRefused } from "../../../harness/identity-verification/expectations.js";
import { expectNotVerified, lookupRecord, sendNew } from "../../../harness/identity-verification/flows.js";
import { INPUT, SENDS } from "../../../harness/identity-verification/profile.js";

conformanceTest({
  id: "B-CONFIRM-APP-VERIFIES",
  title: "confirms an APP verification without otp once the app step is done",
  requirements: ["B.CONFIRM.APP", "B.CONFIRM.OTP-FIELD", "B.SEND.DELIVERS", "B.CONFIRM.SUCCESS", "B.CONFIRM.RESPONSE"],
  needs: SENDS,
  hint: "for APP the completion in the app is checked and otp is omitted; the step is completed through appCompletion unless appStep is completes-at-once",
}, async (t) => {
  const { id } = await sendNew(t, "APP");
  await completeInApp(t, id);
  const body = expectRecord(t, await confirm(t.api, id, {}), "the APP confirm after the app step");
  t.expect((body.identityVerification as { id?: unknown } | undefined)?.id, "identityVerification.id in the confirm response").toBe(id);
  const record = await lookupRecord(t, id, "the APP verification after confirm");
  t.expect(record.status, "status in the lookup after the APP confirm").toBe("VERIFIED");
});

conformanceTest({
  id: "B-CONFIRM-APP-INCOMPLETE",
  title: "does not verify an APP verification before the app step",
  requirements: ["B.CONFIRM.APP", "B.ERROR.SHAPE"],
  needs: [...SENDS, INPUT.appStep],
  hint: "the profile says the app step waits for the customer (appStep), so a confirm before it is refused; the error is open (B-OPEN-APP-COMPLETION)",
}, async (t) => {
  requireAppStepWaits(t);
  const { id } = await sendNew(t, "APP");
  expectRefused(t, await confirm(t.api, id, {}), "an APP confirm before the app step");
  await expectNotVerified(t, id, "an APP confirm before the app step");
});

pendingTest({ id: "B-CONFIRM-APP-PENDING-ERROR", title: "answers an APP confirm before the app step in a documented way", openPoint: "B-OPEN-APP-COMPLETION" });
