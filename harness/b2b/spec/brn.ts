// Business registration numbers (brn): the national 10-digit check digit, fresh valid brns and invalid ones.
import type { Faker } from "@faker-js/faker";

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/** The tenth digit of a brn whose first nine digits are given. */
export function brnCheckDigit(nine: string): number {
  if (!/^\d{9}$/.test(nine)) throw new Error(`a brn check digit needs nine digits, got "${nine}"`);
  const d = [...nine].map(Number);
  const sum = WEIGHTS.reduce((s, w, i) => s + w * d[i]!, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

export function isValidBrn(brn: string): boolean {
  return /^\d{10}$/.test(brn) && brnCheckDigit(brn.slice(0, 9)) === Number(brn[9]);
}

/** A random brn with a valid check digit (the office code, digits 4-5, is never 00). */
export function freshBrn(faker: Faker): string {
  const nine = `${faker.string.numeric({ length: 3, allowLeadingZeros: false })}${faker.number.int({ min: 1, max: 99 }).toString().padStart(2, "0")}${faker.string.numeric(4)}`;
  return `${nine}${brnCheckDigit(nine)}`;
}

/** Ten digits written in a format: each "#" takes the next digit, anything else is written as it is ("###-##-#####"). */
export function formatBrn(digits: string, format = "##########"): string {
  let i = 0;
  return [...format].map((c) => (c === "#" ? digits[i++] ?? "" : c)).join("");
}

/** Whether two brns are the same number, however each is written (digits compared, separators ignored). */
export const sameBrn = (a: unknown, b: unknown): boolean => {
  const digits = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).replace(/\D/g, "") : "");
  return digits(a) !== "" && digits(a) === digits(b);
};

/** A brn of the right length whose check digit is wrong. */
export function invalidBrn(faker: Faker): string {
  const valid = freshBrn(faker);
  return `${valid.slice(0, 9)}${(Number(valid[9]) + 1 + faker.number.int(8)) % 10}`;
}
