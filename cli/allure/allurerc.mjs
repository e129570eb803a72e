// Allure 3 configuration of the HTML reports (`conformance report`): categories for every kind of red and
// grey, a multi-page and a single-file report (Allure's awesome plugin as awesome-plugin.mjs changes it), history for
// trends, and only the charts a run fills. `conformance report` adds the run's headline as the report's name and the
// history path (cli/report-command.ts).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultChartsConfig } from "@allurereport/charts-api";
import { defineConfig } from "allure";

/**
 * Charts left out: those that stay empty for this suite (one environment, no layer labels, no coverage diff or test-age
 * data), and "Current status", a success ring (passed of all) that pulls against the verdict.
 */
const LEFT_OUT = new Set(["Current status", "Test base growth dynamics", "Coverage diff map", "Problems distribution by environment",
  "Durations by layer histogram", "Durations dynamics", "Status age pyramid", "Testing pyramid"]);
const AWESOME = fileURLToPath(new URL("./awesome-plugin.mjs", import.meta.url));

/** Allure's stabilization period (5 reports in a row) when the history holds that many, else what it holds. */
const STABILIZATION_REPORTS = 5;

/**
 * The charts, with the stability charts' stabilization period no longer than the history: Allure draws nothing until
 * the history holds a whole period, so the charts stayed empty for the first five runs. A test that changed status once
 * is stable by Allure's measure, so with a shorter history the measure is the same, on fewer reports.
 */
function chartsFor(reportsInHistory) {
  const stabilizationPeriod = Math.max(1, Math.min(STABILIZATION_REPORTS, reportsInHistory));
  return defaultChartsConfig.filter((c) => !LEFT_OUT.has(c.title))
    .map((c) => (c.type === "stabilityDistribution" ? { ...c, stabilizationPeriod } : c));
}
const charts = chartsFor(STABILIZATION_REPORTS);

const base = defineConfig({
  name: "service-conformance",
  historyLimit: 30,
  categories: {
    rules: [
      { name: "Known failures (baseline)", matchers: { statuses: ["failed"], labels: { known_failure: ".+" } }, groupByMessage: true },
      { name: "Conformance failures: the target is wrong", matchers: { statuses: ["failed"] }, groupBy: ["severity"] },
      { name: "Suite or setup errors (broken): not a verdict on the target", matchers: { statuses: ["broken"] }, groupByMessage: true },
      // Skips by the kind the suite gave them (harness/report/allure-reporter.ts): their reasons are not status messages.
      { name: "Pending: the spec leaves it open", matchers: { statuses: ["skipped"], labels: { skip_kind: "^pending$" } } },
      { name: "Missing profile inputs", matchers: { statuses: ["skipped"], labels: { skip_kind: "^missing-input$" } } },
      { name: "Disabled by configuration", matchers: { statuses: ["skipped"], labels: { skip_kind: "^disabled$" } } },
      { name: "Not run: a step it builds on was refused or the target stopped answering", matchers: { statuses: ["skipped"], labels: { skip_kind: "^not-run$" } } },
    ],
  },
  plugins: {
    awesome: { import: AWESOME, options: { reportName: "service-conformance", singleFile: false, groupBy: ["epic", "feature", "story"], charts } },
    single: { import: AWESOME, options: { reportName: "service-conformance", singleFile: true, groupBy: ["epic", "feature", "story"], charts } },
  },
});

export default base;

/** The reports the history file holds (one line each), before this one is added. */
const reportsIn = (historyPath) => (existsSync(historyPath) ? readFileSync(historyPath, "utf8").split("\n").filter((l) => l.trim()).length : 0);

/** The configuration of one report: its name (the run's headline), where its history is kept, charts fit to that history. */
export function reportConfig({ reportName, historyPath }) {
  const charts = chartsFor(reportsIn(historyPath));
  const plugins = Object.fromEntries(Object.entries(base.plugins).map(([key, p]) => [key, { ...p, options: { ...p.options, reportName, charts } }]));
  return { ...base, name: reportName, historyPath, plugins };
}
