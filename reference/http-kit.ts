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

  /** Finds the handler for a request's method and path; undefined when no route has both. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | undefined {
    const parts = split(path);
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (params && route.method === method) return { handler: route.handler, params };
    }
    return undefined;
  }
}

function split(path: string): string[] {
  // Stryker disable next-line MethodExpression: unfixed: a path with an empty segment (a trailing or a double slash); the spec writes its paths without, and fixes no answer to one
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
    // Stryker disable next-line AssignmentOperator: unfixed: the reference's own limit on a request body; the spec sets none, and no run sends a megabyte
    size += (chunk as Buffer).length;
    // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: the reference's own limit on a request body; the spec sets none, and no run sends a megabyte
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function send(out: ServerResponse, res: Res): void {
  out.statusCode = res.status;
  for (const [name, value] of Object.entries(res.headers ?? {})) out.setHeader(name, value);
  // Stryker disable next-line ConditionalExpression: unfixed: without it a bodiless answer (a 204) is labelled JSON too; the spec fixes no Content-Type
  if (res.body === undefined) return void out.end();
  // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: the spec says bodies are JSON, not how an answer labels them; the suite reads a body as JSON whatever its Content-Type
  if (!out.hasHeader("content-type")) out.setHeader("content-type", "application/json; charset=utf-8");
  // node says the length, as most services do (none on a 204 or a 304, or where the route's own header frames the body)
  out.end(typeof res.body === "string" ? res.body : JSON.stringify(res.body));
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
      // Stryker disable next-line ArrowFunction, ObjectLiteral, StringLiteral: equivalent: only a fault makes a handler throw, so no fault-free run meets this answer (nor its message)
      (err: unknown) => send(out, json(500, { error: "reference implementation error", detail: String(err) })),
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    // Stryker disable next-line StringLiteral: equivalent: listening fails only on a port in use, and a run asks for a free one (0)
    server.once("error", reject);
    // Stryker disable next-line StringLiteral: equivalent: a run reaches the reference on 127.0.0.1 whichever interfaces it listens on; loopback only is the project's safety rule, not the spec's
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${bound}` };
}

async function dispatch(router: Router, fallback: (req: Req) => Res, msg: IncomingMessage): Promise<Res> {
  // A server's request always has its url and method (IncomingMessage types them optional for a client's response).
  const url = new URL(msg.url!, "http://127.0.0.1");
  const rawBody = await readBody(msg);
  // Stryker disable next-line ConditionalExpression, ObjectLiteral, StringLiteral: unfixed: the reference's own limit on a request body; the spec sets none, and no run sends a megabyte
  if (rawBody === undefined) return json(413, { error: "request body too large" });
  const req: Req = {
    method: msg.method!,
    path: url.pathname,
    params: {},
    query: url.searchParams,
    headers: msg.headers,
    rawBody,
    body: undefined,
  };
  // Stryker disable next-line MethodExpression: unfixed: a body of white space only, taken for no body; the spec does not say whether it is none or malformed JSON
  if (rawBody.trim() !== "") {
    try {
      req.body = JSON.parse(rawBody);
    } catch (err) {
      req.bodyError = (err as Error).message;
    }
  }
  const found = router.match(req.method, req.path);
  // Stryker disable next-line ConditionalExpression: unfixed: a method and path of no operation the reference has; the spec fixes no answer to one, and no run sends one
  if (!found) return fallback(req);
  req.params = found.params;
  return found.handler(req);
}

// Stryker disable next-line BlockStatement: equivalent: the reference is closed after a run is over, where no test sees it
export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
