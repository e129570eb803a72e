// suites/b2b/errors/error-table.test.ts — every row of the area A error table, for every operation it names, as a test.
// The scenarios that provoke each row live in harness/b2b/scenarios.ts; a row no black-box test can provoke is pending.
import { conformanceTest, pendingTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { errorRows, pendingRow, scenariosFor } from "../../../harness/b2b/scenarios.js";

for (const row of errorRows()) {
  for (const op of row.operations) {
    const scenarios = scenariosFor(row.error, op);
    const pending = pendingRow(row.error, op);
    if (pending) {
      for (const id of pending.ids) pendingTest({ id, title: `answers ${row.status} ${row.error} on operation ${op}`.slice(0, 69), openPoint: pending.openPoint });
      continue;
    }
    if (scenarios.length === 0) throw new Error(`no scenario provokes ${row.error} on operation ${op} (harness/b2b/scenarios.ts)`);
    for (const s of scenarios) {
      conformanceTest({
        id: s.id, title: s.title, requirements: [row.requirement, "A.ERR.KIND-AND-STATUS", ...(s.requirements ?? [])], needs: s.needs, destructive: s.destructive, waits: s.waits,
        hint: `${s.scenario} must be answered ${row.status} ${row.error} (${row.condition})`,
      }, async (t) => {
        const api = new B2bApi(t);
        const res = await s.provoke(api);
        if (s.acceptedIsOpen && res.status === 200) t.pending(s.acceptedIsOpen.openPoint, s.acceptedIsOpen.observed);
        api.expectError(res, { status: row.status, identifier: row.error, what: s.scenario });
      });
    }
  }
}
