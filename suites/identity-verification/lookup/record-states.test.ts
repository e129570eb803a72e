// GET /identity-verifications/{id} of the verifications the profile names in each state: the record, field by field.
import { conformanceTest, pendingTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { expectSchema, type Json } from "../../../harness/identity-verification/expectations.js";
import { lookupRecord } from "../../../harness/identity-verification/flows.js";
import { INPUT } from "../../../harness/identity-verification/profile.js";

const VERIFIED_ONLY = ["verifiedCustomer", "verifiedAt", "pgTxId", "pgRawResponse"];
const COMMON = ["B.LOOKUP.REQUEST", "B.RECORD.STATUS", "B.RECORD.ID", "B.RECORD.REQUESTED-AT", "B.RECORD.UPDATED-AT",
  "B.RECORD.STATUS-CHANGED-AT", "B.RECORD.FIELD-NAMES", "B.STATES", "B.PATH.UNVERSIONED"];

async function recordInState(t: Conformance, status: "READY" | "VERIFIED" | "FAILED", path: string): Promise<Json> {
  const id = t.input<string>(path);
  const record = await lookupRecord(t, id, `the ${status} verification named by ${path}`);
  expectSchema(t, "identity-verification.schema.json", record, `the lookup record of the ${status} verification`);
  t.expect(record.id, "id in the record").toBe(id);
  t.expect(record.status, "status in the record").toBe(status);
  return record;
}

function expectAbsent(t: Conformance, record: Json, fields: string[], status: string): void {
  for (const field of fields) t.expect(field in record, `${field} is present on a ${status} record`).toBe(false);
}

conformanceTest({
  id: "B-LOOKUP-RECORD-READY",
  title: "returns a READY verification with the record's fields and types",
  requirements: [...COMMON, "B.RECORD.VERIFIED-CUSTOMER", "B.RECORD.VERIFIED-AT", "B.RECORD.PG-TX-ID", "B.RECORD.PG-RAW-RESPONSE"],
  needs: [INPUT.ready],
  hint: "status, id, requestedAt, updatedAt, statusChangedAt are required; verified* and pg* fields exist only when VERIFIED",
}, async (t) => {
  expectAbsent(t, await recordInState(t, "READY", INPUT.ready), VERIFIED_ONLY, "READY");
});

conformanceTest({
  id: "B-LOOKUP-RECORD-VERIFIED",
  title: "returns a VERIFIED verification without requestedCustomer",
  requirements: [...COMMON, "B.RECORD.REQUESTED-CUSTOMER", "B.RECORD.VERIFIED-CUSTOMER", "B.RECORD.VERIFIED-AT", "B.RECORD.PG-TX-ID",
    "B.RECORD.PG-RAW-RESPONSE", "B.VERIFIED-CUSTOMER.NAME", "B.VERIFIED-CUSTOMER.BIRTH-DATE", "B.VERIFIED-CUSTOMER.GENDER",
    "B.VERIFIED-CUSTOMER.IS-FOREIGNER", "B.VERIFIED-CUSTOMER.CI", "B.VERIFIED-CUSTOMER.DI", "B.RECORD.CHANNEL", "B.CHANNEL.TYPE",
    "B.CHANNEL.OPTIONAL-FIELDS", "B.CHANNEL.PG-PROVIDER", "B.CHANNEL.PG-MERCHANT-ID"],
  needs: [INPUT.verified],
  hint: "requestedCustomer exists only when READY or FAILED; verifiedCustomer.birthDate is yyyy-MM-dd, gender MALE/FEMALE/OTHER",
}, async (t) => {
  expectAbsent(t, await recordInState(t, "VERIFIED", INPUT.verified), ["requestedCustomer"], "VERIFIED");
});

conformanceTest({
  id: "B-LOOKUP-RECORD-FAILED",
  title: "returns a FAILED verification without the verified-only fields",
  requirements: [...COMMON, "B.RECORD.REQUESTED-CUSTOMER", "B.REQUESTED-CUSTOMER.FIELDS", "B.RECORD.VERIFIED-CUSTOMER",
    "B.RECORD.VERIFIED-AT", "B.RECORD.PG-TX-ID", "B.RECORD.PG-RAW-RESPONSE", "B.RECORD.CHANNEL", "B.CHANNEL.TYPE",
    "B.CHANNEL.OPTIONAL-FIELDS", "B.CHANNEL.PG-PROVIDER", "B.CHANNEL.PG-MERCHANT-ID", "B.RECORD.CUSTOM-DATA"],
  needs: [INPUT.failed],
  hint: "verifiedCustomer, verifiedAt, pgTxId and pgRawResponse exist only when VERIFIED",
}, async (t) => {
  expectAbsent(t, await recordInState(t, "FAILED", INPUT.failed), VERIFIED_ONLY, "FAILED");
});

pendingTest({ id: "B-LOOKUP-REQUESTED-CUSTOMER-PRESENT", title: "gives requestedCustomer on every READY and FAILED record", openPoint: "B-OPEN-REQUESTED-CUSTOMER" });
pendingTest({ id: "B-LOOKUP-VERIFIED-FIELDS-PRESENT", title: "gives verifiedCustomer, verifiedAt and pg fields when VERIFIED", openPoint: "B-OPEN-VERIFIED-FIELDS" });
pendingTest({ id: "B-LOOKUP-TIMESTAMP-FORMAT", title: "writes the record's timestamps in a documented format", openPoint: "B-OPEN-TIMESTAMP-FORMAT" });
pendingTest({ id: "B-LOOKUP-PG-PROVIDER-VALUE", title: "gives only PROVIDER_A as channel.pgProvider", openPoint: "B-OPEN-PG-PROVIDER-VALUES" });
