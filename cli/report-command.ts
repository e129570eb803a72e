// `conformance report`: the offline HTML reports (Allure 3, multi-page and single-file) with history for trends.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { HarnessError } from "../harness/errors.js";
import { ROOT } from "../harness/paths.js";
import { writeManifest } from "./manifest.js";

const ALLURE_CLI = join(ROOT, "node_modules", "allure", "cli.js");
/** The awesome report embeds Google Analytics; offline it is only a blocked request, so it is removed. */
const ANALYTICS = /<script[^>]*googletagmanager\.com\/gtag[\s\S]*?<\/script>\s*(<script>[\s\S]*?gtag\([\s\S]*?<\/script>)?/g;

export interface ReportOutcome {
  multiPage: string;
  singleFile: string;
  historyPath: string;
  digest: string;
}

export function generateReport(reportsDir: string, historyPath = join(reportsDir, "history.jsonl")): ReportOutcome {
  const results = join(reportsDir, "allure-results");
  if (!existsSync(results) || readdirSync(results).length === 0) {
    throw new HarnessError(`there are no Allure results in ${results}`, "run `conformance run` (or `conformance merge`) first, with the same reports directory");
  }
  const output = join(reportsDir, "allure-report");
  rmSync(output, { recursive: true, force: true });
  const res = spawnSync(process.execPath, [ALLURE_CLI, "generate", results, "--config", join(ROOT, "reports", "allurerc.mjs"), "--output", output], {
    cwd: reportsDir,
    encoding: "utf8",
    env: { ...process.env, CONFORMANCE_HISTORY_PATH: resolve(historyPath), NODE_OPTIONS: `--import=${join(ROOT, "reports", "node20-polyfill.mjs")}`, FORCE_COLOR: "0" },
    timeout: 300_000,
  });
  if (res.status !== 0) {
    throw new HarnessError(`Allure could not generate the report (exit ${res.status}): ${(res.stderr || res.stdout || "").trim().slice(-600)}`,
      "check the Allure results directory; details are also in ~/.allure/logs/");
  }
  for (const html of htmlFiles(output)) writeFileSync(html, readFileSync(html, "utf8").replace(ANALYTICS, ""));
  const sealed = writeManifest(reportsDir);
  return { multiPage: join(output, "awesome", "index.html"), singleFile: join(output, "single", "index.html"), historyPath: resolve(historyPath), digest: sealed.digest };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith(".html") ? [path] : [];
  });
}
