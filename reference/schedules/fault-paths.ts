// Code only area C's faults run: cancellations beyond the billing key or undone, lists over every store.
// Kept out of the behaviour's modules, so mutation testing never mutates it (mutation/README.md).
import type { Req } from "../http-kit.js";
import type { Store, StoreDirectory } from "../stores.js";
import { listOrder, markCancelled, type CancelOutcome, type ListQuery, type ScheduleBook } from "./book.js";
import { DAY_MS, type Schedule } from "./model.js";
import { DEFAULT_RANGE_MS, timestamp } from "./params.js";

const EVER = { start: -Infinity, end: Infinity };

export function cancelEveryScheduled(book: ScheduleBook, storeId: string, nowMs: number): CancelOutcome {
  return { ok: true, ids: markCancelled(book.query({ storeId, ...EVER }).filter((s) => s.status === "SCHEDULED"), nowMs) };
}

/** other-store-visible: the query run over every store, in list order. */
export function queryEveryStore(book: ScheduleBook, storeIds: string[], q: Omit<ListQuery, "storeId">): Schedule[] {
  return storeIds.flatMap((storeId) => book.query({ ...q, storeId })).sort(listOrder);
}

/** delete-changes-nothing: runs a cancellation, then puts every schedule of the store back as it was. */
export function leavingUnchanged<T>(book: ScheduleBook, storeId: string, cancel: () => T): T {
  const before = book.query({ storeId, ...EVER }).map((s) => ({ s, saved: { ...s } }));
  const outcome = cancel();
  for (const { s, saved } of before) Object.assign(s, saved);
  return outcome;
}

const RANGE_FAULTS = ["range-ignored", "end-alone-ignored", "default-end-ignored", "default-end-from-start", "default-end-start-plus-90-days",
  "default-start-ignored", "default-start-from-now", "default-range-30-days", "status-drops-default-range"];

/** The list's range under a range fault (an unbounded side is ±Infinity); undefined when none is active. */
export function faultyRange(q: URLSearchParams, nowMs: number, has: (fault: string) => boolean): { start: number; end: number } | undefined {
  if (!RANGE_FAULTS.some(has)) return undefined;
  let start = timestamp(q, "start");
  let end = timestamp(q, "end");
  if (has("range-ignored")) start = end = undefined;
  if (start === undefined && has("end-alone-ignored")) end = undefined;
  if (end === undefined && !has("default-end-ignored")) {
    end = start !== undefined && has("default-end-from-start") ? start
      : start !== undefined && has("default-end-start-plus-90-days") ? start + DEFAULT_RANGE_MS : nowMs;
  }
  if (start === undefined && !has("default-start-ignored")) {
    start = (has("default-start-from-now") ? nowMs : (end ?? nowMs)) - (has("default-range-30-days") ? 30 * DAY_MS : DEFAULT_RANGE_MS);
  }
  if (q.getAll("status").length > 0 && has("status-drops-default-range") && !q.has("start") && !q.has("end")) start = end = undefined;
  return { start: start ?? -Infinity, end: end ?? Infinity };
}

/** missing-credential-accepted, wrong-credential-accepted: the main store for a request without, or with a wrong, credential. */
export function letThrough(req: Req, stores: StoreDirectory, has: (fault: string) => boolean): Store | undefined {
  const sent = req.headers[stores.main.credential.name.toLowerCase()] !== undefined;
  return (sent ? has("wrong-credential-accepted") : has("missing-credential-accepted")) ? stores.main : undefined;
}
