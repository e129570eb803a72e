// Area C on {base_url}: GET/DELETE /v2/schedules and GET /v2/schedules/{schedule_id}, with the area's faults.
import { json, type Req, type Res, type Router } from "../http-kit.js";
import type { ReferenceContext } from "../context.js";
import type { Store } from "../stores.js";
import { ScheduleBook } from "./book.js";
import { cancelEveryScheduled, faultyRange, leavingUnchanged, letThrough, queryEveryStore } from "./fault-paths.js";
import type { Schedule } from "./model.js";
import { DEFAULT_LIMIT, deleteParams, integer, InvalidParameter, listRange, MAX_LIMIT, statuses, storeId } from "./params.js";
import { renderSchedule } from "./render.js";
import { seedSchedules } from "./seed-data.js";

export interface SchedulesOptions {
  /** How many schedules the seed data holds (the default is DEFAULT_SCHEDULE_COUNT). */
  count?: number;
}

export function schedulesRoutes(router: Router, ctx: ReferenceContext, options: SchedulesOptions = {}): Router {
  const book = new ScheduleBook(() => seedSchedules(ctx.seed, ctx.clock.nowMs(), ctx.stores, options.count));
  // Stryker disable next-line ArrowFunction: unfixed: the test-control reset (POST /__control/reset), no part of the spec; a run starts its own reference
  ctx.onReset(() => book.reset());
  const has = (name: string) => ctx.faults.has(`schedules.${name}`);
  // Stryker disable next-line ArrowFunction, ConditionalExpression, ObjectLiteral: unfixed: params is optional ("params (object, optional, details)")
  const details = (params?: Record<string, unknown>) => (params ? { params } : {});
  const error = (status: number, code: string, params?: Record<string, unknown>): Res =>
    json(status, has("error-body-without-code") ? { message: code } : { code, ...details(params) });
  const render = (s: Schedule) => renderSchedule(s, ctx.faults);
  /**
   * Each schedule's JSON, made again only once a cancellation changed it (cancel forgets it): the tests walk the same
   * pages of the 3000 seeded schedules again and again, and rendering them cost a run more than any other answer.
   */
  const rendered = new WeakMap<Schedule, string>();
  function renderedJson(s: Schedule): string {
    let json = rendered.get(s);
    // Stryker disable next-line ConditionalExpression: equivalent: rendering every time gives the same JSON, only slower
    if (json === undefined) {
      json = JSON.stringify(render(s));
      rendered.set(s, json);
    }
    return json;
  }

  /** The credential's store, or a 401; the faults let a missing or a wrong credential through as the main store. */
  function authenticated(req: Req, handler: (req: Req, store: Store) => Res): Res {
    const store = ctx.stores.authenticate(req.headers)
      ?? (has("missing-credential-accepted") || has("wrong-credential-accepted") ? letThrough(req, ctx.stores, has) : undefined);
    if (!store) return error(401, has("unauthorized-code-wrong") ? "Unauthorized" : "UNAUTHORIZED");
    try {
      return handler(req, store);
    } catch (err) {
      // Stryker disable next-line ConditionalExpression: equivalent: nothing but an InvalidParameter is thrown here in a run the reference does not crash
      if (err instanceof InvalidParameter) return has("invalid-list-body-bare") && req.method === "GET" ? json(400, {}) : error(400, "INVALID_REQUEST", err.params);
      throw err;
    }
  }

  // Stryker disable next-line BlockStatement: open C-OPEN-FOREIGN-STORE-ID: what answers a store_id the caller may not use is open
  function checkStoreId(given: string | undefined, store: Store): void {
    // Stryker disable next-line BlockStatement, ConditionalExpression, LogicalOperator: open C-OPEN-FOREIGN-STORE-ID: what answers a store_id the caller may not use is open
    if (given !== undefined && (given !== store.id || has("store-id-param-refused"))) {
      // Stryker disable next-line ObjectLiteral, StringLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
      throw new InvalidParameter({ store_id: "not a store this credential may use" });
    }
  }

  function list(req: Req, store: Store): Res {
    const q = req.query;
    checkStoreId(storeId(q), store);
    if (has("bad-limit-500") && !/^\d+$/.test(q.get("limit") ?? "0")) return error(500, "SERVICE_ERROR");
    const page = integer(q, "page", 0) ?? 0;
    let limit = integer(q, "limit", 1, has("limit-not-capped") ? undefined : MAX_LIMIT) ?? DEFAULT_LIMIT;
    if (has("limit-ignored")) limit = 20;
    const { start, end } = faultyRange(q, ctx.clock.nowMs(), has) ?? listRange(q, ctx.clock.nowMs());
    let wanted = statuses(q);
    if (has("status-filter-ignored")) wanted = undefined;
    if (has("status-filter-first-only")) wanted = wanted?.slice(0, 1);
    const query = { start, end, statuses: wanted };
    const matches = has("other-store-visible") ? queryEveryStore(book, ctx.stores.all().map((s) => s.id), query) : book.query({ ...query, storeId: store.id });
    const total = matches.length;
    const pages = Math.ceil(total / limit);
    let offset = (has("pages-one-based") ? Math.max(0, page - 1) : page) * limit;
    if (has("past-end-repeats-last-page") && offset >= total && total > 0) offset = (pages - 1) * limit;
    const envelope = JSON.stringify({
      current_page: has("current-page-off-by-one") ? page + 1 : page,
      total_page: has("total-page-off-by-one") ? pages + 1 : pages,
      total_count: has("total-count-string") ? String(total) : total,
      schedules: [],
    });
    // The page as JSON.stringify would write it, its schedules last: the envelope, then each schedule's own JSON.
    return { status: 200, body: `${envelope.slice(0, -3)}[${matches.slice(offset, offset + limit).map(renderedJson).join(",")}]}` };
  }

  function getOne(req: Req, store: Store): Res {
    const s = book.get(req.params.scheduleId!);
    if (!s || (s.storeId !== store.id && !has("other-store-visible"))) {
      return error(404, has("not-found-code-wrong") ? "NOT_FOUND" : "SCHEDULE_NOT_FOUND",
        // Stryker disable next-line ObjectLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
        { schedule_id: req.params.scheduleId });
    }
    return json(200, has("get-without-envelope") ? render(s) : { schedule: render(s) });
  }

  function cancel(req: Req, store: Store): Res {
    const p = deleteParams(req.query);
    checkStoreId(p.storeId, store);
    let billingKey = p.billingKey;
    if (billingKey === undefined && has("billing-key-optional")) billingKey = book.get(p.scheduleIds[0] ?? "")?.billingKey;
    // Stryker disable next-line BlockStatement, ConditionalExpression: equivalent: without billing_key no schedule matches, and the request is refused 400 INVALID_REQUEST all the same
    if (billingKey === undefined) {
      // Stryker disable next-line ObjectLiteral, StringLiteral: message: params holds details the spec does not show ("params (object, optional, details)")
      throw new InvalidParameter({ billing_key: "required" });
    }
    const ids = has("delete-ignores-ids") ? [] : p.scheduleIds;
    if (ids.length === 0 && has("delete-all-cancels-nothing")) return json(200, { deleted_schedule_ids: [] });
    if (has("unknown-key-body-bare") && book.ofBillingKey(store.id, billingKey).length === 0) return json(400, {});
    if (has("unknown-id-answer-bare") && ids.some((id) => book.get(id)?.billingKey !== billingKey)) return json(200, {});
    const processed = (s: { status: string }) => s.status !== "SCHEDULED" && !(s.status === "COMPLETED" && has("processed-deletable"));
    const cancelNamed = () => book.cancel(store.id, billingKey, ids, ctx.clock.nowMs(), ids.length === 0 && has("empty-id-cancels-processed") ? () => false : processed);
    const outcome = ids.length === 0 && has("delete-all-whole-store") ? cancelEveryScheduled(book, store.id, ctx.clock.nowMs())
      : has("delete-changes-nothing") ? leavingUnchanged(book, store.id, cancelNamed) : cancelNamed();
    if (!outcome.ok) return error(400, outcome.code, outcome.params);
    if (!has("list-stale-after-cancel")) for (const id of outcome.ids) rendered.delete(book.get(id)!);
    return json(200, { deleted_schedule_ids: has("delete-returns-no-ids") ? [] : outcome.ids });
  }

  router.on("GET", "/v2/schedules", (req) => authenticated(req, list));
  router.on("DELETE", "/v2/schedules", (req) => authenticated(req, cancel));
  router.on("GET", "/v2/schedules/:scheduleId", (req) => authenticated(req, getOne));
  return router;
}
