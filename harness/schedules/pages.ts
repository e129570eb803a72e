// Reads list answers leniently into pages and walks every page of one query (used by tests and the benchmark).
import type { HttpResponse } from "../http/http.js";
import { TargetFailure } from "../outcomes/errors.js";

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
  return new TargetFailure(message);
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

/** The spec's Limits: "Schedule list page size: at most 1000 (limit)". */
export const MAX_PAGE_SIZE = 1000;

export interface WalkOptions {
  /** The test's deadline: no page is asked for once it has fired; also handed to each fetch. */
  signal?: AbortSignal;
  /** Most schedules a walk takes in (default 50,000, 50 pages of the spec's largest page size). */
  maxItems?: number;
  /** Most body characters a walk reads over all its pages (default 64 MiB). */
  maxChars?: number;
}

/** Pages to ask for and body characters to read; items are bounded by both (each page holds at most `limit`). */
export interface WalkBudget {
  pages: number;
  chars: number;
}

/** What a walk may read: the pages the first page's total_count promises, within the walk's ceiling. */
export function walkBudget(totalCount: number, limit: number, o: WalkOptions = {}): WalkBudget | string {
  const maxItems = o.maxItems ?? 50_000;
  const pages = Math.ceil(totalCount / limit);
  if (totalCount > maxItems) {
    return `total_count ${totalCount} at limit ${limit} needs ${pages} pages, more than the walk's budget of ` +
      `${Math.ceil(maxItems / limit)} pages (${maxItems} schedules): the list pages without end`;
  }
  return { pages, chars: o.maxChars ?? 64 * 1024 * 1024 };
}

type Fetch = (page: number, signal?: AbortSignal) => Promise<HttpResponse>;

/** Pages 0 .. ceil(total_count / limit) - 1 of one query, as far as they hold schedules, within the walk's budget. */
export async function walkPages(fetch: Fetch, limit: number, o: WalkOptions = {}): Promise<Walk> {
  const pageAt = async (p: number): Promise<Page> => {
    if (o.signal?.aborted) throw targetFailure(`the walk over the list stopped at the test's deadline before page ${p}: the target answers too slowly`);
    const page = pageOf(await fetch(p, o.signal));
    if (typeof page === "string") throw targetFailure(`page ${p} of the list is not a list envelope: ${page}`);
    const size = page.schedules.length;
    if (size > Math.min(limit, MAX_PAGE_SIZE)) {
      throw targetFailure(`page ${p} holds ${size} schedules, more than the limit ${limit} asked for (page size at most ${MAX_PAGE_SIZE})`);
    }
    return page;
  };
  const first = await pageAt(0);
  const budget = walkBudget(first.totalCount, limit, o);
  if (typeof budget === "string") throw targetFailure(budget);
  const pages = [first];
  let chars = first.res.text.length;
  for (let p = 1; p < budget.pages; p++) {
    const page = await pageAt(p);
    chars += page.res.text.length;
    if (chars > budget.chars) throw targetFailure(`the ${p + 1} pages read weigh ${chars} characters, more than the walk's budget of ${budget.chars}`);
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
export async function stableWalk(fetch: Fetch, limit: number, o: WalkOptions & { attempts?: number } = {}): Promise<Walk> {
  let walk = await walkPages(fetch, limit, o);
  for (let i = 1; i < (o.attempts ?? 3) && !walk.stable; i++) walk = await walkPages(fetch, limit, o);
  return walk;
}
