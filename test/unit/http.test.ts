// The HTTP client against awkward servers: non-JSON, empty, oversized, hanging and vanished targets.
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient, TEST_ID_HEADER, type Exchange } from "../../harness/http/http.js";
import { TargetError } from "../../harness/outcomes/errors.js";
import { redactor } from "../../harness/secrets/redact.js";
import { CircuitBreaker, TargetUnresponsiveError } from "../../harness/http/circuit-breaker.js";
import { localServer, type LocalServer } from "../support/local-server.js";

const ANSWER = JSON.stringify({ code: 0, message: null, response: { note: "decoded ".repeat(50) } });
/** Answers compressed although the request named no coding (RFC 9110, 12.5.3). */
const CODED: Record<string, [string, Buffer]> = {
  "/gzip": ["gzip", gzipSync(ANSWER)],
  "/deflate": ["deflate", deflateSync(ANSWER)],
  "/raw-deflate": ["deflate", deflateRawSync(ANSWER)],
  "/br": ["br", brotliCompressSync(ANSWER)],
  "/gzip-then-br": ["gzip, br", brotliCompressSync(gzipSync(ANSWER))],
  "/corrupt": ["gzip", Buffer.from("not gzip at all")],
};
/** 64 gzip members of 16 MiB of zeros each: 1 GiB decoded from about 1 MB. */
let bombBytes: Buffer | undefined;
const bomb = () => (bombBytes ??= Buffer.concat(Array(64).fill(gzipSync(Buffer.alloc(16 << 20)))));

let server: LocalServer;
let base: string;
const seenHeaders: Record<string, string | string[] | undefined>[] = [];
const seenUrls: string[] = [];

beforeAll(async () => {
  server = await localServer((req, res) => {
    seenHeaders.push(req.headers);
    seenUrls.push(req.url ?? "");
    const route = (req.url ?? "").replace(/\?.*/, "");
    const sized = (text: string) => res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) }).end(text);
    if (route === "/sized") return sized('{"sized":true}');
    if (route === "/sized-huge") return sized(`"${"y".repeat(200_000)}"`);
    if (route === "/text") return res.writeHead(200, { "content-type": "text/plain" }).end("hello");
    if (route === "/empty") return res.writeHead(204).end();
    if (route === "/huge") return res.writeHead(200, { "content-type": "application/json" }).end(`"${"x".repeat(200_000)}"`);
    if (route === "/escaped-key") return sized('{"response":{"access\\u005ftoken":"escaped-key-token-1"}}');
    if (route === "/kelvin-key") return sized('{"response":{"ACCESS_TO\u212aEN":"kelvin-key-token-1"}}');
    if (route === "/token") return res.writeHead(200, { "content-type": "application/json" }).end('{"response":{"access_token":"unit-token-abcdef"}}');
    if (route === "/deep") return sized(`{"response":{"access_token":"deep-body-token-1"},"deep":${"[".repeat(5000)}${"]".repeat(5000)}}`);
    if (route === "/nested-token") return sized(`${"[".repeat(100)}{"access_token":"nested-body-token-1"}${"]".repeat(100)}`);
    if (route === "/hang") return; // never answers
    if (route === "/broken-token") return res.writeHead(200).end('{"response":{"access_token":"broken-body-token-1"');
    if (route === "/500") return res.writeHead(500).end();
    const coded = CODED[route];
    if (coded) return res.writeHead(200, { "content-type": "application/json", "content-encoding": coded[0] }).end(coded[1]);
    if (route === "/bomb") return res.writeHead(200, { "content-encoding": "gzip" }).end(bomb());
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  base = server.base;
});
afterAll(() => server.close());

const client = (record: Exchange[] = [], timeoutMs = 2_000, maxBodyBytes = 64 * 1024, breaker = new CircuitBreaker()) =>
  new HttpClient(base, { timeoutMs, maxBodyBytes, testId: "X-UNIT-TEST", record, breaker });

describe("http client", () => {
  test("parses JSON and records the exchange with the test id header", async () => {
    const record: Exchange[] = [];
    const res = await client(record).post("/json", { json: { a: 1 }, query: { status: ["A", "B"], page: 0 } });
    expect(res.json).toEqual({ ok: true });
    expect(record[0]).toMatchObject({ method: "POST", status: 200, requestBody: '{"a":1}' });
    expect(record[0]!.url).toContain("status=A&status=B&page=0");
    expect(seenHeaders.at(-1)![TEST_ID_HEADER]).toBe("X-UNIT-TEST");
  });

  test("sends every part of a credential of several: its header lines and its query parameters", async () => {
    const auth = { name: "X-Key-Id", value: "key-id-0001", more: [{ name: "X-Key-Secret", value: "secret-0002" }, { name: "serviceKey", value: "value-0003", query: true }] };
    const client = new HttpClient(base, { timeoutMs: 2000, maxBodyBytes: 1 << 20, testId: "T-PARTS", auth });
    await client.get("/sized", { query: { test: true } });
    expect(seenHeaders.at(-1)).toMatchObject({ "x-key-id": "key-id-0001", "x-key-secret": "secret-0002" });
    expect(seenUrls.at(-1)).toBe("/sized?test=true&serviceKey=value-0003");
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

  test("reads a body of a declared length, and cuts one declared longer than the cap", async () => {
    expect((await client().get("/sized")).json).toEqual({ sized: true });
    const cut = await client([], 2_000, 1024).get("/sized-huge");
    expect([cut.truncated, cut.text.length]).toEqual([true, 1024]);
  });

  test("sends a URL's path and query as built, and one with a fragment without it", async () => {
    await client().get("/sized", { query: { q: "a b" } });
    expect(seenUrls.at(-1)).toBe("/sized?q=a+b");
    await client().get("/sized#part");
    expect(seenUrls.at(-1)).toBe("/sized");
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
    const closed = new HttpClient("http://127.0.0.1:1", { timeoutMs: 2_000, maxBodyBytes: 1024, testId: "X-UNIT", breaker: new CircuitBreaker() });
    await expect(closed.get("/")).rejects.toThrow(/connection refused/);
  });

  test("learns tokens it receives, so they are redacted from then on", async () => {
    await client().get("/token");
    expect(redactor.text("unit-token-abcdef")).not.toContain("unit-token-abcdef");
  });

  test("learns tokens under a key written escaped, or with the Kelvin sign that lower-cases to k", async () => {
    await client().get("/escaped-key");
    await client().get("/kelvin-key");
    expect(redactor.text("echo escaped-key-token-1 kelvin-key-token-1")).not.toMatch(/escaped-key-token-1|kelvin-key-token-1/);
  });

  test("leaves a body nesting deeper than a record ever does unparsed, and still learns its tokens", async () => {
    const res = await client().get("/deep");
    expect(res).toMatchObject({ json: undefined, jsonError: "the body nests deeper than 1000 levels; the suite does not parse it" });
    await client().get("/nested-token");
    expect(redactor.text("echo deep-body-token-1 nested-body-token-1")).not.toMatch(/deep-body-token-1|nested-body-token-1/);
  });

  test("learns tokens from a body that is no JSON", async () => {
    const res = await client().get("/broken-token");
    expect(res.jsonError).toMatch(/not JSON/);
    expect(redactor.text("echo broken-body-token-1")).not.toContain("broken-body-token-1");
  });
});

describe("content codings", () => {
  test.each(Object.keys(CODED).filter((r) => r !== "/corrupt"))("decodes a body sent with %s", async (route) => {
    const record: Exchange[] = [];
    const res = await client(record).get(route);
    expect(res.text).toBe(ANSWER);
    expect(res.json).toEqual(JSON.parse(ANSWER));
    expect(record[0]!.decodedFrom).toEqual(CODED[route]![0].split(", ").reverse());
  });

  test("applies the size cap to the decoded bytes", async () => {
    const res = await client([], 2_000, 100).get("/gzip");
    expect(res.truncated).toBe(true);
    expect(res.text).toBe(ANSWER.slice(0, 100));
  });

  test("cuts a compression bomb at the cap", async () => {
    const res = await client([], 10_000, 1 << 20).get("/bomb");
    expect(res.truncated).toBe(true);
    expect(res.text.length).toBe(1 << 20);
    expect(res.jsonError).toContain("CONFORMANCE_MAX_BODY_BYTES");
  });

  test("says why a body that does not decode has no JSON", async () => {
    const res = await client().get("/corrupt");
    expect(res.status).toBe(200);
    expect(res.jsonError).toMatch(/could not be decoded from gzip/);
  });
});

describe("deadlines and an unresponsive target", () => {
  test("abandons a request when the test's deadline fires, without counting it against the target", async () => {
    const breaker = new CircuitBreaker(1);
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(), 100);
    const record: Exchange[] = [];
    const err = await client(record, 5_000, 1024, breaker).get("/hang", { signal: deadline.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TargetError);
    expect((err as Error).message).toMatch(/no answer before the test's deadline/);
    expect(record[0]!.stop - record[0]!.start).toBeLessThan(5_000);
    expect(breaker.state()).toMatchObject({ open: false, origins: [] });
  });

  test("sends nothing once the client's deadline has fired", async () => {
    const deadline = new AbortController();
    deadline.abort();
    const c = new HttpClient(base, { timeoutMs: 2_000, maxBodyBytes: 1024, testId: "X", signal: deadline.signal, breaker: new CircuitBreaker() });
    const before = seenHeaders.length;
    await expect(c.get("/json")).rejects.toThrow(/not sent, the test's deadline had passed/);
    expect(seenHeaders.length).toBe(before);
  });

  test("refuses every request at once after N requests in a row got no answer", async () => {
    const breaker = new CircuitBreaker(2);
    const c = client([], 150, 1024, breaker);
    for (let i = 0; i < 2; i++) await expect(c.get("/hang")).rejects.toBeInstanceOf(TargetError);
    const record: Exchange[] = [];
    const refused = await client(record, 150, 1024, breaker).get("/json").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TargetUnresponsiveError);
    expect(refused).toMatchObject({ url: `${base}/json`, failedUrl: `${base}/hang`, failures: 2 });
    expect(record[0]!.error).toMatch(/^not sent: the target is unresponsive/);
    expect(breaker.state()).toMatchObject({ open: true, threshold: 2, origins: [{ origin: base, consecutiveFailures: 2 }] });
  });

  test("starts counting again after any answer", async () => {
    const breaker = new CircuitBreaker(2);
    const c = client([], 150, 1024, breaker);
    await expect(c.get("/hang")).rejects.toBeInstanceOf(TargetError);
    expect((await c.get("/500")).status).toBe(500);
    await expect(c.get("/hang")).rejects.toBeInstanceOf(TargetError);
    expect(breaker.state()).toMatchObject({ open: false, origins: [{ consecutiveFailures: 1 }] });
  });
});
