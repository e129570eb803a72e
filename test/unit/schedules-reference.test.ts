// The area C reference data: deterministic, large and varied, true to its own profile, restored by reset.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { loadProfile, REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { REFERENCE_DATA_SEED } from "../../reference/context.js";
import { CONTROL_PREFIX, startReference } from "../../reference/server.js";
import { StoreDirectory } from "../../reference/stores.js";
import { ScheduleBook } from "../../reference/schedules/book.js";
import { CURRENCIES, DAY_MS, STATUSES, type Schedule } from "../../reference/schedules/model.js";
import { seedSchedules } from "../../reference/schedules/seed-data.js";

const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const stores = new StoreDirectory();
const MAIN = stores.main.id;
const seed = () => seedSchedules(REFERENCE_DATA_SEED, NOW, stores);
const data = seed();
const byId = new Map(data.map((s) => [s.id, s]));
const profile = loadProfile(REFERENCE_PROFILE).schedules as {
  scheduleIds: Record<string, string>;
  timeProbes: Record<"future" | "recent" | "old", string>;
  disposable: Record<string, { billingKey: string; scheduleIds: string[] }>;
};

describe("seed data", () => {
  test("is the same for the same seed and time, and holds at least 2,500 schedules with unique ids", () => {
    expect(seed()).toEqual(data);
    expect(data.length).toBeGreaterThanOrEqual(2500);
    expect(byId.size).toBe(data.length);
  });

  test("spreads over both stores and several billing keys each", () => {
    for (const store of stores.all()) {
      const mine = data.filter((s) => s.storeId === store.id);
      expect(mine.length, store.id).toBeGreaterThan(500);
      expect(new Set(mine.map((s) => s.billingKey)).size, store.id).toBeGreaterThanOrEqual(5);
    }
  });

  test("has every status in both stores, each with its own timestamp and no other", () => {
    const stamp = { STARTED: "startedAt", COMPLETED: "completedAt", CANCELLED: "cancelledAt" } as const;
    for (const store of stores.all()) {
      for (const status of STATUSES) expect(data.some((s) => s.storeId === store.id && s.status === status), `${store.id} ${status}`).toBe(true);
    }
    for (const s of data) {
      const present = (["startedAt", "completedAt", "cancelledAt"] as const).filter((k) => s[k] !== undefined);
      expect(present, s.id).toEqual(s.status === "SCHEDULED" ? [] : [stamp[s.status]]);
    }
  });

  test("reaches more than 90 days back and into the future, clear of the default range's edges", () => {
    const ages = data.map((s) => (NOW - s.scheduledAt) / DAY_MS);
    expect(ages.filter((a) => a > 90).length).toBeGreaterThan(100);
    expect(ages.filter((a) => a < 0).length).toBeGreaterThan(100);
    expect(ages.filter((a) => Math.abs(a) < 1 / 24 || Math.abs(a - 90) < 1)).toEqual([]);
  });

  test("uses every currency of the spec's list, with products, customer and notice_urls", () => {
    expect(new Set(data.map((s) => s.currency))).toEqual(new Set(CURRENCIES));
    expect(data.every((s) => Array.isArray(s.noticeUrls) && typeof s.customer === "object")).toBe(true);
    expect(data.filter((s) => s.products).length).toBeGreaterThan(data.length / 3);
  });

  test("never draws on Math.random", () => {
    const dir = join(ROOT, "reference", "schedules");
    const sources = readdirSync(dir).filter((f) => f.endsWith(".ts")).map((f) => readFileSync(join(dir, f), "utf8"));
    expect(sources.filter((s) => /Math\.random\s*\(/.test(s))).toEqual([]);
  });
});

describe("the reference profile", () => {
  test("names a main-store schedule of each status", () => {
    for (const status of STATUSES) expect(byId.get(profile.scheduleIds[status]!), status).toMatchObject({ storeId: MAIN, status });
  });

  test("places the time probes where their descriptions say", () => {
    const age = (id: string) => (NOW - byId.get(id)!.scheduledAt) / DAY_MS;
    expect(age(profile.timeProbes.future)).toBeLessThan(-1);
    expect(age(profile.timeProbes.recent)).toBeGreaterThan(31);
    expect(age(profile.timeProbes.recent)).toBeLessThan(89);
    expect(age(profile.timeProbes.old)).toBeGreaterThan(91);
    expect(age(profile.timeProbes.old)).toBeLessThan(366);
  });

  test("gives every DELETE test its own disposable key, holding exactly the schedules it names", () => {
    const keys = Object.values(profile.disposable).map((d) => d.billingKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [role, d] of Object.entries(profile.disposable)) {
      const wanted = role === "processed" ? "COMPLETED" : "SCHEDULED";
      for (const id of d.scheduleIds) expect(byId.get(id), `${role} ${id}`).toMatchObject({ storeId: MAIN, billingKey: d.billingKey, status: wanted });
    }
    for (const whole of [profile.disposable.cancelAll!, profile.disposable.cancelAllOnlyKey!]) {
      const allOfKey = data.filter((s) => s.billingKey === whole.billingKey).map((s) => s.id).sort();
      expect(allOfKey).toEqual([...whole.scheduleIds].sort());
    }
    const scheduledOnes = data.filter((s) => keys.includes(s.billingKey) && s.status === "SCHEDULED");
    expect(scheduledOnes.every((s) => s.scheduledAt > NOW), "disposable SCHEDULED schedules lie in the future").toBe(true);
  });
});

describe("the schedule book", () => {
  const isProcessed = (s: Schedule) => s.status !== "SCHEDULED";

  test("answers a range with bounds included, newest first, for one store and statuses", () => {
    const book = new ScheduleBook(seed);
    const [start, end] = [NOW - 30 * DAY_MS, NOW];
    const got = book.query({ storeId: stores.other.id, start, end, statuses: ["COMPLETED", "CANCELLED"] });
    const expected = data.filter((s) => s.storeId === stores.other.id && s.scheduledAt >= start && s.scheduledAt <= end
      && (s.status === "COMPLETED" || s.status === "CANCELLED"));
    expect(got.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(got.every((s, i) => i === 0 || got[i - 1]!.scheduledAt >= s.scheduledAt)).toBe(true);
    const edge = got[0]!;
    expect(book.query({ storeId: edge.storeId, start: edge.scheduledAt, end: edge.scheduledAt }).map((s) => s.id)).toContain(edge.id);
  });

  test("cancels named or all cancellable schedules of a key, refuses processed ones, and reset restores them", () => {
    const book = new ScheduleBook(seed);
    const byIds = profile.disposable.cancelByIds!;
    expect(book.cancel(MAIN, byIds.billingKey, byIds.scheduleIds.slice(0, 2), NOW, isProcessed)).toEqual({ ok: true, ids: byIds.scheduleIds.slice(0, 2) });
    expect(book.get(byIds.scheduleIds[0]!)).toMatchObject({ status: "CANCELLED", cancelledAt: NOW });
    expect(book.get(byIds.scheduleIds[2]!)?.status).toBe("SCHEDULED");
    const processed = profile.disposable.processed!;
    expect(book.cancel(MAIN, processed.billingKey, processed.scheduleIds, NOW, isProcessed)).toMatchObject({ ok: false, code: "SCHEDULE_ALREADY_PROCESSED" });
    expect(book.cancel(MAIN, processed.billingKey, [], NOW, isProcessed)).toEqual({ ok: true, ids: ["sch_disposable_processed_scheduled"] });
    expect(book.cancel(stores.other.id, byIds.billingKey, [], NOW, isProcessed)).toMatchObject({ ok: false, code: "INVALID_REQUEST" });
    book.reset();
    expect(book.get(byIds.scheduleIds[0]!)?.status).toBe("SCHEDULED");
  });
});

describe("over HTTP", () => {
  test("POST /__control/reset undoes a DELETE, and a count option seeds another size", async () => {
    const ref = await startReference({ schedules: { count: 2600 } });
    try {
      const auth = { [ref.credentials.apiAuth.name]: ref.credentials.apiAuth.value };
      const key = profile.disposable.cancelAll!;
      const status = async (id: string) => {
        const res = await fetch(`${ref.baseUrl}/v2/schedules/${id}`, { headers: auth });
        return ((await res.json()) as { schedule: { status: string } }).schedule.status;
      };
      const wide = `start=${new Date(Date.now() - 400 * DAY_MS).toISOString()}&end=${new Date(Date.now() + 400 * DAY_MS).toISOString()}&limit=1`;
      // As a page lists it too: the reference keeps each schedule's JSON until a cancellation changes it.
      const listed = async (id: string) => {
        for (let page = 0; page < 3; page++) {
          const res = await fetch(`${ref.baseUrl}/v2/schedules?${wide}000&page=${page}`, { headers: auth });
          const found = ((await res.json()) as { schedules: { id: string; status: string }[] }).schedules.find((s) => s.id === id);
          if (found) return found.status;
        }
        return undefined;
      };
      expect(await listed(key.scheduleIds[0]!)).toBe("SCHEDULED");
      const del = await fetch(`${ref.baseUrl}/v2/schedules?billing_key=${key.billingKey}`, { method: "DELETE", headers: auth });
      expect(await del.json()).toEqual({ deleted_schedule_ids: expect.arrayContaining(key.scheduleIds) });
      expect(await status(key.scheduleIds[0]!)).toBe("CANCELLED");
      expect(await listed(key.scheduleIds[0]!)).toBe("CANCELLED");
      expect((await fetch(`${ref.baseUrl}${CONTROL_PREFIX}/reset`, { method: "POST" })).status).toBe(204);
      expect(await status(key.scheduleIds[0]!)).toBe("SCHEDULED");
      expect(await listed(key.scheduleIds[0]!)).toBe("SCHEDULED");
      const counts = await Promise.all([ref.credentials.apiAuth, ref.credentials.apiAuthOtherStore].map(async (c) =>
        ((await (await fetch(`${ref.baseUrl}/v2/schedules?${wide}`, { headers: { [c.name]: c.value } })).json()) as { total_count: number }).total_count));
      expect(counts[0]! + counts[1]!).toBe(2600);
    } finally {
      await ref.close();
    }
  });
});
