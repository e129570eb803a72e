// Project hygiene: documentation in sync with code, a README per top-level folder, no focused tests.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { configTable } from "../../harness/config/config-docs.js";

const TRACKED = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
const TOP_LEVEL = [...new Set(TRACKED.filter((f) => f.includes("/") && !f.startsWith(".")).map((f) => f.split("/")[0]!))];
const readme = readFileSync(join(ROOT, "README.md"), "utf8");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith(".ts") ? [path] : [];
  });
}

describe("project hygiene", () => {
  test("README opens with the set-up commands", () => {
    const setup = readme.slice(0, readme.indexOf("## Testing your implementation"));
    for (const command of ["npm ci", "npm run conformance", "npm test"]) expect(setup).toContain(command);
  });

  test("README's configuration table matches the configuration keys", () => {
    expect(readme, "run `npm run docs`").toContain(configTable());
  });

  test.each(TOP_LEVEL)("%s/ has a README", (folder) => {
    expect(existsSync(join(ROOT, folder, "README.md"))).toBe(true);
  });

  test("the project tracks nothing in reports/, the output root of runs", () => {
    expect(TRACKED.filter((f) => f.startsWith("reports/"))).toEqual([]);
  });

  test("no test is focused with .only", () => {
    const focused = ["suites", "harness", "test", "reference", "cli"].flatMap((d) => sources(join(ROOT, d)))
      .filter((f) => /\b(?:it|test|describe)(?:\.\w+)*\.only\(/.test(readFileSync(f, "utf8")));
    expect(focused).toEqual([]);
  });

  // Conformance.expect is vitest's global expect (harness/tests/conformance-test.ts): in concurrent tests these need a test's own.
  test("no conformance test uses what needs the test context's own expect", () => {
    const needsOwn = /expect\.(?:soft|poll|assertions|hasAssertions)\(|\.(?:resolves|rejects)\.|\.toMatch(?:Inline|File)?Snapshot\(|\.toThrowErrorMatching\w*\(/;
    const using = ["suites", "harness"].flatMap((d) => sources(join(ROOT, d))).filter((f) => needsOwn.test(readFileSync(f, "utf8")));
    expect(using).toEqual([]);
  });

  test("every harness module opens with a line saying what it provides", () => {
    const silent = sources(join(ROOT, "harness")).filter((f) => !readFileSync(f, "utf8").startsWith("// "));
    expect(silent).toEqual([]);
  });

  // The digest of the license as apache.org publishes it (LICENSE-2.0.txt): the text word for word, nothing added.
  test("package.json says Apache-2.0 and LICENSE holds its exact text", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { license?: string };
    expect(pkg.license).toBe("Apache-2.0");
    const text = readFileSync(join(ROOT, "LICENSE"));
    expect(createHash("sha256").update(text).digest("hex"), "SHA-256 of LICENSE")
      .toBe("cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30");
  });
});
