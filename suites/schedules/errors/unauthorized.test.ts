// The spec's area C error row "all | 401 | UNAUTHORIZED", once for every operation: a test without a credential and
// one with a wrong credential each. The request is otherwise valid: the spec orders 401 before none of the other rows
// (404 SCHEDULE_NOT_FOUND, 400 INVALID_REQUEST or SCHEDULE_ALREADY_PROCESSED, start and end "listed as required"), so
// an unknown id, a processed schedule or a bound left out beside the credential would leave two answers open.
import { conformanceTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { INVALID_CREDENTIALS, type InvalidCredential, type InvalidCredentialVariant } from "../../../harness/tests/credentials.js";
import type { HttpResponse } from "../../../harness/http/http.js";
import { deleteSchedules, getSchedule, listSchedules } from "../../../harness/schedules/api.js";
import { expectError, SCHEDULE_ERRORS } from "../../../harness/schedules/checks.js";
import { encodings, USES_ARRAY_ENCODING, USES_DELETE_PARAMETERS, USES_TIMESTAMP_FORMAT } from "../../../harness/schedules/encodings.js";
import { disposable, disposableInput, requireStatus } from "../../../harness/schedules/inputs.js";
import { wideWindow } from "../../../harness/schedules/list.js";
import { skipIfEncodingRefused } from "../../../harness/schedules/refused.js";
import { existingScheduleId } from "../../../harness/schedules/unknowns.js";

interface Operation {
  /** Its tests' ids, one per way of lacking a valid credential. */
  ids: Record<InvalidCredential, string>;
  /** The request, as titles and failures name it. */
  request: string;
  hint?: string;
  /** Sent for a disposable schedule of the profile, which a target that wrongly accepts the request cancels. */
  destructive?: boolean;
  needs?(kind: InvalidCredential): string[];
  send(t: Conformance, credential: InvalidCredentialVariant): Promise<HttpResponse>;
}

const OPERATIONS: Operation[] = [
  { ids: { noCredential: "C-LIST-NO-AUTH-401", wrongCredential: "C-LIST-WRONG-AUTH-401" }, request: "a list request",
    hint: `start and end are given, so the credential is the only thing wrong; ${USES_TIMESTAMP_FORMAT}`,
    send: async (t, c) => {
      const res = await listSchedules(t.api, encodings(t.run.profile), { ...wideWindow(), page: 0, limit: 1 }, { auth: c.auth(t) });
      skipIfEncodingRefused(t, res, { times: true });
      return res;
    } },
  { ids: { noCredential: "C-GET-NO-AUTH-401", wrongCredential: "C-GET-WRONG-AUTH-401" }, request: "a single get",
    hint: "a schedule that exists is asked for (the profile's, else a listed one), so the credential is the only thing wrong",
    send: async (t, c) => getSchedule(t.api, await existingScheduleId(t), { auth: c.auth(t) }) },
  { ids: { noCredential: "C-DELETE-NO-AUTH-401", wrongCredential: "C-DELETE-WRONG-AUTH-401" }, request: "a DELETE", destructive: true,
    hint: `a SCHEDULED disposable schedule is named with its billing key, so the credential is the only thing wrong; a target that `
      + `wrongly accepts the request cancels it; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
    needs: (kind) => [disposableInput(kind)],
    send: async (t, c) => {
      const auth = c.auth(t);
      const key = disposable(t, c.kind);
      const named = key.scheduleIds.slice(0, 1);
      await requireStatus(t, named, "SCHEDULED", disposableInput(c.kind));
      const res = await deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey, scheduleIds: named }, { auth });
      skipIfEncodingRefused(t, res, { arrays: true, deleteParameters: true });
      return res;
    } },
];

for (const op of OPERATIONS) {
  for (const credential of INVALID_CREDENTIALS) {
    conformanceTest({
      id: op.ids[credential.kind],
      title: `answers ${op.request} ${credential.words} with 401`,
      requirements: ["C.AUTH.UNAUTHORIZED", "C.ERRORS.UNAUTHORIZED", "C.ERRORS.BODY"],
      ...(op.needs ? { needs: op.needs(credential.kind) } : {}),
      ...(op.destructive ? { destructive: true } : {}),
      hint: `${op.hint ? `${op.hint}; ` : ""}expected 401 with body { "code": "UNAUTHORIZED" }`,
    }, async (t) => {
      const res = await op.send(t, credential);
      expectError(t, res, { status: 401, identifier: "UNAUTHORIZED", what: `${op.request} ${credential.words}` }, SCHEDULE_ERRORS);
    });
  }
}
