// The national 10-digit brn check digit: known numbers, fresh brns always valid, invalid ones always refused.
import { describe, expect, test } from "vitest";
import { brnCheckDigit, freshBrn, invalidBrn, isValidBrn } from "../../harness/b2b/spec/brn.js";
import { seededFaker } from "../../harness/data/data.js";

describe("brn check digit", () => {
  test("gives the tenth digit of known registration numbers", () => {
    expect(brnCheckDigit("120814752")).toBe(1);
    expect(brnCheckDigit("214861141")).toBe(6);
    expect(brnCheckDigit("113862053")).toBe(4);
  });

  test("counts the carry of the ninth digit times five", () => {
    // 9 × 5 = 45, plus its tens digit 4: 49, so 1 (without the carry, 45 would give 5).
    expect(brnCheckDigit("000000009")).toBe(1);
    expect(brnCheckDigit("000000001")).toBe(5);
  });

  test("refuses anything but nine digits", () => {
    expect(() => brnCheckDigit("12081475")).toThrow(/nine digits/);
    expect(() => brnCheckDigit("12081475a")).toThrow(/nine digits/);
  });

  test("isValidBrn needs ten digits with the right check digit", () => {
    expect(isValidBrn("1208147521")).toBe(true);
    expect(isValidBrn("1208147522")).toBe(false);
    expect(isValidBrn("120814752")).toBe(false);
    expect(isValidBrn("120-81-47521")).toBe(false);
  });

  test("fresh brns are valid, never office code 00; invalid ones are not", () => {
    const faker = seededFaker(42);
    for (let i = 0; i < 200; i++) {
      const fresh = freshBrn(faker);
      expect(isValidBrn(fresh), fresh).toBe(true);
      expect(fresh.slice(3, 5), fresh).not.toBe("00");
      const bad = invalidBrn(faker);
      expect(bad, bad).toMatch(/^\d{10}$/);
      expect(isValidBrn(bad), bad).toBe(false);
    }
  });
});
