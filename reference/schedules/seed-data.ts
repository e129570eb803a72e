// Deterministic seed data of area C: the named fixtures plus generated schedules over several billing keys and both stores.
import { prng } from "../seeded-random.js";
import type { Store } from "../stores.js";
import { fixtureSpecs, type FixtureSpec } from "./fixtures.js";
import { CURRENCIES, DAY_MS, type Schedule, type ScheduleStatus } from "./model.js";

export const DEFAULT_SCHEDULE_COUNT = 3000;
const MAIN_SHARE = 0.73;
const MAIN_KEYS = 12;
const OTHER_KEYS = 5;
// Stryker disable next-line StringLiteral: unfixed: plan names in order_name are seeded data; the spec fixes no schedule a store holds
const PLANS = ["Basic", "Standard", "Premium", "Family", "Business", "Student"];
// Stryker disable next-line ArrayDeclaration, StringLiteral: open C-OPEN-NESTED-STRUCTURES: the customer's fields are not shown, so its name is no rule
const NAMES = ["Kim Minji", "Lee Jiho", "Park Seoyeon", "Choi Hyun", "Jung Yuna", "Alex Morgan", "Sam Rivera", "Noor Haddad"];

/** Every schedule of both stores, scheduled around `nowMs` (rounded down to whole seconds). */
export function seedSchedules(seed: number, nowMs: number, stores: { main: Store; other: Store }, count = DEFAULT_SCHEDULE_COUNT): Schedule[] {
  const random = prng(seed);
  const now = Math.floor(nowMs / 1000) * 1000;
  // Stryker disable next-line ArithmeticOperator: unfixed: amounts, months and keys drawn from it are seeded data; the spec fixes no schedule a store holds
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo));
  // Stryker disable next-line ArithmeticOperator: unfixed: which item is drawn is seeded data; the spec fixes no schedule a store holds
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const fixtures = fixtureSpecs();
  const out = fixtures.map((f, i) => build(f, stores.main, now, i, random));
  // Stryker disable next-line EqualityOperator: unfixed: how many schedules the stores hold; the spec fixes no schedule a store holds
  for (let i = fixtures.length; i < count; i++) {
    // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: how the schedules split between the stores; the spec fixes no schedule a store holds
    const main = random() < MAIN_SHARE;
    const store = main ? stores.main : stores.other;
    // Stryker disable next-line ArithmeticOperator, StringLiteral: unfixed: billing keys are seeded data; the spec fixes no schedule a store holds
    const key = main ? `bk_main_${String(between(1, MAIN_KEYS + 1)).padStart(2, "0")}` : `bk_other_${between(1, OTHER_KEYS + 1)}`;
    const offsetMs = generatedOffset(random, between);
    // Stryker disable next-line StringLiteral: unfixed: the ids' padding (they stay unique); the spec fixes no schedule a store holds
    const id = `sch_${i.toString(36).padStart(5, "0")}${between(0, 0xffffff).toString(16).padStart(6, "0")}`;
    out.push(build({ id, billingKey: key, status: statusFor(offsetMs, random()), offsetMs }, store, now, i, random));
  }
  return out;

  function generatedOffset(r: () => number, range: (lo: number, hi: number) => number): number {
    const u = r();
    // Keeps clear of the default range's edges (now and now - 90 days), which move while a run lasts.
    // Stryker disable next-line ArithmeticOperator, ConditionalExpression, EqualityOperator, UnaryOperator: unfixed: when the generated schedules lie; the spec fixes no schedule a store holds
    if (u < 0.15) return -range(92 * DAY_MS, 300 * DAY_MS);
    // Stryker disable next-line ArithmeticOperator, ConditionalExpression, EqualityOperator: unfixed: when the generated schedules lie; the spec fixes no schedule a store holds
    if (u < 0.3) return range(DAY_MS, 60 * DAY_MS);
    // Stryker disable next-line ArithmeticOperator, UnaryOperator: unfixed: when the generated schedules lie; the spec fixes no schedule a store holds
    return -range(DAY_MS, 88 * DAY_MS);
  }

  function build(spec: FixtureSpec, store: Store, base: number, index: number, r: () => number): Schedule {
    const scheduledAt = base + Math.floor(spec.offsetMs / 1000) * 1000;
    // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: which currency of the spec's list a schedule has; the spec fixes no schedule a store holds
    const currency = index < CURRENCIES.length ? CURRENCIES[index]! : r() < 0.55 ? "KRW" : r() < 0.2 ? "USD" : pick(CURRENCIES);
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: total_amount is an integer of any value; the spec fixes no schedule a store holds
    const totalAmount = currency === "KRW" ? between(10, 2000) * 100 : between(1, 50_000);
    // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: which schedules are escrow; the spec fixes no schedule a store holds
    const isEscrow = r() < 0.1;
    const plan = pick(PLANS);
    const s: Schedule = {
      id: spec.id,
      merchantId: store.merchantId,
      storeId: store.id,
      billingKey: spec.billingKey,
      // Stryker disable next-line StringLiteral: unfixed: payment_id is a string of any value; the spec fixes no schedule a store holds
      paymentId: `pay_${spec.id}`,
      status: spec.status,
      scheduledAt,
      // Stryker disable next-line StringLiteral: unfixed: order_name is a string of any value; the spec fixes no schedule a store holds
      orderName: `${plan} plan, month ${between(1, 13)}`,
      // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: which schedules are a cultural expense; the spec fixes no schedule a store holds
      isCulturalExpense: r() < 0.05,
      isEscrow,
      // Stryker disable next-line ObjectLiteral, StringLiteral: open C-OPEN-NESTED-STRUCTURES: the customer's fields are not shown, only its presence is a rule
      customer: { id: `cust_${spec.billingKey}`, name: pick(NAMES) },
      totalAmount,
      currency,
      noticeUrls: noticeUrls(r()),
    };
    // Stryker disable next-line BlockStatement, ConditionalExpression, EqualityOperator, LogicalOperator: unfixed: products is optional (Req: no); the spec fixes no schedule a store holds
    if (isEscrow || r() < 0.6) {
      // Stryker disable next-line ArrayDeclaration, MethodExpression, ObjectLiteral, StringLiteral: open C-OPEN-NESTED-STRUCTURES: the items of products are not shown, only that products is an array
      s.products = [{ id: `prod_${plan.toLowerCase()}`, name: `${plan} plan`, amount: totalAmount, quantity: 1 }];
    }
    // Stryker disable next-line ConditionalExpression, EqualityOperator, MethodExpression, ObjectLiteral: unfixed: custom_data is an optional string of any value; the spec fixes no schedule a store holds
    if (r() < 0.3) s.customData = JSON.stringify({ plan: plan.toLowerCase(), cohort: between(1, 9) });
    // Stryker disable next-line ArithmeticOperator, ConditionalExpression, EqualityOperator: unfixed: tax_free_amount is an optional integer of any value; the spec fixes no schedule a store holds
    if (r() < 0.2) s.taxFreeAmount = Math.floor(totalAmount / 10);
    // Stryker disable next-line ArrayDeclaration, ConditionalExpression, EqualityOperator, ObjectLiteral, StringLiteral: open C-OPEN-NESTED-STRUCTURES: origin is optional and its fields are not shown
    if (r() < 0.2) s.origin = { platform: pick(["API", "CONSOLE", "SDK"]) };
    // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: installment_month is an optional integer of any value; the spec fixes no schedule a store holds
    if (r() < 0.15) s.installmentMonth = between(2, 13);
    stamp(s, base, r);
    return s;
  }

  function noticeUrls(u: number): string[] {
    // Stryker disable next-line ArrayDeclaration, ConditionalExpression, EqualityOperator: unfixed: notice_urls is an array of any length; the spec fixes no schedule a store holds
    if (u < 0.15) return [];
    // Stryker disable next-line ArrayDeclaration, ConditionalExpression, EqualityOperator, StringLiteral: unfixed: notice_urls is an array of any strings; the spec fixes no schedule a store holds
    if (u < 0.3) return ["https://merchant.example/hooks/payments", "https://backup.merchant.example/hooks/payments"];
    // Stryker disable next-line ArrayDeclaration, StringLiteral: unfixed: notice_urls is an array of any strings; the spec fixes no schedule a store holds
    return ["https://merchant.example/hooks/payments"];
  }

  /** The timestamp of the schedule's status, and only that one. */
  function stamp(s: Schedule, base: number, r: () => number): void {
    // Stryker disable next-line ArithmeticOperator: unfixed: the status timestamps' values are no rule, only their presence; the spec fixes no schedule a store holds
    const sec = (ms: number) => Math.floor(ms / 1000) * 1000;
    // Stryker disable next-line ConditionalExpression: open C-OPEN-TIMESTAMPS-OTHER-STATES: whether a status timestamp may appear in other states is open
    if (s.status === "STARTED") {
      // Stryker disable next-line ArithmeticOperator: unfixed: the status timestamps' values are no rule, only their presence
      s.startedAt = s.scheduledAt + 5_000;
    }
    // Stryker disable next-line ConditionalExpression: open C-OPEN-TIMESTAMPS-OTHER-STATES: whether a status timestamp may appear in other states is open
    if (s.status === "COMPLETED") {
      // Stryker disable next-line ArithmeticOperator: unfixed: the status timestamps' values are no rule, only their presence
      s.completedAt = s.scheduledAt + sec(30_000 + r() * 270_000);
    }
    // Stryker disable next-line ConditionalExpression: open C-OPEN-TIMESTAMPS-OTHER-STATES: whether a status timestamp may appear in other states is open
    if (s.status === "CANCELLED") {
      // Stryker disable next-line ArithmeticOperator, MethodExpression: unfixed: the status timestamps' values are no rule, only their presence
      s.cancelledAt = Math.min(base, s.scheduledAt) - sec(3600_000 + r() * 4 * DAY_MS);
    }
  }
}

function statusFor(offsetMs: number, u: number): ScheduleStatus {
  // Stryker disable next-line ConditionalExpression, EqualityOperator: open C-OPEN-TRANSITIONS: which statuses a schedule can have when is not shown
  if (offsetMs > 0) return u < 0.88 ? "SCHEDULED" : "CANCELLED";
  // Stryker disable next-line ArithmeticOperator, ConditionalExpression, EqualityOperator, UnaryOperator: open C-OPEN-TRANSITIONS: which statuses a schedule can have when is not shown
  if (offsetMs > -2 * DAY_MS) return u < 0.3 ? "STARTED" : u < 0.9 ? "COMPLETED" : "CANCELLED";
  // Stryker disable next-line ConditionalExpression, EqualityOperator: open C-OPEN-TRANSITIONS: which statuses a schedule can have when is not shown
  return u < 0.8 ? "COMPLETED" : u < 0.92 ? "CANCELLED" : u < 0.97 ? "STARTED" : "SCHEDULED";
}
