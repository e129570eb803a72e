// What a certifier reads first in the HTML report: verdict, gate, target, versions, seed and selection in one line.
import type { ConformanceDocument } from "../conformance-json.js";
import { seedText, selectionText, targetText } from "../describe-run.js";

export function gateText(d: ConformanceDocument): string {
  const g = d.gate;
  if (!g) return "no baseline gate";
  return `baseline gate ${g.passed ? "passed" : "FAILED"} (${g.unexpected.length} unexpected, ${g.stale.length} stale, ${g.known.length} known)`;
}

/** The report's name, shown at the top of every page: the verdict first. */
export function reportHeadline(d: ConformanceDocument): string {
  const spec = Object.entries(d.spec.versions).map(([area, v]) => `${area} ${v}`).join(", ");
  return [d.verdict, gateText(d), `target ${targetText(d.target)}`, `suite ${d.suite.version}, spec ${spec}`,
    `seed ${seedText(d)}`, selectionText(d.selection)].join(" · ");
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The headline as a banner above Allure's app. Allure 3 shows the report's name in its summary, but a report with
 * failures opens scrolled to the first one, past the summary; the banner stays on the first screen.
 */
export function verdictBanner(d: ConformanceDocument): string {
  const colour = d.verdict === "CONFORMANT" && (d.gate?.passed ?? true) ? "#15803d" : d.verdict === "NOT CONFORMANT" ? "#b91c1c" : "#475569";
  return `<div id="conformance-verdict" role="banner" style="font:600 15px/1.4 system-ui,sans-serif;color:#fff;background:${colour};`
    + `padding:8px 16px">${escapeHtml(reportHeadline(d))}</div>`;
}
