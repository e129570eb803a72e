// Deterministic seed data of area C: the named fixtures plus generated schedules over several billing keys and both stores.
import type { Store } from "../stores.js";
import { fixtureSpecs, type FixtureSpec } from "./fixtures.js";
import { CURRENCIES, DAY_MS, type Schedule, type ScheduleStatus } from "./model.js";

export const DEFAULT_SCHEDULE_COUNT = 3000;
const MAIN_SHARE = 0.73;
const MAIN_KEYS = 12;
const OTHER_KEYS = 5;
const PLANS = ["Basic", "Standard", "Premium", "Family", "Business", "Student"];
const NAMES = ["Kim Minji", "Lee Jiho", "Park Seoyeon", "Choi Hyun", "Jung Yuna", "Alex Morgan", "Sam Rivera", "Noor Haddad"];

/** mulberry32: a small seeded generator, so the data never depends on unseeded randomness. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every schedule of both stores, scheduled around `nowMs` (rounded down to whole seconds). */
export function seedSchedules(seed: number, nowMs: number, stores: { main: Store; other: Store }, count = DEFAULT_SCHEDULE_COUNT): Schedule[] {
  const random = prng(seed);
  const now = Math.floor(nowMs / 1000) * 1000;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const fixtures = fixtureSpecs();
  const out = fixtures.map((f, i) => build(f, stores.main, now, i, random));
  for (let i = fixtures.length; i < count; i++) {
    const main = random() < MAIN_SHARE;
    const store = main ? stores.main : stores.other;
    const key = main ? `bk_main_${String(between(1, MAIN_KEYS + 1)).padStart(2, "0")}` : `bk_other_${between(1, OTHER_KEYS + 1)}`;
    const offsetMs = generatedOffset(random, between);
    const id = `sch_${i.toString(36).padStart(5, "0")}${between(0, 0xffffff).toString(16).padStart(6, "0")}`;
    out.push(build({ id, billingKey: key, status: statusFor(offsetMs, random()), offsetMs }, store, now, i, random));
  }
  return out;

  function generatedOffset(r: () => number, range: (lo: number, hi: number) => number): number {
    const u = r();
    // Keeps clear of the default range's edges (now and now - 90 days), which move while a run lasts.
    if (u < 0.15) return -range(92 * DAY_MS, 300 * DAY_MS);
    if (u < 0.3) return range(DAY_MS, 60 * DAY_MS);
    return -range(DAY_MS, 88 * DAY_MS);
  }

  function build(spec: FixtureSpec, store: Store, base: number, index: number, r: () => number): Schedule {
    const scheduledAt = base + Math.floor(spec.offsetMs / 1000) * 1000;
    const currency = index < CURRENCIES.length ? CURRENCIES[index]! : r() < 0.55 ? "KRW" : r() < 0.2 ? "USD" : pick(CURRENCIES);
    const totalAmount = currency === "KRW" ? between(10, 2000) * 100 : between(1, 50_000);
    const isEscrow = r() < 0.1;
    const plan = pick(PLANS);
    const s: Schedule = {
      id: spec.id,
      merchantId: store.merchantId,
      storeId: store.id,
      billingKey: spec.billingKey,
      paymentId: `pay_${spec.id}`,
      status: spec.status,
      scheduledAt,
      orderName: `${plan} plan, month ${between(1, 13)}`,
      isCulturalExpense: r() < 0.05,
      isEscrow,
      customer: { id: `cust_${spec.billingKey}`, name: pick(NAMES) },
      totalAmount,
      currency,
      noticeUrls: noticeUrls(r()),
    };
    if (isEscrow || r() < 0.6) {
      s.products = [{ id: `prod_${plan.toLowerCase()}`, name: `${plan} plan`, amount: totalAmount, quantity: 1 }];
    }
    if (r() < 0.3) s.customData = JSON.stringify({ plan: plan.toLowerCase(), cohort: between(1, 9) });
    if (r() < 0.2) s.taxFreeAmount = Math.floor(totalAmount / 10);
    if (r() < 0.2) s.origin = { platform: pick(["API", "CONSOLE", "SDK"]) };
    if (r() < 0.15) s.installmentMonth = between(2, 13);
    stamp(s, base, r);
    return s;
  }

  function noticeUrls(u: number): string[] {
    if (u < 0.15) return [];
    if (u < 0.3) return ["https://merchant.example/hooks/payments", "https://backup.merchant.example/hooks/payments"];
    return ["https://merchant.example/hooks/payments"];
  }

  /** The timestamp of the schedule's status, and only that one. */
  function stamp(s: Schedule, base: number, r: () => number): void {
    const sec = (ms: number) => Math.floor(ms / 1000) * 1000;
    if (s.status === "STARTED") s.startedAt = s.scheduledAt + 5_000;
    if (s.status === "COMPLETED") s.completedAt = s.scheduledAt + sec(30_000 + r() * 270_000);
    if (s.status === "CANCELLED") s.cancelledAt = Math.min(base, s.scheduledAt) - sec(3600_000 + r() * 4 * DAY_MS);
  }
}

function statusFor(offsetMs: number, u: number): ScheduleStatus {
  if (offsetMs > 0) return u < 0.88 ? "SCHEDULED" : "CANCELLED";
  if (offsetMs > -2 * DAY_MS) return u < 0.3 ? "STARTED" : u < 0.9 ? "COMPLETED" : "CANCELLED";
  return u < 0.8 ? "COMPLETED" : u < 0.92 ? "CANCELLED" : u < 0.97 ? "STARTED" : "SCHEDULED";
}
