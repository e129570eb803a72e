// The reference's own brn check (kept apart from the suite's generator so a mistake in one shows in the other).
export function brnValid(brn: unknown): boolean {
  // Stryker disable next-line ConditionalExpression, LogicalOperator, Regex, BooleanLiteral: unfixed: what makes a brn invalid is a freedom (F-BRN-VALIDITY; the spec gives no form), and every caller passes a string; the suite's invalid brn is the profile's b2b.fixtures.invalidBrn
  if (typeof brn !== "string" || !/^\d{10}$/.test(brn)) return false;
  const digits = brn.split("").map((c) => c.charCodeAt(0) - 48);
  let sum = 0;
  [1, 3, 7, 1, 3, 7, 1, 3].forEach((w, i) => { sum += (w * digits[i]!) % 10; });
  sum += (digits[8]! * 5) % 10 + Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}
