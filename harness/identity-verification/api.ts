// Area B calls on {base_url}: the lookup, send, confirm and resend of /identity-verifications/{id}.
import type { HttpClient, HttpResponse, RequestOptions } from "../http/http.js";

const path = (id: string, operation?: "send" | "confirm" | "resend") =>
  `/identity-verifications/${encodeURIComponent(id)}${operation ? `/${operation}` : ""}`;

export const lookup = (api: HttpClient, id: string, o: RequestOptions = {}): Promise<HttpResponse> => api.get(path(id), o);

export const send = (api: HttpClient, id: string, body: unknown, o: RequestOptions = {}): Promise<HttpResponse> =>
  api.post(path(id, "send"), { json: body, ...o });

/** A send whose body is sent byte for byte, for malformed-input tests. */
export const sendRaw = (api: HttpClient, id: string, raw: string): Promise<HttpResponse> =>
  api.post(path(id, "send"), { body: raw, headers: { "content-type": "application/json" } });

/** A send with no body at all. */
export const sendWithoutBody = (api: HttpClient, id: string): Promise<HttpResponse> => api.post(path(id, "send"), {});

/** A confirm whose body is sent byte for byte. */
export const confirmRaw = (api: HttpClient, id: string, raw: string): Promise<HttpResponse> =>
  api.post(path(id, "confirm"), { body: raw, headers: { "content-type": "application/json" } });

export const confirm = (api: HttpClient, id: string, body: Record<string, unknown> = {}, o: RequestOptions = {}): Promise<HttpResponse> =>
  api.post(path(id, "confirm"), { json: body, ...o });

/** Resend has no body; storeId placement is open (AMBIGUITIES 13), so the suite never sends one. */
export const resend = (api: HttpClient, id: string, o: RequestOptions = {}): Promise<HttpResponse> => api.post(path(id, "resend"), o);
