// The triage of surviving mutants (mutation/disables.ts): every `// Stryker disable` in reference/ names its mutators and
// a reason of a known class, and an open point it names exists.
import { describe, expect, test } from "vitest";
import { allDisables, disablesIn } from "../../mutation/disables.js";

/** The problem of a directive put right before a statement. */
const problemOf = (line: string) => disablesIn("reference/x.ts", `${line}\nconst a = b;`, new Set(["D-OPEN-AT-EXPIRY"]))[0]?.problem;

test("every disable comment in reference/ is well formed", () => {
  const all = allDisables();
  expect(all.length).toBeGreaterThan(0);
  expect(all.filter((d) => d.problem).map((d) => `${d.file}:${d.line}: ${d.problem}`)).toEqual([]);
});

describe("a disable comment", () => {
  test("is refused without a reason", () => {
    expect(problemOf("// Stryker disable next-line StringLiteral")).toBe("no reason");
    expect(problemOf("// Stryker disable next-line StringLiteral:   ")).toBe("no reason");
  });

  test("is refused when its open point does not exist", () => {
    expect(problemOf("// Stryker disable next-line EqualityOperator: open D-OPEN-NOWHERE: the boundary is open")).toMatch(/D-OPEN-NOWHERE does not exist/);
  });

  test("is refused when its reason follows no class, or says too little", () => {
    expect(problemOf("// Stryker disable next-line StringLiteral: does not matter")).toMatch(/must read/);
    expect(problemOf("// Stryker disable next-line StringLiteral: message: text")).toMatch(/must read/);
  });

  test("is refused for a whole file, for all mutators, or for an unknown mutator", () => {
    expect(problemOf("// Stryker disable StringLiteral: message: the spec fixes no message")).toMatch(/next-line/);
    expect(problemOf("// Stryker disable next-line all: message: the spec fixes no message")).toMatch(/unknown mutator all/);
    expect(problemOf("// Stryker disable next-line StringLiterals: message: the spec fixes no message")).toMatch(/unknown mutator/);
  });

  test("is refused in any other form than a line comment", () => {
    expect(problemOf("/* Stryker disable next-line StringLiteral: message: a block comment */")).toMatch(/line comment/);
  });

  test("is refused inside an expression, where Stryker does not honour it", () => {
    const comment = "// Stryker disable next-line ObjectLiteral: open D-OPEN-AT-EXPIRY: the second of expiry is open";
    expect(disablesIn("x.ts", `const a = b ? {}\n  ${comment}\n  : { c: 1 };`, new Set(["D-OPEN-AT-EXPIRY"]))[0]!.problem).toMatch(/inside an expression/);
    expect(disablesIn("x.ts", `try {\n  a();\n  ${comment}\n} catch {}`, new Set(["D-OPEN-AT-EXPIRY"]))[0]!.problem).toMatch(/end of a block/);
    expect(disablesIn("x.ts", `${comment}\nconst a = b ? {} : { c: 1 };`, new Set(["D-OPEN-AT-EXPIRY"]))[0]!.problem).toBeUndefined();
  });

  test("is refused before a comment or an empty line, where it reaches no mutant", () => {
    const comment = "// Stryker disable next-line StringLiteral: open D-OPEN-AT-EXPIRY: the second of expiry is open";
    for (const next of ["// why the next statement stands alone", ""]) {
      expect(disablesIn("x.ts", `${comment}\n${next}\nconst a = "b";`, new Set(["D-OPEN-AT-EXPIRY"]))[0]!.problem, JSON.stringify(next)).toMatch(/reaches no mutant/);
    }
  });

  test("is accepted with each class of reason", () => {
    for (const reason of ["equivalent: no run can tell them apart", "message: the spec fixes no text", "unfixed: seeded data the spec does not fix",
      "open D-OPEN-AT-EXPIRY: the second of expiry is open"]) {
      expect(problemOf(`// Stryker disable next-line ConditionalExpression, EqualityOperator: ${reason}`), reason).toBeUndefined();
    }
  });
});
