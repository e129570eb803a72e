// POST /users/getToken with a valid key and secret: the access token record, field by field.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { jsonObject } from "../../../harness/tests/json-body.js";
import { configuredKey, requestToken } from "../../../harness/legacy-token/token-client.js";
import type { Conformance } from "../../../harness/tests/conformance-test.js";
import { shownValue } from "../../../harness/secrets/bounded-text.js";

async function successBody(t: Conformance) {
  const res = await requestToken(t.legacy, configuredKey(t.run));
  t.expect(res.status, "HTTP status of a valid token request").toBe(200);
  return jsonObject(t.expect, res);
}

async function responseField(t: Conformance, field: string): Promise<unknown> {
  const body = await successBody(t);
  t.expect(body.response, "response is an object").toBeTypeOf("object");
  t.expect(body.response, "response is not null").not.toBeNull();
  return (body.response as Record<string, unknown>)[field];
}

conformanceTest({
  id: "D-TOKEN-CODE-ZERO",
  title: "answers a valid key and secret with 200 and code 0",
  requirements: ["D.RECORD.CODE", "D.TOKEN.REQUEST"],
  hint: "a successful token request must carry the integer 0 in code",
}, async (t) => {
  const body = await successBody(t);
  t.expect(body.code, "code").toBe(0);
});

conformanceTest({
  id: "D-TOKEN-MESSAGE-NULL",
  title: "answers success with message null",
  requirements: ["D.RECORD.MESSAGE"],
  hint: "message must be JSON null on success, not an empty string or a text",
}, async (t) => {
  const body = await successBody(t);
  t.expect(body, "the body has a message field").toHaveProperty("message");
  t.expect(body.message, "message").toBeNull();
});

conformanceTest({
  id: "D-TOKEN-ACCESS-TOKEN",
  title: "returns response.access_token as a non-empty string",
  requirements: ["D.RECORD.ACCESS-TOKEN"],
}, async (t) => {
  const token = await responseField(t, "access_token");
  t.expect(typeof token, "type of response.access_token").toBe("string");
  t.expect((token as string).length, "length of response.access_token").toBeGreaterThan(0);
});

conformanceTest({
  id: "D-TOKEN-NOW-INTEGER",
  title: "returns response.now as an integer",
  requirements: ["D.RECORD.NOW"],
}, async (t) => {
  const now = await responseField(t, "now");
  t.expect(Number.isInteger(now), `response.now is an integer (got ${shownValue(now)})`).toBe(true);
});

conformanceTest({
  id: "D-TOKEN-EXPIRED-AT-INTEGER",
  title: "returns response.expired_at as an integer",
  requirements: ["D.RECORD.EXPIRED-AT"],
}, async (t) => {
  const expiredAt = await responseField(t, "expired_at");
  t.expect(Number.isInteger(expiredAt), `response.expired_at is an integer (got ${shownValue(expiredAt)})`).toBe(true);
});
