// Reading list pages leniently and walking them: counts, early stops, unstable data and runaway totals.
import { describe, expect, test } from "vitest";
import type { HttpResponse } from "../../harness/http.js";
import { pageOf, stableWalk, walkPages } from "../../harness/schedules/pages.js";

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

  test("fails as the target's fault (AssertionError) when a page is no envelope or the total is absurd", async () => {
    await expect(walkPages(async () => response(404, {}), 10)).rejects.toMatchObject({ name: "AssertionError" });
    await expect(walkPages(async () => response(200, { total_count: 1e9, total_page: 1, schedules: [] }), 10, 100))
      .rejects.toThrow(/needs 100000000 pages/);
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
