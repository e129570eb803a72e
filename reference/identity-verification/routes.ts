// Area B on {base_url}: /identity-verifications/{id} and its send, confirm and resend. (Filled by the area B work.)
import type { Router } from "../http-kit.js";
import type { ReferenceContext } from "../context.js";

export function identityVerificationRoutes(router: Router, _ctx: ReferenceContext): Router {
  return router;
}
