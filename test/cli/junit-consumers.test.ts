// junit.xml as test tabs read it (GitHub test reporters, GitLab, Jenkins), read back with an XML parser: stable ids as
// names, area.operation classnames, <failure> for the target, <error> for the suite, skips and known failures with
// their reasons, a short one-line message with the details, newlines kept, in the body.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, test } from "vitest";
import { junitXml } from "../../cli/junit.js";
import { ROOT } from "../../harness/paths.js";
import type { TestRecord } from "../../cli/results.js";
import { runCli, type CliRun } from "../support/run-cli.js";

const FAILING = "D-TOKEN-EXTENSION-30S";
const KNOWN = "D-TOKEN-EXTENSION-HONOURED";
const KNOWN_REASON = "vendor ticket 42: extension not yet deployed";

interface Outcome { message?: string; type?: string; "#text"?: string }
interface Case { name: string; classname: string; file: string; line?: string; failure?: Outcome; error?: Outcome; skipped?: Outcome | "" }

/** Every testcase of a junit.xml, the way a consumer's parser sees it (attributes folded by XML's rules). */
function casesOf(xml: string): Case[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", trimValues: false,
    isArray: (name) => name === "testsuite" || name === "testcase" }).parse(xml);
  return parsed.testsuites.testsuite.flatMap((s: { testcase?: Case[] }) => s.testcase ?? []);
}

let run: CliRun;
let cases: Case[];

beforeAll(async () => {
  const baseline = join(mkdtempSync(join(tmpdir(), "conformance-baseline-")), "baseline.json");
  writeFileSync(baseline, JSON.stringify({ entries: [{ id: KNOWN, reason: KNOWN_REASON }] }));
  run = await runCli(["run", "--area", "legacy-token", "--console", "none", "--baseline", baseline],
    { CONFORMANCE_REFERENCE_FAULTS: "legacy-token.no-extension" });
  cases = casesOf(readFileSync(join(run.reportsDir, "junit.xml"), "utf8"));
}, 120_000);

describe("junit.xml read back by a parser", () => {
  test("names each test by its stable id and classes it by area and the file it is written in, at its line", () => {
    expect(cases.map((c) => c.name).sort()).toEqual(run.document!.tests.map((t) => t.id).sort());
    for (const c of cases) {
      expect(c.classname).toMatch(/^legacy-token(\.[a-z0-9-]+)+$/);
      expect(c.file, c.name).toMatch(/^suites\/legacy-token\/.+\.test\.ts$/);
      expect(readFileSync(join(ROOT, c.file), "utf8").split("\n")[Number(c.line) - 1], `${c.name} at ${c.file}:${c.line}`).toContain(`"${c.name}"`);
      expect(c.classname, c.name).toBe(`legacy-token.${c.file.replace(/^suites\/legacy-token\//, "").replace(/\.test\.ts$/, "").replaceAll("/", ".")}`);
    }
  });

  test("marks the target's failure as <failure> with a one-line message", () => {
    const failing = cases.find((c) => c.name === FAILING)!;
    expect(failing.failure?.type).toBe("target failure");
    expect(failing.failure?.message).not.toMatch(/\n/);
    expect(failing.failure?.message!.length).toBeLessThanOrEqual(200);
    expect(failing.failure?.["#text"]).toContain(failing.failure!.message!.replace(/…$/, ""));
    expect(cases.filter((c) => c.error)).toEqual([]);
  });

  test("skips a baseline's known failure with the baseline's reason", () => {
    const known = cases.find((c) => c.name === KNOWN)!;
    expect(known.failure).toBeUndefined();
    expect(known.skipped).toMatchObject({ message: `known failure (baseline): ${KNOWN_REASON}` });
  });

  test("gives every skipped test its reason", () => {
    const skipped = cases.filter((c) => c.skipped !== undefined && c.name !== KNOWN);
    expect(skipped.length).toBeGreaterThan(0);
    for (const c of skipped) expect((c.skipped as Outcome).message, c.name).toMatch(/\S/);
  });

  test("marks a broken test as <error>, keeping the details' newlines in the body", () => {
    const doc = run.document!;
    const long = `the profile's pointer /token/expiresIn names no value\n  at step 2\n${"detail ".repeat(800)}`;
    const broken: TestRecord = { ...doc.tests[0]!, id: "D-SYNTHETIC-BROKEN", status: "broken", reason: long.split("\n")[0], message: long };
    const [c] = casesOf(junitXml({ ...doc, tests: [broken] }));
    expect(c!.failure).toBeUndefined();
    expect(c!.error).toMatchObject({ type: "suite or setup error", message: "the profile's pointer /token/expiresIn names no value" });
    expect(c!.error!["#text"]).toBe(long);
  });
});
