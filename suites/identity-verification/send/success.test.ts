// POST /identity-verifications/{id}/send with valid bodies: SMS, APP, optional fields, bypass, the own storeId, no storeId.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { lookup, send } from "../../../harness/identity-verification/api.js";
import { customData } from "../../../harness/identity-verification/data.js";
import { expectEmptySuccess, expectRecord, expectRefused } from "../../../harness/identity-verification/expectations.js";
import { lookupRecord, sendNew } from "../../../harness/identity-verification/flows.js";
import { INPUT, SENDS } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody } from "../../../harness/identity-verification/send-body.js";

conformanceTest({
  id: "B-SEND-SMS-ACCEPTED",
  title: "answers a valid SMS send with an empty 200",
  requirements: ["B.SEND.EMPTY-SUCCESS", "B.ENUM.METHOD", "B.SEND.CHANNEL-KEY", "B.SEND.CUSTOMER", "B.SEND.OPERATOR", "B.SEND.METHOD"],
  needs: SENDS,
  hint: "send answers an empty success: 200 with a zero-length body or {}",
}, async (t) => {
  expectEmptySuccess(t, await send(t.api, await sendableId(t), validSendBody(t, "SMS")), "a valid SMS send");
});

conformanceTest({
  id: "B-SEND-APP-ACCEPTED",
  title: "accepts an APP send without customer.identityNumber",
  requirements: ["B.SEND.EMPTY-SUCCESS", "B.ENUM.METHOD", "B.SEND.IDENTITY-NUMBER-SMS"],
  needs: SENDS,
  hint: "identityNumber is required for the SMS method only",
}, async (t) => {
  const body = validSendBody(t, "APP");
  t.expect(body.customer.identityNumber, "identityNumber in the APP body the suite sends").toBeUndefined();
  expectEmptySuccess(t, await send(t.api, await sendableId(t), body), "a valid APP send without identityNumber");
});

conformanceTest({
  id: "B-SEND-OPTIONAL-FIELDS",
  title: "accepts customData and customer.id in a send",
  requirements: ["B.SEND.OPTIONAL-FIELDS", "B.SEND.EMPTY-SUCCESS"],
  needs: SENDS,
  hint: "customData and customer.id are optional strings",
}, async (t) => {
  const body = validSendBody(t, "SMS");
  body.customData = customData(t.faker);
  body.customer.id = `customer-${t.faker.string.alphanumeric(12)}`;
  expectEmptySuccess(t, await send(t.api, await sendableId(t), body), "a send with customData and customer.id");
});

conformanceTest({
  id: "B-SEND-OWN-STORE-ID",
  title: "sends in the caller's own store when the body names it",
  requirements: ["B.STORE.ANY", "B.STORE.DEFAULT"],
  needs: [...SENDS, INPUT.storeId],
  hint: "storeId may be any store the caller may access; the token's store is then the same one the lookup uses",
}, async (t) => {
  const id = await sendableId(t);
  const body = { ...validSendBody(t, "SMS"), storeId: t.input<string>(INPUT.storeId) };
  expectEmptySuccess(t, await send(t.api, id, body), "a send with the own storeId");
  const record = await lookupRecord(t, id, "the verification sent with the own storeId, without storeId");
  t.expect(record.id, "id in the record").toBe(id);
});

conformanceTest({
  id: "B-SEND-FOREIGN-STORE-REFUSED",
  title: "refuses a send into another store's storeId",
  requirements: ["B.STORE.FOREIGN", "B.ERROR.SHAPE"],
  needs: [...SENDS, INPUT.otherStoreId],
  hint: "storeId may be any store the caller may access, so a send naming another store is refused; which error is open (B-OPEN-STORE-ID-OTHER-OPS)",
}, async (t) => {
  const body = { ...validSendBody(t, "SMS"), storeId: t.input<string>(INPUT.otherStoreId) };
  expectRefused(t, await send(t.api, await sendableId(t), body), "a send naming another store's storeId");
});

conformanceTest({
  id: "B-SEND-BYPASS-ACCEPTED",
  title: "accepts a send with the profile's bypass value",
  requirements: ["B.SEND.BYPASS", "B.SEND.EMPTY-SUCCESS"],
  needs: [...SENDS, INPUT.bypass],
  hint: "bypass is an optional string of provider-specific extra data; its content comes from the profile",
}, async (t) => {
  const body = { ...validSendBody(t, "SMS"), bypass: t.input<string>(INPUT.bypass) };
  expectEmptySuccess(t, await send(t.api, await sendableId(t), body), "a send with the profile's bypass");
});

conformanceTest({
  id: "B-SEND-DEFAULT-STORE-IS-TOKEN",
  title: "sends into the token's store when storeId is omitted",
  requirements: ["B.STORE.DEFAULT", "B.STORE.ANY"],
  needs: [...SENDS, INPUT.storeId],
  hint: "without storeId the store carried in the token is used: a lookup naming that store finds what a send without storeId made",
}, async (t) => {
  const { id } = await sendNew(t);
  const res = await lookup(t.api, id, { query: { storeId: t.input<string>(INPUT.storeId) } });
  const record = expectRecord(t, res, "the lookup naming the token's store of a verification sent without storeId");
  t.expect(record.id, "id in the record").toBe(id);
});
