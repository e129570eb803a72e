// Allure 3 configuration of the HTML reports (`conformance report`): categories for every kind of red and
// grey, a multi-page and a single-file report, history for trends, and only the charts a run fills.
// `conformance report` adds the run's headline as the report's name and the history path (cli/report-command.ts).
import { defaultChartsConfig } from "@allurereport/charts-api";
import { defineConfig } from "allure";

/** Charts that stay empty for this suite: one environment, no layer labels, no coverage diff or test-age data. */
const EMPTY_CHARTS = new Set(["Test base growth dynamics", "Coverage diff map", "Problems distribution by environment",
  "Durations by layer histogram", "Durations dynamics", "Status age pyramid", "Testing pyramid"]);
const charts = defaultChartsConfig.filter((c) => !EMPTY_CHARTS.has(c.title));

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
    awesome: { options: { reportName: "service-conformance", singleFile: false, groupBy: ["epic", "feature", "story"], charts } },
    single: { import: "@allurereport/plugin-awesome", options: { reportName: "service-conformance", singleFile: true, groupBy: ["epic", "feature", "story"], charts } },
  },
});

export default base;

/** The configuration of one report: its name (the run's headline) and where its history is kept. */
export function reportConfig({ reportName, historyPath }) {
  const plugins = Object.fromEntries(Object.entries(base.plugins).map(([key, p]) => [key, { ...p, options: { ...p.options, reportName } }]));
  return { ...base, name: reportName, historyPath, plugins };
}
