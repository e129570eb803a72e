// POST /users/getToken asked twice before expiry: the same token with the same expiry.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { openClock } from "../../../harness/time/clock.js";
import { configuredKey, expiryOf, obtainGrant, tokenId } from "../../../harness/legacy-token/token-client.js";

conformanceTest({
  id: "D-TOKEN-REUSE-SAME",
  title: "returns the same token and expiry when asked again before expiry",
  requirements: ["D.TOKEN.REUSE"],
  hint: "a second request before expiry must not issue a new token nor move expired_at",
}, async (t) => {
  // With a clock control the key gets its own clock, so its token is surely far from expiry.
  const clock = t.run.timeMode === "controlled" ? await openClock(t.run, (url) => t.client(url, t.run.config.controlAuth)) : undefined;
  const key = clock?.credential ?? configuredKey(t.run);
  try {
    const first = await obtainGrant(t.legacy, key);
    const left = expiryOf(first) - first.now;
    if (left <= 120) t.disabled(`the key's current token expires in ${left} s, close to the extension window; rerun in two minutes`);
    const second = await obtainGrant(t.legacy, key);
    t.expect(tokenId(second), "the second answer's token (by fingerprint)").toBe(tokenId(first));
    t.expect(second.expiredAt, "the second answer's expired_at").toBe(first.expiredAt);
  } finally {
    await clock?.dispose();
  }
});
