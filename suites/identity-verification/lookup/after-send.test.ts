// GET /identity-verifications/{id} of a verification the test has just sent: record, custom data, channel.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { customData } from "../../../harness/identity-verification/data.js";
import { expectSchema } from "../../../harness/identity-verification/expectations.js";
import { lookupRecord, sendNew } from "../../../harness/identity-verification/flows.js";
import { SENDS } from "../../../harness/identity-verification/profile.js";

conformanceTest({
  id: "B-LOOKUP-RECORD-AFTER-SEND",
  title: "returns a sent verification as a record with the path's id",
  requirements: ["B.LOOKUP.REQUEST", "B.RECORD.ID", "B.RECORD.STATUS", "B.RECORD.REQUESTED-AT", "B.RECORD.UPDATED-AT",
    "B.RECORD.STATUS-CHANGED-AT", "B.RECORD.REQUESTED-CUSTOMER", "B.REQUESTED-CUSTOMER.FIELDS", "B.RECORD.VERIFIED-AT", "B.STORE.DEFAULT"],
  needs: SENDS,
  hint: "after send (without storeId) the token's store holds the verification; its status value is open, its fields are not",
}, async (t) => {
  const { id } = await sendNew(t);
  const record = await lookupRecord(t, id, "the verification just sent");
  expectSchema(t, "identity-verification.schema.json", record, "the lookup record after send");
  t.expect(record.id, "id in the record").toBe(id);
});

conformanceTest({
  id: "B-LOOKUP-CUSTOM-DATA",
  title: "gives back customData as it was sent",
  requirements: ["B.RECORD.CUSTOM-DATA", "B.SEND.OPTIONAL-FIELDS"],
  needs: SENDS,
  hint: "customData is the merchant's own string; when the record carries it, it is unchanged",
}, async (t) => {
  const data = customData(t.faker);
  const { id } = await sendNew(t, "SMS", (body) => (body.customData = data));
  const record = await lookupRecord(t, id, "a verification sent with customData");
  if ("customData" in record) t.expect(record.customData, "customData in the record").toBe(data);
});

conformanceTest({
  id: "B-LOOKUP-CHANNEL-SELECTED",
  title: "describes the channel that send selected by its key",
  requirements: ["B.RECORD.CHANNEL", "B.CHANNEL.TYPE", "B.CHANNEL.OPTIONAL-FIELDS", "B.CHANNEL.PG-PROVIDER", "B.CHANNEL.PG-MERCHANT-ID"],
  needs: SENDS,
  hint: "channel is the SelectedChannel of the channelKey given to send: type LIVE/TEST, pgProvider, pgMerchantId",
}, async (t) => {
  const { id, body } = await sendNew(t);
  const record = await lookupRecord(t, id, "the verification just sent");
  if (record.channel === undefined) return;
  expectSchema(t, "selected-channel.schema.json", record.channel, "channel of the record");
  const key = (record.channel as { key?: unknown }).key;
  if (key !== undefined) t.expect(key, "channel.key of the record").toBe(body.channelKey);
});

pendingTest({ id: "B-LOOKUP-STATUS-AFTER-SEND", title: "reports a documented status right after send", openPoint: "B-OPEN-STATUS-AFTER-SEND" });
pendingTest({ id: "B-LOOKUP-MOVE-TO-FAILED", title: "moves a verification to FAILED on a documented event", openPoint: "B-OPEN-STATUS-AFTER-SEND" });
