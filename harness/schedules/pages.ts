// Reads list answers leniently into pages and walks every page of one query (used by tests and the benchmark).
import type { HttpResponse } from "../http.js";

export type ScheduleRecord = Record<string, unknown>;

export interface Page {
  currentPage: unknown;
  totalPage: number;
  totalCount: number;
  schedules: ScheduleRecord[];
  res: HttpResponse;
}

export interface Walk {
  pages: Page[];
  records: ScheduleRecord[];
  /** total_count of the first page. */
  totalCount: number;
  /** Every page reported the same total_count: nothing was added or removed while walking. */
  stable: boolean;
}

/** Failures of the target, told apart from suite errors by their name. */
export function targetFailure(message: string): Error {
  return Object.assign(new Error(message), { name: "AssertionError" });
}

/**
 * A 200 list answer as a page, reading the counts leniently (a numeric string counts) so that one wrong
 * field fails only the test about it; or why the answer is no page at all.
 */
export function pageOf(res: HttpResponse): Page | string {
  if (res.status !== 200) return `status ${res.status}, not 200`;
  const body = res.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body)) return res.jsonError ?? "the body is not a JSON object";
  if (!Array.isArray(body.schedules)) return "schedules is not an array";
  if (body.schedules.some((s) => !s || typeof s !== "object" || Array.isArray(s))) return "schedules holds an item that is not an object";
  const totalCount = Number(body.total_count);
  const totalPage = Number(body.total_page);
  if (!Number.isFinite(totalCount) || !Number.isFinite(totalPage)) return "total_count or total_page is not a number";
  return { currentPage: body.current_page, totalPage, totalCount, schedules: body.schedules as ScheduleRecord[], res };
}

/** Pages 0 .. ceil(total_count / limit) - 1 of one query, as far as they hold schedules. */
export async function walkPages(fetch: (page: number) => Promise<HttpResponse>, limit: number, maxPages = 10_000): Promise<Walk> {
  const first = pageOf(await fetch(0));
  if (typeof first === "string") throw targetFailure(`page 0 of the list is not a list envelope: ${first}`);
  const expected = Math.ceil(first.totalCount / limit);
  if (expected > maxPages) throw targetFailure(`total_count ${first.totalCount} at limit ${limit} needs ${expected} pages, more than ${maxPages}`);
  const pages = [first];
  for (let p = 1; p < expected; p++) {
    const page = pageOf(await fetch(p));
    if (typeof page === "string") throw targetFailure(`page ${p} of the list is not a list envelope: ${page}`);
    pages.push(page);
    if (page.schedules.length === 0) break;
  }
  return {
    pages,
    records: pages.flatMap((p) => p.schedules),
    totalCount: first.totalCount,
    stable: pages.every((p) => p.totalCount === first.totalCount),
  };
}

/** Walks again (up to `attempts` times) while the data changes underneath, e.g. a concurrent DELETE on a target that removes. */
export async function stableWalk(fetch: (page: number) => Promise<HttpResponse>, limit: number, attempts = 3): Promise<Walk> {
  let walk = await walkPages(fetch, limit);
  for (let i = 1; i < attempts && !walk.stable; i++) walk = await walkPages(fetch, limit);
  return walk;
}
