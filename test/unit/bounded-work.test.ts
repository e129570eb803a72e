// Views of what a target sent are cut before any transformation, so their work does not grow with the body: counted as
// the characters handed to the redactor (every view's costliest pass), never timed.
import { afterEach, describe, expect, test, vi } from "vitest";
import { allureExchange, exchangeText } from "../../harness/report/exchange-view.js";
import { cutValue, excerpt, nestsDeeperThan, oneLine, shownValue } from "../../harness/secrets/bounded-text.js";
import { Redactor, redactor } from "../../harness/secrets/redact.js";
import { FormScanner } from "../../harness/secrets/secret-forms.js";
import type { Exchange } from "../../harness/http/http.js";

const SIZES = [20_000, 200_000, 1_000_000];
const exchange = (responseBody: string): Exchange => ({
  method: "POST", url: "http://127.0.0.1:1/users/getToken", requestHeaders: {}, requestBody: responseBody,
  status: 400, responseHeaders: { "content-type": "application/json" }, responseBody, start: 0, stop: 1,
});

/** The characters the redactor is handed while `fn` runs. */
function redactedChars(fn: () => unknown): number {
  let chars = 0;
  const text = redactor.text.bind(redactor);
  const spy = vi.spyOn(redactor, "text").mockImplementation((s: string) => ((chars += s.length), text(s)));
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return chars;
}

const bodies: Record<string, (n: number) => string> = {
  "spaces inside JSON": (n) => `{"code":"BAD",${" ".repeat(n)}"message":"x"}`,
  "spaces in a JSON string": (n) => JSON.stringify({ code: "BAD", message: ` ${" ".repeat(n)}x` }),
  "spaces, no JSON": (n) => `error${" ".repeat(n)}end`,
  "a line of one character": (n) => "x".repeat(n),
  "tabs and carriage returns": (n) => `{${"\t\r ".repeat(n / 3)}}`,
};

afterEach(() => vi.restoreAllMocks());

describe("views of a body cut before they redact", () => {
  test.each(Object.keys(bodies))("the failure text of %s redacts the same few characters at every size", (kind) => {
    const counts = SIZES.map((n) => redactedChars(() => exchangeText(exchange(bodies[kind]!(n)))));
    // Two bodies (request and response) and the URL, each at most the shown window and the redaction margin.
    for (const c of counts) expect(c).toBeLessThanOrEqual(2 * (8 * 1500 + 16 * 1024) + 100);
    expect(counts[2]).toBe(counts[1]);
  });

  test.each(Object.keys(bodies))("the Allure attachment of %s redacts at most its kept part and a margin", (kind) => {
    for (const n of SIZES) expect(redactedChars(() => allureExchange(exchange(bodies[kind]!(n))))).toBeLessThanOrEqual(2 * (64 * 1024 + 16 * 1024) + 100);
  });

  test("the failure text shows the start of a long body on one line and says it is cut", () => {
    const text = exchangeText(exchange(`{"code":"BAD",\n${" ".repeat(200_000)}\n"message":"x"}`));
    expect(text.split("\n")).toHaveLength(4);
    expect(text).toContain("…(cut)");
    expect(text.length).toBeLessThan(2 * 1500 + 300);
  });

  test("a body nested 100,000 deep is shown as text, neither walked nor printed as JSON", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(() => exchangeText(exchange(deep))).not.toThrow();
    const small = `{"access_token":"hidden-deep-token-1",${'"a":['.repeat(2000)}${"]".repeat(2000)}}`;
    const attached = allureExchange(exchange(small)).response!.body!.value!;
    expect(attached.startsWith('{"access_token":"[REDACTED]"')).toBe(true);
  });
});

describe("cut-first text helpers", () => {
  test("oneLine makes runs holding a line break one space and leaves other runs", () => {
    expect(oneLine("a \n\t b   c\r\nd")).toBe("a b   c d");
    expect(oneLine(" ".repeat(1_000_000)).length).toBe(1_000_000);
  });

  test("excerpt cuts with an ellipsis, so the redactor hides a secret cut there", () => {
    expect(excerpt("abcdef", 3)).toBe("abc…");
    expect(excerpt("abc", 3)).toBe("abc");
    const r = new Redactor();
    r.addSecret("cut-secret-value-123", "token");
    expect(r.text(`got (${excerpt("cut-secret-value-123 and more", 12)})`)).not.toContain("cut-secr");
  });

  test("nestsDeeperThan stops at the limit and skips brackets inside strings", () => {
    expect(nestsDeeperThan("[[[]]]", 3)).toBe(false);
    expect(nestsDeeperThan("[[[[]]]]", 3)).toBe(true);
    expect(nestsDeeperThan(`["[[[[\\"[[["]`, 1)).toBe(false);
    expect(nestsDeeperThan(`["\\\\",[[]]]`, 2)).toBe(true); // the string ends at a quote after an escaped backslash
    expect(nestsDeeperThan(`["never closed [[[[`, 1)).toBe(false);
  });

  test("shownValue prints at most about its limit of any value", () => {
    const huge = { list: Array.from({ length: 1_000_000 }, (_, i) => i), text: "x".repeat(1_000_000) };
    expect(shownValue(huge, 100).length).toBeLessThanOrEqual(101);
    expect(shownValue("x".repeat(1_000_000), 50).length).toBeLessThanOrEqual(53);
    expect(shownValue(JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`) as unknown, 500)).toContain("…");
    expect(shownValue({ a: [1, "b"], c: null })).toBe('{"a":[1,"b"],"c":null}');
  });

  test("cutValue keeps small values whole and cuts large ones for a diff", () => {
    expect(cutValue({ a: [1, 2], b: "x" })).toEqual({ a: [1, 2], b: "x" });
    const cut = cutValue({ list: Array.from({ length: 10_000 }, (_, i) => i), text: "y".repeat(100_000) }) as { list: unknown[]; text: string };
    expect(cut.list).toHaveLength(101);
    expect(cut.text.length).toBe(2001);
  });
});

describe("the redactor on deeply nested values", () => {
  test("leaves out what lies deeper than a view prints, never passing it on unredacted", () => {
    const r = new Redactor();
    let deep: unknown = { access_token: "deep-secret-token-1" };
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(JSON.stringify(r.json(deep))).not.toContain("deep-secret-token-1");
  });

  test("says when a body nests too deep to learn from, so its text is searched instead", () => {
    const r = new Redactor();
    let deep: unknown = { access_token: "deep-secret-token-2" };
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(r.learnFrom(deep)).toBe(false);
    r.learnFromText(JSON.stringify(deep));
    expect(r.text("echo deep-secret-token-2")).not.toContain("deep-secret-token-2");
    expect(r.learnFrom({ access_token: "shallow-token-123" })).toBe(true);
  });
});

describe("the search for known secrets", () => {
  /** Characters the trie walks compared to redact `text` with `tokens` secrets that share their first 30 characters. */
  function steps(tokens: number, text: string): number {
    const scanner = new FormScanner();
    for (let i = 0; i < tokens; i++) scanner.add(`${"a".repeat(30)}${i.toString(36).padStart(4, "0")}b`, "[REDACTED]");
    const work = { steps: 0 };
    scanner.replace(text, work);
    return work.steps;
  }

  test("does the same work however many secrets share a prefix (a target may hand out hundreds)", () => {
    expect(steps(200, "a".repeat(20_000))).toBe(steps(10, "a".repeat(20_000)));
  });

  test("does work in proportion to the text, at most a form's prefix per place", () => {
    const small = steps(50, "a".repeat(10_000));
    const large = steps(50, "a".repeat(100_000));
    expect(small).toBeLessThanOrEqual(32 * 10_000);
    expect(large).toBeLessThanOrEqual(32 * 100_000);
    expect(large / small).toBeLessThan(10.1);
  });

  test("still finds each of them, whole, cut before an ellipsis, or as a long run", () => {
    const scanner = new FormScanner();
    for (let i = 0; i < 200; i++) scanner.add(`${"a".repeat(30)}${i.toString(36).padStart(4, "0")}b`, `[R${i}]`);
    expect(scanner.replace(`x ${"a".repeat(30)}002ab y ${"A".repeat(30)}002C… z ${"a".repeat(30)}00`)).toBe("x [R82] y [R84]… z [R0]");
  });
});

describe("secrets learned from one body", () => {
  const stuffed = Array.from({ length: 5_000 }, (_, i) => ({ access_token: `stuffed-token-${i}-value` }));

  test("are at most 16, however many secret keys a target puts in it, parsed or not", () => {
    const parsed = new Redactor();
    parsed.learnFrom(stuffed);
    expect(parsed.knownCount()).toBe(16);
    const text = new Redactor();
    text.learnFromText(JSON.stringify(stuffed).slice(0, -10));
    expect(text.knownCount()).toBe(16);
  });

  test("past those, the values are still hidden where they stand, under their keys", () => {
    const r = new Redactor();
    r.learnFrom(stuffed);
    expect(r.body(JSON.stringify(stuffed.slice(4_000)))).not.toMatch(/stuffed-token-\d+-value/);
  });
});

describe("control characters a target sends", () => {
  test("reach a failure text and an excerpt as visible escapes, never as a terminal's escape sequence", () => {
    const body = `{"message":"\u001b[2J\u001b]0;pwned\u0007 \u0000 tab\tok"}`;
    const text = exchangeText(exchange(`not json ${body}`));
    expect(text).not.toMatch(/[\u0000\u0007\u001b]/);
    expect(text).toContain("\\u001b[2J");
    expect(excerpt("a\u001bb\u009bc", 10)).toBe("a\\u001bb\\u009bc");
  });
});
