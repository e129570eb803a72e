// GET /v2/schedules with invalid parameters: the answer is open, but it is not an internal error.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { listSchedules } from "../../../harness/schedules/api.js";
import { wideWindow } from "../../../harness/schedules/list.js";
import { encodings } from "../../../harness/schedules/encodings.js";
import { expectDocumentedAnswer } from "../../../harness/schedules/checks.js";

const INVALID: Record<string, string>[] = [
  { limit: "ten" },
  { limit: "-5" },
  { page: "first" },
  { page: "-1" },
  { status: "NOT_A_STATUS" },
  { start: "not-a-time", end: "not-a-time-either" },
];

conformanceTest({
  id: "C-LIST-INVALID-INPUT-NO-500",
  title: "answers invalid list parameters without a 5xx",
  requirements: ["C.ERRORS.SERVICE-ERROR"],
  hint: "which answer invalid GET input gets is open (C-OPEN-INVALID-LIST-INPUT), but 500 SERVICE_ERROR means an internal error; "
    + "each request has one invalid parameter, and start and end (\"listed as required\") are given unless they are the invalid one",
}, async (t) => {
  const enc = encodings(t.run.profile);
  const answers: string[] = [];
  for (const raw of INVALID) {
    const res = await listSchedules(t.api, enc, { ...wideWindow(), raw });
    if (res.status >= 500) answers.push(`${new URLSearchParams(raw).toString()} → ${res.status}`);
  }
  t.expect(answers, "invalid list parameters answered with 5xx").toEqual([]);
});

/** Parameters whose answer is open too: above the maximum limit (C-OPEN-LIMIT-OVER-MAX), a store_id not the caller's (C-OPEN-FOREIGN-STORE-ID). */
const OPEN: Record<string, string>[] = [{ limit: "1001" }, { store_id: "" }, { store_id: "store-conformance-unknown" }];

conformanceTest({
  id: "C-LIST-INVALID-INPUT-SHAPE",
  title: "answers invalid list parameters in a documented shape",
  requirements: ["C.ERRORS.BODY", "C.LIST.ENVELOPE"],
  hint: "whether invalid GET input is refused or ignored is open (C-OPEN-INVALID-LIST-INPUT), but an error carries { code, params? } and a 2xx the list envelope",
}, async (t) => {
  const enc = encodings(t.run.profile);
  for (const raw of [...INVALID, ...OPEN]) {
    expectDocumentedAnswer(t, await listSchedules(t.api, enc, { ...wideWindow(), raw }), "list-envelope", `GET /v2/schedules?${new URLSearchParams(raw).toString()}`);
  }
});

pendingTest({ id: "C-LIST-INVALID-INPUT-ANSWER", title: "answers invalid list parameters with a documented error", openPoint: "C-OPEN-INVALID-LIST-INPUT" });
