// The hostile test target's modes, and what the harness makes of each: echoes redacted, walks bounded, hangs cut short.
import { afterEach, describe, expect, test } from "vitest";
import { HttpClient } from "../../harness/http/http.js";
import { TargetError } from "../../harness/outcomes/errors.js";
import { CircuitBreaker } from "../../harness/http/circuit-breaker.js";
import { Redactor } from "../../harness/secrets/redact.js";
import { walkPages } from "../../harness/schedules/pages.js";
import { startHostileTarget, type HostileMode, type HostileOptions, type HostileTarget } from "../support/hostile-target.js";

const CANARY = 'canary-"Secret\\value-7f3a9c';
let target: HostileTarget | undefined;
afterEach(async () => {
  await target?.close();
  target = undefined;
});

async function clients(mode: HostileMode, o: HostileOptions = {}, timeoutMs = 2_000, maxBodyBytes = 1 << 20) {
  target = await startHostileTarget(mode, o);
  const options = { timeoutMs, maxBodyBytes, testId: "X-HOSTILE", auth: { name: "Authorization", value: `Bearer ${CANARY}` }, breaker: new CircuitBreaker() };
  return { api: new HttpClient(target.baseUrl, options), legacy: new HttpClient(target.legacyBaseUrl, options) };
}

const list = (api: HttpClient) => (page: number) => api.get("/v2/schedules", { query: { page, limit: 1000 } });

describe("hostile target", () => {
  test("echo: puts the request into every string field in every form, and the redactor hides all of it", async () => {
    const { api, legacy } = await clients("echo");
    const token = await legacy.post("/users/getToken", { json: { imp_key: "imp-key-canary-1", imp_secret: CANARY } });
    const res = await api.get("/v2/schedules/any-id");
    const inJson = (text: string) => JSON.stringify(text).slice(1, -1);
    for (const form of [CANARY, JSON.stringify(CANARY).slice(1, -1), encodeURIComponent(CANARY), CANARY.toUpperCase()]) {
      expect(res.text).toContain(inJson(form));
    }
    const r = new Redactor();
    r.addSecret(CANARY, "credential");
    r.addSecret("imp-key-canary-1", "imp_key");
    r.learnFrom(token.json);
    const accessToken = (token.json as { response: { access_token: string } }).response.access_token;
    const out = [r.body(res.text), r.text(res.headers["x-echo"]!), r.body((await api.get("/nowhere")).text), r.body(token.text)].join("\n");
    const base64Pieces = [0, 1, 2].map((k) => Buffer.from("\0".repeat(k) + CANARY).toString("base64").slice(4, 12));
    for (const leak of ["canary", "imp-key-canary", accessToken, accessToken.toUpperCase(), ...base64Pieces]) expect(out).not.toContain(leak);
    expect(out).not.toMatch(/canary/i);
  });

  test("endless-pages: a walk fails after one page, as the target's fault", async () => {
    const { api } = await clients("endless-pages");
    await expect(walkPages(list(api), 1000)).rejects.toMatchObject({ name: "TargetFailure", message: expect.stringMatching(/pages without end/) });
    expect(target!.requestCount()).toBe(1);
  });

  test("huge-pages: a page of 10,000 schedules fails the walk", async () => {
    const { api } = await clients("huge-pages", {}, 5_000, 16 << 20);
    await expect(walkPages(list(api), 1000)).rejects.toThrow(/page 0 holds 10000 schedules/);
  });

  test.each(["hang", "slow-drip"] as const)("%s: a request ends at its timeout as a target failure", async (mode) => {
    const { api } = await clients(mode, { dripMs: 50 }, 300);
    await expect(api.get("/v2/schedules/x")).rejects.toBeInstanceOf(TargetError);
    expect(target!.requestCount()).toBe(1);
  });

  test("malformed: broken bodies and a 1 MiB token are cut at the cap and still redacted", async () => {
    const { api, legacy } = await clients("malformed");
    const token = await legacy.post("/users/getToken", { json: { imp_key: "imp-key-canary-2", imp_secret: CANARY } });
    expect(token.truncated).toBe(true);
    const broken = await api.get("/v2/schedules/x");
    expect(broken.json).toBeUndefined();
    const r = new Redactor();
    r.addSecret(CANARY, "credential");
    r.learnFromText(token.text);
    const out = r.body(token.text) + r.body(broken.text);
    expect(out).not.toMatch(/canary|hostile-huge-token|AAAAAAAA/i);
  });

  test("1xx-flood: a request flooded with 103 Early Hints ends at its timeout as a target failure", async () => {
    const { api } = await clients("1xx-flood", {}, 300);
    await expect(api.get("/v2/schedules/x")).rejects.toBeInstanceOf(TargetError);
  });

  test("huge-headers: an answer whose headers pass undici's limit is a target failure that says so", async () => {
    const { api } = await clients("huge-headers");
    await expect(api.get("/v2/schedules/x")).rejects.toThrow(/UND_ERR_HEADERS_OVERFLOW|header/i);
  });

  test("redirect-loop: a redirect is an answer, never followed", async () => {
    const { api } = await clients("redirect-loop");
    expect(await api.get("/v2/schedules/x")).toMatchObject({ status: 302, headers: { location: "/v2/schedules/x" } });
    expect(target!.requestCount()).toBe(1);
  });

  test("deep-nesting, long-line: a body nested 200,000 deep is not parsed, a 5 MB line is cut at the cap", async () => {
    const { api } = await clients("deep-nesting");
    expect(await api.get("/v2/schedules/x")).toMatchObject({ json: undefined, jsonError: expect.stringMatching(/nests deeper than 1000 levels/) });
    await target!.close();
    const long = await clients("long-line");
    expect(await long.api.get("/v2/schedules/x")).toMatchObject({ truncated: true, json: undefined });
  });

  test("invalid-utf8, nul-surrogates: bad text is decoded with replacement characters and parsed where it is JSON", async () => {
    const { api } = await clients("invalid-utf8");
    const bad = await api.get("/v2/schedules/x");
    expect(bad.text).toContain("\ufffd");
    expect(Object.keys(bad.json as object)[0]).toMatch(/^\ufffd+schedule$/);
    await target!.close();
    const nul = await clients("nul-surrogates");
    expect((await nul.api.get("/v2/schedules/x")).json).toMatchObject({ raw: "\u0000\ud83d", schedule: { id: expect.stringContaining("\u0000\ud800") } });
  });

  test("gzip: compressed answers are decoded and a bomb is cut at the cap", async () => {
    const { api, legacy } = await clients("gzip");
    expect((await api.get("/v2/schedules", { query: { page: 0, limit: 10 } })).json).toMatchObject({ total_count: 3 });
    const bombed = await legacy.get("/payments/imp_1");
    expect(bombed).toMatchObject({ truncated: true });
    expect(bombed.text.length).toBe(1 << 20);
  });
});
