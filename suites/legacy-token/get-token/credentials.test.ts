// POST /users/getToken with a wrong key or secret: no token. Its status and body are open points.
import { conformanceTest, pendingTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { configuredKey, grantOf, obtainGrant, requestToken } from "../../../harness/legacy-token/token-client.js";
import type { ClockCredential } from "../../../harness/time/clock.js";

async function expectNoToken(t: Conformance, wrong: ClockCredential | Partial<Record<"imp_key" | "imp_secret", string>>, what = "a wrong pair") {
  // The right pair must work, or "no token" below would prove nothing.
  await obtainGrant(t.legacy, configuredKey(t.run));
  const res = "impKey" in wrong ? await requestToken(t.legacy, wrong) : await t.legacy.post("/users/getToken", { json: wrong });
  const token = (res.json as { response?: { access_token?: unknown } } | undefined)?.response?.access_token;
  t.expect(grantOf(res) === undefined && !token, `no access_token in the answer to ${what} (status ${res.status})`).toBe(true);
}

conformanceTest({
  id: "D-TOKEN-WRONG-SECRET",
  title: "issues no token for a wrong imp_secret",
  requirements: ["D.TOKEN.CREDENTIALS"],
  hint: "imp_secret must be checked against imp_key",
}, async (t) => {
  await expectNoToken(t, { impKey: configuredKey(t.run).impKey, impSecret: `wrong-${t.faker.string.alphanumeric(24)}` });
});

conformanceTest({
  id: "D-TOKEN-WRONG-KEY",
  title: "issues no token for an unknown imp_key",
  requirements: ["D.TOKEN.CREDENTIALS"],
  hint: "only known keys may receive tokens",
}, async (t) => {
  await expectNoToken(t, { impKey: `unknown-${t.faker.string.alphanumeric(16)}`, impSecret: configuredKey(t.run).impSecret });
});

conformanceTest({
  id: "D-TOKEN-NO-SECRET",
  title: "issues no token for a known imp_key without imp_secret",
  requirements: ["D.TOKEN.REQUEST", "D.TOKEN.CREDENTIALS"],
  hint: "the body carries imp_key and imp_secret; a key alone is not exchanged for a token (the answer itself is open, D-OPEN-MALFORMED-BODY)",
}, async (t) => {
  await expectNoToken(t, { imp_key: configuredKey(t.run).impKey }, "a body with imp_key alone");
});

conformanceTest({
  id: "D-TOKEN-NO-KEY",
  title: "issues no token for a valid imp_secret without imp_key",
  requirements: ["D.TOKEN.REQUEST", "D.TOKEN.CREDENTIALS"],
  hint: "the body carries imp_key and imp_secret; a secret alone does not pick a key (the answer itself is open, D-OPEN-MALFORMED-BODY)",
}, async (t) => {
  await expectNoToken(t, { imp_secret: configuredKey(t.run).impSecret }, "a body with imp_secret alone");
});

pendingTest({ id: "D-TOKEN-WRONG-CREDENTIALS-ANSWER", title: "answers a wrong key or secret with a documented status", openPoint: "D-OPEN-WRONG-CREDENTIALS" });
pendingTest({ id: "D-TOKEN-MALFORMED-BODY-ANSWER", title: "answers a malformed token request with a documented error", openPoint: "D-OPEN-MALFORMED-BODY" });
pendingTest({ id: "D-TOKEN-OTHER-CONTENT-TYPE", title: "refuses a token request that is not application/json", openPoint: "D-OPEN-CONTENT-TYPE" });
