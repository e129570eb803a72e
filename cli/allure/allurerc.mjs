// Allure 3 configuration of the HTML reports (`conformance report`): categories for every kind of red and
// grey, a multi-page and a single-file report, and history for trends. `conformance report` adds the history
// path of the run's configuration (cli/report-command.ts).
import { defineConfig } from "allure";

export default defineConfig({
  name: "service-conformance",
  historyLimit: 30,
  categories: {
    rules: [
      { name: "Known failures (baseline)", matchers: { statuses: ["failed"], labels: { known_failure: ".+" } }, groupByMessage: true },
      { name: "Conformance failures: the target is wrong", matchers: { statuses: ["failed"] }, groupBy: ["severity"] },
      { name: "Suite or setup errors (broken): not a verdict on the target", matchers: { statuses: ["broken"] }, groupByMessage: true },
      { name: "Pending: the spec leaves it open", matchers: { statuses: ["skipped"], message: "^pending " } },
      { name: "Missing profile inputs", matchers: { statuses: ["skipped"], message: "^missing (profile input|credential) " }, groupByMessage: true },
      { name: "Disabled by configuration", matchers: { statuses: ["skipped"], message: "^disabled" }, groupByMessage: true },
    ],
  },
  plugins: {
    awesome: { options: { reportName: "service-conformance", singleFile: false, groupBy: ["epic", "feature", "story"] } },
    single: { import: "@allurereport/plugin-awesome", options: { reportName: "service-conformance", singleFile: true, groupBy: ["epic", "feature", "story"] } },
  },
});
