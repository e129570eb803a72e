// GET /v2/schedules with only start or only end: the other bound's default comes from now or from the given end.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { idsOf } from "../../../harness/schedules/list.js";
import { DEFAULT_RANGE_HINT, offenders, probe, PROBES, slackMs, walkWithout } from "../../../harness/schedules/probes.js";
import { DAY_MS } from "../../../harness/schedules/timestamps.js";

conformanceTest({
  id: "C-LIST-START-ALONE-END-NOW",
  title: "ends the range at now when only start is given",
  requirements: ["C.LIMIT.DEFAULT-END", "C.LIST.RANGE"],
  needs: [PROBES.recent, PROBES.future],
  hint: `start is a day before the recent probe and end is left out: end is the current time, not taken from start; ${DEFAULT_RANGE_HINT}`,
}, async (t) => {
  const recent = await probe(t, "recent", (age) => age > 1 && age < 89, "between 1 and 89 days ago");
  const future = await probe(t, "future", (age) => age < -1 / 24, "at least an hour ahead");
  const start = recent.at - DAY_MS;
  const { walk, answeredBy } = await walkWithout(t, { start });
  const ids = idsOf(walk.records);
  t.expect(ids, `ids listed from a day before ${recent.id} without end: ${recent.id}`).toContain(recent.id);
  t.expect(ids, `ids listed from a day before ${recent.id} without end: the future schedule ${future.id}`).not.toContain(future.id);
  t.expect(offenders(t, walk, (ms) => ms < start || ms > answeredBy + slackMs(t)),
    "schedules listed with start alone that lie before start or after now").toEqual([]);
});

conformanceTest({
  id: "C-LIST-END-ALONE-START-90D",
  title: "starts the range 90 days before the given end when only end is given",
  requirements: ["C.LIMIT.DEFAULT-START", "C.LIST.RANGE"],
  needs: [PROBES.recent, PROBES.old],
  hint: `end is a day after the recent probe and start is left out: start is 90 days before that end, not before now; ${DEFAULT_RANGE_HINT}`,
}, async (t) => {
  const recent = await probe(t, "recent", (age) => age > 31 && age < 89, "between 31 and 89 days ago");
  const end = recent.at + DAY_MS;
  const endAgeDays = (Date.now() - end) / DAY_MS;
  const old = await probe(t, "old", (age) => age > 91 && age < endAgeDays + 89,
    `more than 91 days ago and less than 89 days before a day after ${PROBES.recent} (${(endAgeDays + 89).toFixed(1)} days ago)`);
  const { walk } = await walkWithout(t, { end });
  const ids = idsOf(walk.records);
  t.expect(ids, `ids listed up to a day after ${recent.id} without start: ${recent.id}`).toContain(recent.id);
  t.expect(ids, `ids listed up to a day after ${recent.id} without start: ${old.id}, within 90 days before that end`).toContain(old.id);
  t.expect(offenders(t, walk, (ms) => ms > end || ms < end - 90 * DAY_MS),
    "schedules listed with end alone that lie after end or more than 90 days before it").toEqual([]);
});
