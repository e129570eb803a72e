// The test-clock control, a non-spec extension: credentials that live on their own movable clock.
import { randomBytes } from "node:crypto";
import { json, type Req, type Res, Router } from "./http-kit.js";
import type { ScopedClock } from "./clock.js";
import type { LegacyTokenService } from "./legacy-token/service.js";

/** Largest single move; keeps a runaway caller from pushing a clock years ahead. */
const MAX_ADVANCE_SECONDS = 7 * 24 * 3600;

export function clockControlRoutes(router: Router, prefix: string, clock: ScopedClock, legacy: LegacyTokenService): Router {
  const clocks = new Map<string, string>(); // clock id -> imp_key

  router.on("POST", `${prefix}/clocks`, () => {
    const clockId = `clock_${randomBytes(6).toString("hex")}`;
    const impKey = `refclockkey-${randomBytes(8).toString("hex")}`;
    const impSecret = `refclocksecret-${randomBytes(16).toString("hex")}`;
    legacy.addCredential({ impKey, impSecret, clockScope: clockId });
    clocks.set(clockId, impKey);
    return json(201, { clock_id: clockId, imp_key: impKey, imp_secret: impSecret, now: legacy.now(impKey) });
  });

  router.on("POST", `${prefix}/clocks/:clockId/advance`, (req: Req): Res => {
    const impKey = clocks.get(req.params.clockId!);
    if (!impKey) return json(404, { message: "unknown clock" });
    const seconds = (req.body as { seconds?: unknown } | undefined)?.seconds;
    if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_ADVANCE_SECONDS) {
      return json(400, { message: `seconds must be an integer from 0 to ${MAX_ADVANCE_SECONDS}` });
    }
    clock.advance(req.params.clockId!, seconds);
    return json(200, { now: legacy.now(impKey) });
  });

  router.on("DELETE", `${prefix}/clocks/:clockId`, (req: Req): Res => {
    const impKey = clocks.get(req.params.clockId!);
    if (!impKey) return json(404, { message: "unknown clock" });
    legacy.removeCredential(impKey);
    clocks.delete(req.params.clockId!);
    clock.forget(req.params.clockId!);
    return { status: 204 };
  });

  return router;
}
