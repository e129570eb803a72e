// GET /v2/schedules?status=…: one status, several statuses, and the open array encoding.
import { conformanceTest, pendingTest } from "../../../harness/conformance-test.js";
import { Skip } from "../../../harness/skip.js";
import { USES_ARRAY_ENCODING, USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { listPage, walkList, wideWindow } from "../../../harness/schedules/list.js";

const statusesOf = (records: Record<string, unknown>[]) => [...new Set(records.map((r) => r.status))];

conformanceTest({
  id: "C-LIST-STATUS-ONE",
  title: "lists only schedules of the one status asked for",
  requirements: ["C.LIST.STATUS"],
  hint: `status=COMPLETED filters the list; ${USES_ARRAY_ENCODING}; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const walk = await walkList(t, { ...wideWindow(), statuses: ["COMPLETED"] }, 1000);
  if (walk.totalCount === 0) throw new Skip("missing-input", "the store of CONFORMANCE_API_AUTH has no COMPLETED schedule a year either side of now");
  t.expect(statusesOf(walk.records).filter((s) => s !== "COMPLETED"), "statuses other than COMPLETED in the list for status=COMPLETED").toEqual([]);
});

conformanceTest({
  id: "C-LIST-STATUS-SEVERAL",
  title: "lists the schedules of every status asked for, and only those",
  requirements: ["C.LIST.STATUS"],
  hint: `status=[STARTED, COMPLETED] is the union of both statuses; ${USES_ARRAY_ENCODING}; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const w = wideWindow();
  // Not SCHEDULED: DELETE tests running at the same time change those.
  const [started, completed] = await Promise.all([
    listPage(t, { ...w, statuses: ["STARTED"], page: 0, limit: 1 }),
    listPage(t, { ...w, statuses: ["COMPLETED"], page: 0, limit: 1 }),
  ]);
  const walk = await walkList(t, { ...w, statuses: ["STARTED", "COMPLETED"] }, 1000);
  t.expect(statusesOf(walk.records).filter((s) => s !== "STARTED" && s !== "COMPLETED"),
    "other statuses in the list for status=[STARTED, COMPLETED]").toEqual([]);
  t.expect(walk.totalCount, `total_count for both statuses against STARTED (${started.totalCount}) + COMPLETED (${completed.totalCount})`)
    .toBe(started.totalCount + completed.totalCount);
  t.expect(walk.records.length, "schedules over all pages for both statuses, against total_count").toBe(walk.totalCount);
});

pendingTest({ id: "C-LIST-ARRAY-ENCODING", title: "accepts status in a documented array encoding", openPoint: "C-OPEN-ARRAY-ENCODING" });
