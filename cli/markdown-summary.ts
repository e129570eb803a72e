// reports/conformance-summary.md: the verdict in under 60,000 characters, for PR comments and GitHub job summaries
// (both refuse more than 65,536); failures first, cut with a count when there are too many. conformance.md is the full report.
import { AREA_TITLES } from "../harness/spec/catalogue.js";
import type { ConformanceDocument } from "./conformance-json.js";
import { cell, table, targetLine } from "./markdown-report.js";
import { checkable } from "./verdict.js";

export const SUMMARY_LIMIT = 60_000;
const STATUSES = ["passed", "failed", "broken", "pending", "missing-input", "disabled", "not-run"] as const;

/** Rows added while the text stays under the budget; the rest counted in one line. */
function cappedTable(head: string[], rows: string[][], budget: number, what: string): string {
  const kept: string[][] = [];
  let size = table(head, []).length;
  for (const row of rows) {
    const line = table(head, [row]).split("\n")[2]!.length + 1;
    if (size + line > budget) break;
    kept.push(row);
    size += line;
  }
  const cut = rows.length - kept.length;
  return table(head, kept) + (cut > 0 ? `\n\n… and ${cut} more ${what}: see conformance.md or conformance.json.` : "");
}

export function markdownSummary(d: ConformanceDocument, limit = SUMMARY_LIMIT): string {
  const head: string[] = [`# Conformance: ${d.verdict}`, "", cell(targetLine(d)), ""];
  if (d.reasons.length > 0) head.push(...d.reasons.slice(0, 10).map((r) => `- ${cell(r)}`), "");
  if (d.gate) {
    const g = d.gate;
    head.push(`**Baseline gate: ${g.passed ? "passed" : "FAILED"}** (${cell(g.baseline)}): ${g.unexpected.length} unexpected failure(s), `
      + `${g.stale.length} stale entr${g.stale.length === 1 ? "y" : "ies"}, ${g.known.length} known failure(s) accepted`, "");
  }
  head.push(table(["area", ...STATUSES.map((s) => s.replace("-", " ")), "requirements passed / checkable"],
    d.areas.map((a) => [AREA_TITLES[a.area], ...STATUSES.map((s) => String(a.tests[s] ?? 0)), `${a.requirements.passed} / ${checkable(a.requirements)}`])), "");
  const foot = ["", "Full report: `conformance.md`; every test: `conformance.json`; CI test tab: `junit.xml`."];
  const known = new Set(d.gate?.known.map((k) => k.id) ?? []);
  const failures = d.tests.filter((t) => t.status === "failed" || t.status === "broken")
    .sort((x, y) => Number(known.has(x.id)) - Number(known.has(y.id)) || (x.status === y.status ? 0 : x.status === "broken" ? -1 : 1));
  const body: string[] = [];
  if (failures.length > 0) {
    const used = [...head, ...foot].join("\n").length + 200;
    body.push(`## Failures (${failures.length})`, "", cappedTable(["test", "status", "reason"],
      failures.map((t) => [t.id, known.has(t.id) ? `${t.status} (known)` : t.status, (t.reason ?? "").slice(0, 200)]), limit - used, "failures"));
  }
  const notRun = d.tests.filter((t) => t.status === "missing-input" || t.status === "disabled" || t.status === "not-run").length;
  const pending = d.tests.filter((t) => t.status === "pending").length;
  if (notRun + pending > 0) body.push("", `${notRun} test(s) not run (missing profile input, disabled, or a step they build on refused) and ${pending} pending open point(s): see conformance.md.`);
  return `${[...head, ...body, ...foot].join("\n").trimEnd()}\n`;
}
