// Failures in the suite's own words: every matcher the suites use says "expected …, got …" with the same values, the
// suite's context kept whole, and an error of another kind (or a text not recognised) left as it is.
import { describe, expect, test } from "vitest";
import { failureText, inSuiteWords } from "../../harness/tests/failure-words.js";
import { isTargetFailure } from "../../harness/outcomes/errors.js";

function thrown(f: () => void): Error {
  try {
    f();
  } catch (err) {
    return err as Error;
  }
  throw new Error("the assertion did not fail");
}
const said = (f: () => void) => inSuiteWords(thrown(f)).message;

describe("failures in the suite's words", () => {
  test.each<[string, () => void, string]>([
    ["toBe", () => expect(0, "seconds the expiry moved").toBe(300), "seconds the expiry moved: expected 300, got 0"],
    ["toBe (texts)", () => expect("DRAFT", "state").toBe("SENT"), 'state: expected "SENT", got "DRAFT"'],
    ["not.toBe", () => expect(401, "status").not.toBe(401), "status: expected anything but 401, got 401"],
    ["toEqual", () => expect({ a: 1, b: [1, 2] }, "body").toEqual({ a: 2, b: [1, 2] }), 'body: expected {"a":2,"b":[1,2]}, got {"a":1,"b":[1,2]}'],
    ["toContain (list)", () => expect([1, 2], "ids").toContain(3), "ids: expected a list containing 3, got [1,2]"],
    ["toContain (text)", () => expect("hello world", "text").toContain("bye"), 'text: expected a text containing "bye", got "hello world"'],
    ["not.toContain", () => expect([1, 2], "ids").not.toContain(2), "ids: expected a list without 2, got [1,2]"],
    ["toMatch", () => expect("abc", "date").toMatch(/^\d+$/), 'date: expected a text matching /^\\d+$/, got "abc"'],
    ["toBeTypeOf", () => expect("1", "amount").toBeTypeOf("number"), "amount: expected a value of type number, got a string: '1'"],
    ["toBeUndefined", () => expect(5, "x").toBeUndefined(), "x: expected no value (undefined), got 5"],
    ["toBeDefined", () => expect(undefined, "identifier").toBeDefined(), "identifier: expected a value, got undefined"],
    ["toBeLessThanOrEqual", () => expect(10, "n").toBeLessThanOrEqual(5), "n: expected at most 5, got 10"],
    ["toBeGreaterThanOrEqual", () => expect(1, "n").toBeGreaterThanOrEqual(5), "n: expected at least 5, got 1"],
    ["toBeGreaterThan", () => expect(1, "n").toBeGreaterThan(5), "n: expected more than 5, got 1"],
    ["toHaveProperty", () => expect({ a: 1 }, "body").toHaveProperty("b"), 'body: expected a property "b", got { a: 1 }'],
    ["toBeOneOf", () => expect(200, "status").toBeOneOf([404, 409]), "status: expected one of 404, 409, got 200"],
    ["toBeNull", () => expect(3, "v").toBeNull(), "v: expected null, got 3"],
    ["not.toBeNull", () => expect(null, "v").not.toBeNull(), "v: expected a value other than null, got null"],
    ["toBe without context", () => expect(0).toBe(300), "expected 300, got 0"],
  ])("%s", (_, f, text) => {
    expect(said(f)).toBe(text);
  });

  test("no vitest phrasing is left in any of them", () => {
    for (const f of [() => expect(0).toBe(1), () => expect([1]).toEqual([2]), () => expect(1).not.toBe(1)]) {
      expect(said(f)).not.toMatch(/Object\.is|deeply equal|\bto be\b|\+0/);
    }
  });

  test("keeps a context that itself holds ': expected ' whole", () => {
    const context = 'error identifier "E" in the body; body: {"message": "x: expected y to be z"}; set b2b.errors';
    expect(said(() => expect(undefined, context).toBeDefined())).toBe(`${context}: expected a value, got undefined`);
    expect(said(() => expect(400, context).toBe(200))).toBe(`${context}: expected 200, got 400`);
  });

  test("keeps the values whole on the error for diffs, and the kind: still a target failure", () => {
    const err = inSuiteWords(thrown(() => expect({ a: 1 }).toEqual({ a: 2 }))) as Error & { actual: unknown; expected: unknown };
    expect(err.actual).toEqual({ a: 1 });
    expect(err.expected).toEqual({ a: 2 });
    expect(isTargetFailure(err)).toBe(true);
  });

  test("cuts a long value, saying how long it was", () => {
    expect(said(() => expect("x".repeat(1000), "body").toBe("y"))).toBe(`body: expected "y", got "${"x".repeat(299)}… (1002 characters)`);
  });

  test("leaves other errors and texts it does not know as they are", () => {
    const plain = new TypeError("x is undefined: expected 1 to be 2 // Object.is equality");
    expect(inSuiteWords(plain).message).toBe("x is undefined: expected 1 to be 2 // Object.is equality");
    expect(failureText("expected the moon to sing", 1, 2)).toBe("expected the moon to sing");
  });
});
