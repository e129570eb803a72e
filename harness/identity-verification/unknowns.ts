// Verification ids no one has, shaped like real ones: a request for one breaks only "does not exist", never a form a
// target may check first (one broken rule per request).
import type { Conformance } from "../tests/conformance-test.js";
import { unknownLike } from "../data/unknown-like.js";
import { existingId } from "./flows.js";
import { ivProfile } from "./profile.js";
import { freshId } from "./provisioning.js";

/**
 * An id of a real verification's form that names none: shaped like an id the profile names (verificationIds, then
 * readyIds); a fresh id when the profile states that send takes fresh ids (of the form the target accepts, and unknown
 * until sent); else shaped like one the test sends (a SENDING_TESTS slot).
 */
export async function unknownVerificationId(t: Conformance): Promise<string> {
  const p = ivProfile(t.run.profile);
  const ids = p.verificationIds ?? {};
  const real = ids.READY ?? ids.FAILED ?? ids.VERIFIED ?? p.provisioning?.readyIds?.[0];
  if (real !== undefined) return unknownLike(t.faker, real);
  if (p.provisioning?.freshIds) return freshId(p.provisioning.freshIdPrefix);
  return unknownLike(t.faker, await existingId(t));
}
