// The per-area summary, gate and verdict printed at the end of a run; GitHub annotations for failures under Actions.
import { isAbsolute, relative } from "node:path";
import { AREA_TITLES } from "../harness/spec/catalogue.js";
import { ROOT } from "../harness/paths.js";
import type { ConformanceDocument } from "./conformance-json.js";
import { selectionText } from "./describe-run.js";
import { pacingLines } from "./run-pacing.js";
import { checkable } from "./verdict.js";

const pad = (s: string | number, n: number) => String(s).padStart(n);

export interface SummaryStyle {
  /** The console style: the compact form (CI logs, pipes) counts the tests not run instead of listing them. */
  console: string;
  /** Under GitHub Actions: each failure also as an annotation. */
  githubActions: boolean;
}

export function formatSummary(d: ConformanceDocument, reportsDir: string, digest: string, style: SummaryStyle): string {
  const lines = ["", "Conformance summary", ""];
  lines.push(`  ${"area".padEnd(28)} ${pad("passed", 7)} ${pad("failed", 7)} ${pad("broken", 7)} ${pad("pending", 8)} ${pad("no input", 9)} ${pad("disabled", 9)} ${pad("not run", 8)}   requirements passed / checkable`);
  for (const a of [...d.areas].sort((x, y) => AREA_TITLES[x.area].localeCompare(AREA_TITLES[y.area]))) {
    const t = a.tests;
    const r = a.requirements;
    lines.push(`  ${AREA_TITLES[a.area].padEnd(28)} ${pad(t.passed, 7)} ${pad(t.failed, 7)} ${pad(t.broken, 7)} ${pad(t.pending, 8)} ${pad(t["missing-input"], 9)} ${pad(t.disabled, 9)} ${pad(t["not-run"] ?? 0, 8)}   ${r.passed} / ${checkable(r)}${r.open ? ` (${r.open} open on this target)` : ""}${r.untested ? ` (${r.untested} without a test yet)` : ""}`);
  }
  const failures = d.tests.filter((t) => t.status === "failed" || t.status === "broken");
  if (failures.length > 0) {
    lines.push("", "Failures:");
    for (const t of failures) lines.push(`  ✗ ${t.id} [${t.status}] ${t.reason ?? ""}`);
  }
  const skipped = d.tests.filter((t) => t.status === "missing-input" || t.status === "disabled" || t.status === "not-run");
  if (skipped.length > 0 && style.console === "compact") {
    lines.push("", `Not run: ${skipped.length} test(s) (missing profile input, disabled, or a step they build on refused; each with its reason in conformance.md)`);
  } else if (skipped.length > 0) {
    lines.push("", "Not run:");
    for (const t of skipped) lines.push(`  ↓ ${t.id} ${t.reason ?? ""}`);
  }
  const pacing = pacingLines(d.tests, d.pacing);
  if (pacing.length > 0) lines.push("", ...pacing);
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
  if (style.githubActions) lines.push(...githubAnnotations(d));
  return lines.join("\n");
}

// Workflow command escaping: %, CR and LF everywhere; also : and , in properties.
const data = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const property = (s: string) => data(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** One `::error` line per failed or broken test, titled with its id, on its file (relative to the repository). */
export function githubAnnotations(d: ConformanceDocument): string[] {
  const known = new Set(d.gate?.known.map((k) => k.id) ?? []);
  return d.tests.filter((t) => (t.status === "failed" || t.status === "broken") && !known.has(t.id)).map((t) => {
    const file = isAbsolute(t.file) ? relative(ROOT, t.file) : t.file;
    const what = t.status === "broken" ? "suite or setup error (broken)" : "the target is wrong";
    return `::error file=${property(file)},title=${property(t.id)}::${data(`${what}: ${t.reason ?? t.title}`)}`;
  });
}
