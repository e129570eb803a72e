// Test files loaded ahead of their suites, all at once: their declarations wait, each under its own file, for the
// suite collecting that file, and are made there in the order the file made them.
import { afterEach, expect, test } from "vitest";
import { declareIn, holdDeclarations, makeHeld } from "../../harness/run/origin.js";

afterEach(() => holdDeclarations(false));

test("holds declarations by file while files load ahead, and makes each file's in order when its suite asks", () => {
  const made: string[] = [];
  holdDeclarations(true);
  declareIn("suites/a.test.ts", () => made.push("a1"));
  declareIn("suites/b.test.ts", () => made.push("b1"));
  declareIn("suites/a.test.ts", () => made.push("a2"));
  holdDeclarations(false);
  expect(made).toEqual([]);
  makeHeld("suites/b.test.ts");
  makeHeld("suites/a.test.ts");
  expect(made).toEqual(["b1", "a1", "a2"]);
  makeHeld("suites/a.test.ts");
  expect(made).toEqual(["b1", "a1", "a2"]);
});

test("makes a declaration at once when no file loads ahead", () => {
  const made: string[] = [];
  declareIn("suites/a.test.ts", () => made.push("now"));
  expect(made).toEqual(["now"]);
});
