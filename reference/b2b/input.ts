// Reads canonical request bodies field by field: a wrong type is invalid input, a missing field is reported as such.
import { invalid } from "./model.js";
import type { Readings } from "./readings/readings.js";

export type Body = Record<string, unknown>;

export function object(value: unknown, what: string): Body {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`${what} must be a JSON object`);
  }
  return value as Body;
}

export function optionalString(body: Body, field: string): string | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  // Stryker disable next-line ConditionalExpression: open A-OPEN-REQUEST-SHAPES: whether a member given as null counts as left out is not shown; the suite sends the profile's bodies
  if (v === null) return undefined;
  // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-REQUEST-SHAPES: members' types are not shown (a string is the reference's reading); the suite sends the profile's bodies, and as invalid input malformed JSON or null
  if (typeof v !== "string") {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`${field} must be a string`);
  }
  return v;
}

export function optionalBoolean(body: Body, field: string): boolean | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  // Stryker disable next-line ConditionalExpression: open A-OPEN-REQUEST-SHAPES: whether a member given as null counts as left out is not shown; the suite sends the profile's bodies
  if (v === null) return undefined;
  // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-REQUEST-SHAPES: members' types are not shown (a boolean is the reference's reading); the suite sends the profile's bodies, and as invalid input malformed JSON or null
  if (typeof v !== "boolean") {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`${field} must be a boolean`);
  }
  return v;
}

export function optionalArray(body: Body, field: string): unknown[] | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  // Stryker disable next-line ConditionalExpression: open A-OPEN-REQUEST-SHAPES: whether a member given as null counts as left out is not shown; the suite sends the profile's bodies
  if (v === null) return undefined;
  if (!Array.isArray(v)) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`${field} must be an array`);
  }
  return v;
}

/** A boolean query parameter as the target reads them (F-BOOLEAN-QUERY): true and false, also 1 and 0, or any case; else undefined. */
export function booleanOf(raw: string, readings: Readings = {}): boolean | undefined {
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: whether TRUE and True are booleans is a freedom (F-BOOLEAN-QUERY); the suite sends test and includeMenu only as true, false and "maybe"
  const word = readings.booleanQuery === "any-case" ? raw.toLowerCase() : raw;
  if (word === "true" || word === "false") return word === "true";
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, LogicalOperator: unfixed: whether 1 and 0 are booleans is a freedom (F-BOOLEAN-QUERY); the suite sends test and includeMenu only as true, false and "maybe"
  if (readings.booleanQuery === "digits" && (raw === "1" || raw === "0")) return raw === "1";
  return undefined;
}

/** The body's test flag as the query gives it: absent, true or false; anything else is invalid input. */
export function testFlag(raw: string | null, readings: Readings = {}): boolean | undefined {
  if (raw === null) return undefined;
  const flag = booleanOf(raw, readings);
  // Stryker disable next-line StringLiteral: message: an error's message is not fixed
  if (flag === undefined) throw invalid("test must be true or false");
  return flag;
}
