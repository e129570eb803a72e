// Assertions of area C: records and envelopes against their JSON Schemas, and the { code, params? } error answers.
import type { Conformance } from "../tests/conformance-test.js";
import type { HttpResponse } from "../http/http.js";
import { jsonObject } from "../tests/json-body.js";
import { describeErrors, validatorFor } from "../spec/schemas.js";
import { expectError, type ErrorProfile } from "../tests/expect-error.js";
import { getSchedule, listSchedules } from "./api.js";
import { encodings } from "./encodings.js";

export type SchemaName = "schedule" | "list-envelope" | "schedule-envelope" | "delete-response" | "error";

/** The schema problems of a value, one line each (empty when it matches). */
export function schemaProblems(schema: SchemaName, value: unknown): string[] {
  const validate = validatorFor(`schemas/schedules/${schema}.schema.json`);
  return validate(value) ? [] : describeErrors(validate.errors);
}

export function expectSchema(t: Conformance, schema: SchemaName, value: unknown, what: string): void {
  t.expect(schemaProblems(schema, value).slice(0, 12), `${what} matches fixtures/schemas/schedules/${schema}.schema.json`).toEqual([]);
}

/** Area C errors are { code, params? } (spec: Errors > Area C errors): the code is the identifier. */
export const SCHEDULE_ERRORS: ErrorProfile = {
  key: "the spec's area C error body { code, params? }",
  location: { at: ["/code"] },
  shape: (t, res, what) => expectSchema(t as Conformance, "error", jsonObject(t.expect, res), `the error body of ${what}`),
};

export { expectError };

/** A 200 answer's body, checked against an envelope schema. */
export function expectEnvelope(t: Conformance, res: HttpResponse, schema: SchemaName, what: string): Record<string, unknown> {
  t.expect(res.status, `status of ${what}`).toBe(200);
  const body = jsonObject(t.expect, res);
  expectSchema(t, schema, body, `the body of ${what}`);
  return body;
}

/**
 * An answer whose outcome the spec leaves open still has the documented shape: a 2xx the operation's success body, a
 * 4xx or 5xx the area's error body { code, params? } (C.ERRORS.BODY). Gives back the body of a 2xx answer.
 */
export function expectDocumentedAnswer(t: Conformance, res: HttpResponse, success: SchemaName, what: string): Record<string, unknown> | undefined {
  t.expect([2, 4, 5], `status class of ${what} (answered ${res.status})`).toContain(Math.floor(res.status / 100));
  const body = jsonObject(t.expect, res);
  const ok = res.status < 300;
  expectSchema(t, ok ? success : "error", body, `the ${ok ? "" : "error "}body of ${what} (answered ${res.status})`);
  return ok ? body : undefined;
}

/**
 * After a successful DELETE, each schedule it named is gone (404 SCHEDULE_NOT_FOUND) or CANCELLED: the two readings of
 * C-OPEN-DELETE-OR-CANCEL, and nothing else.
 */
export async function expectCancelledOrGone(t: Conformance, ids: readonly string[], what: string): Promise<void> {
  for (const id of ids) {
    const res = await getSchedule(t.api, id);
    if (res.status === 404) {
      expectError(t, res, { status: 404, identifier: "SCHEDULE_NOT_FOUND", what: `GET of ${id} after ${what}` }, SCHEDULE_ERRORS);
      continue;
    }
    const body = expectEnvelope(t, res, "schedule-envelope", `GET of ${id} after ${what} (not 404: so still there, and CANCELLED)`);
    t.expect((body.schedule as { status?: unknown } | undefined)?.status, `status of ${id} after ${what} (C-OPEN-DELETE-OR-CANCEL: gone or CANCELLED)`).toBe("CANCELLED");
  }
}

/** The list of a minute either side of a schedule's scheduled_at: the window the checks after a DELETE look at. */
async function listedAround(t: Conformance, at: number, what: string): Promise<{ id?: unknown; status?: unknown }[]> {
  const res = await listSchedules(t.api, encodings(t.run.profile), { start: at - 60_000, end: at + 60_000, page: 0, limit: 1000 });
  return expectEnvelope(t, res, "list-envelope", what).schedules as { id?: unknown; status?: unknown }[];
}

/** Lists the schedules before a DELETE (a target may keep what it has listed), so the check afterwards sees any stale copy. */
export async function listBefore(t: Conformance, schedules: readonly { id: string; at: number }[]): Promise<void> {
  for (const { id, at } of schedules) await listedAround(t, at, `the list around ${id} before the DELETE`);
}

/**
 * After a successful DELETE, the list agrees with the single get: a schedule it named is not listed, or listed
 * CANCELLED, in a window of a minute either side of its scheduled_at (read before the DELETE).
 */
export async function expectListedCancelledOrGone(t: Conformance, schedules: readonly { id: string; at: number }[], what: string): Promise<void> {
  for (const { id, at } of schedules) {
    const listed = (await listedAround(t, at, `the list around ${id} after ${what}`)).filter((r) => r.id === id).map((r) => r.status);
    t.expect(listed.filter((status) => status !== "CANCELLED"), `status of ${id} in the list after ${what} (not listed, or CANCELLED)`).toEqual([]);
  }
}
