// Writes a run's bundle: conformance.json, conformance.md, JUnit skip messages, and the SHA-256 manifest.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeJson, type ConformanceDocument } from "./conformance-json.js";
import { markdownReport } from "./markdown-report.js";
import { addSkipMessages } from "./junit.js";
import { writeManifest } from "./manifest.js";

export function writeReports(dir: string, doc: ConformanceDocument): { digest: string; files: number } {
  writeJson(dir, "conformance.json", doc);
  writeFileSync(join(dir, "conformance.md"), markdownReport(doc));
  addSkipMessages(join(dir, "junit.xml"));
  return writeManifest(dir);
}
