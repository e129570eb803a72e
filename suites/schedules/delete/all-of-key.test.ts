// DELETE /v2/schedules without schedule_id: every schedule of the billing key is cancelled, and no other.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { deleteSchedules } from "../../../harness/schedules/api.js";
import { expectCancelledOrGone, expectEnvelope, expectListedCancelledOrGone, listBefore } from "../../../harness/schedules/checks.js";
import { encodings, USES_DELETE_PARAMETERS } from "../../../harness/schedules/encodings.js";
import { skipIfEncodingRefused } from "../../../harness/schedules/refused.js";
import { disposable, disposableInput, requireStatus, scheduledAtOf } from "../../../harness/schedules/inputs.js";

const ROLE = disposableInput("cancelAll");
const ONLY_KEY_ROLE = disposableInput("cancelAllOnlyKey");

conformanceTest({
  id: "C-DELETE-ALL-OF-KEY",
  title: "cancels every schedule of the billing key without schedule_id",
  requirements: ["C.DELETE.ALL", "C.DELETE.RETURNS-IDS", "C.DELETE.RESPONSE"],
  needs: [ROLE],
  destructive: true,
  hint: `schedule_id is left out; the key's schedules are all SCHEDULED, so whether processed ones are skipped does not arise (C-OPEN-EMPTY-WITH-PROCESSED); `
    + `afterwards each is gone (404) or CANCELLED, the two readings of C-OPEN-DELETE-OR-CANCEL, in the single get and in the list; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const key = disposable(t, "cancelAll");
  await requireStatus(t, key.scheduleIds, "SCHEDULED", ROLE);
  const ats = await Promise.all(key.scheduleIds.map(async (id) => ({ id, at: await scheduledAtOf(t, id, ROLE) })));
  await listBefore(t, ats);
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey });
  skipIfEncodingRefused(t, res, { deleteParameters: true });
  const body = expectEnvelope(t, res, "delete-response", "DELETE /v2/schedules without schedule_id");
  const deleted = new Set(body.deleted_schedule_ids as string[]);
  t.expect(key.scheduleIds.filter((id) => !deleted.has(id)), "schedules of the billing key missing from deleted_schedule_ids").toEqual([]);
  await expectCancelledOrGone(t, key.scheduleIds, "DELETE without schedule_id");
  await expectListedCancelledOrGone(t, ats, "DELETE without schedule_id");
});

conformanceTest({
  id: "C-DELETE-ALL-ONLY-KEY",
  title: "cancels nothing outside the billing key without schedule_id",
  requirements: ["C.DELETE.ALL", "C.DELETE.RETURNS-IDS"],
  needs: [ONLY_KEY_ROLE],
  destructive: true,
  hint: `schedule_id is left out: the default is every schedule of the billing key, not of the store; the profile lists every schedule of the key; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const key = disposable(t, "cancelAllOnlyKey");
  await requireStatus(t, key.scheduleIds, "SCHEDULED", ONLY_KEY_ROLE);
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey });
  skipIfEncodingRefused(t, res, { deleteParameters: true });
  const body = expectEnvelope(t, res, "delete-response", "DELETE /v2/schedules without schedule_id");
  const ofKey = new Set(key.scheduleIds);
  const outside = (body.deleted_schedule_ids as string[]).filter((id) => !ofKey.has(id));
  t.expect(outside.slice(0, 10), `deleted_schedule_ids that are not schedules of ${key.billingKey} (${outside.length})`).toEqual([]);
});
