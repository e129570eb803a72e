// GET /v2/schedules?start=…&end=…: the scheduled_at range, around a schedule the profile names.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { encodings, USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { scheduledAtOf } from "../../../harness/schedules/inputs.js";
import { idsOf, walkList } from "../../../harness/schedules/list.js";
import { DAY_MS, parseTimestamp } from "../../../harness/schedules/timestamps.js";
import { shownValue } from "../../../harness/secrets/bounded-text.js";

const PROBE = "schedules.timeProbes.recent";

conformanceTest({
  id: "C-LIST-RANGE",
  title: "lists only schedules scheduled between start and end",
  requirements: ["C.LIST.RANGE"],
  needs: [PROBE],
  hint: `start and end bound scheduled_at; asked for two days either side of a known schedule; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const id = t.input<string>(PROBE);
  const at = await scheduledAtOf(t, id, PROBE);
  const [start, end] = [at - 2 * DAY_MS, at + 2 * DAY_MS];
  const walk = await walkList(t, { start, end }, 1000);
  t.expect(idsOf(walk.records), `ids listed for the range around ${id}`).toContain(id);
  const format = encodings(t.run.profile).timestampFormat;
  const outside = walk.records.filter((r) => {
    const ms = parseTimestamp(r.scheduled_at, format);
    return ms === undefined || ms < start || ms > end;
  });
  t.expect(outside.slice(0, 5).map((r) => `${shownValue(r.id, 80)} at ${shownValue(r.scheduled_at, 80)}`),
    `schedules outside [start, end] (or unreadable as ${format}): ${outside.length} of ${walk.records.length}`).toEqual([]);
});

pendingTest({ id: "C-LIST-RANGE-BOUNDS", title: "treats start and end as documented inclusive or exclusive", openPoint: "C-OPEN-RANGE-BOUNDS" });
