// GET /payments/{payment_uid}: a valid bearer token is accepted; missing, malformed and unknown ones get 401.
import { conformanceTest, pendingTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { configuredKey, existingPaymentUid, getPayment, obtainGrant, PAYMENT_UID, randomPaymentUid } from "../../../harness/legacy-token/token-client.js";

/** With a valid token only "not 401" is asserted, which an unknown payment_uid's open answer does not change. */
const paymentUid = (t: Conformance) => t.run.profile.legacyToken?.paymentUid ?? randomPaymentUid();

/** The token is the one thing wrong: the payment exists (an unknown one would be a second rule, AMBIGUITIES 20). */
async function expect401(t: Conformance, authorization: string | null) {
  const res = await getPayment(t.legacy, existingPaymentUid(t.run), authorization);
  t.expect(res.status, `status for Authorization ${authorization === null ? "(none)" : "as sent"}`).toBe(401);
}

conformanceTest({
  id: "D-PAY-BEARER-ACCEPTED",
  title: "does not answer 401 to a valid bearer token",
  requirements: ["D.AUTH.BEARER"],
  hint: "Authorization: Bearer <access_token from /users/getToken> must authenticate the request",
}, async (t) => {
  const grant = await obtainGrant(t.legacy, configuredKey(t.run));
  const res = await getPayment(t.legacy, paymentUid(t), `Bearer ${grant.accessToken}`);
  t.expect(res.status, "status for a valid bearer token").not.toBe(401);
});

conformanceTest({
  id: "D-PAY-NO-AUTH-401",
  title: "answers 401 without an Authorization header",
  requirements: ["D.AUTH.INVALID-401"],
  needs: [PAYMENT_UID],
}, async (t) => {
  await expect401(t, null);
});

conformanceTest({
  id: "D-PAY-MALFORMED-AUTH-401",
  title: "answers 401 to an Authorization header that is not a bearer token",
  requirements: ["D.AUTH.INVALID-401"],
  needs: [PAYMENT_UID],
  hint: "an empty bearer token or another scheme is an invalid token",
}, async (t) => {
  await expect401(t, "Bearer");
  await expect401(t, `Basic ${Buffer.from("conformance:not-a-token").toString("base64")}`);
});

conformanceTest({
  id: "D-PAY-UNKNOWN-TOKEN-401",
  title: "answers 401 to an unknown bearer token",
  requirements: ["D.AUTH.INVALID-401"],
  needs: [PAYMENT_UID],
}, async (t) => {
  await expect401(t, `Bearer ${t.faker.string.hexadecimal({ length: 40, casing: "lower", prefix: "" })}`);
});

// Each of the next two breaks one rule with a token that is valid on its own: the scheme alone, then the value alone.
conformanceTest({
  id: "D-PAY-OTHER-SCHEME-401",
  title: "answers 401 to a valid token under a scheme other than Bearer",
  requirements: ["D.AUTH.INVALID-401"],
  needs: [PAYMENT_UID],
  hint: "only Authorization: Bearer <ACCESS_TOKEN> authenticates; a scheme that merely ends in \"Bearer\" is another scheme",
}, async (t) => {
  const grant = await obtainGrant(t.legacy, configuredKey(t.run));
  await expect401(t, `NotBearer ${grant.accessToken}`);
});

conformanceTest({
  id: "D-PAY-TRAILING-TEXT-401",
  title: "answers 401 when more text follows a valid bearer token",
  requirements: ["D.AUTH.INVALID-401"],
  needs: [PAYMENT_UID],
  hint: "the token is the whole value after \"Bearer \": a valid token followed by a space and more text is not a valid token",
}, async (t) => {
  const grant = await obtainGrant(t.legacy, configuredKey(t.run));
  await expect401(t, `Bearer ${grant.accessToken} extra`);
});

pendingTest({ id: "D-PAY-RESPONSE-SHAPE", title: "returns a documented payment record", openPoint: "D-OPEN-PAYMENT-SHAPE" });
pendingTest({ id: "D-PAY-UNKNOWN-UID-ANSWER", title: "answers an unknown payment_uid with a documented error", openPoint: "D-OPEN-UNKNOWN-PAYMENT" });
