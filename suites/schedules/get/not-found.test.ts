// GET /v2/schedules/{schedule_id} for an id that does not exist: 404 SCHEDULE_NOT_FOUND.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { getSchedule } from "../../../harness/schedules/api.js";
import { expectError, SCHEDULE_ERRORS } from "../../../harness/schedules/checks.js";
import { unknownScheduleId } from "../../../harness/schedules/unknowns.js";

conformanceTest({
  id: "C-GET-UNKNOWN-404",
  title: "answers an unknown schedule id with 404 SCHEDULE_NOT_FOUND",
  requirements: ["C.ERRORS.NOT-FOUND", "C.ERRORS.BODY"],
  hint: "the id has the form of a real schedule id (the profile's, else a listed one), so only its existence is wrong; "
    + "expected 404 with body { \"code\": \"SCHEDULE_NOT_FOUND\", \"params\"?: object }",
}, async (t) => {
  const id = await unknownScheduleId(t);
  expectError(t, await getSchedule(t.api, id), { status: 404, identifier: "SCHEDULE_NOT_FOUND", what: "GET /v2/schedules/{id} of an unknown id" }, SCHEDULE_ERRORS);
});
