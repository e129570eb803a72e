// GET /v2/schedules/{schedule_id}: the schedule envelope for a schedule of each status the profile names.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { getSchedule } from "../../../harness/schedules/api.js";
import { expectEnvelope } from "../../../harness/schedules/checks.js";
import { scheduleIdInput, type Status } from "../../../harness/schedules/inputs.js";

const TIMESTAMP: Record<Status, { id: string; field?: string; requirement?: string }> = {
  SCHEDULED: { id: "C-GET-SCHEDULED" },
  STARTED: { id: "C-GET-STARTED", field: "started_at", requirement: "C.RECORD.STARTED-AT" },
  COMPLETED: { id: "C-GET-COMPLETED", field: "completed_at", requirement: "C.RECORD.COMPLETED-AT" },
  CANCELLED: { id: "C-GET-CANCELLED", field: "cancelled_at", requirement: "C.RECORD.CANCELLED-AT" },
};

for (const [status, { id: testId, field, requirement }] of Object.entries(TIMESTAMP) as [Status, (typeof TIMESTAMP)[Status]][]) {
  conformanceTest({
    id: testId,
    title: `returns a ${status} schedule in the schedule envelope`,
    requirements: ["C.GET.OPERATION", "C.GET.ENVELOPE", "C.STATE.STATUSES", ...(requirement ? [requirement, "C.STATE.TIMESTAMPS"] : [])],
    needs: [scheduleIdInput(status)],
    hint: `the answer is { "schedule": Schedule } with the id asked for and status ${status}${field ? `, carrying ${field}` : ""}`,
  }, async (t) => {
    const id = t.input<string>(scheduleIdInput(status));
    const body = expectEnvelope(t, await getSchedule(t.api, id), "schedule-envelope", `GET /v2/schedules/{id} of a ${status} schedule`);
    const schedule = body.schedule as Record<string, unknown>;
    t.expect(schedule.id, "schedule.id against the id asked for").toBe(id);
    t.expect(schedule.status, `schedule.status of the profile's ${status} schedule`).toBe(status);
    if (field) t.expect(typeof schedule[field], `type of ${field} of a ${status} schedule`).toBe("string");
  });
}
