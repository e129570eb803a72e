// GET /v2/schedules: walking every page yields each matching schedule exactly once.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { idsOf, walkList, wideWindow } from "../../../harness/schedules/list.js";

conformanceTest({
  id: "C-LIST-WALK-DISTINCT",
  title: "yields total_count distinct schedules over all pages",
  requirements: ["C.LIST.TOTALS", "C.LIST.PAGE"],
  hint: `pages 0 .. total_page - 1 at one limit must hold every match once; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const walk = await walkList(t, wideWindow(), 300);
  t.expect(walk.stable, "total_count stayed the same on every page of the walk (three attempts)").toBe(true);
  const ids = idsOf(walk.records);
  const seen = new Set<unknown>();
  const twice = ids.filter((id) => seen.has(id) || !seen.add(id));
  t.expect(twice.slice(0, 10), `ids listed on more than one page (${twice.length}) over ${walk.pages.length} pages at limit 300`).toEqual([]);
  t.expect(ids.length, `schedules over all ${walk.pages.length} pages at limit 300, against total_count`).toBe(walk.totalCount);
});
