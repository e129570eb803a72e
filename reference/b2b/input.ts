// Reads canonical request bodies field by field: a wrong type is invalid input, a missing field is reported as such.
import { invalid } from "./model.js";

export type Body = Record<string, unknown>;

export function object(value: unknown, what: string): Body {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw invalid(`${what} must be a JSON object`);
  return value as Body;
}

export function optionalString(body: Body, field: string): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string") throw invalid(`${field} must be a string`);
  return v;
}

export function optionalBoolean(body: Body, field: string): boolean | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "boolean") throw invalid(`${field} must be a boolean`);
  return v;
}

export function optionalArray(body: Body, field: string): unknown[] | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) throw invalid(`${field} must be an array`);
  return v;
}

/** The body's test flag as the query gives it: absent, true or false; anything else is invalid input. */
export function testFlag(raw: string | null): boolean | undefined {
  if (raw === null) return undefined;
  if (raw === "true" || raw === "false") return raw === "true";
  throw invalid("test must be true or false");
}
