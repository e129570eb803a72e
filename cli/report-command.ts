// `conformance report`: the offline HTML reports (Allure 3, multi-page and single-file) with history for trends.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { HarnessError } from "../harness/errors.js";
import { ROOT } from "../harness/paths.js";
import { HTML_REPORT_DIR, MANIFEST, verifyManifest, writeManifest } from "./manifest.js";
import { childEnvironment } from "../harness/config.js";

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

export function generateReport(reportsDir: string, historyPath = join(reportsDir, "history.jsonl")): ReportOutcome {
  const results = join(reportsDir, "allure-results");
  if (!existsSync(results) || readdirSync(results).length === 0) {
    throw new HarnessError(`there are no Allure results in ${results}`, "run `conformance run` (or `conformance merge`) first, with the same reports directory");
  }
  const run = verifyManifest(reportsDir);
  if (!run) throw new HarnessError(`${reportsDir} holds no ${MANIFEST} of a run`, "run `conformance run` (or `conformance merge`) first, with the same reports directory");
  const output = join(reportsDir, HTML_REPORT_DIR);
  rmSync(output, { recursive: true, force: true });
  const config = join(mkdtempSync(join(tmpdir(), "conformance-allure-")), "allurerc.mjs");
  writeFileSync(config, `import base from ${JSON.stringify(pathToFileURL(join(ALLURE_CONFIG_DIR, "allurerc.mjs")).href)};\n`
    + `export default { ...base, historyPath: ${JSON.stringify(resolve(historyPath))} };\n`);
  const res = spawnSync(process.execPath, [ALLURE_CLI, "generate", results, "--config", config, "--output", output], {
    cwd: reportsDir,
    encoding: "utf8",
    env: childEnvironment({ NODE_OPTIONS: `--import=${join(ALLURE_CONFIG_DIR, "node20-polyfill.mjs")}`, FORCE_COLOR: "0" }),
    timeout: 300_000,
  });
  rmSync(dirname(config), { recursive: true, force: true });
  if (res.status !== 0) {
    throw new HarnessError(`Allure could not generate the report (exit ${res.status}): ${(res.stderr || res.stdout || "").trim().slice(-600)}`,
      "check the Allure results directory; details are also in ~/.allure/logs/");
  }
  for (const html of htmlFiles(output)) writeFileSync(html, readFileSync(html, "utf8").replace(ANALYTICS, ""));
  const sealed = writeManifest(output);
  return {
    multiPage: join(output, "awesome", "index.html"), singleFile: join(output, "single", "index.html"), historyPath: resolve(historyPath),
    runDigest: run.digest, htmlManifest: sealed.path, htmlDigest: sealed.digest,
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith(".html") ? [path] : [];
  });
}
