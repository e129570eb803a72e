// The area C schemas: true to the spec's Currency list, accepting the reference's records, refusing broken ones.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { fixturePath } from "../../harness/paths.js";
import { schemaProblems } from "../../harness/schedules/checks.js";
import { FaultSet } from "../../reference/faults.js";
import { StoreDirectory } from "../../reference/stores.js";
import { CURRENCIES } from "../../reference/schedules/model.js";
import { renderSchedule } from "../../reference/schedules/render.js";
import { seedSchedules } from "../../reference/schedules/seed-data.js";

const spec = readFileSync(fixturePath("spec", "service-interface-spec.md"), "utf8");
const specCurrencies = /Currency values: ([A-Z, ]+)\./.exec(spec)![1]!.split(",").map((c) => c.trim());
const records = seedSchedules(7, Date.UTC(2026, 10, 22), new StoreDirectory(), 400).map((s) => renderSchedule(s, new FaultSet()));
const of = (status: string) => structuredClone(records.find((r) => r.status === status)!);

describe("schedule schemas", () => {
  test("the currency enum and the reference both hold the spec's list, in its order", () => {
    const schema = JSON.parse(readFileSync(fixturePath("schemas", "schedules", "currency.schema.json"), "utf8")) as { enum: string[] };
    expect(schema.enum).toEqual(specCurrencies);
    expect([...CURRENCIES]).toEqual(specCurrencies);
  });

  test("accept every record the reference writes", () => {
    expect(records.flatMap((r) => schemaProblems("schedule", r))).toEqual([]);
    expect(schemaProblems("list-envelope", { current_page: 0, total_page: 1, total_count: 2, schedules: records.slice(0, 2) })).toEqual([]);
  });

  test.each([
    ["a missing required field", (r: Record<string, unknown>) => delete r.notice_urls, /must have required property 'notice_urls'/],
    ["an amount as a string", (r: Record<string, unknown>) => (r.total_amount = "1000"), /total_amount must be integer/],
    ["a lower-case status", (r: Record<string, unknown>) => (r.status = "completed"), /status must be equal to one of the allowed values/],
    ["a currency outside the list", (r: Record<string, unknown>) => (r.currency = "KRW "), /currency must be equal to one of/],
    ["notice_urls holding a number", (r: Record<string, unknown>) => (r.notice_urls = [1]), /notice_urls\/0 must be string/],
    ["a COMPLETED schedule without completed_at", (r: Record<string, unknown>) => delete r.completed_at, /completed_at/],
  ])("refuse %s", (_what, breakIt, message) => {
    const r = of("COMPLETED");
    breakIt(r);
    expect(schemaProblems("schedule", r).join("\n")).toMatch(message);
  });

  test("leave open whether a status timestamp appears in another state, and allow extra fields", () => {
    expect(schemaProblems("schedule", { ...of("COMPLETED"), started_at: "2026-11-20T00:00:00Z", vendor_extension: true })).toEqual([]);
  });

  test("the error body needs a string code and allows object params only", () => {
    expect(schemaProblems("error", { code: "SCHEDULE_NOT_FOUND", params: { schedule_id: "x" } })).toEqual([]);
    expect(schemaProblems("error", { message: "not found" }).join()).toMatch(/required property 'code'/);
    expect(schemaProblems("error", { code: "X", params: "x" }).join()).toMatch(/params must be object/);
  });
});
