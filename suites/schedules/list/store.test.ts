// GET /v2/schedules and stores: another store's credential sees none of this store's schedules; store_id of one's own.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { Skip } from "../../../harness/outcomes/skip.js";
import { USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { fetchRecord, otherStore, scheduleIdInput, STATUSES } from "../../../harness/schedules/inputs.js";
import { idsOf, walkList, wideWindow } from "../../../harness/schedules/list.js";

const KNOWN = scheduleIdInput("SCHEDULED");

conformanceTest({
  id: "C-LIST-OTHER-STORE-ISOLATED",
  title: "shows another store's credential none of this store's schedules",
  requirements: ["C.AUTH.TOKEN-STORE"],
  needs: [KNOWN],
  needsCredentials: ["apiAuthOtherStore"],
  hint: `CONFORMANCE_API_AUTH_OTHER_STORE must belong to a store that may not see the first store's schedules; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const mine = await fetchRecord(t, t.input<string>(KNOWN), KNOWN);
  t.expect(typeof mine.store_id, "type of store_id of the first store's schedule").toBe("string");
  const walk = await walkList(t, wideWindow(), 1000, otherStore(t));
  const leaked = walk.records.filter((r) => r.store_id === mine.store_id).map((r) => r.id);
  t.expect(leaked.slice(0, 10), `schedules of the first store listed for the other store (${leaked.length})`).toEqual([]);
  const known = new Set(STATUSES.map((s) => t.input<string | undefined>(scheduleIdInput(s))).filter((id) => id !== undefined));
  t.expect(idsOf(walk.records).filter((id) => known.has(id as string)), "the profile's schedule ids listed for the other store").toEqual([]);
});

conformanceTest({
  id: "C-LIST-STORE-ID-OWN",
  title: "lists the credential's own store when store_id names it",
  requirements: ["C.LIST.STORE-ID"],
  needs: [KNOWN],
  hint: `store_id is optional; naming the credential's own store must work; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const mine = await fetchRecord(t, t.input<string>(KNOWN), KNOWN);
  const storeId = mine.store_id as string;
  t.expect(typeof storeId, "type of store_id of the profile's schedule").toBe("string");
  const walk = await walkList(t, { ...wideWindow(), storeId }, 1000);
  if (walk.totalCount === 0) throw new Skip("missing-input", "the store of CONFORMANCE_API_AUTH has no schedule a year either side of now");
  t.expect(idsOf(walk.records), `ids listed for store_id=${storeId}`).toContain(mine.id);
  t.expect(walk.records.filter((r) => r.store_id !== storeId).map((r) => r.id).slice(0, 10), `schedules of other stores listed for store_id=${storeId}`).toEqual([]);
});

pendingTest({ id: "C-LIST-DEFAULT-STORE", title: "lists the store the credential carries when store_id is omitted", openPoint: "C-OPEN-DEFAULT-STORE" });
pendingTest({ id: "C-LIST-FOREIGN-STORE-ID", title: "answers a store_id the caller may not use as documented", openPoint: "C-OPEN-FOREIGN-STORE-ID" });
