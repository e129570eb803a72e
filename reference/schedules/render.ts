// Turns a stored schedule into the spec's Schedule record (RFC 3339 timestamps), with the record faults applied.
import type { FaultSet } from "../faults.js";
import type { Schedule } from "./model.js";

/** RFC 3339 in UTC with whole seconds, e.g. 2026-11-22T03:04:05Z. */
// Stryker disable next-line Regex: unfixed: RFC 3339 allows a fraction of a second; the reference's timestamps are whole seconds, with or without one
export const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export function renderSchedule(s: Schedule, faults: FaultSet): Record<string, unknown> {
  const has = (name: string) => faults.has(`schedules.${name}`);
  const r: Record<string, unknown> = {
    id: s.id,
    merchant_id: s.merchantId,
    store_id: s.storeId,
    billing_key: s.billingKey,
    payment_id: s.paymentId,
    status: has("status-lower-case") ? s.status.toLowerCase() : s.status,
    scheduled_at: rfc3339(s.scheduledAt),
  };
  if (s.startedAt !== undefined && !has("started-at-missing")) r.started_at = rfc3339(s.startedAt);
  if (s.completedAt !== undefined && !has("completed-at-missing")) r.completed_at = rfc3339(s.completedAt);
  if (s.cancelledAt !== undefined && !has("cancelled-at-missing")) r.cancelled_at = rfc3339(s.cancelledAt);
  Object.assign(r, {
    order_name: s.orderName,
    is_cultural_expense: s.isCulturalExpense,
    is_escrow: s.isEscrow,
    // Stryker disable next-line ObjectLiteral: unfixed: products is optional (Req: no)
    ...(s.products ? { products: s.products } : {}),
    customer: s.customer,
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral: unfixed: custom_data is optional (Req: no)
    ...(s.customData !== undefined ? { custom_data: s.customData } : {}),
    total_amount: has("total-amount-string") ? String(s.totalAmount) : s.totalAmount,
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral: unfixed: tax_free_amount is optional (Req: no)
    ...(s.taxFreeAmount !== undefined ? { tax_free_amount: s.taxFreeAmount } : {}),
    currency: has("currency-lower-case") ? s.currency.toLowerCase() : s.currency,
    // Stryker disable next-line ObjectLiteral: unfixed: origin is optional (Req: no)
    ...(s.origin ? { origin: s.origin } : {}),
    notice_urls: s.noticeUrls,
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral: unfixed: installment_month is optional (Req: no)
    ...(s.installmentMonth !== undefined ? { installment_month: s.installmentMonth } : {}),
  });
  if (has("notice-urls-missing")) delete r.notice_urls;
  if (has("field-name-camel-case")) {
    r.scheduledAt = r.scheduled_at;
    delete r.scheduled_at;
  }
  return r;
}
