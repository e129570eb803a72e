// The HTTP client against awkward servers: non-JSON, empty, oversized, hanging and vanished targets.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient, TEST_ID_HEADER, type Exchange } from "../../harness/http.js";
import { TargetError } from "../../harness/errors.js";
import { redactor } from "../../harness/redact.js";

let server: Server;
let base: string;
const seenHeaders: Record<string, string | string[] | undefined>[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seenHeaders.push(req.headers);
    const route = req.url ?? "";
    if (route === "/text") return res.writeHead(200, { "content-type": "text/plain" }).end("hello");
    if (route === "/empty") return res.writeHead(204).end();
    if (route === "/huge") return res.writeHead(200, { "content-type": "application/json" }).end(`"${"x".repeat(200_000)}"`);
    if (route === "/token") return res.writeHead(200, { "content-type": "application/json" }).end('{"response":{"access_token":"unit-token-abcdef"}}');
    if (route === "/hang") return; // never answers
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const client = (record: Exchange[] = [], timeoutMs = 2_000, maxBodyBytes = 64 * 1024) =>
  new HttpClient(base, { timeoutMs, maxBodyBytes, testId: "X-UNIT-TEST", record });

describe("http client", () => {
  test("parses JSON and records the exchange with the test id header", async () => {
    const record: Exchange[] = [];
    const res = await client(record).post("/json", { json: { a: 1 }, query: { status: ["A", "B"], page: 0 } });
    expect(res.json).toEqual({ ok: true });
    expect(record[0]).toMatchObject({ method: "POST", status: 200, requestBody: '{"a":1}' });
    expect(record[0]!.url).toContain("status=A&status=B&page=0");
    expect(seenHeaders.at(-1)![TEST_ID_HEADER]).toBe("X-UNIT-TEST");
  });

  test("keeps a non-JSON body as text and says why json is missing", async () => {
    const res = await client().get("/text");
    expect(res.text).toBe("hello");
    expect(res.json).toBeUndefined();
    expect(res.jsonError).toMatch(/not JSON/);
  });

  test("treats an empty body as no JSON without an error", async () => {
    const res = await client().get("/empty");
    expect([res.status, res.json, res.jsonError]).toEqual([204, undefined, undefined]);
  });

  test("stops reading at the size cap and names the setting", async () => {
    const res = await client([], 2_000, 1024).get("/huge");
    expect(res.truncated).toBe(true);
    expect(res.text.length).toBe(1024);
    expect(res.jsonError).toContain("CONFORMANCE_MAX_BODY_BYTES");
  });

  test("fails a hanging request as a target failure that names the timeout setting", async () => {
    const record: Exchange[] = [];
    const err = await client(record, 300).get("/hang").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TargetError);
    expect((err as Error).message).toContain("CONFORMANCE_REQUEST_TIMEOUT_MS");
    expect(record[0]!.error).toContain("no complete answer within 300 ms");
  });

  test("fails a request to a closed port as a target failure", async () => {
    const closed = new HttpClient("http://127.0.0.1:1", { timeoutMs: 2_000, maxBodyBytes: 1024, testId: "X-UNIT" });
    await expect(closed.get("/")).rejects.toThrow(/connection refused/);
  });

  test("learns tokens it receives, so they are redacted from then on", async () => {
    await client().get("/token");
    expect(redactor.text("unit-token-abcdef")).not.toContain("unit-token-abcdef");
  });
});
