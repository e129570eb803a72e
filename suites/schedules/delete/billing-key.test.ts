// DELETE /v2/schedules without billing_key: 400 INVALID_REQUEST; unknown ids are open.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { deleteSchedules } from "../../../harness/schedules/api.js";
import { expectError, SCHEDULE_ERRORS } from "../../../harness/schedules/checks.js";
import { encodings, USES_ARRAY_ENCODING, USES_DELETE_PARAMETERS } from "../../../harness/schedules/encodings.js";
import { disposable, disposableInput, requireStatus } from "../../../harness/schedules/inputs.js";

const ROLE = disposableInput("missingBillingKey");

conformanceTest({
  id: "C-DELETE-NO-BILLING-KEY-400",
  title: "refuses a request without billing_key with 400 INVALID_REQUEST",
  requirements: ["C.DELETE.BILLING-KEY", "C.ERRORS.DELETE-INVALID", "C.ERRORS.BODY"],
  needs: [ROLE],
  destructive: true,
  hint: `billing_key is required; the request names a disposable SCHEDULED schedule in schedule_id and nothing else is wrong; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const key = disposable(t, "missingBillingKey");
  // Still SCHEDULED, or SCHEDULE_ALREADY_PROCESSED would fit too: the spec orders neither of the two 400 codes.
  await requireStatus(t, key.scheduleIds.slice(0, 1), "SCHEDULED", ROLE);
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { scheduleIds: key.scheduleIds.slice(0, 1) });
  expectError(t, res, { status: 400, identifier: "INVALID_REQUEST", what: "DELETE /v2/schedules without billing_key" }, SCHEDULE_ERRORS);
});

pendingTest({ id: "C-DELETE-UNKNOWN-SCHEDULE", title: "answers an unknown schedule_id or billing_key as documented", openPoint: "C-OPEN-DELETE-UNKNOWN-ID" });
