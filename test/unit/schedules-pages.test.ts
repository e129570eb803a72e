// Reading list pages leniently and walking them: counts, early stops, unstable data, budgets and deadlines.
import { TargetFailure } from "../../harness/outcomes/errors.js";
import { describe, expect, test } from "vitest";
import type { HttpResponse } from "../../harness/http/http.js";
import { pageOf, stableWalk, walkBudget, walkPages } from "../../harness/schedules/pages.js";

const response = (status: number, json: unknown): HttpResponse =>
  ({ status, json, text: JSON.stringify(json), headers: {}, truncated: false, durationMs: 0, exchange: {} as HttpResponse["exchange"] });

/** A fake list of `total` schedules; `changeAtCall` adds one schedule from that call on. */
function fakeList(total: number, opts: { changeAtCall?: number } = {}) {
  let calls = 0;
  const fetch = async (page: number, limit: number) => {
    calls++;
    const count = opts.changeAtCall !== undefined && calls >= opts.changeAtCall ? total + 1 : total;
    const ids = Array.from({ length: count }, (_, i) => ({ id: `s${i}` })).slice(page * limit, (page + 1) * limit);
    return response(200, { current_page: page, total_page: Math.ceil(count / limit), total_count: count, schedules: ids });
  };
  return { fetch, calls: () => calls };
}

const rejection = (p: Promise<unknown>) => p.then(() => new Error("the walk ended"), (e: unknown) => e as Error);

/** A pager that never ends: every page is full and claims `totalCount` schedules. */
function endlessPager(limit: number, totalCount = Number.MAX_SAFE_INTEGER, perPage = limit) {
  const asked: number[] = [];
  const fetch = async (page: number) => {
    asked.push(page);
    const schedules = Array.from({ length: perPage }, (_, i) => ({ id: `p${page}-${i}`, note: "x".repeat(100) }));
    return response(200, { current_page: page, total_page: Math.ceil(totalCount / limit), total_count: totalCount, schedules });
  };
  return { fetch, asked };
}

describe("pageOf", () => {
  test("reads numeric strings leniently and says why an answer is no page", () => {
    expect(pageOf(response(200, { current_page: 0, total_page: "2", total_count: "11", schedules: [] }))).toMatchObject({ totalPage: 2, totalCount: 11 });
    expect(pageOf(response(500, {}))).toBe("status 500, not 200");
    expect(pageOf(response(200, { total_count: 1, total_page: 1 }))).toBe("schedules is not an array");
    expect(pageOf(response(200, { total_count: 1, total_page: 1, schedules: ["x"] }))).toBe("schedules holds an item that is not an object");
    expect(pageOf(response(200, { total_count: "many", total_page: 1, schedules: [] }))).toBe("total_count or total_page is not a number");
  });
});

describe("walkPages", () => {
  test("walks ceil(total_count / limit) pages and collects every record once", async () => {
    const list = fakeList(23);
    const walk = await walkPages((p) => list.fetch(p, 5), 5);
    expect(walk.pages).toHaveLength(5);
    expect(walk.records.map((r) => r.id)).toEqual(Array.from({ length: 23 }, (_, i) => `s${i}`));
    expect(walk).toMatchObject({ totalCount: 23, stable: true });
  });

  test("stops at an empty page instead of asking for every page a wrong total promises", async () => {
    const asked: number[] = [];
    const walk = await walkPages(async (p) => {
      asked.push(p);
      return response(200, { total_page: 9, total_count: 900, schedules: p === 0 ? [{ id: "a" }] : [] });
    }, 100);
    expect(asked).toEqual([0, 1]);
    expect(walk.pages).toHaveLength(2);
    expect(walk.records).toHaveLength(1);
  });

  test("fails as the target's fault (TargetFailure) when a page is no envelope", async () => {
    await expect(walkPages(async () => response(404, {}), 10)).rejects.toBeInstanceOf(TargetFailure);
  });

  test("marks a walk unstable when total_count changes, and stableWalk walks again", async () => {
    const list = fakeList(12, { changeAtCall: 2 });
    const first = await walkPages((p) => list.fetch(p, 5), 5);
    expect(first.stable).toBe(false);
    const again = fakeList(12, { changeAtCall: 2 });
    const walk = await stableWalk((p) => again.fetch(p, 5), 5);
    expect(walk.stable).toBe(true);
    expect(again.calls()).toBe(3 + 3);
  });
});

describe("walk budget", () => {
  test("takes its pages from total_count, within the item ceiling", () => {
    expect(walkBudget(2500, 1000)).toMatchObject({ pages: 3 });
    expect(walkBudget(60_000, 1000)).toMatch(/needs 60 pages, more than the walk's budget of 50 pages \(50000 schedules\)/);
    expect(walkBudget(600, 100, { maxItems: 500 })).toMatch(/pages without end/);
  });

  test("fails an endless pager on its first page, as the target's fault", async () => {
    const pager = endlessPager(1000);
    const err = await rejection(walkPages(pager.fetch, 1000));
    expect(err).toBeInstanceOf(TargetFailure);
    expect(err.message).toMatch(/the list pages without end/);
    expect(pager.asked).toEqual([0]);
  });

  test("asks no page beyond the budget when total_count stays under the ceiling", async () => {
    const pager = endlessPager(10, 95);
    const walk = await walkPages(pager.fetch, 10);
    expect(pager.asked).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(walk.records).toHaveLength(100);
  });

  test("fails a page that holds more schedules than the limit asked for", async () => {
    const pager = endlessPager(1000, 100_000, 10_000);
    await expect(walkPages(pager.fetch, 1000)).rejects.toThrow(/page 0 holds 10000 schedules, more than the limit 1000/);
  });

  test("stops when the pages read weigh more than the character budget", async () => {
    const pager = endlessPager(10, 1000);
    await expect(walkPages(pager.fetch, 10, { maxChars: 10_000 })).rejects.toThrow(/more than the walk's budget of 10000/);
    expect(pager.asked.length).toBeLessThan(10);
  });

  test("asks for no page once the test's deadline has fired, and hands the signal to each fetch", async () => {
    const deadline = new AbortController();
    const signals: (AbortSignal | undefined)[] = [];
    const pager = endlessPager(10, 1000);
    const fetch = async (page: number, signal?: AbortSignal) => {
      signals.push(signal);
      if (page === 2) deadline.abort();
      return pager.fetch(page);
    };
    const err = await rejection(walkPages(fetch, 10, { signal: deadline.signal }));
    expect(err.message).toMatch(/stopped at the test's deadline before page 3/);
    expect(pager.asked).toEqual([0, 1, 2]);
    expect(signals.every((s) => s === deadline.signal)).toBe(true);
  });
});
