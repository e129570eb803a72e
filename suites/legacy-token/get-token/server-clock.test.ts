// POST /users/getToken: response.now is the server's time, and that clock is synchronized.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { configuredKey, obtainGrant } from "../../../harness/legacy-token/token-client.js";

conformanceTest({
  id: "D-TOKEN-NOW-SYNCED",
  title: "reports response.now within the clock tolerance of real time",
  requirements: ["D.TOKEN.CLOCK", "D.RECORD.NOW"],
  hint: "now must be UNIX seconds from a synchronized clock; CONFORMANCE_CLOCK_TOLERANCE_SECONDS sets the tolerance",
}, async (t) => {
  const sent = Date.now() / 1000;
  const grant = await obtainGrant(t.legacy, configuredKey(t.run));
  const received = Date.now() / 1000;
  const tolerance = t.run.config.clockToleranceSeconds;
  const skew = grant.now < sent ? sent - grant.now : Math.max(0, grant.now - received);
  t.expect(Math.round(skew), `seconds between response.now (${grant.now}) and this machine's clock; tolerance ${tolerance} s`)
    .toBeLessThanOrEqual(tolerance);
});
