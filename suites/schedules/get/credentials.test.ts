// GET /v2/schedules/{schedule_id} without a credential and with a wrong one: 401 UNAUTHORIZED.
import { conformanceTest, type Conformance } from "../../../harness/conformance-test.js";
import { getSchedule } from "../../../harness/schedules/api.js";
import { expectError, SCHEDULE_ERRORS } from "../../../harness/schedules/checks.js";
import { scheduleIdInput, wrongCredential } from "../../../harness/schedules/inputs.js";

const REQUIREMENTS = ["C.AUTH.UNAUTHORIZED", "C.ERRORS.UNAUTHORIZED", "C.ERRORS.BODY"];
const KNOWN = scheduleIdInput("COMPLETED");
/** An existing schedule when the profile names one, so the credential is the only thing wrong; else a made-up id. */
const someId = (t: Conformance) => t.input<string | undefined>(KNOWN) ?? `conformance-${t.faker.string.alphanumeric(20)}`;

conformanceTest({
  id: "C-GET-NO-AUTH-401",
  title: "answers a single get without a credential with 401",
  requirements: REQUIREMENTS,
  hint: `the schedule of ${KNOWN} is asked for (a made-up id without it); expected 401 with body { "code": "UNAUTHORIZED" }`,
}, async (t) => {
  const res = await getSchedule(t.api, someId(t), { auth: null });
  expectError(t, res, { status: 401, identifier: "UNAUTHORIZED", what: "a single get without a credential" }, SCHEDULE_ERRORS);
});

conformanceTest({
  id: "C-GET-WRONG-AUTH-401",
  title: "answers a single get with a wrong credential with 401",
  requirements: REQUIREMENTS,
  hint: `the schedule of ${KNOWN} is asked for (a made-up id without it) with a made-up credential; expected 401 with body { "code": "UNAUTHORIZED" }`,
}, async (t) => {
  const res = await getSchedule(t.api, someId(t), { auth: wrongCredential(t) });
  expectError(t, res, { status: 401, identifier: "UNAUTHORIZED", what: "a single get with a wrong credential" }, SCHEDULE_ERRORS);
});
