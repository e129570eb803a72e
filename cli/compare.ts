// Compares two conformance.json files: regressions, fixes, new and removed tests, as text or Markdown.
import type { ConformanceDocument } from "./conformance-json.js";
import type { TestStatus } from "./results.js";

export interface Change {
  id: string;
  from?: TestStatus;
  to?: TestStatus;
  reason?: string;
}

export interface Comparison {
  verdict: { from: string; to: string };
  regressions: Change[];
  fixes: Change[];
  changed: Change[];
  added: Change[];
  removed: Change[];
}

const RED: readonly TestStatus[] = ["failed", "broken"];

export function compare(old: ConformanceDocument, now: ConformanceDocument): Comparison {
  const before = new Map(old.tests.map((t) => [t.id, t]));
  const after = new Map(now.tests.map((t) => [t.id, t]));
  const c: Comparison = { verdict: { from: old.verdict, to: now.verdict }, regressions: [], fixes: [], changed: [], added: [], removed: [] };
  for (const [id, t] of after) {
    const o = before.get(id);
    if (!o) c.added.push({ id, to: t.status, reason: t.reason });
    else if (!RED.includes(o.status) && RED.includes(t.status)) c.regressions.push({ id, from: o.status, to: t.status, reason: t.reason });
    else if (RED.includes(o.status) && t.status === "passed") c.fixes.push({ id, from: o.status, to: t.status });
    else if (o.status !== t.status) c.changed.push({ id, from: o.status, to: t.status, reason: t.reason });
  }
  for (const [id, o] of before) if (!after.has(id)) c.removed.push({ id, from: o.status });
  return c;
}

const line = (ch: Change) => `${ch.id}: ${ch.from ?? "—"} → ${ch.to ?? "—"}${ch.reason ? ` (${ch.reason.split("\n")[0]})` : ""}`;
const SECTIONS: [keyof Omit<Comparison, "verdict">, string][] = [
  ["regressions", "Regressions"], ["fixes", "Fixes"], ["added", "New tests"], ["removed", "Removed tests"], ["changed", "Other changes"],
];

export function comparisonText(c: Comparison, markdown: boolean): string {
  const out = [markdown ? `## Conformance comparison: ${c.verdict.from} → ${c.verdict.to}` : `Verdict: ${c.verdict.from} → ${c.verdict.to}`];
  for (const [key, title] of SECTIONS) {
    const items = c[key];
    out.push("", markdown ? `### ${title} (${items.length})` : `${title} (${items.length}):`);
    for (const ch of items) out.push(markdown ? `- \`${ch.id}\` ${line(ch).slice(ch.id.length + 2)}` : `  ${line(ch)}`);
  }
  return `${out.join("\n")}\n`;
}
