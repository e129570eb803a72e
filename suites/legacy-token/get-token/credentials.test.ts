// POST /users/getToken with a wrong key or secret: no token. Its status and body are open points.
import { conformanceTest, pendingTest, type Conformance } from "../../../harness/conformance-test.js";
import { configuredKey, grantOf, obtainGrant, requestToken } from "../../../harness/legacy-token/token-client.js";
import type { ClockCredential } from "../../../harness/clock.js";

async function expectNoToken(t: Conformance, wrong: ClockCredential) {
  // The right pair must work, or "no token" below would prove nothing.
  await obtainGrant(t.legacy, configuredKey(t.run));
  const res = await requestToken(t.legacy, wrong);
  const token = (res.json as { response?: { access_token?: unknown } } | undefined)?.response?.access_token;
  t.expect(grantOf(res) === undefined && !token, `no access_token in the answer to a wrong pair (status ${res.status})`).toBe(true);
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

pendingTest({ id: "D-TOKEN-WRONG-CREDENTIALS-ANSWER", title: "answers a wrong key or secret with a documented status", openPoint: "D-OPEN-WRONG-CREDENTIALS" });
pendingTest({ id: "D-TOKEN-MALFORMED-BODY-ANSWER", title: "answers a malformed token request with a documented error", openPoint: "D-OPEN-MALFORMED-BODY" });
pendingTest({ id: "D-TOKEN-OTHER-CONTENT-TYPE", title: "refuses a token request that is not application/json", openPoint: "D-OPEN-CONTENT-TYPE" });
