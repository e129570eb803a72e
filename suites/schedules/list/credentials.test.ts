// GET /v2/schedules without a credential and with a wrong one: 401 UNAUTHORIZED.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { listSchedules } from "../../../harness/schedules/api.js";
import { expectError, SCHEDULE_ERRORS } from "../../../harness/schedules/checks.js";
import { encodings } from "../../../harness/schedules/encodings.js";
import { wrongCredential } from "../../../harness/schedules/inputs.js";

const REQUIREMENTS = ["C.AUTH.UNAUTHORIZED", "C.ERRORS.UNAUTHORIZED", "C.ERRORS.BODY"];

conformanceTest({
  id: "C-LIST-NO-AUTH-401",
  title: "answers a list request without a credential with 401",
  requirements: REQUIREMENTS,
  hint: "expected 401 with body { \"code\": \"UNAUTHORIZED\" }",
}, async (t) => {
  const res = await listSchedules(t.api, encodings(t.run.profile), { page: 0, limit: 1 }, { auth: null });
  expectError(t, res, { status: 401, identifier: "UNAUTHORIZED", what: "a list request without a credential" }, SCHEDULE_ERRORS);
});

conformanceTest({
  id: "C-LIST-WRONG-AUTH-401",
  title: "answers a list request with a wrong credential with 401",
  requirements: REQUIREMENTS,
  hint: "the credential header is sent with a made-up value; expected 401 with body { \"code\": \"UNAUTHORIZED\" }",
}, async (t) => {
  const res = await listSchedules(t.api, encodings(t.run.profile), { page: 0, limit: 1 }, { auth: wrongCredential(t) });
  expectError(t, res, { status: 401, identifier: "UNAUTHORIZED", what: "a list request with a wrong credential" }, SCHEDULE_ERRORS);
});
