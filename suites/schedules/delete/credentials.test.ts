// DELETE /v2/schedules without a credential and with a wrong one: 401 UNAUTHORIZED, and nothing is cancelled.
import { conformanceTest, type Conformance } from "../../../harness/conformance-test.js";
import type { HeaderLine } from "../../../harness/config.js";
import { deleteSchedules } from "../../../harness/schedules/api.js";
import { expectError, SCHEDULE_ERRORS } from "../../../harness/schedules/checks.js";
import { encodings, USES_ARRAY_ENCODING, USES_DELETE_PARAMETERS } from "../../../harness/schedules/encodings.js";
import { disposable, disposableInput, wrongCredential, type DisposableRole } from "../../../harness/schedules/inputs.js";

const REQUIREMENTS = ["C.AUTH.UNAUTHORIZED", "C.ERRORS.UNAUTHORIZED", "C.ERRORS.BODY"];

/** A request that would cancel a disposable schedule if the credential were accepted. */
async function expect401(t: Conformance, role: DisposableRole, auth: HeaderLine | null, what: string) {
  const key = disposable(t, role);
  const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey, scheduleIds: key.scheduleIds.slice(0, 1) }, { auth });
  expectError(t, res, { status: 401, identifier: "UNAUTHORIZED", what: what }, SCHEDULE_ERRORS);
}

conformanceTest({
  id: "C-DELETE-NO-AUTH-401",
  title: "answers a DELETE without a credential with 401",
  requirements: REQUIREMENTS,
  needs: [disposableInput("noCredential")],
  destructive: true,
  hint: `a target that wrongly accepts the request cancels a disposable schedule; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  await expect401(t, "noCredential", null, "DELETE /v2/schedules without a credential");
});

conformanceTest({
  id: "C-DELETE-WRONG-AUTH-401",
  title: "answers a DELETE with a wrong credential with 401",
  requirements: REQUIREMENTS,
  needs: [disposableInput("wrongCredential")],
  destructive: true,
  hint: `a target that wrongly accepts the request cancels a disposable schedule; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
}, async (t) => {
  await expect401(t, "wrongCredential", wrongCredential(t), "DELETE /v2/schedules with a wrong credential");
});
