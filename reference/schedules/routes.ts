// Area C on {base_url}: GET/DELETE /v2/schedules and GET /v2/schedules/{schedule_id}. (Filled by the area C work.)
import type { Router } from "../http-kit.js";
import type { ReferenceContext } from "../context.js";

export function schedulesRoutes(router: Router, _ctx: ReferenceContext): Router {
  return router;
}
