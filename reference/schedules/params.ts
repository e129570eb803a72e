// Reads and checks the query parameters of the area C operations; every problem becomes a 400 INVALID_REQUEST.
import { DAY_MS, isStatus, type ScheduleStatus } from "./model.js";

export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 100;
export const DEFAULT_RANGE_MS = 90 * DAY_MS;
// Stryker disable next-line Regex: open C-OPEN-TIMESTAMP-FORMAT: which forms of start and end a target takes is open; the suite sends whole seconds in UTC
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

export class InvalidParameter extends Error {
  constructor(readonly params: Record<string, string>) {
    // Stryker disable next-line StringLiteral: equivalent: the exception's own message is never answered, its params are
    super(Object.values(params).join("; "));
  }
}

export interface ListParams {
  storeId?: string;
  start?: number;
  end?: number;
  statuses?: ScheduleStatus[];
  page: number;
  limit: number;
}

export interface DeleteParams {
  storeId?: string;
  billingKey?: string;
  scheduleIds: string[];
}

/** One value of a parameter; a repeated scalar parameter is invalid. */
function single(q: URLSearchParams, name: string): string | undefined {
  const all = q.getAll(name);
  // Stryker disable next-line BlockStatement, ConditionalExpression: open C-OPEN-INVALID-LIST-INPUT: what answers a parameter given twice is open
  if (all.length > 1) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
    throw new InvalidParameter({ [name]: "given more than once" });
  }
  return all[0];
}

export function timestamp(q: URLSearchParams, name: string): number | undefined {
  const raw = single(q, name);
  if (raw === undefined) return undefined;
  const ms = RFC3339.test(raw) ? Date.parse(raw) : NaN;
  // Stryker disable next-line BlockStatement, ConditionalExpression: open C-OPEN-INVALID-LIST-INPUT: what answers a start or end that is no time is open
  if (Number.isNaN(ms)) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
    throw new InvalidParameter({ [name]: "must be an RFC 3339 date-time" });
  }
  return ms;
}

/** The list's range: end defaults to the current time, start to 90 days before end; start after end is refused. */
export function listRange(q: URLSearchParams, nowMs: number): { start: number; end: number } {
  const end = timestamp(q, "end") ?? nowMs;
  const start = timestamp(q, "start") ?? end - DEFAULT_RANGE_MS;
  // Stryker disable next-line BlockStatement, ConditionalExpression, EqualityOperator: open C-OPEN-INVALID-LIST-INPUT: what answers a start after end is open
  if (start > end) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
    throw new InvalidParameter({ start: "must not be after end" });
  }
  return { start, end };
}

export function integer(q: URLSearchParams, name: string, min: number, max?: number): number | undefined {
  const raw = single(q, name);
  // Stryker disable next-line ConditionalExpression: open C-OPEN-DEFAULT-PAGE: what a list without page (or limit, C-OPEN-DEFAULT-LIMIT) answers is open; every test sends both
  if (raw === undefined) return undefined;
  // Stryker disable next-line Regex: open C-OPEN-INVALID-LIST-INPUT: what answers a page or limit of signs or ten digits is open
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  // Stryker disable next-line BlockStatement, ConditionalExpression: open C-OPEN-INVALID-LIST-INPUT: what answers a page or limit out of range is open (C-OPEN-LIMIT-OVER-MAX above 1000)
  if (Number.isNaN(n) || n < min || (max !== undefined && n > max)) {
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral, StringLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
    throw new InvalidParameter({ [name]: `must be an integer from ${min}${max === undefined ? "" : ` to ${max}`}` });
  }
  return n;
}

export function statuses(q: URLSearchParams): ScheduleStatus[] | undefined {
  const all = q.getAll("status");
  if (all.length === 0) return undefined;
  // Stryker disable next-line ArrowFunction: open C-OPEN-INVALID-LIST-INPUT: what answers an unknown status is open
  const bad = all.filter((s) => !isStatus(s));
  // Stryker disable next-line BlockStatement, ConditionalExpression: open C-OPEN-INVALID-LIST-INPUT: what answers an unknown status is open
  if (bad.length > 0) {
    // Stryker disable next-line ObjectLiteral, StringLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
    throw new InvalidParameter({ status: `unknown status ${bad.join(", ")}` });
  }
  return all as ScheduleStatus[];
}

// Stryker disable next-line BlockStatement: open C-OPEN-FOREIGN-STORE-ID: what answers a store_id the caller may not use is open
export function storeId(q: URLSearchParams): string | undefined {
  // Stryker disable next-line StringLiteral: open C-OPEN-FOREIGN-STORE-ID: what answers a store_id the caller may not use is open
  const id = single(q, "store_id");
  // Stryker disable next-line BlockStatement, ConditionalExpression, StringLiteral: open C-OPEN-FOREIGN-STORE-ID: what answers an empty store_id, one the caller may not use, is open
  if (id === "") {
    // Stryker disable next-line ObjectLiteral, StringLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
    throw new InvalidParameter({ store_id: "must not be empty" });
  }
  return id;
}

export function deleteParams(q: URLSearchParams): DeleteParams {
  const billingKey = single(q, "billing_key");
  return {
    storeId: storeId(q),
    // Stryker disable next-line ConditionalExpression, StringLiteral: equivalent: an empty billing_key names no schedule, so it is refused 400 INVALID_REQUEST as a missing one
    billingKey: billingKey === "" ? undefined : billingKey,
    // Stryker disable next-line ConditionalExpression, MethodExpression, StringLiteral: open C-OPEN-ARRAY-ENCODING: how an empty schedule_id is sent is open; the suite leaves it out
    scheduleIds: q.getAll("schedule_id").filter((id) => id !== ""),
  };
}
