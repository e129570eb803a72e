// What a certifier reads first in the HTML report: verdict, gate, target, versions, seed and selection in one line, the
// verdict's own counts under it, and no success rate of Allure's beside it.
import type { ConformanceDocument } from "../conformance-json.js";
import { seedText, selectionText, targetText } from "../describe-run.js";
import { TEST_STATUSES, type TestStatus } from "../results.js";
import { checkable } from "../verdict.js";

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

const STATUS_WORDS: Record<TestStatus, string> = {
  "passed": "passed", "failed": "failed", "broken": "broken", "pending": "pending", "missing-input": "missing input", "disabled": "disabled", "not-run": "not run",
};

/** The verdict's own counts: tests by the suite's statuses, and requirements passed of those the areas can check. */
export function verdictCounts(d: ConformanceDocument): string {
  const tests = TEST_STATUSES.map((s) => `${d.areas.reduce((n, a) => n + (a.tests[s] ?? 0), 0)} ${STATUS_WORDS[s]}`).join(" · ");
  const passed = d.areas.reduce((n, a) => n + a.requirements.passed, 0);
  const checked = d.areas.reduce((n, a) => n + checkable(a.requirements), 0);
  return `tests: ${tests} — requirements passed: ${passed} of ${checked} checkable`;
}

/**
 * Allure's own judgement of a run is not shown, the verdict is: its success rate (passed of passed, failed and broken),
 * a green ring beside the report's name and on the summary page (98 % beside NOT CONFORMANT, 100 % beside INCOMPLETE),
 * and the summary page's run status ("passed" beside INCOMPLETE). The verdict's counts stand in their place.
 */
const NO_SUCCESS_RATE = "<style>article:has(> [aria-label^=\"Success rate\"]),[class*=\"reportStatus\"] > [class*=\"status-label\"]{display:none!important}</style>";

/**
 * The headline as a banner above Allure's app, the verdict's counts and reasons under it. Allure 3 shows the report's
 * name in its summary, but a report with failures opens scrolled to the first one, past the summary; the banner stays on
 * the first screen.
 */
export function verdictBanner(d: ConformanceDocument): string {
  const colour = d.verdict === "CONFORMANT" && (d.gate?.passed ?? true) ? "#15803d" : d.verdict === "NOT CONFORMANT" ? "#b91c1c" : "#475569";
  const reasons = d.reasons.length > 0 ? `<div id="conformance-reasons" style="font-weight:400">${escapeHtml(d.reasons.join("; ").slice(0, 600))}</div>` : "";
  return `${NO_SUCCESS_RATE}<div id="conformance-verdict" role="banner" style="font:600 15px/1.4 system-ui,sans-serif;color:#fff;background:${colour};`
    + `padding:8px 16px"><div id="conformance-headline">${escapeHtml(reportHeadline(d))}</div>`
    + `<div id="conformance-counts" style="font-weight:400">${escapeHtml(verdictCounts(d))}</div>${reasons}</div>`;
}
