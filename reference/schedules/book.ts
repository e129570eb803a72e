// The in-memory schedule book: lookups by id, store and billing key, range queries by scheduled_at, cancellation.
import type { Schedule, ScheduleStatus } from "./model.js";

export interface ListQuery {
  storeId: string;
  /** Inclusive bounds in ms (an unbounded side, which only faults ask for, is ±Infinity). */
  start: number;
  end: number;
  statuses?: readonly ScheduleStatus[];
}

export type CancelOutcome =
  | { ok: true; ids: string[] }
  | { ok: false; code: "INVALID_REQUEST" | "SCHEDULE_ALREADY_PROCESSED"; params: Record<string, unknown> };

/** Newest first, then by id: the order every list answer uses. */
// Stryker disable next-line ConditionalExpression, EqualityOperator, UnaryOperator: open C-OPEN-LIST-ORDER: the order of a list is open (no two seeded schedules share a second)
export const listOrder = (a: Schedule, b: Schedule) => b.scheduledAt - a.scheduledAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class ScheduleBook {
  private byId = new Map<string, Schedule>();
  private byStore = new Map<string, Schedule[]>();
  // Stryker disable next-line ArrayDeclaration: equivalent: reset, called by the constructor, sets it
  private all: Schedule[] = [];

  constructor(private readonly seed: () => Schedule[]) {
    this.reset();
  }

  reset(): void {
    this.all = this.seed().sort(listOrder);
    this.byId = new Map(this.all.map((s) => [s.id, s]));
    this.byStore = new Map();
    for (const s of this.all) {
      // Stryker disable next-line ArrayDeclaration: equivalent: an element that is no schedule has no scheduled_at or billing key, so no query or billing key selects it
      const list = this.byStore.get(s.storeId) ?? [];
      list.push(s);
      this.byStore.set(s.storeId, list);
    }
  }

  get(id: string): Schedule | undefined {
    return this.byId.get(id);
  }

  /** Every match in list order; the slice by scheduled_at is found by binary search, so most queries stay cheap. */
  query(q: ListQuery): Schedule[] {
    // Stryker disable next-line ArrayDeclaration: equivalent: both stores hold schedules, so the fallback is never used
    const list = this.byStore.get(q.storeId) ?? [];
    // Stryker disable next-line EqualityOperator: open C-OPEN-RANGE-BOUNDS: whether end is inclusive is open
    const from = firstIndex(list, (s) => s.scheduledAt <= q.end);
    // Stryker disable next-line EqualityOperator: open C-OPEN-RANGE-BOUNDS: whether start is inclusive is open
    const to = firstIndex(list, (s) => s.scheduledAt < q.start);
    const slice = list.slice(from, Math.max(from, to));
    return q.statuses ? slice.filter((s) => q.statuses!.includes(s.status)) : slice;
  }

  ofBillingKey(storeId: string, billingKey: string): Schedule[] {
    // Stryker disable next-line ArrayDeclaration: equivalent: both stores hold schedules, so the fallback is never used
    return (this.byStore.get(storeId) ?? []).filter((s) => s.billingKey === billingKey);
  }

  /**
   * Cancels the given schedules of a billing key, all or none; with no ids, every SCHEDULED one of the key.
   * `processed` decides which schedules may no longer be cancelled.
   */
  cancel(storeId: string, billingKey: string, ids: readonly string[], nowMs: number, processed: (s: Schedule) => boolean): CancelOutcome {
    const ofKey = this.ofBillingKey(storeId, billingKey);
    // Stryker disable next-line ConditionalExpression, ObjectLiteral, StringLiteral: open C-OPEN-DELETE-UNKNOWN-ID: the answer to a billing key without schedules is open (its shape is not: C-DELETE-UNKNOWN-KEY-SHAPE)
    if (ofKey.length === 0) return { ok: false, code: "INVALID_REQUEST", params: { billing_key: "no schedules for this billing key" } };
    let targets: Schedule[];
    if (ids.length === 0) {
      targets = ofKey.filter((s) => !processed(s));
    } else {
      const unique = [...new Set(ids)];
      const unknown = unique.filter((id) => !ofKey.some((s) => s.id === id));
      // Stryker disable next-line ObjectLiteral, StringLiteral: open C-OPEN-DELETE-UNKNOWN-ID: the answer to an unknown schedule_id is open (its shape is not: C-DELETE-UNKNOWN-ID-SHAPE)
      if (unknown.length > 0) return { ok: false, code: "INVALID_REQUEST", params: { schedule_id: unknown } };
      targets = unique.map((id) => this.byId.get(id)!);
      const done = targets.filter(processed);
      // Stryker disable next-line ArrowFunction, ObjectLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
      const params = { schedule_id: done.map((s) => s.id) };
      if (done.length > 0) return { ok: false, code: "SCHEDULE_ALREADY_PROCESSED", params };
    }
    return { ok: true, ids: markCancelled(targets, nowMs) };
  }
}

export function markCancelled(targets: Schedule[], nowMs: number): string[] {
  // Stryker disable next-line ArithmeticOperator: unfixed: the spec gives cancelled_at's presence, not its value
  const at = Math.floor(nowMs / 1000) * 1000;
  for (const s of targets) {
    s.status = "CANCELLED";
    delete s.startedAt;
    delete s.completedAt;
    s.cancelledAt = at;
  }
  return targets.map((s) => s.id);
}

/** The first index whose schedule satisfies `pred`, for a predicate that is false then true along the list. */
function firstIndex(list: Schedule[], pred: (s: Schedule) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pred(list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
