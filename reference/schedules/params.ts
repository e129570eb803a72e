// Reads and checks the query parameters of the area C operations; every problem becomes a 400 INVALID_REQUEST.
import { DAY_MS, isStatus, type ScheduleStatus } from "./model.js";

export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 100;
export const DEFAULT_RANGE_MS = 90 * DAY_MS;
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

export class InvalidParameter extends Error {
  constructor(readonly params: Record<string, string>) {
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
  if (all.length > 1) throw new InvalidParameter({ [name]: "given more than once" });
  return all[0];
}

export function timestamp(q: URLSearchParams, name: string): number | undefined {
  const raw = single(q, name);
  if (raw === undefined) return undefined;
  const ms = RFC3339.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(ms)) throw new InvalidParameter({ [name]: "must be an RFC 3339 date-time" });
  return ms;
}

/** The list's range: end defaults to the current time, start to 90 days before end; start after end is refused. */
export function listRange(q: URLSearchParams, nowMs: number): { start: number; end: number } {
  const end = timestamp(q, "end") ?? nowMs;
  const start = timestamp(q, "start") ?? end - DEFAULT_RANGE_MS;
  if (start > end) throw new InvalidParameter({ start: "must not be after end" });
  return { start, end };
}

export function integer(q: URLSearchParams, name: string, min: number, max?: number): number | undefined {
  const raw = single(q, name);
  if (raw === undefined) return undefined;
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(n) || n < min || (max !== undefined && n > max)) {
    throw new InvalidParameter({ [name]: `must be an integer from ${min}${max === undefined ? "" : ` to ${max}`}` });
  }
  return n;
}

export function statuses(q: URLSearchParams): ScheduleStatus[] | undefined {
  const all = q.getAll("status");
  if (all.length === 0) return undefined;
  const bad = all.filter((s) => !isStatus(s));
  if (bad.length > 0) throw new InvalidParameter({ status: `unknown status ${bad.join(", ")}` });
  return all as ScheduleStatus[];
}

export function storeId(q: URLSearchParams): string | undefined {
  const id = single(q, "store_id");
  if (id === "") throw new InvalidParameter({ store_id: "must not be empty" });
  return id;
}

export function deleteParams(q: URLSearchParams): DeleteParams {
  const billingKey = single(q, "billing_key");
  return {
    storeId: storeId(q),
    billingKey: billingKey === "" ? undefined : billingKey,
    scheduleIds: q.getAll("schedule_id").filter((id) => id !== ""),
  };
}
