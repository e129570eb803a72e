// Area A control API (not part of the spec): the sending-completed hook and the external-failure control.
import { json, type Router } from "../http-kit.js";
import type { TaxInvoice } from "./model.js";
import type { Gateway } from "./readings/gateway.js";

/** `invoice` finds a tax invoice by id in any of the reference's data sets. */
export function b2bControlRoutes(router: Router, invoice: (id: string) => TaxInvoice | undefined, gateway: Gateway): Router {
  /** POST /__b2b/fail-next: the next area A call fails as an external service would (F-EXTERNAL-FAILURE control). */
  router.on("POST", "/__b2b/fail-next", () => gateway.control());
  /** Moves an ISSUED tax invoice to SENDING_COMPLETED (profile key sendingCompletedHook): the suite POSTs {"taxInvoiceId"}. */
  router.on("POST", "/__b2b/sending-completed", (req) => {
    const id = (req.body as { taxInvoiceId?: unknown } | undefined)?.taxInvoiceId;
    const t = typeof id === "string" ? invoice(id) : undefined;
    if (!t) return json(404, { message: "no such tax invoice" });
    if (t.status !== "ISSUED") return json(409, { message: `the tax invoice is ${t.status}, not ISSUED` });
    t.status = "SENDING_COMPLETED";
    return json(200, { taxInvoiceId: t.id, status: t.status });
  });
  return router;
}
