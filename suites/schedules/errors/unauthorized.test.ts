// The spec's area C error row "all | 401 | UNAUTHORIZED", once for every operation: a test without a credential and
// one with a wrong credential each.
import { conformanceTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import { INVALID_CREDENTIALS, type InvalidCredential, type InvalidCredentialVariant } from "../../../harness/tests/credentials.js";
import type { HttpResponse } from "../../../harness/http/http.js";
import { deleteSchedules, getSchedule, listSchedules } from "../../../harness/schedules/api.js";
import { expectError, SCHEDULE_ERRORS } from "../../../harness/schedules/checks.js";
import { encodings, USES_ARRAY_ENCODING, USES_DELETE_PARAMETERS } from "../../../harness/schedules/encodings.js";
import { disposable, disposableInput, scheduleIdInput } from "../../../harness/schedules/inputs.js";

const KNOWN = scheduleIdInput("COMPLETED");

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
    send: (t, c) => listSchedules(t.api, encodings(t.run.profile), { page: 0, limit: 1 }, { auth: c.auth(t) }) },
  { ids: { noCredential: "C-GET-NO-AUTH-401", wrongCredential: "C-GET-WRONG-AUTH-401" }, request: "a single get",
    hint: `the schedule of ${KNOWN} is asked for (a made-up id without it), so the credential is the only thing wrong`,
    send: (t, c) => getSchedule(t.api, t.input<string | undefined>(KNOWN) ?? `conformance-${t.faker.string.alphanumeric(20)}`, { auth: c.auth(t) }) },
  { ids: { noCredential: "C-DELETE-NO-AUTH-401", wrongCredential: "C-DELETE-WRONG-AUTH-401" }, request: "a DELETE", destructive: true,
    hint: `a target that wrongly accepts the request cancels a disposable schedule; ${USES_ARRAY_ENCODING}; ${USES_DELETE_PARAMETERS}`,
    needs: (kind) => [disposableInput(kind)],
    send: (t, c) => {
      const auth = c.auth(t);
      const key = disposable(t, c.kind);
      return deleteSchedules(t.api, encodings(t.run.profile), { billingKey: key.billingKey, scheduleIds: key.scheduleIds.slice(0, 1) }, { auth });
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
