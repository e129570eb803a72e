// `conformance report`: the offline HTML reports (Allure 3, multi-page and single-file) with history for trends.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { HarnessError } from "../harness/outcomes/errors.js";
import { SPEC_IN_REPORT, specHtml } from "../harness/spec/spec-anchors.js";
import { readAnyDocument, type ConformanceDocument } from "./conformance-json.js";
import { lockReportsFolder } from "./run-folder.js";
import { checkReportsFolder, historyIn } from "./reports-path.js";
import { reportHeadline, verdictBanner } from "./allure/first-screen.js";
import { ROOT } from "../harness/paths.js";
import { HTML_REPORT_DIR, MANIFEST, verifyManifest, writeManifest } from "./manifest.js";
import type { ResolvedConfig } from "../harness/config/config.js";

const ALLURE_CLI = join(ROOT, "node_modules", "allure", "cli.js");
const ALLURE_CONFIG_DIR = join(ROOT, "cli", "allure");
/** The awesome report embeds Google Analytics; offline it is only a blocked request, so it is removed. */
const ANALYTICS = /<script[^>]*googletagmanager\.com\/gtag[\s\S]*?<\/script>\s*(<script>[\s\S]*?gtag\([\s\S]*?<\/script>)?/g;

export interface ReportOutcome {
  multiPage: string;
  singleFile: string;
  historyPath: string;
  /** The run's manifest digest, which the report leaves as it was. */
  runDigest: string;
  htmlManifest: string;
  htmlDigest: string;
}

/**
 * The HTML reports of the configuration's reports directory, with the trends of its history file; only of results that
 * belong to the folder's conformance.json (its run's manifest holds), while no other writer holds the folder.
 */
export function generateReport(resolved: ResolvedConfig): ReportOutcome {
  const { reportsDir, historyPath } = resolved.paths;
  checkReportsFolder(reportsDir, historyPath);
  // Locked first: a run that holds the folder is named, whatever the folder holds meanwhile.
  const lock = existsSync(dirname(reportsDir)) ? lockReportsFolder(reportsDir, "report", historyPath) : undefined;
  try {
    if (!existsSync(join(reportsDir, "conformance.json"))) {
      throw new HarnessError(`there is no run's conformance.json in ${reportsDir}`, "run `conformance run` (or `conformance merge`) first, with the same reports directory");
    }
    const history = historyIn(reportsDir, historyPath);
    return generateLocked(resolved, readRunOf(reportsDir, history ? [history.split(sep).join("/")] : []));
  } finally {
    lock?.release();
  }
}

/** The folder's run: its verdict, and the digest of its manifest, which must hold for every file of the bundle. */
function readRunOf(reportsDir: string, unsealed: string[]): { doc: ConformanceDocument; digest: string } {
  const doc = readAnyDocument(join(reportsDir, "conformance.json"));
  if ("stopped" in doc) {
    throw new HarnessError(`the run in ${reportsDir} reached no verdict (${doc.verdict}: ${doc.stopped.cause}), so it has no results to report`,
      "run `conformance run` again to the end, then `conformance report`");
  }
  const results = join(reportsDir, "allure-results");
  if (!existsSync(results) || !statSync(results).isDirectory() || readdirSync(results).length === 0) {
    throw new HarnessError(`there are no Allure results in ${results}`, "run `conformance run` (or `conformance merge`) first, with the same reports directory");
  }
  const run = verifyManifest(reportsDir, unsealed);
  if (!run) throw new HarnessError(`${reportsDir} holds no ${MANIFEST} of a run`, "run `conformance run` (or `conformance merge`) first, with the same reports directory");
  if (!run.ok) {
    const changes = [...run.changed.map((f) => `changed: ${f}`), ...run.missing.map((f) => `missing: ${f}`), ...run.added.map((f) => `not the run's: ${f}`)];
    throw new HarnessError(`the files in ${reportsDir} do not all belong to the run of its conformance.json (${changes.slice(0, 4).join("; ")}${changes.length > 4 ? `; ${changes.length - 4} more` : ""})`,
      `run \`conformance run\` again into this folder (a run replaces it as a whole), or restore the bundle (\`conformance verify ${reportsDir}\` names every change)`);
  }
  return { doc, digest: run.digest };
}

function generateLocked({ paths, environment }: ResolvedConfig, run: { doc: ConformanceDocument; digest: string }): ReportOutcome {
  const { reportsDir, historyPath } = paths;
  const { doc } = run;
  const results = join(reportsDir, "allure-results");
  const output = join(reportsDir, HTML_REPORT_DIR);
  rmSync(output, { recursive: true, force: true });
  const config = join(mkdtempSync(join(tmpdir(), "conformance-allure-")), "allurerc.mjs");
  writeFileSync(config, `import { reportConfig } from ${JSON.stringify(pathToFileURL(join(ALLURE_CONFIG_DIR, "allurerc.mjs")).href)};\n`
    + `export default reportConfig(${JSON.stringify({ reportName: reportHeadline(doc), historyPath })});\n`);
  const res = spawnSync(process.execPath, [ALLURE_CLI, "generate", results, "--config", config, "--output", output], {
    cwd: reportsDir,
    encoding: "utf8",
    env: { ...environment.inherited, NODE_OPTIONS: `--import=${join(ALLURE_CONFIG_DIR, "node20-polyfill.mjs")}`, FORCE_COLOR: "0" },
    timeout: 300_000,
  });
  rmSync(dirname(config), { recursive: true, force: true });
  if (res.status !== 0) {
    throw new HarnessError(`Allure could not generate the report (exit ${res.status}): ${(res.stderr || res.stdout || "").trim().slice(-600)}`,
      "check the Allure results directory; details are also in ~/.allure/logs/");
  }
  const banner = verdictBanner(doc);
  for (const html of htmlFiles(output)) writeFileSync(html, readFileSync(html, "utf8").replace(ANALYTICS, "").replace("<body>", `<body>${banner}`));
  // The spec beside the pages, so the tests' spec links (../spec/…#section) work wherever the report is opened.
  mkdirSync(join(output, dirname(SPEC_IN_REPORT)), { recursive: true });
  writeFileSync(join(output, SPEC_IN_REPORT), specHtml());
  const sealed = writeManifest(output);
  return {
    multiPage: join(output, "awesome", "index.html"), singleFile: join(output, "single", "index.html"), historyPath,
    runDigest: run.digest, htmlManifest: sealed.path, htmlDigest: sealed.digest,
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith(".html") ? [path] : [];
  });
}
