// DELETE /v2/schedules for a processed schedule: 400 SCHEDULE_ALREADY_PROCESSED; which states count is open.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { deleteSchedules, getSchedule } from "../../../harness/schedules/api.js";
import { jsonObject } from "../../../harness/tests/json-body.js";
import { expectError, SCHEDULE_ERRORS } from "../../../harness/schedules/checks.js";
import { encodings, USES_ARRAY_ENCODING, USES_DELETE_PARAMETERS } from "../../../harness/schedules/encodings.js";
import { skipIfEncodingRefused } from "../../../harness/schedules/refused.js";
import { disposable, disposableInput, requireStatus } from "../../../harness/schedules/inputs.js";

const ROLE = disposableInput("processed");

conformanceTest({
  id: "C-DELETE-PROCESSED-400",
  title: "refuses a COMPLETED schedule with 400 SCHEDULE_ALREADY_PROCESSED",
  requirements: ["C.DELETE.PROCESSED", "C.ERRORS.DELETE-INVALID", "C.ERRORS.BODY"],
  needs: [ROLE],
  destructive: true,
  hint: `a COMPLETED schedule has been processed and cannot be deleted; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const key = disposable(t, "processed");
  const completed = key.scheduleIds.slice(0, 1);
  await requireStatus(t, completed, "COMPLETED", ROLE);
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey, scheduleIds: completed });
  skipIfEncodingRefused(t, res, { arrays: true, deleteParameters: true, expectedCode: "SCHEDULE_ALREADY_PROCESSED" });
  expectError(t, res, { status: 400, identifier: "SCHEDULE_ALREADY_PROCESSED", what: "DELETE /v2/schedules of a COMPLETED schedule" }, SCHEDULE_ERRORS);
});

conformanceTest({
  id: "C-DELETE-ALL-KEEPS-PROCESSED",
  title: "keeps a COMPLETED schedule when cancelling all of its billing key",
  requirements: ["C.DELETE.PROCESSED"],
  needs: [ROLE],
  destructive: true,
  hint: "schedule_id is left out on a key holding a COMPLETED schedule: whether the request fails or skips it is open "
    + `(C-OPEN-EMPTY-WITH-PROCESSED), but a processed schedule cannot be deleted, so it is neither answered as deleted nor gone or cancelled; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const key = disposable(t, "processed");
  const completed = key.scheduleIds[0]!;
  await requireStatus(t, [completed], "COMPLETED", ROLE);
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey });
  skipIfEncodingRefused(t, res, { deleteParameters: true, expectedCode: "SCHEDULE_ALREADY_PROCESSED" });
  const deleted = res.status === 200 ? (res.json as { deleted_schedule_ids?: unknown }).deleted_schedule_ids : undefined;
  t.expect(Array.isArray(deleted) ? deleted : [], "deleted_schedule_ids of DELETE without schedule_id").not.toContain(completed);
  const after = await getSchedule(t.api, completed);
  t.expect(after.status, `status of GET ${completed} after DELETE of all of its key`).toBe(200);
  t.expect((jsonObject(t.expect, after).schedule as { status?: unknown } | undefined)?.status, `status of ${completed} after DELETE of all of its key`).toBe("COMPLETED");
});

pendingTest({ id: "C-DELETE-STARTED-PROCESSED", title: "treats a STARTED schedule as processed or not, as documented", openPoint: "C-OPEN-PROCESSED-STATES" });
pendingTest({ id: "C-DELETE-CANCELLED-PROCESSED", title: "treats a CANCELLED schedule as processed or not, as documented", openPoint: "C-OPEN-PROCESSED-STATES" });
pendingTest({ id: "C-DELETE-ALL-WITH-PROCESSED", title: "treats processed schedules of a key without schedule_id as documented", openPoint: "C-OPEN-EMPTY-WITH-PROCESSED" });
pendingTest({ id: "C-DELETE-MIXED-PROCESSED", title: "handles processed and cancellable ids in one request as documented", openPoint: "C-OPEN-PARTIAL-DELETE" });
