// GET /v2/schedules?status=…: one status, several statuses, and the open array encoding.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { Skip } from "../../../harness/outcomes/skip.js";
import { USES_ARRAY_ENCODING, USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { fetchRecord } from "../../../harness/schedules/inputs.js";
import { idsOf, listPage, walkList, wideWindow } from "../../../harness/schedules/list.js";
import { DEFAULT_RANGE_HINT, probe, PROBES, walkWithout } from "../../../harness/schedules/probes.js";

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

conformanceTest({
  id: "C-LIST-STATUS-KEEPS-DEFAULT-RANGE",
  title: "applies the default range to a list filtered by status alone",
  requirements: ["C.LIST.STATUS", "C.LIMIT.DEFAULT-START"],
  needs: [PROBES.recent, PROBES.old],
  hint: `status is given, start and end are left out: the filter narrows the default range, it does not replace it; ${USES_ARRAY_ENCODING}; ${DEFAULT_RANGE_HINT}`,
}, async (t) => {
  const recent = await probe(t, "recent", (age) => age > 31 && age < 89, "between 31 and 89 days ago");
  const old = await probe(t, "old", (age) => age > 91 && age < 366, "between 91 and 366 days ago");
  const statuses = [...new Set(await Promise.all([recent, old].map(async (p) => String((await fetchRecord(t, p.id, "a time probe")).status))))];
  const { walk } = await walkWithout(t, { statuses });
  const ids = idsOf(walk.records);
  t.expect(ids, `ids listed for status=${statuses.join(",")} without start and end: ${recent.id}`).toContain(recent.id);
  t.expect(ids, `ids listed for status=${statuses.join(",")} without start and end: ${old.id}, older than 90 days`).not.toContain(old.id);
});

pendingTest({ id: "C-LIST-ARRAY-ENCODING", title: "accepts status in a documented array encoding", openPoint: "C-OPEN-ARRAY-ENCODING" });
pendingTest({ id: "C-LIST-STATUS-ABSENT", title: "lists schedules of every status when status is omitted", openPoint: "C-OPEN-STATUS-ABSENT" });
