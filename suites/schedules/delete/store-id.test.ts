// DELETE /v2/schedules with store_id naming the credential's own store.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { deleteSchedules } from "../../../harness/schedules/api.js";
import { expectEnvelope } from "../../../harness/schedules/checks.js";
import { encodings, USES_ARRAY_ENCODING, USES_DELETE_PARAMETERS } from "../../../harness/schedules/encodings.js";
import { skipIfEncodingRefused } from "../../../harness/schedules/refused.js";
import { disposable, disposableInput, fetchRecord, requireStatus } from "../../../harness/schedules/inputs.js";

const ROLE = disposableInput("withStoreId");

conformanceTest({
  id: "C-DELETE-STORE-ID",
  title: "cancels with store_id set to the credential's own store",
  requirements: ["C.DELETE.STORE-ID"],
  needs: [ROLE],
  destructive: true,
  hint: `store_id is optional; the store is read from the schedule itself; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  const key = disposable(t, "withStoreId");
  const id = key.scheduleIds[0]!;
  await requireStatus(t, [id], "SCHEDULED", ROLE);
  const storeId = (await fetchRecord(t, id, ROLE)).store_id;
  t.expect(typeof storeId, "type of store_id of the disposable schedule").toBe("string");
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { storeId: storeId as string, billingKey: key.billingKey, scheduleIds: [id] });
  skipIfEncodingRefused(t, res, { arrays: true, deleteParameters: true });
  const body = expectEnvelope(t, res, "delete-response", "DELETE /v2/schedules with store_id");
  t.expect(body.deleted_schedule_ids, "deleted_schedule_ids when one schedule is named with store_id").toEqual([id]);
});
