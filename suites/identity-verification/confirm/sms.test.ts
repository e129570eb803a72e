// POST /identity-verifications/{id}/confirm with the OTP that was sent by SMS: the verification becomes VERIFIED.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { expectSchema } from "../../../harness/identity-verification/expectations.js";
import { confirmBySms, lookupRecord, sendNew, verifiedThroughApi } from "../../../harness/identity-verification/flows.js";
import { VERIFIES } from "../../../harness/identity-verification/profile.js";

conformanceTest({
  id: "B-CONFIRM-SMS-VERIFIES",
  title: "confirms an SMS verification with the OTP that was sent",
  requirements: ["B.CONFIRM.OTP", "B.SEND.DELIVERS", "B.CONFIRM.RESPONSE", "B.CONFIRM.OTP-FIELD"],
  needs: VERIFIES,
  hint: "the OTP the SMS carried (read through the profile's OTP source) completes the verification",
}, async (t) => {
  const { id } = await sendNew(t, "SMS");
  const { body } = await confirmBySms(t, id);
  const verification = body.identityVerification as { id?: unknown } | undefined;
  t.expect(verification?.id, "identityVerification.id in the confirm response").toBe(id);
});

conformanceTest({
  id: "B-CONFIRM-RESPONSE-RECORD",
  title: "returns identityVerification with every required field",
  requirements: ["B.CONFIRM.RESPONSE", "B.CONFIRM.RESPONSE-REQUIRED", "B.VERIFIED-CUSTOMER.NAME", "B.VERIFIED-CUSTOMER.BIRTH-DATE",
    "B.VERIFIED-CUSTOMER.GENDER", "B.VERIFIED-CUSTOMER.IS-FOREIGNER", "B.VERIFIED-CUSTOMER.CI", "B.VERIFIED-CUSTOMER.DI",
    "B.CHANNEL.TYPE", "B.CHANNEL.PG-PROVIDER", "B.CHANNEL.PG-MERCHANT-ID", "B.RECORD.FIELD-NAMES"],
  needs: VERIFIES,
  hint: "id, requestedAt, updatedAt, statusChangedAt, verifiedCustomer, verifiedAt, pgTxId, pgRawResponse are required",
}, async (t) => {
  const { id } = await sendNew(t, "SMS");
  const { body } = await confirmBySms(t, id);
  expectSchema(t, "confirm-response.schema.json", body, "the confirm response");
});

conformanceTest({
  id: "B-CONFIRM-LOOKUP-VERIFIED",
  title: "makes the lookup report VERIFIED without requestedCustomer",
  requirements: ["B.CONFIRM.SUCCESS", "B.RECORD.REQUESTED-CUSTOMER", "B.RECORD.VERIFIED-CUSTOMER", "B.RECORD.VERIFIED-AT",
    "B.RECORD.PG-TX-ID", "B.RECORD.PG-RAW-RESPONSE", "B.STATES"],
  needs: VERIFIES,
  hint: "after a successful confirm the lookup says VERIFIED; requestedCustomer exists only when READY or FAILED",
}, async (t) => {
  const { id } = await verifiedThroughApi(t);
  const record = await lookupRecord(t, id, "the verification after a successful confirm");
  t.expect(record.status, "status in the lookup after confirm").toBe("VERIFIED");
  expectSchema(t, "identity-verification.schema.json", record, "the lookup record after confirm");
  t.expect("requestedCustomer" in record, "requestedCustomer is present on the VERIFIED record").toBe(false);
});
