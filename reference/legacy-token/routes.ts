// HTTP surface of area D on {legacy_base_url}: POST /users/getToken and GET /payments/{payment_uid}.
import { json, type Req, type Res, Router } from "../http-kit.js";
import type { FaultSet } from "../faults.js";
import type { LegacyTokenService, TokenGrant } from "./service.js";
import { faultyBearerPattern, filledIn } from "./fault-paths.js";

/** A payment the reference knows, so a valid token can fetch something real. */
// Stryker disable next-line StringLiteral: open D-OPEN-UNKNOWN-PAYMENT: which payment_uid the reference knows only picks between its 200 and 404 answers, and both are open
export const REFERENCE_PAYMENT_UID = "imp_reference_000001";

// Stryker disable next-line ObjectLiteral, UnaryOperator: unfixed: area D's error body is not shown ("Area D: an expired or invalid token gives 401")
const failure = (status: number, message: string): Res => json(status, { code: -1, message, response: null });

export function legacyTokenRoutes(router: Router, service: LegacyTokenService, faults: FaultSet): Router {
  router.on("POST", "/users/getToken", (req) => getToken(req, service, faults));
  router.on("GET", "/payments/:paymentUid", (req) => getPayment(req, service, faults));
  return router;
}

function getToken(req: Req, service: LegacyTokenService, faults: FaultSet): Res {
  const body = req.body as { imp_key?: unknown; imp_secret?: unknown } | undefined;
  // Stryker disable next-line ConditionalExpression, LogicalOperator, StringLiteral: open D-OPEN-MALFORMED-BODY: the answer to a body that is not a JSON object is open
  if (req.bodyError || typeof body !== "object" || body === null) return failure(400, "body must be a JSON object");
  const given = { impKey: body.imp_key, impSecret: body.imp_secret };
  const { impKey, impSecret } = faults.has("legacy-token.missing-secret-accepted") || faults.has("legacy-token.missing-key-from-secret")
    ? filledIn(given, service.credentials, faults) : given;
  // Stryker disable next-line ConditionalExpression, LogicalOperator, BlockStatement: open D-OPEN-MALFORMED-BODY: a body without imp_key or imp_secret may be answered 400 or 401; no token is firm, and the service refuses one either way
  if (typeof impKey !== "string" || typeof impSecret !== "string") {
    // Stryker disable next-line StringLiteral: message: area D's error body is not shown
    return failure(400, "imp_key and imp_secret are required strings");
  }
  const grant = service.grant(impKey, impSecret);
  // Stryker disable next-line ConditionalExpression, StringLiteral: open D-OPEN-WRONG-CREDENTIALS: only that no token is issued is firm (without this line the answer is a 500, still without a token)
  if (!grant) return failure(401, "imp_key or imp_secret is not valid");
  return json(200, successBody(grant, faults));
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
  // The spec's form, "Bearer <ACCESS_TOKEN>"; the scheme's case is free (RFC 9110 11.1).
  const pattern = faults.has("legacy-token.bearer-scheme-unchecked") || faults.has("legacy-token.bearer-trailing-text-ignored")
    ? faultyBearerPattern(faults) : /^Bearer (\S+)$/i;
  // Stryker disable next-line StringLiteral: equivalent: without an Authorization header the pattern fails on "" and on any other stand-in alike
  const match = pattern.exec(header ?? "");
  const authorized = match
    ? service.accepts(match[1]!) || faults.has("legacy-token.any-bearer-accepted")
    : (header === undefined && faults.has("legacy-token.missing-auth-accepted")) ||
      (header !== undefined && faults.has("legacy-token.any-bearer-accepted"));
  // Stryker disable next-line StringLiteral: message: area D's error body is not shown
  if (!authorized) return failure(401, "Unauthorized");
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open D-OPEN-UNKNOWN-PAYMENT: the answer to an authorized request for an unknown payment_uid is open
  if (req.params.paymentUid !== REFERENCE_PAYMENT_UID) return failure(404, "payment not found");
  // Stryker disable next-line ObjectLiteral: open D-OPEN-PAYMENT-SHAPE: the answer to an authorized GET /payments is not shown
  return json(200, {
    code: 0,
    message: null,
    // Stryker disable next-line ObjectLiteral, StringLiteral: open D-OPEN-PAYMENT-SHAPE: the answer to an authorized GET /payments is not shown
    response: { imp_uid: REFERENCE_PAYMENT_UID, merchant_uid: "order-000001", amount: 1000, currency: "KRW", status: "paid" },
  });
}
