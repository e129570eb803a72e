// Assertions of area C: records and envelopes against their JSON Schemas, and the { code, params? } error answers.
import type { Conformance } from "../tests/conformance-test.js";
import type { HttpResponse } from "../http/http.js";
import { jsonObject } from "../tests/json-body.js";
import { describeErrors, validatorFor } from "../spec/schemas.js";
import { expectError, type ErrorProfile } from "../tests/expect-error.js";

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
