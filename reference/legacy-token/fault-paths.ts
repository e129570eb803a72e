// Code only area D's faults run: key pairs filled in from one half, and the phantom key pair of an unknown imp_key.
// Kept out of the behaviour's modules, so mutation testing never mutates it (mutation/README.md).
import type { FaultSet } from "../faults.js";
import type { LegacyCredential } from "./service.js";

/** imp_key and imp_secret as the faults missing-secret-accepted and missing-key-from-secret fill them in. */
export function filledIn(given: { impKey: unknown; impSecret: unknown }, credentials: ReadonlyMap<string, LegacyCredential>, faults: FaultSet): { impKey: unknown; impSecret: unknown } {
  const { impKey, impSecret } = given;
  if (impSecret === undefined && typeof impKey === "string" && faults.has("legacy-token.missing-secret-accepted")) {
    return { impKey, impSecret: credentials.get(impKey)?.impSecret };
  }
  if (impKey === undefined && typeof impSecret === "string" && faults.has("legacy-token.missing-key-from-secret")) {
    return { impKey: [...credentials.values()].find((c) => c.impSecret === impSecret)?.impKey, impSecret };
  }
  return given;
}

/** unknown-key-accepted: an unknown imp_key becomes a key pair with whatever secret came with it. */
export function phantomCredential(credentials: Map<string, LegacyCredential>, impKey: string, impSecret: string): LegacyCredential {
  const phantom = { impKey, impSecret };
  credentials.set(impKey, phantom);
  return phantom;
}

/** The Authorization patterns of bearer-scheme-unchecked (any scheme) and bearer-trailing-text-ignored (text after the token). */
export const faultyBearerPattern = (faults: FaultSet): RegExp =>
  faults.has("legacy-token.bearer-scheme-unchecked") ? /^\S+ (\S+)$/ : /^Bearer (\S+)/i;
