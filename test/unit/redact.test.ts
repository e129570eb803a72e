// The redactor: known values, secret keys, credential headers and bearer tokens never survive it.
import { describe, expect, test } from "vitest";
import { Redactor, SecretTooShortError, assertRedactable, fingerprint, redactor } from "../../harness/secrets/redact.js";
import { isHarnessError } from "../../harness/outcomes/errors.js";
import { ATTACHED_BODY_CHARS, allureExchange } from "../../harness/report/exchange-view.js";
import type { Exchange } from "../../harness/http/http.js";

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

  test("redacts known secrets in JSON keys too", () => {
    const r = new Redactor();
    r.addSecret("secret-as-a-key", "credential");
    expect(JSON.stringify(r.json({ "secret-as-a-key": 1 }))).not.toContain("secret-as-a-key");
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
    r.addSecret("sevench");
    expect(r.text("abc sevench")).toBe("abc sevench");
  });
});

describe("secrets too short to redact", () => {
  test("are refused with a harness error naming the variable", () => {
    const err = (() => {
      try {
        assertRedactable("short12", "CONFORMANCE_IMP_SECRET");
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(SecretTooShortError);
    expect(isHarnessError(err)).toBe(true);
    expect(err).toMatchObject({ variable: "CONFORMANCE_IMP_SECRET" });
    expect((err as Error).message).toMatch(/CONFORMANCE_IMP_SECRET is shorter than 8 characters/);
    expect(() => assertRedactable("eight-ch", "CONFORMANCE_IMP_KEY")).not.toThrow();
  });
});

describe("credentials in free text", () => {
  const r = new Redactor();

  test("leaves ordinary words after a scheme name intact", () => {
    expect(r.text("The Basic plan costs less; Bearer tokens expire; Basic Authentication")).toBe(
      "The Basic plan costs less; Bearer tokens expire; Basic Authentication");
  });

  test("hides the value after an Authorization header name, whatever it looks like", () => {
    expect(r.text("authorization: Bearer abc")).not.toMatch(/abc/);
    expect(r.text('{"Authorization":"Basic plan"}')).toBe('{"Authorization":"[REDACTED]"}');
  });

  test("hides the userinfo of a URL", () => {
    expect(r.text("target https://vendor:pa55-word@api.example.test/v2 and ftp://u@h/x")).toBe(
      "target https://[REDACTED]@api.example.test/v2 and ftp://[REDACTED]@h/x");
  });

  test("learns a URL's password so it is hidden elsewhere too", () => {
    const own = new Redactor();
    own.learnFromUrl("https://vendor:url-password-1@127.0.0.1/");
    expect(own.text("echo url-password-1")).toBe(`echo [REDACTED url password ${fingerprint("url-password-1")}]`);
  });
});

describe("forms of a known secret", () => {
  const secret = 'canary"Sec\\ret/+1é';
  const r = new Redactor();
  r.addSecret(secret, "imp_secret");
  const standIn = `[REDACTED imp_secret ${fingerprint(secret)}]`;
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  const leaks = (out: string) => [secret, secret.slice(0, 8), "canary", "Y2FuYXJ5", "CANARY"].filter((s) => out.includes(s));

  test.each([
    ["raw", secret],
    ["JSON-escaped", JSON.stringify({ echo: secret })],
    ["JSON-escaped twice", JSON.stringify(JSON.stringify({ echo: secret }))],
    ["JSON-escaped to ASCII", JSON.stringify(secret).replace(/é/g, "\\u00e9")],
    ["URL-encoded", encodeURIComponent(secret)],
    ["form-encoded", new URLSearchParams({ q: secret }).toString()],
    ["URL-encoded twice", encodeURIComponent(encodeURIComponent(secret))],
    ["base64", b64(secret)],
    ["url-safe base64 without padding", b64(secret).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")],
    ["base64 of user:secret", `Basic ${b64(`user:${secret}`)}`],
    ["base64 at alignment 1", b64(`x${secret}tail`)],
    ["base64 at alignment 2", b64(`xy${secret}tail`)],
    ["base64 at alignment 0", b64(`xyz${secret}tail`)],
    ["upper-cased", secret.toUpperCase()],
    ["lower-cased", secret.toLowerCase()],
    ["upper-cased and URL-encoded", encodeURIComponent(secret).toUpperCase()],
  ])("hides the %s form", (_form, text) => {
    const out = r.text(`before ${text} after`);
    expect(leaks(out)).toEqual([]);
    expect(out).toContain("[REDACTED imp_secret");
  });

  test("keeps the text around a hidden secret", () => {
    expect(r.text(`x=${secret};`)).toBe(`x=${standIn};`);
  });

  test.each([
    ["at the end of the text", `expected ${secret.slice(0, 8)}`],
    ["before an ellipsis", `expected '${secret.slice(0, 12)}…' to be 'x'`],
    ["before three dots", `got ${secret.slice(0, 10)}... (cut)`],
    ["escaped, at the end", JSON.stringify(secret).slice(0, 14)],
  ])("hides a cut prefix of 8 or more characters %s", (_where, text) => {
    expect(leaks(r.text(text))).toEqual([]);
  });

  test("leaves a shorter cut prefix, and a prefix in the middle of a text, alone", () => {
    expect(r.text(`the ${secret.slice(0, 7)}`)).toBe(`the ${secret.slice(0, 7)}`);
    expect(r.text(`${secret.slice(0, 9)} and more`)).toBe(`${secret.slice(0, 9)} and more`);
  });

  test("hides a long run of a secret even where it goes on differently", () => {
    const long = "L".repeat(8) + "0123456789abcdefghijklmnopqrstuvwxyz";
    const own = new Redactor();
    own.addSecret(long, "token");
    expect(own.text(`${long.slice(0, 33)}-different-ending`)).not.toContain(long.slice(0, 12));
  });
});

describe("secret keys in bodies that are no JSON", () => {
  const r = new Redactor();

  test.each([
    ["a malformed JSON body", '{"imp_key": "key-in-broken-body", "message": oops'],
    ["a body cut at the size cap", `{"code":0,"response":{"access_token":"${"t".repeat(5000)}`],
    ["a form body", "imp_key=key-in-form-body&imp_secret=secret-in-form-1"],
    ["JSON inside a JSON string", JSON.stringify({ echo: '{"imp_secret":"escaped-secret-1"}' })],
    ["a header dump", "Authorization: Bearer header-token-123\nAccept: */*"],
  ])("hides the values in %s", (_what, text) => {
    const out = r.text(text);
    expect(out).not.toMatch(/key-in-broken-body|ttttttttt|key-in-form-body|secret-in-form|escaped-secret|header-token/);
    expect(out).toContain("[REDACTED]");
  });

  test("hides a quoted value cut at the end of a line", () => {
    expect(r.text('"imp_secret": "cut-at-line-end\nnext line')).toBe('"imp_secret": "[REDACTED]\nnext line');
  });

  test("keeps a JSON document valid when a message in it holds a cut secret value", () => {
    const message = r.text('{"response":{"access_token":"cut-token-0123456789');
    const file = r.text(JSON.stringify({ message }));
    expect(JSON.parse(file)).toEqual({ message: '{"response":{"access_token":"[REDACTED]' });
  });

  test("keeps null and already redacted values", () => {
    expect(r.text('{"access_token": null, "imp_key": "[REDACTED imp_key #12345678]"')).toBe(
      '{"access_token": null, "imp_key": "[REDACTED imp_key #12345678]"');
  });

  test("learns the values, so their echoes elsewhere are hidden too", () => {
    const own = new Redactor();
    own.learnFromText('{"imp_key": "learned-from-text", "response": {"access_token": "cut-token-abcdef');
    expect(own.text("echo learned-from-text and cut-token-abcdef0123456789")).toBe(
      `echo [REDACTED imp_key ${fingerprint("learned-from-text")}] and [REDACTED access_token ${fingerprint("cut-token-abcdef")}]`);
  });

  test("keeps a 1 MiB token cut, and hides all of it where it appears whole", () => {
    const own = new Redactor();
    const token = `tok${"0123456789abcdef".repeat(65_536)}`;
    own.learnFrom({ access_token: token });
    const out = own.text(`Bearer-less echo ${token} end`);
    expect(out).toMatch(/^Bearer-less echo \[REDACTED access_token #[0-9a-f]{8}\] end$/);
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

  test("redacts a large body up to past its cut only, leaving no part of a secret across the cut, and counts the rest", () => {
    const secret = "straddling-secret-value-2";
    redactor.addSecret(secret, "credential");
    const raw = `${"a".repeat(ATTACHED_BODY_CHARS - 8)}${secret}${"b".repeat(200_000)}`;
    const value = allureExchange(exchange(raw)).response!.body!.value!;
    expect(value).not.toContain(secret.slice(0, 8));
    expect(value.endsWith(`\n… ${raw.length - ATTACHED_BODY_CHARS} more characters not kept in the report`)).toBe(true);
  });

  test("keeps a large body as the target sent it, yet redacts the value of a secret key written escaped in it", () => {
    const pretty = JSON.stringify({ items: Array.from({ length: 3000 }, (_, i) => ({ id: `schedule-${i}` })) }, null, 4);
    expect(allureExchange(exchange(pretty)).response!.body!.value!.slice(0, 40)).toBe(pretty.slice(0, 40));
    const escaped = `{"access\\u005ftoken":"never-learned-escaped-1",${pretty.slice(1)}`;
    expect(allureExchange(exchange(escaped)).response!.body!.value).not.toContain("never-learned-escaped-1");
  });

  test("keeps a small body whole, pretty-printed", () => {
    const body = allureExchange(exchange('{"code":0}')).response!.body!;
    expect(body).toMatchObject({ value: '{\n  "code": 0\n}', truncated: false });
  });
});
