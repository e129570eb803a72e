// A deliberately hostile target for the suite's own tests: echoes secrets in every form, pages without end, hangs, drips, breaks JSON, compresses.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { SHAPED_MODES, sendShaped, type ShapedMode } from "./hostile-modes.js";

type RoutedMode = "echo" | "endless-pages" | "huge-pages" | "hang" | "slow-drip" | "malformed" | "gzip";
export type HostileMode = RoutedMode | ShapedMode;
export const HOSTILE_MODES: readonly HostileMode[] = ["echo", "endless-pages", "huge-pages", "hang", "slow-drip", "malformed", "gzip", ...SHAPED_MODES];

export interface HostileOptions {
  /** slow-drip: milliseconds between two bytes (default 200). */
  dripMs?: number;
  /** endless-pages: the total_count every page claims (default limit × 10,000). */
  totalCount?: number;
}

export interface HostileTarget {
  baseUrl: string;
  legacyBaseUrl: string;
  close(): Promise<void>;
  requestCount(): number;
  /** Every access token handed out, so a test can search outputs for them too. */
  issuedTokens(): string[];
}

interface Answer {
  status: number;
  body: unknown;
}

const MiB = 1 << 20;
let bomb: Buffer | undefined;
/** 1 GiB of zeros as 64 gzip members (one valid gzip stream) of about 1 MB. */
const gzipBomb = () => (bomb ??= Buffer.concat(Array<Buffer>(64).fill(gzipSync(Buffer.alloc(16 * MiB)))));

/** The text of a request (line, headers, body) in raw, JSON-escaped, URL-encoded, base64 and upper-cased forms. */
export function echoForms(text: string): string[] {
  return [text, JSON.stringify(text).slice(1, -1), encodeURIComponent(text), Buffer.from(text).toString("base64"), text.toUpperCase()];
}

function schedule(id: string): Record<string, unknown> {
  return {
    id, merchant_id: "merchant-hostile", store_id: "store-hostile", billing_key: "billing-key-hostile", payment_id: `payment-${id}`,
    status: "SCHEDULED", scheduled_at: "2030-01-01T00:00:00Z", order_name: "hostile order", is_cultural_expense: false, is_escrow: false,
    customer: { name: "hostile customer" }, total_amount: 1000, currency: "KRW", notice_urls: [],
  };
}

function listAnswer(mode: HostileMode, url: URL, o: HostileOptions): Answer {
  const page = Number(url.searchParams.get("page") ?? 0) || 0;
  const limit = Math.max(1, Number(url.searchParams.get("limit") ?? 10) || 10);
  const size = mode === "huge-pages" ? 10_000 : mode === "endless-pages" ? limit : page === 0 ? Math.min(limit, 3) : 0;
  const total = mode === "huge-pages" ? 100_000 : mode === "endless-pages" ? (o.totalCount ?? limit * 10_000) : 3;
  const schedules = Array.from({ length: size }, (_, i) => schedule(`hostile-${page}-${i}`));
  return { status: 200, body: { current_page: page, total_page: Math.ceil(total / limit), total_count: total, schedules } };
}

function routeAnswer(req: IncomingMessage, url: URL, token: string): Answer {
  const [first, second, third, fourth] = url.pathname.split("/").filter(Boolean);
  const method = req.method ?? "GET";
  const now = Math.floor(Date.now() / 1000);
  const at = "2030-01-01T00:00:00Z";
  const verification = { id: second, status: "READY", requestedAt: at, updatedAt: at, statusChangedAt: at };
  const ok = (body: unknown): Answer => ({ status: 200, body });
  if (first === undefined) return ok({ ok: true });
  if (method === "POST" && first === "users" && second === "getToken") return ok({ code: 0, message: null, response: { access_token: token, now, expired_at: now + 1800 } });
  if (method === "GET" && first === "payments" && second && !third) {
    return req.headers.authorization ? ok({ code: 0, message: null, response: { imp_uid: second, amount: 1000 } }) : { status: 401, body: { code: -1, message: "Unauthorized", response: null } };
  }
  if (first === "v2" && second === "schedules" && !fourth) {
    if (method === "GET" && third) return ok({ schedule: schedule(third) });
    if (method === "DELETE" && !third) return ok({ deleted_schedule_ids: [] });
  }
  if (first === "identity-verifications" && second && !fourth) {
    if (method === "GET" && !third) return ok(verification);
    if (method === "POST" && (third === "send" || third === "resend")) return ok({});
    if (method === "POST" && third === "confirm") return ok({ identityVerification: { ...verification, status: "VERIFIED" } });
  }
  return { status: 404, body: { code: "NOT_FOUND", type: "NOT_FOUND", message: `no route ${method} ${url.pathname}` } };
}

/** Every string of a value with the echo appended. */
function echoed(value: unknown, echo: string): unknown {
  if (typeof value === "string") return `${value} ${echo}`;
  if (Array.isArray(value)) return value.map((v) => echoed(v, echo));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, echoed(v, echo)]));
}

function malformed(req: IncomingMessage, body: string, token: string): string {
  const sent = /"imp_key"\s*:\s*"([^"]*)"/.exec(body)?.[1] ?? "none";
  return `{"code":"SERVICE_ERROR","message":"bad credential ${req.headers.authorization ?? "none"}","imp_key":"${sent}","access_token":"${token}",`;
}

function drip(res: ServerResponse, status: number, headers: Record<string, string>, bytes: Buffer, everyMs: number): void {
  res.writeHead(status, headers);
  res.flushHeaders();
  let i = 0;
  const next = () => {
    if (res.destroyed || i >= bytes.length) return void res.end();
    res.write(bytes.subarray(i, ++i));
    setTimeout(next, everyMs).unref();
  };
  next();
}

const isShaped = (mode: HostileMode): mode is ShapedMode => (SHAPED_MODES as readonly string[]).includes(mode);

export async function startHostileTarget(mode: HostileMode, o: HostileOptions = {}): Promise<HostileTarget> {
  let requests = 0;
  const tokens: string[] = [];
  const newToken = () => {
    const token = mode === "malformed" ? `hostile-huge-token-${randomBytes(8).toString("hex")}${"A".repeat(MiB)}` : `hostile-token-${randomBytes(16).toString("hex")}`;
    tokens.push(token);
    return token;
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    requests++;
    let body = "";
    for await (const chunk of req) if (body.length < MiB) body += String(chunk);
    if (mode === "hang") return; // accepted, never answered
    if (mode === "wrong-prefix") {
      // Served under /api: a base URL without the prefix finds nothing.
      if (!req.url?.startsWith("/api/")) return void res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "not found" }));
      req.url = req.url.slice("/api".length);
    }
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const token = req.url?.endsWith("/users/getToken") ? newToken() : (tokens.at(-1) ?? "no-token-yet");
    const answer = url.pathname === "/v2/schedules" && req.method === "GET" ? listAnswer(mode, url, o) : routeAnswer(req, url, token);
    const requestText = `${req.method} ${req.url}\n${Object.entries(req.headers).map(([k, v]) => `${k}: ${String(v)}`).join("\n")}\n\n${body}`;
    const echo = [...echoForms(requestText), ...echoForms(tokens.at(-1) ?? "")].join(" | ");
    const headers: Record<string, string> = { "content-type": "application/json" };
    let payload = Buffer.from(JSON.stringify(mode === "echo" ? echoed(answer.body, echo) : answer.body));
    if (mode === "echo") {
      headers["x-echo"] = Buffer.from(requestText).toString("base64");
      if (answer.status === 404) return void res.writeHead(404, { "content-type": "text/plain" }).end(`no such route; you sent: ${echo}`);
    }
    if (mode === "malformed") payload = Buffer.from(url.pathname.endsWith("/users/getToken") ? payload.toString() : malformed(req, body, token));
    if (mode === "gzip") {
      headers["content-encoding"] = "gzip";
      const bombed = answer.status === 404 || url.pathname.startsWith("/payments/");
      return void res.writeHead(answer.status, headers).end(bombed ? gzipBomb() : gzipSync(payload));
    }
    if (mode === "slow-drip") return drip(res, answer.status, headers, payload, o.dripMs ?? 200);
    if (mode === "trickle") return drip(res, answer.status, headers, payload, 1000);
    if (isShaped(mode) && sendShaped(mode, req, res, { status: answer.status, payload })) return;
    res.writeHead(answer.status, headers).end(payload);
  };
  const listen = async () => {
    const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return server;
  };
  const servers: Server[] = [await listen(), await listen()];
  const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  return {
    baseUrl: url(servers[0]!),
    legacyBaseUrl: url(servers[1]!),
    requestCount: () => requests,
    issuedTokens: () => [...tokens],
    close: async () => {
      for (const s of servers) s.closeAllConnections();
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
