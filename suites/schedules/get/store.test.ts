// GET /v2/schedules/{schedule_id} with another store's credential: the schedule is not handed out.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { getSchedule } from "../../../harness/schedules/api.js";
import { otherStore, scheduleIdInput } from "../../../harness/schedules/inputs.js";

const KNOWN = scheduleIdInput("COMPLETED");

conformanceTest({
  id: "C-GET-OTHER-STORE-ISOLATED",
  title: "does not give another store's credential this store's schedule",
  requirements: ["C.AUTH.TOKEN-STORE"],
  needs: [KNOWN],
  needsCredentials: ["apiAuthOtherStore"],
  hint: "which error answers is not stated (404 SCHEDULE_NOT_FOUND fits), but it is not a success",
}, async (t) => {
  const id = t.input<string>(KNOWN);
  const mine = await getSchedule(t.api, id);
  t.expect(mine.status, "status of GET /v2/schedules/{id} with the schedule's own store credential").toBe(200);
  const res = await getSchedule(otherStore(t), id);
  t.expect(res.status >= 200 && res.status < 300, `a success (status ${res.status}) for another store's schedule`).toBe(false);
});
