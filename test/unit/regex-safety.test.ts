// No regular expression of the harness, the CLI or the suites takes super-linear time on any input (scslre's static
// analysis: attack strings that repeat one character, such as a long run of spaces), so no body a target sends can
// stall a worker; the few that only ever see the suite's own text are listed with the reason.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { analyse } from "scslre";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { BUILT_PATTERNS } from "../../harness/secrets/secret-patterns.js";

const FOLDERS = ["harness", "cli", "suites"];

/** Literals that may be super-linear because their input is the suite's own or the user's, bounded and never a target's. */
const OWN_INPUT: Record<string, string> = {
  "harness/config/config-keys.ts /\\/+$/": "a base URL from the configuration",
  "harness/http/http.ts /\\/+$/": "the configured base URL",
  "harness/secrets/secret-forms.ts /=+$/": "the base64 of a secret the suite knows (at most 1024 characters)",
};

/** `new RegExp(…)` sites: each names what its pattern is built from (the built ones that see target text are analysed below). */
const BUILT: Record<string, string> = {
  "harness/run/area-suite.ts": "test ids in the suite's own test files",
  "harness/tests/conformance-test.ts": "a test id's shape, tested on the suite's own ids",
  "harness/run/origin.ts": "test ids in the suite's own source files",
  "cli/declarations.ts": "test ids in the suite's own source files",
  "harness/secrets/secret-forms.ts": "the escaped 8-character heads of known secrets, an alternation of literals",
  "harness/secrets/secret-patterns.ts": "BUILT_PATTERNS, analysed below",
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|mts|mjs)$/.test(name) ? [path] : [];
  });
}

interface Found { file: string; line: number; literal: string }

/** Every regex literal and every `new RegExp` of a folder, from the TypeScript syntax tree (a comment or a string is none). */
function regexes(): { literals: Found[]; built: Found[] } {
  const literals: Found[] = [];
  const built: Found[] = [];
  for (const path of FOLDERS.flatMap((f) => sources(join(ROOT, f)))) {
    const file = relative(ROOT, path);
    const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022, true);
    const at = (n: ts.Node) => source.getLineAndCharacterOfPosition(n.getStart()).line + 1;
    const visit = (n: ts.Node): void => {
      if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) literals.push({ file, line: at(n), literal: n.getText() });
      if ((ts.isNewExpression(n) || ts.isCallExpression(n)) && n.expression.getText() === "RegExp") built.push({ file, line: at(n), literal: n.getText() });
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return { literals, built };
}

const superLinear = (re: { source: string; flags: string }) =>
  analyse(re).reports.map((r) => `${r.type}${r.exponential ? " (exponential)" : ""}: ${r.character.literal.source} repeated`);

const { literals, built } = regexes();

describe("regular expressions", () => {
  test("the search finds the literals and the built patterns it must", () => {
    expect(literals.length).toBeGreaterThan(50);
    expect(literals.map((l) => l.file)).toContain("harness/secrets/bounded-text.ts");
    expect(built.map((b) => b.file)).toContain("harness/secrets/secret-patterns.ts");
  });

  test("the check flags the quadratic pattern that stalled a run, and passes its one-pass replacement", () => {
    expect(superLinear(/\s*\n\s*/g)).not.toEqual([]);
    expect(superLinear(/\s+/g)).toEqual([]);
  });

  test("every literal is linear in its input, but those that only see the suite's own text", () => {
    const found = literals.flatMap((l) => {
      const key = `${l.file} ${l.literal}`;
      const problems = superLinear(new RegExp(l.literal.slice(1, l.literal.lastIndexOf("/")), l.literal.slice(l.literal.lastIndexOf("/") + 1)));
      return problems.length > 0 && !(key in OWN_INPUT) ? [`${l.file}:${l.line} ${l.literal}: ${problems.join("; ")}`] : [];
    });
    expect(found).toEqual([]);
  });

  test("every pattern built at run time is accounted for, and those that see a target's text are linear", () => {
    expect(built.map((b) => b.file).filter((f) => !(f in BUILT)), "new RegExp sites without a reason in BUILT").toEqual([]);
    const found = Object.entries(BUILT_PATTERNS).flatMap(([name, re]) => superLinear(re).map((p) => `${name}: ${p}`));
    expect(found).toEqual([]);
  });

  test("the list of exceptions holds no entry that is gone or has become linear", () => {
    const stale = Object.keys(OWN_INPUT).filter((key) => !literals.some((l) => {
      const re = new RegExp(l.literal.slice(1, l.literal.lastIndexOf("/")), l.literal.slice(l.literal.lastIndexOf("/") + 1));
      return `${l.file} ${l.literal}` === key && superLinear(re).length > 0;
    }));
    expect(stale).toEqual([]);
  });
});
