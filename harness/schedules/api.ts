// Area C calls on {base_url}: the list, the single get and DELETE, encoded as the profile says.
import type { HeaderLine } from "../config/config.js";
import type { HttpClient, HttpResponse, RequestOptions } from "../http/http.js";
import { arrayParam, type Encodings } from "./encodings.js";
import { formatTimestamp } from "./timestamps.js";

export const LIST_PATH = "/v2/schedules";
export const MAX_LIMIT = 1000;

export interface ListParams {
  /** Milliseconds since the epoch; written in the profile's timestamp format. */
  start?: number;
  end?: number;
  statuses?: readonly string[];
  page?: number;
  limit?: number;
  storeId?: string;
  /** Raw query entries for invalid-input tests; they win over the typed ones. */
  raw?: Record<string, string>;
}

export interface DeleteParams {
  storeId?: string;
  billingKey?: string;
  scheduleIds?: readonly string[];
}

type Auth = { auth?: HeaderLine | null };

export function listQuery(p: ListParams, enc: Encodings): NonNullable<RequestOptions["query"]> {
  return {
    store_id: p.storeId,
    start: p.start === undefined ? undefined : formatTimestamp(p.start, enc.timestampFormat),
    end: p.end === undefined ? undefined : formatTimestamp(p.end, enc.timestampFormat),
    ...(p.statuses ? arrayParam("status", p.statuses, enc.arrayEncoding) : {}),
    page: p.page,
    limit: p.limit,
    ...p.raw,
  };
}

export function listSchedules(client: HttpClient, enc: Encodings, p: ListParams, o: Auth = {}): Promise<HttpResponse> {
  return client.get(LIST_PATH, { query: listQuery(p, enc), ...o });
}

export function getSchedule(client: HttpClient, scheduleId: string, o: Auth = {}): Promise<HttpResponse> {
  return client.get(`${LIST_PATH}/${encodeURIComponent(scheduleId)}`, o);
}

/** DELETE /v2/schedules; an absent or empty scheduleIds sends no schedule_id at all. */
export function deleteSchedules(client: HttpClient, enc: Encodings, p: DeleteParams, o: Auth = {}): Promise<HttpResponse> {
  const ids = p.scheduleIds && p.scheduleIds.length > 0 ? p.scheduleIds : undefined;
  if (enc.deleteParameters === "body") {
    return client.delete(LIST_PATH, { json: { store_id: p.storeId, billing_key: p.billingKey, schedule_id: ids }, ...o });
  }
  const query = { store_id: p.storeId, billing_key: p.billingKey, ...(ids ? arrayParam("schedule_id", ids, enc.arrayEncoding) : {}) };
  return client.delete(LIST_PATH, { query, ...o });
}
