// GET /v2/schedules without start and end: end defaults to now, start to 90 days before end.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { idsOf } from "../../../harness/schedules/list.js";
import { DEFAULT_RANGE_HINT, offenders, probe, PROBES, slackMs, walkWithout } from "../../../harness/schedules/probes.js";
import { DAY_MS } from "../../../harness/schedules/timestamps.js";

conformanceTest({
  id: "C-LIST-DEFAULT-END",
  title: "leaves out future schedules when end is omitted",
  requirements: ["C.LIMIT.DEFAULT-END"],
  needs: [PROBES.future, PROBES.recent],
  hint: DEFAULT_RANGE_HINT,
}, async (t) => {
  const future = await probe(t, "future", (age) => age < -1 / 24, "at least an hour ahead");
  const recent = await probe(t, "recent", (age) => age > 1 && age < 89, "between 1 and 89 days ago");
  const { walk, answeredBy } = await walkWithout(t, {});
  const ids = idsOf(walk.records);
  t.expect(ids, `ids listed without end: the past schedule ${recent.id}`).toContain(recent.id);
  t.expect(ids, `ids listed without end: the future schedule ${future.id}`).not.toContain(future.id);
  t.expect(offenders(t, walk, (ms) => ms > answeredBy + slackMs(t)), "schedules listed without end that lie after now").toEqual([]);
});

conformanceTest({
  id: "C-LIST-DEFAULT-START",
  title: "leaves out schedules older than 90 days when start is omitted",
  requirements: ["C.LIMIT.DEFAULT-START"],
  needs: [PROBES.recent, PROBES.old],
  hint: DEFAULT_RANGE_HINT,
}, async (t) => {
  const recent = await probe(t, "recent", (age) => age > 31 && age < 89, "between 31 and 89 days ago");
  const old = await probe(t, "old", (age) => age > 91 && age < 366, "between 91 and 366 days ago");
  const { walk, askedFrom } = await walkWithout(t, {});
  const ids = idsOf(walk.records);
  t.expect(ids, `ids listed without start: ${recent.id}, scheduled within the last 90 days`).toContain(recent.id);
  t.expect(ids, `ids listed without start: ${old.id}, scheduled more than 90 days ago`).not.toContain(old.id);
  t.expect(offenders(t, walk, (ms) => ms < askedFrom - 90 * DAY_MS - slackMs(t)),
    "schedules listed without start that lie more than 90 days before now").toEqual([]);
});

pendingTest({ id: "C-LIST-RANGE-REQUIRED", title: "refuses a list request without start and end", openPoint: "C-OPEN-RANGE-REQUIRED" });
