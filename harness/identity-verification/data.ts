// Seeded area B test data: phone numbers, identity numbers, names, custom data and enum values, valid and invalid.
import type { Faker } from "@faker-js/faker";

export const OPERATORS = ["SKT", "KT", "LGU", "SKT_MVNO", "KT_MVNO", "LGU_MVNO"] as const;
export const METHODS = ["SMS", "APP"] as const;
export type Operator = (typeof OPERATORS)[number];
export type Method = (typeof METHODS)[number];

/** Birth dates are drawn relative to a fixed day, so a seed gives the same data on every day. */
const REFERENCE_DAY = new Date("2026-01-01T00:00:00Z");
const pad = (n: number) => String(n).padStart(2, "0");

/** A mobile number as the spec wants it: 010 followed by 8 digits. */
export const phoneNumber = (f: Faker): string => `010${f.string.numeric(8)}`;

/** A mobile number written with hyphens, 010-1234-5678. */
export function hyphenatedPhoneNumber(f: Faker): string {
  const digits = f.string.numeric(8);
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** Eleven characters, the last four of them letters. */
export const phoneNumberWithLetters = (f: Faker): string => `010${f.string.numeric(4)}${f.string.alpha({ length: 4, casing: "upper" })}`;

/** Digits only, but far too short for a phone number (3 to 6 digits). */
export const shortPhoneNumber = (f: Faker): string => f.string.numeric(f.number.int({ min: 3, max: 6 }));

/** The first 7 digits of a resident registration number: birth date YYMMDD and the century/sex digit (1/2 before 2000, 3/4 after). */
export function identityNumber(f: Faker): string {
  const born = f.date.birthdate({ mode: "age", min: 19, max: 90, refDate: REFERENCE_DAY });
  const year = born.getUTCFullYear();
  const male = f.datatype.boolean();
  const digit = year >= 2000 ? (male ? 3 : 4) : (male ? 1 : 2);
  return `${pad(year % 100)}${pad(born.getUTCMonth() + 1)}${pad(born.getUTCDate())}${digit}`;
}

/** The birth date YYMMDD alone: six digits, one short of an identityNumber. */
export const sixDigitIdentityNumber = (f: Faker): string => identityNumber(f).slice(0, 6);

/** A valid identityNumber with one digit too many. */
export const eightDigitIdentityNumber = (f: Faker): string => `${identityNumber(f)}${f.string.numeric(1)}`;

/** Seven letters where seven digits belong. */
export const malformedIdentityNumber = (f: Faker): string => f.string.alpha({ length: 7, casing: "upper" });

export const personName = (f: Faker): string => f.person.fullName();

/** User-defined data as merchants commonly send it: a small JSON document in a string. */
export const customData = (f: Faker): string =>
  JSON.stringify({ orderId: `order-${f.string.alphanumeric(10)}`, note: f.lorem.words(3) });

export const operator = (f: Faker): Operator => f.helpers.arrayElement(OPERATORS);

/** A value outside an upper-case enum: a member spelled in lower case with a suffix. */
export const notInEnum = (f: Faker, values: readonly string[]): string =>
  `${f.helpers.arrayElement(values).toLowerCase()}_${f.string.alpha({ length: 3, casing: "lower" })}`;

/** An OTP that differs from the given one in every position: digits shifted by one, other characters swapped for "x" or "y". */
export function otherOtp(otp: string): string {
  return [...otp].map((c) => (/[0-9]/.test(c) ? String((Number(c) + 1) % 10) : c === "x" ? "y" : "x")).join("") || "0";
}
