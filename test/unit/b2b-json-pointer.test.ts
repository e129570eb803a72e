// JSON Pointers of the area A profile (RFC 6901): escapes, arrays, and a missing path that names the profile key.
import { describe, expect, test } from "vitest";
import { isHarnessError } from "../../harness/outcomes/errors.js";
import { atPointer, parsePointer, ProfilePointerError, readPointer } from "../../harness/tests/json-pointer.js";

const doc = { "a/b": { "m~n": 1 }, "~1": "tilde-one", "list": [{ id: "x" }, { id: "y" }], "": { "": "empty" }, "nil": null };

describe("JSON Pointer", () => {
  test("decodes ~1 as / and ~0 as ~, ~01 as ~1 (RFC 6901 order)", () => {
    expect(parsePointer("/a~1b/m~0n")).toEqual(["a/b", "m~n"]);
    expect(parsePointer("/~01")).toEqual(["~1"]);
    expect(readPointer(doc, "/a~1b/m~0n")).toEqual({ found: true, value: 1 });
    expect(readPointer(doc, "/~01")).toEqual({ found: true, value: "tilde-one" });
  });

  test("the empty pointer is the whole document; / is the empty member name", () => {
    expect(readPointer(doc, "")).toEqual({ found: true, value: doc });
    expect(readPointer(doc, "/")).toEqual({ found: true, value: { "": "empty" } });
  });

  test("reads array items by index, refusing past the end, -, and leading zeros", () => {
    expect(readPointer(doc, "/list/1/id")).toEqual({ found: true, value: "y" });
    for (const p of ["/list/2", "/list/-", "/list/01", "/list/x"]) expect(readPointer(doc, p).found, p).toBe(false);
  });

  test("a null value is found; a missing member, or a step into a scalar, is not", () => {
    expect(readPointer(doc, "/nil")).toEqual({ found: true, value: null });
    expect(readPointer(doc, "/missing").found).toBe(false);
    expect(readPointer(doc, "/~01/length").found).toBe(false);
  });

  test("refuses a pointer that does not start with /", () => {
    expect(() => parsePointer("a/b")).toThrow(/not a JSON Pointer/);
  });

  test("atPointer names the profile key when nothing is there, as a profile mistake", () => {
    expect(atPointer(doc, "/list/0/id", "b2b.responses.x.id")).toBe("x");
    let thrown: unknown;
    try { atPointer({ counterparty: {} }, "/counterparty/id", "b2b.responses.counterpartyCreate.id"); } catch (err) { thrown = err; }
    expect(thrown).toBeInstanceOf(ProfilePointerError);
    expect(isHarnessError(thrown)).toBe(true);
    const e = thrown as ProfilePointerError;
    expect(e.profileKey).toBe("b2b.responses.counterpartyCreate.id");
    expect(e.problem).toContain('"/counterparty/id"');
    expect(e.problem).toContain('{"counterparty":{}}');
    expect(e.fix).toContain("set b2b.responses.counterpartyCreate.id");
  });
});
