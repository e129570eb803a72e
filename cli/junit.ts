// junit.xml from the run's document, as CI test tabs read it: the stable id as the name, the file of the case (and its
// line) as file and classname, <failure> for the target, <error> for the suite, skip reasons and known failures as <skipped>.
import type { ConformanceDocument } from "./conformance-json.js";
import type { TestRecord } from "./results.js";
import { AREA_TITLES } from "../harness/spec/catalogue.js";

// XML 1.0 allows neither these control characters nor lone surrogates.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xml = (s: string) => s.replace(INVALID_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const attrs = (a: Record<string, string | number>) => Object.entries(a).map(([k, v]) => ` ${k}="${xml(String(v))}"`).join("");
const seconds = (ms: number) => (ms / 1000).toFixed(3);
/** Test tabs show the message attribute on one line (parsers fold its newlines): the first line, kept short. */
const MESSAGE_CHARS = 200;
export const shortMessage = (s: string) => {
  const line = s.split("\n")[0]!.trim();
  return line.length > MESSAGE_CHARS ? `${line.slice(0, MESSAGE_CHARS - 1)}…` : line;
};

/** Where the case is written: its origin's file (a data file for generated tests), else the test file. */
const caseFile = (t: TestRecord) => t.origin?.replace(/:\d+$/, "") ?? t.file;

/**
 * "<area>.<folder>.<file>" of the case: suites/b2b/tax-invoices/issue.test.ts → "b2b.tax-invoices.issue"; a data file
 * under fixtures/ gives "<area>.<its name>" (fixtures/spec-tables/b2b-states.json → "b2b.b2b-states").
 */
export function classnameOf(t: TestRecord): string {
  const parts = caseFile(t).replace(/(\.test)?\.(ts|json)$/, "").split("/");
  const inSuite = parts[0] === "suites" ? parts.slice(2) : parts.slice(-1);
  return [t.area, ...inSuite].join(".");
}

function outcome(t: TestRecord, known: Map<string, string>): string {
  const first = shortMessage(t.reason ?? t.message ?? "");
  const reason = known.get(t.id);
  if (t.status === "failed" && reason !== undefined) return `\n      <skipped${attrs({ message: `known failure (baseline): ${shortMessage(reason)}` })}/>`;
  if (t.status === "failed") return `\n      <failure${attrs({ message: first, type: "target failure" })}>${xml(t.message ?? first)}</failure>`;
  if (t.status === "broken") return `\n      <error${attrs({ message: first, type: "suite or setup error" })}>${xml(t.message ?? first)}</error>`;
  if (t.status !== "passed") return `\n      <skipped${attrs({ message: first })}/>`;
  return "";
}

function testcase(t: TestRecord, known: Map<string, string>): string {
  const props = [["title", t.title], ["requirements", t.requirements.join(" ")], ["status", t.status], ...(t.openPoint ? [["openPoint", t.openPoint]] : [])];
  const properties = props.map(([n, v]) => `<property${attrs({ name: n!, value: v! })}/>`).join("");
  return `    <testcase${attrs({ name: t.id, classname: classnameOf(t), file: caseFile(t), ...(t.origin ? { line: t.origin.split(":").at(-1)! } : {}), time: seconds(t.durationMs) })}>`
    + `\n      <properties>${properties}</properties>${outcome(t, known)}\n    </testcase>`;
}

export function junitXml(d: ConformanceDocument): string {
  const known = new Map((d.gate?.known ?? []).map((e) => [e.id, e.reason]));
  const count = (tests: TestRecord[]) => ({
    tests: tests.length,
    failures: tests.filter((t) => t.status === "failed" && !known.has(t.id)).length,
    errors: tests.filter((t) => t.status === "broken").length,
    skipped: tests.filter((t) => t.status !== "passed" && t.status !== "broken" && !(t.status === "failed" && !known.has(t.id))).length,
    time: seconds(tests.reduce((n, t) => n + t.durationMs, 0)),
  });
  const runProps = { verdict: d.verdict, seed: d.seed, areas: d.selection.areas.join(" "), filters: d.selection.filters.join(" "),
    shard: d.selection.shard ? `${d.selection.shard.index}/${d.selection.shard.count}` : "", suite: d.suite.version };
  const suites = d.selectedAreas.map((area) => {
    const tests = d.tests.filter((t) => t.area === area);
    const properties = Object.entries(runProps).map(([n, v]) => `<property${attrs({ name: n, value: v })}/>`).join("");
    return `  <testsuite${attrs({ name: AREA_TITLES[area], ...count(tests), timestamp: d.startedAt })}>\n    <properties>${properties}</properties>\n`
      + `${tests.map((t) => testcase(t, known)).join("\n")}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: "service-conformance", ...count(d.tests) })}>\n${suites.join("\n")}\n</testsuites>\n`;
}

/** What a run killed by a signal leaves: a valid file with one <error> saying so, in place of any earlier run's. */
export function interruptedJunitXml(run: { signal: string; startedAt: string; areas: readonly string[]; message?: string }): string {
  const message = run.message ?? (run.signal === "unfinished" ? "the run did not finish: it was killed, or stopped on a setup error before any result (see its console)"
    : `the run was interrupted by ${run.signal} before its results were written`);
  const body = `${message}; areas ${run.areas.join(", ") || "automatic"}; started ${run.startedAt}. No verdict: run it again to the end.`;
  const counts = { tests: 1, failures: 0, errors: 1, skipped: 0, time: "0.000" };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: "service-conformance", ...counts })}>\n`
    + `  <testsuite${attrs({ name: "run", ...counts, timestamp: run.startedAt })}>\n`
    + `    <testcase${attrs({ name: "RUN-INTERRUPTED", classname: "run", time: "0.000" })}>\n`
    + `      <error${attrs({ message, type: "run interrupted" })}>${xml(body)}</error>\n    </testcase>\n  </testsuite>\n</testsuites>\n`;
}
