// POST /identity-verifications/{id}/send through the profile's provider trigger: 500 PG_PROVIDER with pgCode and pgMessage.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { send } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { INPUT, SENDS, type IdentityVerificationProfile } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody } from "../../../harness/identity-verification/send-body.js";

conformanceTest({
  id: "B-SEND-PG-PROVIDER-500",
  title: "answers a provider failure with 500 PG_PROVIDER, pgCode, pgMessage",
  requirements: ["B.SEND.PROVIDER-ERROR", "B.ERROR.PG-PROVIDER", "B.ERROR.SHAPE"],
  needs: [...SENDS, INPUT.pgProviderTrigger],
  hint: "a 500 of area B holds type PG_PROVIDER, pgCode (string) and pgMessage (string)",
}, async (t) => {
  const trigger = t.input<NonNullable<IdentityVerificationProfile["pgProviderTrigger"]>>(INPUT.pgProviderTrigger);
  const body = validSendBody(t, "SMS");
  if (trigger.channelKey) body.channelKey = trigger.channelKey;
  if (trigger.phoneNumber) body.customer.phoneNumber = trigger.phoneNumber;
  expectError(t, await send(t.api, await sendableId(t), body), { status: 500, identifier: "PG_PROVIDER", what: "a send through the profile's provider trigger" }, IDENTITY_VERIFICATION_ERRORS);
});
