// The redactor: known values, secret keys, credential headers and bearer tokens never survive it.
import { describe, expect, test } from "vitest";
import { Redactor, fingerprint } from "../../harness/redact.js";

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
