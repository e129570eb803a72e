// Area B on {base_url}: /identity-verifications/{id} and its send, confirm and resend, plus the area's control API.
import { json, type Req, type Res, type Router } from "../http-kit.js";
import type { ReferenceContext } from "../context.js";
import type { Store } from "../stores.js";
import { AreaError, errorResponse, invalidRequest, pgProvider, unauthorized } from "./errors.js";
import { confirmResponse, lookupRecord } from "./records.js";
import { Registry } from "./registry.js";
import { Transitions } from "./transitions.js";
import { Invalid, parseSend } from "./validation.js";
import { identityVerificationControlRoutes } from "./control.js";
import { isObject, letThrough } from "./fault-paths.js";

type Handler = (caller: Store, req: Req) => Res;

/**
 * The spec's "empty success": `{}`, which real services answer and real clients parse (the official SDK calls
 * response.json() on it); the suite accepts a zero-length body too.
 */
const emptySuccess = (): Res => json(200, {});

export function identityVerificationRoutes(router: Router, ctx: ReferenceContext): Router {
  const fault = (name: string) => ctx.faults.has(`identity-verification.${name}`);
  const registry = new Registry(ctx);
  const transitions = new Transitions(registry, ctx.faults);

  const authenticate = (req: Req): Store => {
    const store = ctx.stores.authenticate(req.headers);
    if (store) return store;
    if (fault("missing-auth-accepted") || fault("wrong-credential-accepted")) return letThrough(req, ctx.stores, fault);
    throw unauthorized();
  };

  /** The JSON object body, {} when there is none; 400 for anything else. */
  const objectBody = (req: Req): Record<string, unknown> => {
    if (req.bodyError) {
      // Stryker disable next-line StringLiteral: message: the spec fixes no error message
      throw fault("malformed-body-500") ? pgProvider("REFERENCE_INTERNAL", req.bodyError) : invalidRequest("the body is not valid JSON");
    }
    if (req.body === undefined) return {};
    if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
      // Stryker disable next-line StringLiteral: message: the spec fixes no error message
      throw invalidRequest("the body must be a JSON object");
    }
    return req.body as Record<string, unknown>;
  };

  const handle = (fn: Handler) => (req: Req): Res => {
    try {
      return fn(authenticate(req), req);
    } catch (err) {
      if (err instanceof Invalid) return errorResponse(invalidRequest(err.message), ctx.faults);
      return errorResponse(err, ctx.faults);
    }
  };

  router.on("GET", "/identity-verifications/:id", handle((caller, req) => {
    const store = registry.storeFor(caller, fault("store-id-ignored") ? undefined : (req.query.get("storeId") ?? undefined));
    const v = registry.find(store, req.params.id!, () => new AreaError(404, fault("unknown-id-wrong-type") ? "NOT_FOUND" : "IDENTITY_VERIFICATION_NOT_FOUND",
      // Stryker disable next-line StringLiteral: message: the spec fixes no error message
      "the identity verification does not exist"));
    return json(200, lookupRecord(v, ctx.faults));
  }));

  router.on("POST", "/identity-verifications/:id/send", handle((caller, req) => {
    const body = objectBody(req);
    // Stryker disable next-line ConditionalExpression: equivalent: without a body, send is refused 400 INVALID_REQUEST either way (only the message differs)
    transitions.send(caller, req.params.id!, parseSend(req.body === undefined ? undefined : body, ctx.faults));
    if (fault("send-answers-record")) return json(200, lookupRecord(registry.find(registry.storeFor(caller, body.storeId), req.params.id!), ctx.faults));
    return emptySuccess();
  }));

  router.on("POST", "/identity-verifications/:id/confirm", handle((caller, req) => {
    const body = fault("confirm-body-any-json") && !isObject(req.body) ? {} : objectBody(req);
    // Stryker disable next-line BlockStatement, ConditionalExpression: equivalent: no request breaking one rule tells them apart: an SMS otp that is no string never matches the one sent (400 either way), and APP takes no otp
    if (body.otp !== undefined && typeof body.otp !== "string") {
      // Stryker disable next-line StringLiteral: message: the spec fixes no error message
      throw invalidRequest("otp must be a string");
    }
    const v = transitions.confirm(caller, req.params.id!, body.storeId, body.otp as string | undefined);
    return json(200, confirmResponse(v, ctx.faults));
  }));

  // storeId is read from the query or the body: the spec's table puts it in the query (AMBIGUITIES 13).
  router.on("POST", "/identity-verifications/:id/resend", handle((caller, req) => {
    const body = objectBody(req);
    // Stryker disable next-line StringLiteral: open B-OPEN-RESEND-STORE-ID: whether resend takes storeId from the query or the body is open; the suite sends none
    transitions.resend(caller, req.params.id!, req.query.get("storeId") ?? body.storeId);
    return fault("resend-answers-body") ? json(200, { resent: true }) : emptySuccess();
  }));

  identityVerificationControlRoutes(router, registry);
  return router;
}
