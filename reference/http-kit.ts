// A minimal router and JSON request/response plumbing over node:http for the reference target.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Req {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  rawBody: string;
  /** Parsed JSON body; undefined when the body is empty. */
  body: unknown;
  /** Set when the body is present but is not valid JSON. */
  bodyError?: string;
}

export interface Res {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (req: Req) => Res | Promise<Res>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

const MAX_REQUEST_BYTES = 1024 * 1024;

export class Router {
  private routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: split(pattern), handler });
    return this;
  }

  /** Finds the handler for a request; `undefined` when no path matches, "method" when only the method differs. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | "method" | undefined {
    const parts = split(path);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { handler: route.handler, params };
      pathMatched = true;
    }
    return pathMatched ? "method" : undefined;
  }
}

function split(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    if (p.startsWith(":")) params[p.slice(1)] = decodeURIComponent(parts[i]!);
    else if (p !== parts[i]) return undefined;
  }
  return params;
}

export const json = (status: number, body?: unknown): Res => ({ status, body });

async function readBody(msg: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of msg) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function send(out: ServerResponse, res: Res): void {
  const headers: Record<string, string> = { ...res.headers };
  let payload = "";
  if (res.body !== undefined) {
    payload = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
    headers["content-type"] ??= "application/json; charset=utf-8";
  }
  // Its length said, as most services do (writeHead before end would otherwise send the body chunked); none on an
  // answer that has no body by its status.
  const bodiless = res.status === 204 || res.status === 304 || res.status < 200;
  if (!bodiless && !Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h))) headers["content-length"] = String(Buffer.byteLength(payload));
  out.writeHead(res.status, headers).end(payload);
}

export interface Listening {
  server: Server;
  url: string;
}

/** Serves a router on 127.0.0.1 (never another interface) at the given port, 0 for a free one. */
export async function listen(router: Router, fallback: (req: Req) => Res, port = 0): Promise<Listening> {
  const server = createServer((msg, out) => {
    void dispatch(router, fallback, msg).then(
      (res) => send(out, res),
      (err: unknown) => send(out, json(500, { error: "reference implementation error", detail: String(err) })),
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${bound}` };
}

async function dispatch(router: Router, fallback: (req: Req) => Res, msg: IncomingMessage): Promise<Res> {
  const url = new URL(msg.url ?? "/", "http://127.0.0.1");
  const rawBody = await readBody(msg);
  if (rawBody === undefined) return json(413, { error: "request body too large" });
  const req: Req = {
    method: msg.method ?? "GET",
    path: url.pathname,
    params: {},
    query: url.searchParams,
    headers: msg.headers,
    rawBody,
    body: undefined,
  };
  if (rawBody.trim() !== "") {
    try {
      req.body = JSON.parse(rawBody);
    } catch (err) {
      req.bodyError = (err as Error).message;
    }
  }
  const found = router.match(req.method, req.path);
  if (found === undefined || found === "method") return fallback(req);
  req.params = found.params;
  return found.handler(req);
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
