// Code only area B's faults run: loosened checks and the stand-ins they put in place of what is missing.
// Kept out of the behaviour's modules, so mutation testing never mutates it (mutation/README.md).
import type { Req } from "../http-kit.js";
import type { Store, StoreDirectory } from "../stores.js";
import { unauthorized } from "./errors.js";

/** missing-auth-accepted, wrong-credential-accepted: the main store for a request without, or with a wrong, credential. */
export function letThrough(req: Req, stores: StoreDirectory, fault: (name: string) => boolean): Store {
  const sent = req.headers[stores.main.credential.name.toLowerCase()] !== undefined;
  if (sent ? fault("wrong-credential-accepted") : fault("missing-auth-accepted")) return stores.main;
  throw unauthorized();
}

export const isObject = (v: unknown): boolean => typeof v === "object" && v !== null && !Array.isArray(v);

/** identity-number-length-unchecked: digits of any length pass. */
export const digitsOnly = (value: string): boolean => /^[0-9]+$/.test(value);

/** optional-field-types-unchecked: an optional field of any type passes, as a string. */
export function anyOptional(o: Record<string, unknown>, path: string): string | undefined {
  const v = o[path.slice(path.lastIndexOf(".") + 1)];
  return v === undefined ? undefined : String(v);
}

/** missing-phone-accepted: a phone number that passes the digits check. */
export const STAND_IN_PHONE = "01000000000";
