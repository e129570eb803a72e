// Unit tests of the OTP source: static values, URL templates polled until an OTP appears, and commands run safely.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient, type Exchange } from "../../harness/http/http.js";
import { HookError, type HookRunner } from "../../harness/identity-verification/hooks.js";
import { createOtpReader } from "../../harness/identity-verification/otp-source.js";

let server: Server;
let base = "";
const hits = new Map<string, number>();

beforeAll(async () => {
  // /otp/<id>: 404 for the first two calls of an id, then { "otp": "<n>42" } with n the call count; /text/<id>: plain text.
  server = createServer((req, res) => {
    const [, kind, id] = decodeURI(req.url ?? "").split("/");
    const n = (hits.get(req.url!) ?? 0) + 1;
    hits.set(req.url!, n);
    if (kind === "never") return res.writeHead(404).end("no otp yet");
    if (kind === "text") return res.writeHead(200, { "content-type": "text/plain" }).end(`\n  ${id}-otp  \nsecond line`);
    if (n <= 2) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { otp: `${n}42` }, id }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const record: Exchange[] = [];
const runner = (timeoutMs = 2_000): HookRunner => ({
  timeoutMs,
  http: (url) => new HttpClient(url, { timeoutMs, maxBodyBytes: 65_536, testId: "unit-otp", record }),
});
const node = process.execPath;

describe("a static OTP", () => {
  test("is the OTP of every verification and cannot show a new one", async () => {
    const reader = createOtpReader(runner(), { static: "000000" });
    expect(reader.dynamic).toBe(false);
    expect(await reader.current("any")).toBe("000000");
    expect(await reader.next("any", "000000")).toBeUndefined();
  });
});

describe("a URL source", () => {
  test("is polled until the OTP appears, read at the JSON pointer", async () => {
    const reader = createOtpReader(runner(), { url: `${base}/otp/{id}`, jsonPointer: "/data/otp" }, 3_000);
    expect(await reader.current("iv-1")).toBe("342");
  });

  test("fills {id} URL-encoded", async () => {
    await createOtpReader(runner(), { url: `${base}/otp/{id}`, jsonPointer: "/id" }, 3_000).current("a/b c");
    expect(record.some((e) => e.url === `${base}/otp/a%2Fb%20c`)).toBe(true);
  });

  test("without a pointer reads the first non-empty line of a text answer", async () => {
    expect(await createOtpReader(runner(), { url: `${base}/text/{id}` }).current("iv-2")).toBe("iv-2-otp");
  });

  test("without a pointer does not take a JSON object for the OTP, and says so", async () => {
    await expect(createOtpReader(runner(), { url: `${base}/otp/{id}` }, 900).current("iv-9")).rejects.toThrow(/set otpSource.jsonPointer/);
  });

  test("gives the next OTP that differs from the old one", async () => {
    const reader = createOtpReader(runner(), { url: `${base}/otp/{id}`, jsonPointer: "/data/otp" }, 3_000);
    const first = await reader.current("iv-3");
    expect(await reader.next("iv-3", first)).toBe("442");
  });

  test("fails with the last answer when no OTP appears in time", async () => {
    const reader = createOtpReader(runner(), { url: `${base}/never/{id}` }, 300);
    await expect(reader.current("iv-4")).rejects.toThrow(HookError);
    await expect(reader.current("iv-4")).rejects.toThrow(/no OTP for verification iv-4 within 300 ms.*status 404 "no otp yet"/);
    expect(await reader.next("iv-4", "000000")).toBeUndefined();
  });
});

describe("a command source", () => {
  test("gets the id as an argument and prints the OTP", async () => {
    const reader = createOtpReader(runner(), { command: [node, "-e", "console.log('otp-for-' + process.argv[1])", "{id}"] });
    expect(await reader.current("iv-5")).toBe("otp-for-iv-5");
  });

  test("never receives an id with shell metacharacters", async () => {
    const reader = createOtpReader(runner(), { command: [node, "-e", "console.log(process.argv[1])", "{id}"] });
    await expect(reader.current("x; rm -rf /")).rejects.toThrow(/is not passed to a command/);
    await expect(reader.current("$(id)")).rejects.toThrow(HookError);
  });

  test("that exits non-zero is retried, then fails with its error output", async () => {
    const reader = createOtpReader(runner(), { command: [node, "-e", "console.error('sms log unavailable'); process.exit(3)"] }, 300);
    await expect(reader.current("iv-6")).rejects.toThrow(/status 3 .*sms log unavailable/);
  });

  test("that hangs is stopped at the hook timeout", async () => {
    const reader = createOtpReader(runner(300), { command: [node, "-e", "setTimeout(() => {}, 10000)"] });
    await expect(reader.current("iv-7")).rejects.toThrow(/did not finish within 300 ms/);
  });

  test("that does not exist fails with a clear error", async () => {
    const reader = createOtpReader(runner(), { command: ["/nonexistent/otp-reader", "{id}"] });
    await expect(reader.current("iv-8")).rejects.toThrow(/could not run: ENOENT/);
  });
});

describe("a long poll", () => {
  test("prints what it waits for and how long is left at every heartbeat", async () => {
    const lines: string[] = [];
    const reader = createOtpReader(runner(), { url: `${base}/never/{id}` }, 1_000, { everyMs: 300, print: (l) => lines.push(l) });
    await expect(reader.current("ver-beat")).rejects.toThrow(HookError);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toMatch(/^waiting for the OTP of verification ver-beat: \d s left$/);
  });
});
