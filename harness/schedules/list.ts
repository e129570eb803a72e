// Test-side list calls of area C: one page or a walk over all pages, skipping when a defaulted open encoding is refused.
import type { Conformance } from "../tests/conformance-test.js";
import type { HttpClient, HttpResponse } from "../http/http.js";
import { listSchedules, type ListParams } from "./api.js";
import { encodings } from "./encodings.js";
import { skipIfEncodingRefused } from "./refused.js";
import { pageOf, stableWalk, type Page, type ScheduleRecord, type Walk } from "./pages.js";
import { DAY_MS } from "./timestamps.js";

/** A scheduled_at range wide enough to hold every schedule of a store: a year back and a year ahead. */
export function wideWindow(now = Date.now()): { start: number; end: number } {
  return { start: now - 366 * DAY_MS, end: now + 366 * DAY_MS };
}

async function send(t: Conformance, p: ListParams, client: HttpClient): Promise<HttpResponse> {
  const res = await listSchedules(client, encodings(t.run.profile), p);
  skipIfEncodingRefused(t, res, { times: p.start !== undefined || p.end !== undefined, arrays: p.statuses !== undefined });
  return res;
}

/** One page, which must be a 200 list envelope (read leniently; envelope tests check the schema). */
export async function listPage(t: Conformance, p: ListParams, client: HttpClient = t.api): Promise<Page> {
  const page = pageOf(await send(t, p, client));
  t.expect(typeof page === "string" ? page : "a list envelope", `GET /v2/schedules answer (page ${p.page ?? "default"}, limit ${p.limit ?? "default"})`)
    .toBe("a list envelope");
  return page as Page;
}

/** Every page of a query at one limit, walked again if the data changed meanwhile. */
export function walkList(t: Conformance, p: Omit<ListParams, "page" | "limit">, limit: number, client: HttpClient = t.api): Promise<Walk> {
  return stableWalk((page) => send(t, { ...p, page, limit }, client), limit);
}

export const idsOf = (records: readonly ScheduleRecord[]) => records.map((r) => r.id);
