// The profile's time probes and the lists asked for with a bound left out, for the default-range tests of area C.
import type { Conformance } from "../tests/conformance-test.js";
import { Skip } from "../outcomes/skip.js";
import { listSchedules, type ListParams } from "./api.js";
import { expectDocumentedAnswer } from "./checks.js";
import { encodings, USES_TIMESTAMP_FORMAT } from "./encodings.js";
import { scheduledAtOf } from "./inputs.js";
import { walkList } from "./list.js";
import type { Walk } from "./pages.js";
import { DAY_MS, parseTimestamp } from "./timestamps.js";
import { shownValue } from "../secrets/bounded-text.js";

export const PROBES = { future: "schedules.timeProbes.future", recent: "schedules.timeProbes.recent", old: "schedules.timeProbes.old" };
export type ProbeKey = keyof typeof PROBES;

export const DEFAULT_RANGE_HINT = `the spec lists start and end "as required" yet gives defaults (C-OPEN-RANGE-REQUIRED): these tests run when the `
  + `target accepts the omission; the probes' scheduled_at is read in schedules.timestampFormat; ${USES_TIMESTAMP_FORMAT}`;

/** A probe's id and scheduled_at, which must still lie where the test needs it, or the test cannot tell. */
export async function probe(t: Conformance, key: ProbeKey, fits: (ageDays: number) => boolean, where: string): Promise<{ id: string; at: number }> {
  const id = t.input<string>(PROBES[key]);
  const at = await scheduledAtOf(t, id, PROBES[key]);
  const ageDays = (Date.now() - at) / DAY_MS;
  if (!fits(ageDays)) {
    throw new Skip("missing-input", `profile input ${PROBES[key]} names ${id}, scheduled ${ageDays.toFixed(1)} days ago; it must be ${where}`);
  }
  return { id, at };
}

/**
 * Every page of the list asked for with start, end or both left out, and when it was asked; pending when the
 * target refuses the omission (the spec lists both "as required" and gives defaults: C-OPEN-RANGE-REQUIRED).
 */
export async function walkWithout(t: Conformance, bounds: Pick<ListParams, "start" | "end" | "statuses">): Promise<{ walk: Walk; askedFrom: number; answeredBy: number }> {
  const askedFrom = Date.now();
  const first = await listSchedules(t.api, encodings(t.run.profile), { ...bounds, page: 0, limit: 1 });
  if (first.status >= 400 && first.status < 500 && first.status !== 401) {
    // Refusing the omission is one reading; the refusal still has the documented error body.
    expectDocumentedAnswer(t, first, "list-envelope", "GET /v2/schedules with a bound left out");
    t.pending("C-OPEN-RANGE-REQUIRED");
  }
  const walk = await walkList(t, bounds, 1000);
  return { walk, askedFrom, answeredBy: Date.now() };
}

/** Listed schedules whose scheduled_at is unreadable or fails the test, as "id at time", the first five. */
export function offenders(t: Conformance, walk: Walk, bad: (ms: number) => boolean): string[] {
  const format = encodings(t.run.profile).timestampFormat;
  return walk.records.filter((r) => {
    const ms = parseTimestamp(r.scheduled_at, format);
    return ms === undefined || bad(ms);
  }).slice(0, 5).map((r) => `${shownValue(r.id, 80)} at ${shownValue(r.scheduled_at, 80)}`);
}

/** How far the server's clock may be from this machine's, in ms. */
export const slackMs = (t: Conformance) => t.run.config.clockToleranceSeconds * 1000;
