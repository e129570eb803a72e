// DELETE /v2/schedules with schedule_id: cancels exactly the schedules named and returns their ids.
import { conformanceTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { deleteSchedules } from "../../../harness/schedules/api.js";
import { expectCancelledOrGone, expectEnvelope, expectListedCancelledOrGone, listBefore } from "../../../harness/schedules/checks.js";
import { encodings, USES_ARRAY_ENCODING, USES_DELETE_PARAMETERS } from "../../../harness/schedules/encodings.js";
import { skipIfEncodingRefused } from "../../../harness/schedules/refused.js";
import { disposable, disposableInput, fetchRecord, requireStatus, scheduledAtOf } from "../../../harness/schedules/inputs.js";

const ROLE = disposableInput("cancelByIds");

conformanceTest({
  id: "C-DELETE-BY-IDS",
  title: "cancels the schedules named and returns exactly their ids",
  requirements: ["C.DELETE.BY-IDS", "C.DELETE.RETURNS-IDS", "C.DELETE.RESPONSE"],
  needs: [ROLE],
  destructive: true,
  hint: `all but the last SCHEDULED schedule of a disposable key are named; afterwards each named one is gone (404) or CANCELLED, `
    + `the two readings of C-OPEN-DELETE-OR-CANCEL, in the single get and in the list, and the last one is still SCHEDULED; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const key = disposable(t, "cancelByIds");
  await requireStatus(t, key.scheduleIds, "SCHEDULED", ROLE);
  const named = key.scheduleIds.slice(0, -1);
  const ats = await Promise.all(named.map(async (id) => ({ id, at: await scheduledAtOf(t, id, ROLE) })));
  await listBefore(t, ats);
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey, scheduleIds: named });
  skipIfEncodingRefused(t, res, { arrays: true, deleteParameters: true });
  const body = expectEnvelope(t, res, "delete-response", "DELETE /v2/schedules with schedule_id");
  t.expect([...(body.deleted_schedule_ids as string[])].sort(), `deleted_schedule_ids when ${named.length} of ${key.scheduleIds.length} schedules are named`)
    .toEqual([...named].sort());
  await expectCancelledOrGone(t, named, "DELETE with schedule_id");
  await expectListedCancelledOrGone(t, ats, "DELETE with schedule_id");
  await requireUnchanged(t, key.scheduleIds.slice(-1));
});

/** The schedule not named keeps its status: the DELETE cancelled only what it named. */
async function requireUnchanged(t: Conformance, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const record = await fetchRecord(t, id, ROLE);
    t.expect(record.status, `status of ${id}, of the key but not named, after DELETE with schedule_id`).toBe("SCHEDULED");
  }
}
