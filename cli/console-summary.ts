// The per-area summary, gate and verdict printed at the end of a run.
import { AREA_TITLES } from "../harness/catalogue.js";
import type { ConformanceDocument } from "./conformance-json.js";
import { selectionText } from "./describe-run.js";

const pad = (s: string | number, n: number) => String(s).padStart(n);

export function formatSummary(d: ConformanceDocument, reportsDir: string, digest: string): string {
  const lines = ["", "Conformance summary", ""];
  lines.push(`  ${"area".padEnd(28)} ${pad("passed", 7)} ${pad("failed", 7)} ${pad("broken", 7)} ${pad("pending", 8)} ${pad("no input", 9)} ${pad("disabled", 9)}   requirements passed / checkable`);
  for (const a of [...d.areas].sort((x, y) => AREA_TITLES[x.area].localeCompare(AREA_TITLES[y.area]))) {
    const t = a.tests;
    const r = a.requirements;
    lines.push(`  ${AREA_TITLES[a.area].padEnd(28)} ${pad(t.passed, 7)} ${pad(t.failed, 7)} ${pad(t.broken, 7)} ${pad(t.pending, 8)} ${pad(t["missing-input"], 9)} ${pad(t.disabled, 9)}   ${r.passed} / ${r.total - r.excluded}${r.untested ? ` (${r.untested} without a test yet)` : ""}`);
  }
  const failures = d.tests.filter((t) => t.status === "failed" || t.status === "broken");
  if (failures.length > 0) {
    lines.push("", "Failures:");
    for (const t of failures) lines.push(`  ✗ ${t.id} [${t.status}] ${t.reason ?? ""}`);
  }
  const skipped = d.tests.filter((t) => t.status === "missing-input" || t.status === "disabled");
  if (skipped.length > 0) {
    lines.push("", "Not run:");
    for (const t of skipped) lines.push(`  ↓ ${t.id} ${t.reason ?? ""}`);
  }
  if (d.gate) {
    const g = d.gate;
    lines.push("", `Baseline ${g.baseline}: ${g.passed ? "passed" : "FAILED"} (${g.known.length} known failure(s) accepted)`);
    if (g.unexpected.length) lines.push(`  unexpected failures: ${g.unexpected.join(", ")}`);
    for (const s of g.stale) lines.push(`  stale entry ${s.id}: ${s.why}; remove it from the baseline`);
  }
  lines.push("", `Verdict: ${d.verdict} (${selectionText(d.selection)})`);
  for (const r of d.reasons) lines.push(`  - ${r}`);
  lines.push(`Reports: ${reportsDir}/ (conformance.json, conformance.md, junit.xml, allure-results/; \`conformance report\` for HTML)`);
  lines.push(`Manifest digest (SHA-256 of ${reportsDir}/manifest.sha256): ${digest}`, "");
  return lines.join("\n");
}
