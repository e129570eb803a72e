// A loopback HTTP proxy to one upstream origin: it answers every request N ms later than the upstream did (bench
// latency), and can pace a target, answering 429 with Retry-After instead of forwarding and adding rate-limit headers
// to its answers (test/support/rate-limiter.ts: bench pacing, test/meta/target-pacing.test.ts).
import { Agent, createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export interface DelayProxy {
  url: string;
  requests(): number;
  /** Requests answered 429 by `pace`. */
  paced(): number;
  close(): Promise<void>;
}

/** What a pacing proxy does with one request. */
export interface Pace {
  /** Answer 429 with this Retry-After (seconds) instead of forwarding the request. */
  retryAfter?: number;
  /** Headers added to the answer, forwarded or 429. */
  headers?: Record<string, string>;
}

export interface ProxyOptions {
  delayMs?: number;
  /** How to pace this request; undefined forwards it as it is. */
  pace?: (req: IncomingMessage) => Pace | undefined;
}

/** Headers of one hop only: the proxy buffers bodies, so it sets its own length. */
const HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade", "content-length"]);

/** rawHeaders (name, value, name, value …) without the hop-by-hop ones, duplicates and order kept. */
function forwarded(raw: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!HOP.has(raw[i]!.toLowerCase())) out.push(raw[i]!, raw[i + 1]!);
  return out;
}

const body = async (stream: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Forwards method, path, headers (Host included, so URLs the upstream builds from it point back at the proxy) and
 * body to `upstream` (http://127.0.0.1:port) and answers `delayMs` after the upstream's whole answer came back.
 */
export async function startDelayProxy(upstream: string, { delayMs = 0, pace }: ProxyOptions = {}): Promise<DelayProxy> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  let count = 0;
  let paced = 0;
  const server = createServer(async (req, res) => {
    count++;
    const decision = pace?.(req);
    if (decision?.retryAfter !== undefined) {
      paced++;
      await body(req);
      res.writeHead(429, { ...decision.headers, "retry-after": String(decision.retryAfter), "content-type": "application/json" }).end('{"message":"slow down"}');
      return;
    }
    try {
      const sent = await body(req);
      const headers = forwarded(req.rawHeaders);
      if (sent.length > 0 || !["GET", "HEAD", "DELETE", "OPTIONS"].includes(req.method!)) headers.push("Content-Length", String(sent.length));
      const answer = await new Promise<IncomingMessage>((resolve, reject) => {
        const out = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, resolve);
        out.on("error", reject).end(sent);
      });
      const got = await body(answer);
      if (delayMs > 0) await sleep(delayMs);
      const back = forwarded(answer.rawHeaders);
      for (const [name, value] of Object.entries(decision?.headers ?? {})) back.push(name, value);
      const bodiless = req.method === "HEAD" || answer.statusCode === 204 || answer.statusCode === 304;
      if (!bodiless) back.push("Content-Length", String(got.length));
      else if (answer.headers["content-length"] !== undefined) back.push("Content-Length", answer.headers["content-length"]);
      res.writeHead(answer.statusCode!, answer.statusMessage, back).end(bodiless ? undefined : got);
    } catch (err) {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`delay proxy: ${(err as Error).message}`);
    }
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    paced: () => paced,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
