// Unit tests of the area B data generators: valid values have the spec's shape, invalid ones break exactly it.
import { describe, expect, test } from "vitest";
import { seededFaker } from "../../harness/data/data.js";
import {
  customData, hyphenatedPhoneNumber, identityNumber, malformedIdentityNumber, METHODS, notInEnum, operator, OPERATORS,
  otherOtp, personName, phoneNumber, phoneNumberWithLetters, shortPhoneNumber,
} from "../../harness/identity-verification/data.js";

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 1);
const each = (fn: (f: ReturnType<typeof seededFaker>) => void) => SEEDS.forEach((s) => fn(seededFaker(s)));

describe("phone numbers", () => {
  test("valid ones are 010 and 8 more digits", () => each((f) => expect(phoneNumber(f)).toMatch(/^010[0-9]{8}$/)));
  test("hyphenated ones are the same number written 010-dddd-dddd", () =>
    each((f) => expect(hyphenatedPhoneNumber(f)).toMatch(/^010-[0-9]{4}-[0-9]{4}$/)));
  test("ones with letters are not digits only", () => each((f) => {
    const value = phoneNumberWithLetters(f);
    expect(value).toMatch(/[A-Z]/);
    expect(value).not.toMatch(/^[0-9]+$/);
  }));
  test("short ones are digits only with 3 to 6 digits", () => each((f) => expect(shortPhoneNumber(f)).toMatch(/^[0-9]{3,6}$/)));
});

describe("identity numbers", () => {
  test("are YYMMDD of a real date plus a century/sex digit that agrees with the year", () => each((f) => {
    const value = identityNumber(f);
    expect(value).toMatch(/^[0-9]{7}$/);
    const [yy, mm, dd, digit] = [value.slice(0, 2), value.slice(2, 4), value.slice(4, 6), Number(value[6])];
    const year = (digit <= 2 ? 1900 : 2000) + Number(yy);
    const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
    expect(date.getUTCMonth() + 1, value).toBe(Number(mm));
    expect(date.getUTCDate(), value).toBe(Number(dd));
    expect([1, 2, 3, 4]).toContain(digit);
    expect(year, value).toBeLessThanOrEqual(2007);
  }));
  test("malformed ones are seven letters", () => each((f) => expect(malformedIdentityNumber(f)).toMatch(/^[A-Z]{7}$/)));
});

describe("other values", () => {
  test("names are non-empty", () => each((f) => expect(personName(f).trim().length).toBeGreaterThan(0)));
  test("custom data is a string holding a JSON object", () => each((f) => {
    const value = customData(f);
    expect(typeof value).toBe("string");
    expect(JSON.parse(value)).toEqual({ orderId: expect.stringMatching(/^order-/), note: expect.any(String) });
  }));
  test("operators come from the enum, and over many seeds all six appear", () => {
    const seen = new Set<string>();
    each((f) => seen.add(operator(f)));
    expect([...seen].sort()).toEqual([...OPERATORS].sort());
  });
  test("values outside an enum are never members of it", () => each((f) => {
    expect(OPERATORS).not.toContain(notInEnum(f, OPERATORS));
    expect(METHODS).not.toContain(notInEnum(f, METHODS));
  }));
  test("another OTP differs in every position and keeps the length", () => {
    for (const otp of ["000000", "123456", "999999", "a1b2", "xyz"]) {
      const other = otherOtp(otp);
      expect(other).toHaveLength(otp.length);
      [...otp].forEach((c, i) => expect(other[i], `${otp} → ${other}`).not.toBe(c));
    }
  });
  test("the same seed gives the same data", () => {
    const [a, b] = [seededFaker(42), seededFaker(42)];
    expect([phoneNumber(a), identityNumber(a), personName(a), customData(a)]).toEqual([phoneNumber(b), identityNumber(b), personName(b), customData(b)]);
  });
});
