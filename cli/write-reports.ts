// Writes a run's bundle, each file once by its writer: conformance.json, conformance.md and its summary (also to
// $GITHUB_STEP_SUMMARY when set), junit.xml, the Allure environment, and the SHA-256 manifest that seals them.
import { readFileSync } from "node:fs";
import { SPEC_VERSIONS } from "../harness/spec/spec-anchors.js";
import type { ConformanceDocument } from "./conformance-json.js";
import { markdownReport } from "./markdown-report.js";
import { junitXml } from "./junit.js";
import { writeManifest } from "./manifest.js";
import { markdownSummary } from "./markdown-summary.js";
import { appendOutput, writeJsonOutput, writeOutput } from "./output.js";
import type { RunEnvironment } from "../harness/config/config.js";
import { allureResultsOf } from "./suite-session.js";
import { seedText, selectionText, targetText } from "./describe-run.js";
import { gateText } from "./allure/first-screen.js";

export function writeReports(dir: string, doc: ConformanceDocument, { stepSummary }: Pick<RunEnvironment, "stepSummary">): { digest: string; files: number } {
  writeJsonOutput(dir, "conformance.json", doc);
  writeOutput(dir, "conformance.md", markdownReport(doc));
  const summary = writeOutput(dir, "conformance-summary.md", markdownSummary(doc));
  if (stepSummary) appendOutput(stepSummary, readFileSync(summary, "utf8"));
  writeOutput(dir, "junit.xml", junitXml(doc));
  writeOutput(allureResultsOf(dir), "environment.properties", allureEnvironment(doc));
  return writeManifest(dir);
}

function allureEnvironment(d: ConformanceDocument): string {
  const entries: Record<string, string> = {
    verdict: d.verdict,
    gate: gateText(d),
    target: targetText(d.target),
    selection: selectionText(d.selection),
    profile: d.profile,
    timeMode: d.timeMode,
    seed: seedText(d),
    suite: `service-conformance ${d.suite.version}`,
    spec: Object.entries(SPEC_VERSIONS).map(([area, v]) => `${area} ${v}`).join(", "),
    node: process.version,
  };
  // Java properties: backslash, newline and the separators are escaped.
  const escape = (s: string) => s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/([=:#!])/g, "\\$1");
  return Object.entries(entries).map(([k, v]) => `${k}=${escape(v)}`).join("\n") + "\n";
}
