// Assertions of area C: records and envelopes against their JSON Schemas, and the { code, params? } error answers.
import type { Conformance } from "../conformance-test.js";
import type { HttpResponse } from "../http.js";
import { jsonObject } from "../json-body.js";
import { describeErrors, validatorFor } from "../schemas.js";

export type SchemaName = "schedule" | "list-envelope" | "schedule-envelope" | "delete-response" | "error";

/** The schema problems of a value, one line each (empty when it matches). */
export function schemaProblems(schema: SchemaName, value: unknown): string[] {
  const validate = validatorFor(`schemas/schedules/${schema}.schema.json`);
  return validate(value) ? [] : describeErrors(validate.errors);
}

export function expectSchema(t: Conformance, schema: SchemaName, value: unknown, what: string): void {
  t.expect(schemaProblems(schema, value).slice(0, 12), `${what} matches fixtures/schemas/schedules/${schema}.schema.json`).toEqual([]);
}

/** The status, and a body { code, params? } with the given code. */
export function expectError(t: Conformance, res: HttpResponse, status: number, code: string, what: string): void {
  t.expect(res.status, `status of ${what}`).toBe(status);
  const body = jsonObject(t.expect, res);
  expectSchema(t, "error", body, `the error body of ${what}`);
  t.expect(body.code, `code of ${what}`).toBe(code);
}

/** A 200 answer's body, checked against an envelope schema. */
export function expectEnvelope(t: Conformance, res: HttpResponse, schema: SchemaName, what: string): Record<string, unknown> {
  t.expect(res.status, `status of ${what}`).toBe(200);
  const body = jsonObject(t.expect, res);
  expectSchema(t, schema, body, `the body of ${what}`);
  return body;
}
