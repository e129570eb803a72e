// One rule for what a run was meant to include, shared by the gates of run and merge: an entry of the baseline whose
// test is gone is stale only when the selection covers its id.
import { describe, expect, test } from "vitest";
import { applyBaseline } from "../../cli/baseline.js";
import { selects, type Selection } from "../../cli/verdict.js";

const selection = (s: Partial<Selection>): Selection => ({ areas: ["schedules"], filters: [], notSelected: 0, ...s });
const entry = (id: string) => ({ id, reason: "accepted for now" });

describe("the in-scope rule", () => {
  test("covers the ids of the selected areas that the filters select", () => {
    expect(selects(selection({}))("C-LIST-PAGE-0-FIRST")).toBe(true);
    expect(selects(selection({}))("D-TOKEN-LIFETIME-1800")).toBe(false);
    expect(selects(selection({ filters: ["C-LIST-"] }))("C-GET-NO-AUTH-401")).toBe(false);
    expect(selects(selection({ filters: ["C-LIST-", "C-GET-"] }))("C-GET-NO-AUTH-401")).toBe(true);
  });

  test("covers no id for sure in a shard", () => {
    expect(selects(selection({ shard: { index: 1, count: 2 } }))("C-LIST-PAGE-0-FIRST")).toBe(false);
  });

  test("makes a gone entry stale only inside the selection, as merge and run both apply it", () => {
    const gate = applyBaseline("known.json", [entry("C-LIST-GONE"), entry("C-GET-GONE")], [], selection({ filters: ["C-LIST-"] }));
    expect(gate.stale.map((s) => s.id)).toEqual(["C-LIST-GONE"]);
    expect(gate.passed).toBe(false);
  });
});
