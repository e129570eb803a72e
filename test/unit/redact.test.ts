// The redactor: known values, secret keys, credential headers and bearer tokens never survive it.
import { describe, expect, test } from "vitest";
import { Redactor, fingerprint, redactor } from "../../harness/redact.js";
import { ATTACHED_BODY_CHARS, allureExchange } from "../../harness/exchange-view.js";
import type { Exchange } from "../../harness/http.js";

describe("redactor", () => {
  test("replaces known secret values anywhere in text, longest first", () => {
    const r = new Redactor();
    r.addSecret("abcdef123", "imp_key");
    r.addSecret("abcdef123456", "imp_secret");
    const out = r.text("key=abcdef123 secret=abcdef123456");
    expect(out).not.toMatch(/abcdef/);
    expect(out).toContain(`[REDACTED imp_secret ${fingerprint("abcdef123456")}]`);
  });

  test("redacts secret keys at any depth of a JSON value", () => {
    const r = new Redactor();
    const out = JSON.stringify(r.json({ a: [{ response: { access_token: "tok-value-1", now: 1 } }], imp_key: "k-value-1" }));
    expect(out).not.toContain("tok-value-1");
    expect(out).not.toContain("k-value-1");
    expect(out).toContain('"now":1');
  });

  test("learns tokens from bodies so later text is redacted too", () => {
    const r = new Redactor();
    r.learnFrom({ response: { access_token: "learned-token-1" } });
    expect(r.text("Authorization used learned-token-1")).not.toContain("learned-token-1");
  });

  test("hides credential headers and bearer or basic tokens in free text", () => {
    const r = new Redactor();
    r.addSecretHeader("X-Service-Key");
    expect(r.headerValue("x-service-key", "abc")).toBe("[REDACTED]");
    expect(r.headerValue("Authorization", "Bearer xyz")).toBe("[REDACTED]");
    expect(r.headerValue("content-type", "application/json")).toBe("application/json");
    expect(r.text("sent Bearer eyJhbGciOi.payload.sig and Basic dXNlcjpwYXNz")).toBe("sent Bearer [REDACTED] and Basic [REDACTED]");
  });

  test("ignores values too short to be told from ordinary words", () => {
    const r = new Redactor();
    r.addSecret("abc");
    expect(r.text("abc")).toBe("abc");
  });
});

describe("the HTTP exchange attached to Allure", () => {
  const exchange = (responseBody: string): Exchange => ({
    method: "GET", url: "http://127.0.0.1:1/v2/schedules", requestHeaders: {}, status: 200,
    responseHeaders: { "content-type": "application/json" }, responseBody, start: 0, stop: 1,
  });

  test("keeps a large body only up to its cap and says so", () => {
    const raw = JSON.stringify({ items: Array.from({ length: 5000 }, (_, i) => ({ id: `schedule-${i}`, note: "x".repeat(20) })) });
    const body = allureExchange(exchange(raw)).response!.body!;
    expect(body.value!.length).toBeLessThan(ATTACHED_BODY_CHARS + 100);
    expect(body.value).toMatch(/more characters not kept in the report$/);
    expect(body).toMatchObject({ truncated: true, size: Buffer.byteLength(raw) });
  });

  test("redacts before cutting, so a secret across the cut leaves no part of itself", () => {
    const secret = "straddling-secret-value-1";
    redactor.addSecret(secret, "credential");
    const raw = `${"a".repeat(ATTACHED_BODY_CHARS - 8)}${secret}${"b".repeat(100)}`;
    expect(allureExchange(exchange(raw)).response!.body!.value).not.toContain(secret.slice(0, 8));
  });

  test("keeps a small body whole, pretty-printed", () => {
    const body = allureExchange(exchange('{"code":0}')).response!.body!;
    expect(body).toMatchObject({ value: '{\n  "code": 0\n}', truncated: false });
  });
});
