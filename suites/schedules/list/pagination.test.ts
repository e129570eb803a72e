// GET /v2/schedules paging: 0-based pages, current_page, limit and its maximum of 1000, total_page, past the end.
import { conformanceTest, pendingTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { Skip } from "../../../harness/outcomes/skip.js";
import { listSchedules, MAX_LIMIT } from "../../../harness/schedules/api.js";
import { encodings, USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { pageOf } from "../../../harness/schedules/pages.js";
import { idsOf, listPage, wideWindow } from "../../../harness/schedules/list.js";
import { skipIfEncodingRefused } from "../../../harness/schedules/refused.js";

/** The store's schedules a year either side of now, as total_count tells; skips when there are too few to tell. */
async function totalCount(t: Conformance, atLeast: number, why: string): Promise<number> {
  const { totalCount } = await listPage(t, { ...wideWindow(), page: 0, limit: 1 });
  if (totalCount < atLeast) {
    throw new Skip("missing-input", `the store of CONFORMANCE_API_AUTH holds ${totalCount} schedules a year either side of now; `
      + `${why} needs at least ${atLeast}`);
  }
  return totalCount;
}

conformanceTest({
  id: "C-LIST-PAGE-0-FIRST",
  title: "serves the first schedules on page 0",
  requirements: ["C.LIST.PAGE", "C.LIMIT.PAGE-START"],
  hint: `pages are 0-based: pages 0 and 1 at limit 5 together hold what page 0 at limit 10 holds; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  await totalCount(t, 10, "comparing pages 0 and 1");
  const w = wideWindow();
  const [p0, p1, both] = await Promise.all([
    listPage(t, { ...w, page: 0, limit: 5 }), listPage(t, { ...w, page: 1, limit: 5 }), listPage(t, { ...w, page: 0, limit: 10 }),
  ]);
  t.expect(idsOf(p0.schedules).length, "schedules on page 0 at limit 5").toBe(5);
  const firstTen = new Set(idsOf(both.schedules));
  t.expect([...idsOf(p0.schedules), ...idsOf(p1.schedules)].filter((id) => !firstTen.has(id)),
    "ids of pages 0 and 1 (limit 5) that page 0 at limit 10 does not hold").toEqual([]);
  t.expect(new Set([...idsOf(p0.schedules), ...idsOf(p1.schedules)]).size, "distinct ids on pages 0 and 1 at limit 5").toBe(10);
});

conformanceTest({
  id: "C-LIST-CURRENT-PAGE",
  title: "echoes the page asked for in current_page",
  requirements: ["C.LIST.PAGE"],
  hint: USES_TIMESTAMP_FORMAT,
}, async (t) => {
  await totalCount(t, 4, "asking for page 3 at limit 1");
  const w = wideWindow();
  for (const page of [0, 3]) {
    const p = await listPage(t, { ...w, page, limit: 1 });
    t.expect(p.currentPage, `current_page when page=${page} is asked for`).toBe(page);
  }
});

conformanceTest({
  id: "C-LIST-LIMIT-RESPECTED",
  title: "holds exactly limit schedules on a full page",
  requirements: ["C.LIST.LIMIT"],
  hint: `a page holds at most limit schedules, and exactly limit when more match; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  await totalCount(t, 8, "checking a page of 7");
  const p = await listPage(t, { ...wideWindow(), page: 0, limit: 7 });
  t.expect(p.schedules.length, "schedules on page 0 at limit 7 with more than 7 matching").toBe(7);
});

conformanceTest({
  id: "C-LIST-LIMIT-1000",
  title: "accepts limit=1000 and fills the page up to it",
  requirements: ["C.LIST.LIMIT", "C.LIMIT.PAGE-SIZE"],
  hint: `limit may be up to 1000; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const p = await listPage(t, { ...wideWindow(), page: 0, limit: MAX_LIMIT });
  t.expect(p.schedules.length, `schedules on page 0 at limit 1000 with total_count ${p.totalCount}`).toBe(Math.min(MAX_LIMIT, p.totalCount));
});

conformanceTest({
  id: "C-LIST-LIMIT-CAP",
  title: "never puts more than 1000 schedules on a page",
  requirements: ["C.LIMIT.PAGE-SIZE"],
  hint: `limit=1001 may be refused or capped (open point C-OPEN-LIMIT-OVER-MAX), but a page never holds more than 1000; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  await totalCount(t, MAX_LIMIT + 1, "showing that limit=1001 is not honoured");
  const res = await listSchedules(t.api, encodings(t.run.profile), { ...wideWindow(), page: 0, limit: MAX_LIMIT + 1 });
  const page = pageOf(res);
  if (typeof page === "string") return; // refused: which error is open (C-OPEN-LIMIT-OVER-MAX)
  t.expect(page.schedules.length, "schedules on a page asked for with limit=1001").toBeLessThanOrEqual(MAX_LIMIT);
});

conformanceTest({
  id: "C-LIST-TOTAL-PAGE",
  title: "reports total_page as total_count over limit, rounded up",
  requirements: ["C.LIST.TOTALS"],
  hint: `total_page = ceil(total_count / limit) when anything matches; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  await totalCount(t, 1, "checking total_page");
  for (const limit of [7, MAX_LIMIT]) {
    const p = await listPage(t, { ...wideWindow(), page: 0, limit });
    t.expect(p.totalPage, `total_page at limit ${limit} with total_count ${p.totalCount}`).toBe(Math.ceil(p.totalCount / limit));
  }
});

conformanceTest({
  id: "C-LIST-PAST-END-EMPTY",
  title: "answers a page past the last one with no schedules",
  requirements: ["C.LIST.TOTALS", "C.LIST.PAGE"],
  hint: `page ceil(total_count / limit) and later pages hold nothing; whether such a page is answered or refused is not stated (a 4xx is accepted); ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const total = await totalCount(t, 1, "asking past the last page");
  const limit = 50;
  const res = await listSchedules(t.api, encodings(t.run.profile), { ...wideWindow(), page: Math.ceil(total / limit), limit });
  skipIfEncodingRefused(t, res, { times: true });
  if (res.status >= 400 && res.status < 500 && res.status !== 401) return; // refused: no schedules given, which is all that is firm
  t.expect(res.status, "status of the page after the last one (200, or a refusal)").toBe(200);
  const page = pageOf(res);
  t.expect(typeof page === "string" ? page : page.schedules.length, "schedules on the page after the last one").toBe(0);
});

pendingTest({ id: "C-LIST-LIMIT-OVER-1000", title: "answers limit above 1000 with a documented error", openPoint: "C-OPEN-LIMIT-OVER-MAX" });
pendingTest({ id: "C-LIST-DEFAULT-LIMIT", title: "uses a documented page size when limit is omitted", openPoint: "C-OPEN-DEFAULT-LIMIT" });
pendingTest({ id: "C-LIST-DEFAULT-PAGE", title: "answers page 0 when page is omitted", openPoint: "C-OPEN-DEFAULT-PAGE" });
pendingTest({ id: "C-LIST-EMPTY-TOTAL-PAGE", title: "reports a documented total_page for an empty result", openPoint: "C-OPEN-EMPTY-TOTAL-PAGE" });
pendingTest({ id: "C-LIST-ORDER", title: "lists schedules in a documented order", openPoint: "C-OPEN-LIST-ORDER" });
