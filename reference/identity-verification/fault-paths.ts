// Code only area B's faults run: loosened send checks and the stand-ins they put in place of what is missing.
// Kept out of the behaviour's modules, so mutation testing never mutates it (mutation/README.md).

/** identity-number-length-unchecked: digits of any length pass. */
export const digitsOnly = (value: string): boolean => /^[0-9]+$/.test(value);

/** optional-field-types-unchecked: an optional field of any type passes, as a string. */
export function anyOptional(o: Record<string, unknown>, key: string): string | undefined {
  const v = o[key];
  return v === undefined ? undefined : String(v);
}

/** missing-phone-accepted: a phone number that passes the digits check. */
export const STAND_IN_PHONE = "01000000000";
