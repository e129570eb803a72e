// The per-area summary and verdict printed at the end of a run.
import { AREA_TITLES } from "../harness/catalogue.js";
import type { Judgement } from "./verdict.js";
import type { TestRecord } from "./results.js";

const pad = (s: string | number, n: number) => String(s).padStart(n);

export function formatSummary(j: Judgement, tests: readonly TestRecord[], reportsDir: string): string {
  const lines = ["", "Conformance summary", ""];
  lines.push(`  ${"area".padEnd(28)} ${pad("passed", 7)} ${pad("failed", 7)} ${pad("broken", 7)} ${pad("pending", 8)} ${pad("no input", 9)} ${pad("disabled", 9)}   requirements passed`);
  for (const a of j.areas) {
    const t = a.tests;
    const r = a.requirements;
    lines.push(`  ${AREA_TITLES[a.area].padEnd(28)} ${pad(t.passed, 7)} ${pad(t.failed, 7)} ${pad(t.broken, 7)} ${pad(t.pending, 8)} ${pad(t["missing-input"], 9)} ${pad(t.disabled, 9)}   ${r.passed}/${r.total - r.excluded}${r.excluded ? ` (+${r.excluded} excluded)` : ""}`);
  }
  const failures = tests.filter((t) => t.status === "failed" || t.status === "broken");
  if (failures.length > 0) {
    lines.push("", "Failures:");
    for (const t of failures) lines.push(`  ✗ ${t.id} [${t.status}] ${t.reason ?? ""}`);
  }
  const skipped = tests.filter((t) => t.status === "missing-input" || t.status === "disabled");
  if (skipped.length > 0) {
    lines.push("", "Not run:");
    for (const t of skipped) lines.push(`  ↓ ${t.id} ${t.reason ?? ""}`);
  }
  lines.push("", `Verdict: ${j.verdict}`);
  for (const r of j.reasons) lines.push(`  - ${r}`);
  lines.push(`Reports: ${reportsDir}/conformance.json, junit.xml, allure-results/`, "");
  return lines.join("\n");
}
