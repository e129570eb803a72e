// GET /v2/schedules with invalid parameters: the answer is open, but it is not an internal error.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { listSchedules } from "../../../harness/schedules/api.js";
import { wideWindow } from "../../../harness/schedules/list.js";
import { encodings } from "../../../harness/schedules/encodings.js";

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

pendingTest({ id: "C-LIST-INVALID-INPUT-ANSWER", title: "answers invalid list parameters with a documented error", openPoint: "C-OPEN-INVALID-LIST-INPUT" });
