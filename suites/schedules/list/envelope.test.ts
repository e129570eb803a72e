// GET /v2/schedules: the list envelope and its records, on one page and on every page of the store.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { listSchedules } from "../../../harness/schedules/api.js";
import { expectEnvelope, schemaProblems } from "../../../harness/schedules/checks.js";
import { encodings, USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { walkList, wideWindow } from "../../../harness/schedules/list.js";
import { skipIfEncodingRefused } from "../../../harness/schedules/refused.js";
import { Skip } from "../../../harness/outcomes/skip.js";
import { shownValue } from "../../../harness/secrets/bounded-text.js";

/** An empty store is a setup gap, not a conformance failure: the records cannot be judged. */
const EMPTY_STORE = "the store of CONFORMANCE_API_AUTH has no schedule a year either side of now, so no record can be checked";

const RECORD_REQUIREMENTS = [
  "C.RECORD.ID", "C.RECORD.MERCHANT-ID", "C.RECORD.STORE-ID", "C.RECORD.BILLING-KEY", "C.RECORD.PAYMENT-ID", "C.RECORD.STATUS",
  "C.RECORD.SCHEDULED-AT", "C.RECORD.STARTED-AT", "C.RECORD.COMPLETED-AT", "C.RECORD.CANCELLED-AT", "C.RECORD.ORDER-NAME",
  "C.RECORD.CULTURAL-EXPENSE", "C.RECORD.ESCROW", "C.RECORD.PRODUCTS", "C.RECORD.CUSTOMER", "C.RECORD.CUSTOM-DATA",
  "C.RECORD.TOTAL-AMOUNT", "C.RECORD.TAX-FREE-AMOUNT", "C.RECORD.CURRENCY", "C.RECORD.NOTICE-URLS", "C.RECORD.INSTALLMENT-MONTH",
  "C.RECORD.FIELD-NAMES", "C.EVENTS.NOTICE-URLS", "C.STATE.TIMESTAMPS",
];

conformanceTest({
  id: "C-LIST-ENVELOPE",
  title: "answers with current_page, total_page, total_count and schedules",
  requirements: ["C.LIST.ENVELOPE", "C.VERSION.PREFIX"],
  hint: `all four envelope fields are required, the counts are integers and schedules an array of Schedule; ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const p = { ...wideWindow(), page: 0, limit: 20 };
  const res = await listSchedules(t.api, encodings(t.run.profile), p);
  skipIfEncodingRefused(t, res, { times: true });
  const body = expectEnvelope(t, res, "list-envelope", "GET /v2/schedules");
  if (Array.isArray(body.schedules) && body.schedules.length === 0) throw new Skip("missing-input", EMPTY_STORE);
});

conformanceTest({
  id: "C-LIST-RECORDS-VALID",
  title: "lists only valid Schedule records, on every page",
  requirements: RECORD_REQUIREMENTS,
  hint: `every listed schedule must match the Schedule table (fields, types, enums, status timestamps); ${USES_TIMESTAMP_FORMAT}`,
}, async (t) => {
  const walk = await walkList(t, wideWindow(), 1000);
  if (walk.records.length === 0) throw new Skip("missing-input", EMPTY_STORE);
  const bad = walk.records
    .map((r) => ({ id: r.id, problems: schemaProblems("schedule", r) }))
    .filter((r) => r.problems.length > 0);
  const shown = bad.slice(0, 5).map((r) => `${shownValue(r.id, 80)}: ${r.problems.slice(0, 4).join("; ")}`);
  t.expect(shown, `schedules that do not match fixtures/schemas/schedules/schedule.schema.json (${bad.length} of ${walk.records.length})`).toEqual([]);
});
