// Declares the tests of error-table rows: one refusal each, provoked by the case and checked against the row.
import { conformanceTest, pendingTest, type TestMeta } from "../../../harness/tests/conformance-test.js";
import type { HttpResponse } from "../../../harness/http/http.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { errorRow } from "./error-rows.js";

export interface ErrorCase {
  /** Written literally here: a failing id leads to its case in one step. */
  id: string;
  title: string;
  /** The identifier the case must get (its row of the error table for the operation). */
  error: string;
  /** Identifiers of other rows the one request meets by its nature (no request could break the row's rule alone). */
  also?: string[];
  /** What the case does, in a few words (hint and failure message). */
  what: string;
  needs: string[];
  /** Requirements the case shows besides its row's. */
  requirements?: string[];
  destructive?: boolean;
  waits?: TestMeta["waits"];
  /**
   * The general row the case's request meets besides its own, more specific one (InvalidRequestError "input invalid";
   * B2bCounterpartyIdAlreadyExistsError "counterparty id in use"): an answer with it is the other reading of
   * A-OPEN-GENERIC-VS-SPECIFIC, so the test is pending rather than failed.
   */
  generalRow?: string;
  /** A 200 answer is a reading the spec leaves open: the test is pending on this point rather than failed. */
  acceptedIsOpen?: { openPoint: string; observed: string };
  /**
   * Another row of the operation that answers the same request under one reading of an open point (the freedom table
   * names it): an answer with it leaves the test pending on that point rather than failed.
   */
  openRow?: { error: string; openPoint: string };
  provoke(api: B2bApi): Promise<HttpResponse>;
}

/** The cases of error-table rows of operation `op`. */
export function refuses(op: string, ...cases: ErrorCase[]): void {
  for (const c of cases) {
    const row = errorRow(c.error, op);
    conformanceTest({
      id: c.id, title: c.title, requirements: [row.requirement, "A.ERR.KIND-AND-STATUS", ...(c.requirements ?? [])], needs: [...c.needs, INPUT.errors],
      destructive: c.destructive, waits: c.waits, errorRows: [{ error: c.error, op }],
      hint: `${c.what} must be answered ${row.status} ${row.error} (${row.condition})${c.also?.length ? `, or ${c.also.map((e) => `${errorRow(e, op).status} ${e}`).join(" or ")}, rows the same request meets` : ""}`,
    }, async (t) => {
      const api = new B2bApi(t);
      const res = await c.provoke(api);
      if (c.acceptedIsOpen && res.status === 200) t.pending(c.acceptedIsOpen.openPoint, c.acceptedIsOpen.observed);
      if (c.generalRow) answeredByGeneralRow(api, res, op, { general: c.generalRow, specific: row.error, what: c.what });
      if (c.openRow && res.status === errorRow(c.openRow.error, op).status && api.carries(res, c.openRow.error)) {
        t.pending(c.openRow.openPoint, `${c.what} was answered ${res.status} ${c.openRow.error}, the row one reading of this point gives it`);
      }
      const or = (c.also ?? []).map((e) => ({ status: errorRow(e, op).status, identifier: e }));
      api.expectError(res, { status: row.status, identifier: row.error, what: c.what, or });
    });
  }
}

/**
 * A request meeting a specific row and a general one, answered with the general one: the other reading of
 * A-OPEN-GENERIC-VS-SPECIFIC, so the test is pending rather than failed.
 */
export function answeredByGeneralRow(api: B2bApi, res: HttpResponse, op: string, rows: { general: string; specific: string; what: string }): void {
  if (res.status === errorRow(rows.general, op).status && api.carries(res, rows.general)) {
    api.t.pending("A-OPEN-GENERIC-VS-SPECIFIC", `${rows.what} was answered with the general row ${res.status} ${rows.general}, not ${rows.specific}`);
  }
}

/** Open points of rows no black-box test can provoke as written. */
const WHY_OPEN: Record<string, string> = {
  ForbiddenError: "A-OPEN-FORBIDDEN", B2bExternalServiceError: "A-OPEN-EXTERNAL-FAILURE", B2bCounterpartyNtsConnectionFailedError: "A-OPEN-EXTERNAL-FAILURE",
};

/**
 * Rows of operation `op` that wait on an open point: id → the row's identifier, or [identifier, open point] where the
 * point is the operation's own.
 */
export function pendingRows(op: string, tests: Record<string, string | [string, string]>): void {
  for (const [id, entry] of Object.entries(tests)) {
    const [error, openPoint] = typeof entry === "string" ? [entry, WHY_OPEN[entry]] : entry;
    if (!openPoint) throw new Error(`${id}: no open point known for ${error}`);
    const row = errorRow(error, op);
    const title = `answers ${row.status} ${error} on operation ${op}`;
    pendingTest({ id, title: title.length < 70 ? title : `answers ${error} on operation ${op}`, openPoint, errorRows: [{ error, op }] });
  }
}
