// DELETE /v2/schedules naming what does not exist: which answer is open (C-OPEN-DELETE-UNKNOWN-ID), its shape is not.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { deleteSchedules } from "../../../harness/schedules/api.js";
import { expectDocumentedAnswer } from "../../../harness/schedules/checks.js";
import { encodings, USES_ARRAY_ENCODING, USES_DELETE_PARAMETERS } from "../../../harness/schedules/encodings.js";
import { disposable, disposableInput } from "../../../harness/schedules/inputs.js";

const ROLE = disposableInput("missingBillingKey");
const SHAPE = "whether it is refused (400) or answered with no ids is open (C-OPEN-DELETE-UNKNOWN-ID), but an error carries "
  + "{ code, params? } and a 2xx { deleted_schedule_ids }";

conformanceTest({
  id: "C-DELETE-UNKNOWN-KEY-SHAPE",
  title: "answers a billing_key without schedules in a documented shape",
  requirements: ["C.ERRORS.BODY", "C.DELETE.RESPONSE", "C.DELETE.RETURNS-IDS"],
  destructive: true,
  hint: `the billing key is made up, so it has no schedule and nothing can be cancelled; ${SHAPE}, and names no id; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const billingKey = `bk_conformance_${t.faker.string.alphanumeric(16)}`;
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey });
  const body = expectDocumentedAnswer(t, res, "delete-response", "DELETE /v2/schedules with a billing_key that has no schedules");
  if (body) t.expect(body.deleted_schedule_ids, "deleted_schedule_ids of a billing key without schedules").toEqual([]);
});

conformanceTest({
  id: "C-DELETE-UNKNOWN-ID-SHAPE",
  title: "answers an unknown schedule_id in a documented shape",
  requirements: ["C.ERRORS.BODY", "C.DELETE.RESPONSE", "C.DELETE.BY-IDS"],
  needs: [ROLE],
  destructive: true,
  hint: `the schedule id is made up and sent with a disposable billing key, whose own schedule is not named; ${SHAPE}, `
    + `and never names the key's schedule; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const key = disposable(t, "missingBillingKey");
  const unknown = `sch_conformance_${t.faker.string.alphanumeric(16)}`;
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey, scheduleIds: [unknown] });
  const body = expectDocumentedAnswer(t, res, "delete-response", "DELETE /v2/schedules with an unknown schedule_id");
  if (body) {
    const named = (body.deleted_schedule_ids as unknown[]).filter((id) => key.scheduleIds.includes(id as string));
    t.expect(named, "schedules of the key, not named, in deleted_schedule_ids").toEqual([]);
  }
});
