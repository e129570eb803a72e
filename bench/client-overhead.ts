// Per-request cost of the harness client (recording, size cap, JSON, secret learning) against bare undici.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { HttpClient, type Exchange } from "../harness/http/http.js";
import { CircuitBreaker } from "../harness/http/circuit-breaker.js";
import { shareSecretsAt } from "../harness/secrets/redact.js";
import { median } from "./measure.js";

const BODY = JSON.stringify({ code: 0, message: null, response: { access_token: "bench-token-0123456789", now: 1, expired_at: 1801 } });

export interface ClientMeasure {
  bareMicros: number;
  clientMicros: number;
  ratio: number;
  heapMiB: number;
}

export async function measureClient(requests = 3000, rounds = 5): Promise<ClientMeasure> {
  const server = createServer((_, res) => res.writeHead(200, { "content-type": "application/json" }).end(BODY));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ keepAliveTimeout: 4_000, connections: 32 });
  const bare = async () => {
    const res = await request(`${url}/users/getToken`, { method: "POST", body: "{}", headers: { "content-type": "application/json" }, dispatcher: agent });
    await res.body.json();
  };
  // As in a worker of a run: secrets and the breaker's counts shared through the run's scratch directory.
  const scratch = mkdtempSync(join(tmpdir(), "bench-client-"));
  // Removed at exit: the process's redactor keeps the share file for the benchmarks that follow in this process.
  process.once("exit", () => rmSync(scratch, { recursive: true, force: true }));
  shareSecretsAt(join(scratch, "secrets"));
  const breaker = new CircuitBreaker(undefined, join(scratch, "breaker"));
  const record: Exchange[] = [];
  const client = new HttpClient(url, { timeoutMs: 10_000, maxBodyBytes: 1 << 20, testId: "BENCH", record, breaker });
  const harness = async () => {
    await client.post("/users/getToken", { json: {} });
    record.length = 0;
  };
  const time = async (fn: () => Promise<void>) => {
    const start = performance.now();
    for (let i = 0; i < requests; i++) await fn();
    return ((performance.now() - start) * 1000) / requests;
  };
  await time(bare);
  await time(harness);
  const b: number[] = [];
  const h: number[] = [];
  for (let r = 0; r < rounds; r++) {
    b.push(await time(bare));
    h.push(await time(harness));
  }
  server.closeAllConnections();
  server.close();
  await agent.close();
  const [bareMicros, clientMicros] = [median(b), median(h)];
  return { bareMicros: Math.round(bareMicros), clientMicros: Math.round(clientMicros), ratio: round2(clientMicros / bareMicros), heapMiB: Math.round(process.memoryUsage().heapUsed / 2 ** 20) };
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
