// The test-control extension the areas share, no part of the spec: the reset of every area's seed data, and the test
// clocks (area D key pairs, or area A tax invoices, on their own movable clock).
import { randomBytes } from "node:crypto";
import { json, type Req, type Res, Router } from "./http-kit.js";
import type { ScopedClock } from "./clock.js";
import type { LegacyTokenService } from "./legacy-token/service.js";
import type { Transmission } from "./b2b/transmission.js";

/** Largest single move; keeps a runaway caller from pushing a clock years ahead. */
const MAX_ADVANCE_SECONDS = 7 * 24 * 3600;

/** What a clock moves: the tokens of its own key pair, or one tax invoice's transmission. */
type Follower = { impKey: string } | { taxInvoiceId: string };

/** POST {prefix}/reset, which runs every reset registered through the function it gives (ReferenceContext.onReset). */
export function resetControlRoute(router: Router, prefix: string): (reset: () => void) => void {
  const resets: (() => void)[] = [];
  router.on("POST", `${prefix}/reset`, () => {
    for (const reset of resets) reset();
    return { status: 204 };
  });
  return (reset) => void resets.push(reset);
}

export function clockControlRoutes(router: Router, prefix: string, clock: ScopedClock, legacy: LegacyTokenService, transmission: Transmission): Router {
  const clocks = new Map<string, Follower>();
  const nowOf = (clockId: string, f: Follower) => ("impKey" in f ? legacy.now(f.impKey) : clock.nowSeconds(clockId));

  router.on("POST", `${prefix}/clocks`, (req: Req): Res => {
    const clockId = `clock_${randomBytes(6).toString("hex")}`;
    const taxInvoiceId = (req.body as { taxInvoiceId?: unknown } | undefined)?.taxInvoiceId;
    if (taxInvoiceId !== undefined) {
      if (typeof taxInvoiceId !== "string" || !transmission.follow(taxInvoiceId, clockId)) return json(404, { message: "no such tax invoice" });
      clocks.set(clockId, { taxInvoiceId });
      return json(201, { clock_id: clockId, now: clock.nowSeconds(clockId) });
    }
    const impKey = `refclockkey-${randomBytes(8).toString("hex")}`;
    const impSecret = `refclocksecret-${randomBytes(16).toString("hex")}`;
    legacy.addCredential({ impKey, impSecret, clockScope: clockId });
    clocks.set(clockId, { impKey });
    return json(201, { clock_id: clockId, imp_key: impKey, imp_secret: impSecret, now: legacy.now(impKey) });
  });

  router.on("POST", `${prefix}/clocks/:clockId/advance`, (req: Req): Res => {
    const follower = clocks.get(req.params.clockId!);
    if (!follower) return json(404, { message: "unknown clock" });
    const seconds = (req.body as { seconds?: unknown } | undefined)?.seconds;
    if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_ADVANCE_SECONDS) {
      return json(400, { message: `seconds must be an integer from 0 to ${MAX_ADVANCE_SECONDS}` });
    }
    clock.advance(req.params.clockId!, seconds);
    // What fell due while the clock moved has happened, and stays so when the clock is deleted.
    transmission.transmitDue();
    return json(200, { now: nowOf(req.params.clockId!, follower) });
  });

  router.on("DELETE", `${prefix}/clocks/:clockId`, (req: Req): Res => {
    const follower = clocks.get(req.params.clockId!);
    if (!follower) return json(404, { message: "unknown clock" });
    if ("impKey" in follower) legacy.removeCredential(follower.impKey);
    clocks.delete(req.params.clockId!);
    clock.forget(req.params.clockId!);
    return { status: 204 };
  });

  return router;
}
