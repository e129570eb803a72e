// HTTP surface of area D on {legacy_base_url}: POST /users/getToken and GET /payments/{payment_uid}.
import { json, type Req, type Res, Router } from "../http-kit.js";
import type { FaultSet } from "../faults.js";
import type { LegacyTokenService, TokenGrant } from "./service.js";

/** A payment the reference knows, so a valid token can fetch something real. */
export const REFERENCE_PAYMENT_UID = "imp_reference_000001";

const failure = (status: number, message: string): Res => json(status, { code: -1, message, response: null });

export function legacyTokenRoutes(router: Router, service: LegacyTokenService, faults: FaultSet): Router {
  router.on("POST", "/users/getToken", (req) => getToken(req, service, faults));
  router.on("GET", "/payments/:paymentUid", (req) => getPayment(req, service, faults));
  return router;
}

function getToken(req: Req, service: LegacyTokenService, faults: FaultSet): Res {
  const body = req.body as { imp_key?: unknown; imp_secret?: unknown } | undefined;
  if (req.bodyError || typeof body !== "object" || body === null) return failure(400, "body must be a JSON object");
  const { impKey, impSecret } = filledIn(body, service, faults);
  if (typeof impKey !== "string" || typeof impSecret !== "string") {
    return failure(400, "imp_key and imp_secret are required strings");
  }
  const grant = service.grant(impKey, impSecret);
  if (!grant) return failure(401, "imp_key or imp_secret is not valid");
  return json(200, successBody(grant, faults));
}

/** imp_key and imp_secret as given; the faults fill a missing one in from the other. */
function filledIn(body: { imp_key?: unknown; imp_secret?: unknown }, service: LegacyTokenService, faults: FaultSet): { impKey: unknown; impSecret: unknown } {
  const { imp_key: impKey, imp_secret: impSecret } = body;
  if (impSecret === undefined && typeof impKey === "string" && faults.has("legacy-token.missing-secret-accepted")) {
    return { impKey, impSecret: service.secretOf(impKey) };
  }
  if (impKey === undefined && typeof impSecret === "string" && faults.has("legacy-token.missing-key-from-secret")) {
    return { impKey: service.keyWithSecret(impSecret), impSecret };
  }
  return { impKey, impSecret };
}

function successBody(grant: TokenGrant, faults: FaultSet): unknown {
  let now: number = grant.now;
  if (faults.has("legacy-token.now-float")) now += 0.25;
  if (faults.has("legacy-token.now-in-milliseconds")) now = now * 1000 + 123;
  const response: Record<string, unknown> = {
    access_token: grant.accessToken,
    now,
    expired_at: faults.has("legacy-token.expired-at-string") ? String(grant.expiredAt) : grant.expiredAt,
  };
  if (faults.has("legacy-token.access-token-missing")) delete response.access_token;
  return {
    code: faults.has("legacy-token.code-as-string") ? "0" : 0,
    message: faults.has("legacy-token.message-empty-string") ? "" : null,
    response,
  };
}

function getPayment(req: Req, service: LegacyTokenService, faults: FaultSet): Res {
  const header = req.headers.authorization;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? "");
  const authorized = match
    ? service.accepts(match[1]!) || faults.has("legacy-token.any-bearer-accepted")
    : (header === undefined && faults.has("legacy-token.missing-auth-accepted")) ||
      (header !== undefined && faults.has("legacy-token.any-bearer-accepted"));
  if (!authorized) return failure(401, "Unauthorized");
  if (req.params.paymentUid !== REFERENCE_PAYMENT_UID) return failure(404, "payment not found");
  return json(200, {
    code: 0,
    message: null,
    response: { imp_uid: REFERENCE_PAYMENT_UID, merchant_uid: "order-000001", amount: 1000, currency: "KRW", status: "paid" },
  });
}
