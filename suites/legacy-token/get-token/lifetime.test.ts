// A token's life: 1800 s, reuse before expiry, the last-minute extension, 401 after expiry, renewal.
// All observations come from one token timeline (harness/legacy-token/token-timeline.ts).
import { conformanceTest, pendingTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { runContext } from "../../../harness/run/run.js";
import { tokenTimeline, type Observed } from "../../../harness/legacy-token/token-timeline.js";
import { EXTENSION_S, LIFETIME_S, lifetimeOf, PAYMENT_UID, tokenId, type Grant } from "../../../harness/legacy-token/token-client.js";

const timeline = tokenTimeline(runContext());

/** Reads one observation and keeps the timeline's exchanges as this test's evidence. */
async function observe<T>(t: Conformance, step: () => Promise<T>): Promise<T> {
  try {
    const seen: Observed<T> = await timeline.observe(step, t.deadline);
    t.exchanges.push(...seen.exchanges);
    return seen.value;
  } catch (err) {
    t.exchanges.push(...timeline.exchanges);
    throw err;
  }
}

function expectFullLifetime(t: Conformance, g: Grant, which: string) {
  t.expect(lifetimeOf(g), `${which}: expired_at − now in seconds (±1; a 9-hour "KST" shift is accepted, see D-OPEN-KST)`)
    .toBeGreaterThanOrEqual(LIFETIME_S - 1);
  t.expect(lifetimeOf(g), `${which}: expired_at − now in seconds`).toBeLessThanOrEqual(LIFETIME_S + 1);
}

conformanceTest({
  id: "D-TOKEN-LIFETIME-1800",
  title: "gives a fresh token an expiry 1800 s after response.now",
  requirements: ["D.TOKEN.LIFETIME"],
  hint: "a newly issued token lives 30 minutes: expired_at = now + 1800",
}, async (t) => {
  expectFullLifetime(t, await observe(t, timeline.fresh), "a fresh token");
});

conformanceTest({
  id: "D-TOKEN-NO-EXTENSION-90S",
  title: "keeps token and expiry when asked 90 s before expiry",
  requirements: ["D.TOKEN.REUSE", "D.TOKEN.EXTEND"],
  waits: true,
  hint: "outside the last minute a request returns the existing token and does not extend it",
}, async (t) => {
  const fresh = await observe(t, timeline.fresh);
  const later = await observe(t, timeline.ninetyBefore);
  t.expect(tokenId(later), "token 90 s before expiry (by fingerprint)").toBe(tokenId(fresh));
  t.expect(later.expiredAt, "expired_at 90 s before expiry").toBe(fresh.expiredAt);
});

conformanceTest({
  id: "D-TOKEN-VALID-UNTIL-EXPIRY",
  title: "accepts the token 30 s before it expires",
  requirements: ["D.TOKEN.LIFETIME", "D.AUTH.BEARER"],
  waits: true,
  hint: "the token must keep working for its whole 1800 s",
}, async (t) => {
  const res = await observe(t, timeline.usedBeforeExpiry);
  t.expect(res.status, "GET /payments status 30 s before expiry").not.toBe(401);
});

conformanceTest({
  id: "D-TOKEN-EXTENSION-30S",
  title: "extends the expiry by 300 s when asked 30 s before it",
  requirements: ["D.TOKEN.EXTEND"],
  waits: true,
  hint: "a request in the last minute returns the same token with expired_at moved 300 s later",
}, async (t) => {
  const fresh = await observe(t, timeline.fresh);
  const extended = await observe(t, timeline.thirtyBefore);
  t.expect(tokenId(extended), "token 30 s before expiry (by fingerprint)").toBe(tokenId(fresh));
  t.expect(extended.expiredAt - fresh.expiredAt, "seconds the expiry moved").toBe(EXTENSION_S);
});

conformanceTest({
  id: "D-TOKEN-EXTENSION-HONOURED",
  title: "accepts an extended token after its original expiry",
  requirements: ["D.TOKEN.EXTEND"],
  waits: true,
  hint: "the extension must be enforced, not only reported in expired_at",
}, async (t) => {
  const res = await observe(t, timeline.usedAfterOriginalExpiry);
  t.expect(res.status, "GET /payments status 30 s after the original expiry of an extended token").not.toBe(401);
});

conformanceTest({
  id: "D-TOKEN-EXPIRED-REJECTED",
  title: "answers 401 to a token after its expiry",
  requirements: ["D.TOKEN.EXPIRED-401", "D.AUTH.INVALID-401"],
  // The token is the one thing wrong only for a payment that exists: an unknown payment_uid's answer is open.
  needs: [PAYMENT_UID],
  waits: true,
}, async (t) => {
  const res = await observe(t, timeline.usedAfterExpiry);
  t.expect(res.status, "GET /payments status 5 s after expiry").toBe(401);
});

conformanceTest({
  id: "D-TOKEN-RENEWED-AFTER-EXPIRY",
  title: "issues a new token with a full lifetime after expiry",
  requirements: ["D.TOKEN.RENEW"],
  waits: true,
}, async (t) => {
  const fresh = await observe(t, timeline.fresh);
  const renewed = await observe(t, timeline.afterExpiry);
  t.expect(tokenId(renewed), "token after expiry (by fingerprint) differs from the expired one").not.toBe(tokenId(fresh));
  expectFullLifetime(t, renewed, "the renewed token");
});

pendingTest({ id: "D-TOKEN-EXTENSION-AT-60S", title: "extends the expiry when asked exactly 60 s before it", openPoint: "D-OPEN-EXTENSION-BOUNDARY" });
pendingTest({ id: "D-TOKEN-SECOND-EXTENSION", title: "extends an extended token again in its last minute", openPoint: "D-OPEN-SECOND-EXTENSION" });
pendingTest({ id: "D-TOKEN-AT-EXPIRY", title: "treats the second of expired_at as expired", openPoint: "D-OPEN-AT-EXPIRY" });
pendingTest({ id: "D-TOKEN-EXPIRED-AT-ZONE", title: "gives expired_at as plain UNIX time", openPoint: "D-OPEN-KST" });
