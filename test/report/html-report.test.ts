// The HTML report in a real browser (Debian's Chromium, headless, file://): failures, pending reasons, trends.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { ROOT } from "../../harness/paths.js";
import { runCli } from "../support/run-cli.js";

const SCREENSHOTS = join(ROOT, "reports", "screenshots");
const reportsDir = mkdtempSync(join(tmpdir(), "conformance-html-"));
const report = join(reportsDir, "allure-report", "single", "index.html");
let browser: Browser;
let page: Page;

/** Test result ids of the generated report, by conformance test id. */
function resultIds(): Record<string, string> {
  const { byId } = JSON.parse(readFileSync(join(reportsDir, "allure-report", "test-results.json"), "utf8")) as { byId: Record<string, { name: string }> };
  return Object.fromEntries(Object.entries(byId).map(([uuid, r]) => [r.name.split(" ")[0]!, uuid]));
}

async function open(hash: string, screenshot: string) {
  await page.goto(`file://${report}#${hash}`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: join(SCREENSHOTS, screenshot), fullPage: true });
}

beforeAll(async () => {
  execFileSync("bash", [join(ROOT, "test", "support", "ensure-chromium.sh")], { stdio: "ignore", timeout: 300_000 });
  const env = { CONFORMANCE_REPORTS_DIR: reportsDir };
  // Two runs into one history: a clean one, then one with a fault, so there is a failure and a trend.
  for (const faults of ["", "legacy-token.no-extension"]) {
    await runCli(["run", "--area", "legacy-token", "--console", "none"], { ...env, CONFORMANCE_REFERENCE_FAULTS: faults || undefined });
    const made = await runCli(["report"], env);
    expect(made.exitCode, made.stderr).toBe(0);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.route(/^(?!file:|data:|blob:)/, (route) => route.abort()); // the report must work offline
}, 400_000);

afterAll(async () => browser?.close());

describe("the single-file HTML report", () => {
  test("shows a failing test with its rule and the redacted exchange", async () => {
    await open(resultIds()["D-TOKEN-EXTENSION-30S"]!, "html-report-failure.png");
    const text = await page.locator("body").innerText();
    expect(text).toContain("D-TOKEN-EXTENSION-30S");
    expect(text).toContain("rule D.TOKEN.EXTEND");
    expect(text).toContain("seconds the expiry moved");
  });

  test("shows a pending item with the spec's words as its reason", async () => {
    await open(resultIds()["D-TOKEN-AT-EXPIRY"]!, "html-report-pending.png");
    const text = await page.locator("body").innerText();
    expect(text).toContain("pending D-OPEN-AT-EXPIRY: “Lifetime: 30 minutes from issuance.”");
  });

  test("shows the trend of the runs kept in history", async () => {
    await open("charts", "html-report-trend.png");
    const card = page.locator("*", { has: page.getByText("Status dynamics", { exact: true }) }).filter({ has: page.locator("svg") }).last();
    const text = await card.innerText();
    expect(text).not.toContain("No history information available");
    expect(text).toContain("Latest");
  });
});
