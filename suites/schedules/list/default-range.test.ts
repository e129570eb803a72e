// GET /v2/schedules without start and end: end defaults to now, start to 90 days before end.
import { conformanceTest, pendingTest, type Conformance } from "../../../harness/conformance-test.js";
import { Skip } from "../../../harness/skip.js";
import { listSchedules } from "../../../harness/schedules/api.js";
import { encodings, USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { scheduledAtOf } from "../../../harness/schedules/inputs.js";
import { idsOf, walkList } from "../../../harness/schedules/list.js";
import type { Walk } from "../../../harness/schedules/pages.js";
import { DAY_MS, parseTimestamp } from "../../../harness/schedules/timestamps.js";

const PROBES = { future: "schedules.timeProbes.future", recent: "schedules.timeProbes.recent", old: "schedules.timeProbes.old" };
const HINT = `the spec lists start and end "as required" yet gives defaults (C-OPEN-RANGE-REQUIRED): these tests run when the `
  + `target accepts the omission; the probes' scheduled_at is read in schedules.timestampFormat; ${USES_TIMESTAMP_FORMAT}`;

/** A probe's scheduled_at, which must still lie where its profile description says, or the test cannot tell. */
async function probe(t: Conformance, key: keyof typeof PROBES, fits: (ageDays: number) => boolean, where: string): Promise<string> {
  const id = t.input<string>(PROBES[key]);
  const ageDays = (Date.now() - (await scheduledAtOf(t, id, PROBES[key]))) / DAY_MS;
  if (!fits(ageDays)) {
    throw new Skip("missing-input", `profile input ${PROBES[key]} names ${id}, scheduled ${ageDays.toFixed(1)} days ago; it must be ${where}`);
  }
  return id;
}

/** Every page of the list asked for without start and end; pending when the target refuses the omission. */
async function defaultWalk(t: Conformance): Promise<{ walk: Walk; askedFrom: number; answeredBy: number }> {
  const askedFrom = Date.now();
  const first = await listSchedules(t.api, encodings(t.run.profile), { page: 0, limit: 1 });
  if (first.status >= 400 && first.status < 500 && first.status !== 401) t.pending("C-OPEN-RANGE-REQUIRED");
  const walk = await walkList(t, {}, 1000);
  return { walk, askedFrom, answeredBy: Date.now() };
}

/** Listed schedules whose scheduled_at is unreadable or fails the test. */
function offenders(t: Conformance, walk: Walk, bad: (ms: number) => boolean): string[] {
  const format = encodings(t.run.profile).timestampFormat;
  return walk.records.filter((r) => {
    const ms = parseTimestamp(r.scheduled_at, format);
    return ms === undefined || bad(ms);
  }).map((r) => `${String(r.id)} at ${JSON.stringify(r.scheduled_at)}`);
}

conformanceTest({
  id: "C-LIST-DEFAULT-END",
  title: "leaves out future schedules when end is omitted",
  requirements: ["C.LIMIT.DEFAULT-END"],
  needs: [PROBES.future, PROBES.recent],
  hint: HINT,
}, async (t) => {
  const future = await probe(t, "future", (age) => age < -1 / 24, "at least an hour ahead");
  const recent = await probe(t, "recent", (age) => age > 1 && age < 89, "between 1 and 89 days ago");
  const { walk, answeredBy } = await defaultWalk(t);
  const ids = idsOf(walk.records);
  t.expect(ids, `ids listed without end: the past schedule ${recent}`).toContain(recent);
  t.expect(ids, `ids listed without end: the future schedule ${future}`).not.toContain(future);
  const slack = t.run.config.clockToleranceSeconds * 1000;
  t.expect(offenders(t, walk, (ms) => ms > answeredBy + slack).slice(0, 5), "schedules listed without end that lie after now").toEqual([]);
});

conformanceTest({
  id: "C-LIST-DEFAULT-START",
  title: "leaves out schedules older than 90 days when start is omitted",
  requirements: ["C.LIMIT.DEFAULT-START"],
  needs: [PROBES.recent, PROBES.old],
  hint: HINT,
}, async (t) => {
  const recent = await probe(t, "recent", (age) => age > 31 && age < 89, "between 31 and 89 days ago");
  const old = await probe(t, "old", (age) => age > 91 && age < 366, "between 91 and 366 days ago");
  const { walk, askedFrom } = await defaultWalk(t);
  const ids = idsOf(walk.records);
  t.expect(ids, `ids listed without start: ${recent}, scheduled within the last 90 days`).toContain(recent);
  t.expect(ids, `ids listed without start: ${old}, scheduled more than 90 days ago`).not.toContain(old);
  const slack = t.run.config.clockToleranceSeconds * 1000;
  t.expect(offenders(t, walk, (ms) => ms < askedFrom - 90 * DAY_MS - slack).slice(0, 5),
    "schedules listed without start that lie more than 90 days before now").toEqual([]);
});

pendingTest({ id: "C-LIST-RANGE-REQUIRED", title: "refuses a list request without start and end", openPoint: "C-OPEN-RANGE-REQUIRED" });
