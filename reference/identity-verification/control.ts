// Area B control API (not part of the spec): OTP readout, app completion, and creating READY verifications.
import { randomUUID } from "node:crypto";
import { json, type Req, type Res, type Router } from "../http-kit.js";
import { MAIN_STORE_ID } from "../stores.js";
import type { Registry } from "./registry.js";
import type { Verification } from "./model.js";

const PREFIX = "/__control/identity-verifications";
const message = (status: number, text: string): Res => json(status, { message: text });

export function identityVerificationControlRoutes(router: Router, registry: Registry): Router {
  const withVerification = (fn: (v: Verification) => Res) => (req: Req): Res => {
    const v = registry.anywhere(req.params.id!);
    return v ? fn(v) : message(404, "no verification with this id in exactly one store");
  };

  /** The OTP last sent by SMS for a verification, as { otp }. */
  router.on("GET", `${PREFIX}/:id/otp`, withVerification((v) =>
    v.otp ? json(200, { otp: v.otp }) : message(404, "no OTP is pending: not sent by SMS, or already verified")));

  /** Stands in for the customer completing the verification in the authentication app (APP method). */
  router.on("POST", `${PREFIX}/:id/app-completion`, withVerification((v) => {
    if (v.method !== "APP" || !v.sentThroughApi || v.status === "VERIFIED") {
      return message(409, "only an APP verification that was sent and is not verified can be completed");
    }
    v.appCompleted = true;
    return { status: 204 };
  }));

  /** Creates a READY verification that was never sent, in the main store unless the body names storeId. */
  const create = (req: Req, id: string): Res => {
    const storeId = (req.body as { storeId?: unknown } | undefined)?.storeId;
    const store = registry.store(typeof storeId === "string" ? storeId : MAIN_STORE_ID);
    if (!store) return message(400, "unknown storeId");
    if (store.verifications.has(id)) return message(409, "a verification with this id exists");
    const now = registry.now();
    store.verifications.set(id, {
      id, storeId: store.storeId, status: "READY", requestedAt: now, updatedAt: now, statusChangedAt: now,
      sentThroughApi: false, appCompleted: false, expiredOtps: [],
    });
    return json(201, { id });
  };
  router.on("POST", PREFIX, (req) => create(req, `iv-created-${randomUUID()}`));
  router.on("POST", `${PREFIX}/:id`, (req) => create(req, req.params.id!));
  return router;
}
