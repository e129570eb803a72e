// Unit tests of unknownLike: a value of a real one's form that is never the real one, the same for the same seed.
import { describe, expect, test } from "vitest";
import { seededFaker } from "../../harness/data/data.js";
import { unknownLike } from "../../harness/data/unknown-like.js";

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 1);
const made = <T extends string | number>(real: T): T[] => SEEDS.map((s) => unknownLike(seededFaker(s), real));
/** The character classes of a string: digit 9, lower a, upper A, anything else itself. */
const shape = (value: string) => value.replace(/[0-9]/g, "9").replace(/[a-z]/g, "a").replace(/[A-Z]/g, "A");

describe("unknownLike", () => {
  test("never gives back the real value", () => {
    for (const real of ["iv-ready-5774c81dff9e", "sch_fixture_completed", "7", "a", "channel-test-store-main-0001", 42, 5, -310]) {
      expect(made(real).filter((v) => v === real)).toEqual([]);
    }
  });

  test("keeps the length, the separators and each character's class", () => {
    for (const real of ["iv-ready-5774c81dff9e", "sch_fixture_completed", "imp_123456789012", "Store-AB12-cd34", "2024.01/XY"] as const) {
      for (const value of made(real)) expect(shape(value)).toBe(shape(real));
    }
  });

  test("keeps the words without digits when the value has digits, and the first word when it has none", () => {
    for (const value of made("iv-ready-5774c81dff9e")) expect(value).toMatch(/^iv-ready-[0-9a-f]{12}$/);
    for (const value of made("channel-test-store-main-0001")) expect(value).toMatch(/^channel-test-store-main-[0-9]{4}$/);
    for (const value of made("sch_fixture_completed")) expect(value).toMatch(/^sch_[a-z]{7}_[a-z]{9}$/);
  });

  test("keeps a UUID a UUID of the same version and variant", () => {
    const real = "3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c";
    for (const value of made(real)) expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-9[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test("keeps a number's sign and digit count", () => {
    for (const value of made(-310)) expect(String(value)).toMatch(/^-[1-9][0-9]{2}$/);
    for (const value of made(7)) expect(value).toBeGreaterThanOrEqual(0);
  });

  test("draws the same value for the same seed", () => {
    expect(unknownLike(seededFaker(11), "iv-ready-5774c81dff9e")).toBe(unknownLike(seededFaker(11), "iv-ready-5774c81dff9e"));
  });
});
