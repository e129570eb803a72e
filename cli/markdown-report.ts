// reports/conformance.md: the verdict for people and PR comments, with failures, gaps and pending items.
import { AREA_TITLES, catalogue } from "../harness/spec/catalogue.js";
import type { ConformanceDocument } from "./conformance-json.js";
import type { TestRecord } from "./results.js";
import { seedText, selectionText } from "./describe-run.js";
import { excerpt, oneLine } from "../harness/secrets/bounded-text.js";
import { checkable } from "./verdict.js";

/** A table cell: one line, pipes escaped, cut at `limit` (cut generously first, so no pass runs over more than it shows). */
export const cell = (s: string | undefined, limit = 300) =>
  oneLine(Number.isFinite(limit) ? excerpt(s, 4 * limit) : (s ?? "")).replace(/\|/g, "\\|").slice(0, limit);
/** A markdown table; each cell is cut at 300 characters but in the `whole` columns (lists of ids). */
export const table = (head: string[], rows: string[][], whole: number[] = []) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map((c, i) => cell(c, whole.includes(i) ? Infinity : 300)).join(" | ")} |`)].join("\n");

export function targetLine(d: ConformanceDocument): string {
  const t = d.target.kind === "embedded"
    ? `embedded reference${d.target.referenceFaults.length ? ` (faults: ${d.target.referenceFaults.join(", ")})` : ""}`
    : [d.target.baseUrl, d.target.legacyBaseUrl].filter(Boolean).join(", ");
  const shard = d.mergedFrom ? ` · merged from ${d.mergedFrom.length} shards` : "";
  const spec = Object.entries(d.spec.versions).map(([k, v]) => `${k} ${v}`).join(", ");
  return `Target: ${t} · ${selectionText(d.selection)} · profile “${d.profile}” · time mode ${d.timeMode} · seed ${seedText(d)} · suite ${d.suite.version} (spec: ${spec}) · `
    + `${d.startedAt} (${(d.durationMs / 1000).toFixed(1)} s)${shard}`;
}

export function ruleOf(t: TestRecord): string {
  return t.requirements.map((id) => `${id}: ${catalogue().requirements.get(id)?.rule ?? "?"}`).join("; ");
}

export function markdownReport(d: ConformanceDocument): string {
  const out: string[] = [`# Conformance: ${d.verdict}`, "", targetLine(d), ""];
  if (d.reasons.length > 0) out.push(...d.reasons.map((r) => `- ${r}`), "");

  out.push("## Areas", "", table(
    ["area", "passed", "failed", "broken", "pending", "missing input", "disabled", "not run", "requirements passed / checkable", "excluded"],
    d.areas.map((a) => [AREA_TITLES[a.area], ...["passed", "failed", "broken", "pending", "missing-input", "disabled", "not-run"].map((s) => String(a.tests[s as "passed"] ?? 0)),
      `${a.requirements.passed} / ${checkable(a.requirements)}`, String(a.requirements.excluded)])), "");

  const failures = d.tests.filter((t) => t.status === "failed" || t.status === "broken");
  if (failures.length > 0) {
    out.push("## Failures", "", table(["test", "status", "rule", "reason"], failures.map((t) => [t.id, t.status, ruleOf(t), t.reason ?? ""])), "");
  }
  if (d.gate) {
    const g = d.gate;
    out.push(`## Baseline gate: ${g.passed ? "passed" : "FAILED"} (${g.baseline})`, "");
    if (g.unexpected.length) out.push(`- unexpected failures: ${g.unexpected.join(", ")}`);
    for (const s of g.stale) out.push(`- stale entry ${s.id}: ${s.why} (listed because: ${s.reason})`);
    for (const k of g.known) out.push(`- known failure ${k.id}: ${k.reason}${k.issue ? ` (${k.issue})` : ""}`);
    out.push("");
  }
  const notRun = d.tests.filter((t) => t.status === "missing-input" || t.status === "disabled" || t.status === "not-run");
  if (notRun.length > 0) out.push("## Not run", "", table(["test", "why"], notRun.map((t) => [t.id, t.reason ?? ""])), "");

  const unchecked = d.requirements.filter((r) => r.status === "not-run" || r.status === "untested" || r.status === "broken");
  if (unchecked.length > 0) {
    out.push("## Requirements not checked", "", table(["requirement", "status", "rule", "why"],
      unchecked.map((r) => [r.id, r.status, r.rule, (r.reasons ?? []).join("; ")])), "");
  }
  const open = d.requirements.filter((r) => r.status === "open");
  if (open.length > 0) {
    out.push("## Requirements open on this target", "", "Every test of each is pending: the target took a reading of an open point, or may legally refuse to make what the test needs. Nothing the spec firmly requires of it is left to check.", "",
      table(["requirement", "rule", "why"], open.map((r) => [r.id, r.rule, (r.reasons ?? []).join("; ")])), "");
  }
  const pending = d.tests.filter((t) => t.status === "pending");
  if (pending.length > 0) {
    out.push("## Pending items (the spec leaves these open)", "", table(["open point", "the spec's words", "question", "tests"], pendingByOpenPoint(pending), [3]), "");
  }
  const excluded = d.requirements.filter((r) => r.status === "excluded");
  if (excluded.length > 0) out.push("## Excluded requirements", "", table(["requirement", "rule", "why"], excluded.map((r) => [r.id, r.rule, (r.reasons ?? []).join("; ")])), "");
  return `${out.join("\n").trimEnd()}\n`;
}

/** One row per open point, with the tests it holds pending (a pending test without one: a row of its own, with its reason). */
function pendingByOpenPoint(pending: TestRecord[]): string[][] {
  const groups = new Map<string, TestRecord[]>();
  for (const t of pending) {
    const key = t.openPoint ?? `\0${t.id}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return [...groups.values()].map((tests) => {
    const first = tests[0]!;
    const p = first.openPoint ? catalogue().openPoints.get(first.openPoint) : undefined;
    const ids = tests.length > 1 ? `${tests.length}: ${tests.map((t) => t.id).join(", ")}` : first.id;
    return [first.openPoint ?? "", p ? `“${p.quote}” (${p.section})` : first.reason ?? "", p?.question ?? "", ids];
  });
}
