// The HTML report in a real browser (Debian's Chromium, headless, file://): the verdict first, failures, pending
// reasons, spec links into the bundle's copy of the spec, each test counted once, trends without empty charts.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
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

async function open(hash: string, screenshot: string, fullPage = true) {
  await page.goto(`file://${report}#${hash}`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: join(SCREENSHOTS, screenshot), fullPage });
}

/** The page's text with its frames' (Allure 3 shows a test's description in a frame). */
async function allText(): Promise<string> {
  return (await Promise.all(page.frames().map((f) => f.locator("body").innerText()))).join("\n");
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
  test("shows the verdict, gate, target, versions, seed and selection on its first screen", async () => {
    await open("", "html-report-first-screen.png", false);
    const headline = page.locator("#conformance-verdict");
    expect(await headline.innerText()).toMatch(/^NOT CONFORMANT · no baseline gate · target embedded reference with faults legacy-token\.no-extension · /);
    const box = await headline.boundingBox();
    expect(box, "the headline is rendered").not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThan(1000);
    const text = await headline.innerText();
    for (const part of ["suite 0.1.0", "spec b2b 1.16.0", "seed ", "areas legacy-token"]) expect(text).toContain(part);
  });

  test("counts each test once in its tree", async () => {
    const dir = join(reportsDir, "allure-results");
    const results = readdirSync(dir).filter((f) => f.endsWith("-result.json"))
      .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as { labels: { name: string }[] });
    for (const grouping of ["epic", "feature", "story"]) {
      expect(results.filter((r) => r.labels.filter((l) => l.name === grouping).length !== 1), grouping).toEqual([]);
    }
    await open("", "html-report-tree.png");
    const tests = JSON.parse(readFileSync(join(reportsDir, "conformance.json"), "utf8")).tests.length as number;
    expect(await page.locator("body").innerText()).toMatch(new RegExp(`Total\\s+${tests}\\b`));
  });

  test("links a test to its section in the spec's copy inside the report", async () => {
    await open(resultIds()["D-TOKEN-AT-EXPIRY"]!, "html-report-spec-link.png");
    const hrefs = (await Promise.all(page.frames().map((f) => f.locator("a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))))
      .flat().filter((h) => h.includes("/spec/"));
    expect(hrefs).toEqual([`file://${join(reportsDir, "allure-report", "spec", "service-interface-spec.html")}#area-d-legacy-access-token`]);
    const spec = await browser.newPage();
    await spec.goto(hrefs[0]!);
    expect(await spec.locator("#area-d-legacy-access-token").innerText()).toBe("Area D: legacy access token");
    await spec.close();
  });

  test("shows a failing test with its rule and the redacted exchange", async () => {
    await open(resultIds()["D-TOKEN-EXTENSION-30S"]!, "html-report-failure.png");
    const text = await page.locator("body").innerText();
    expect(text).toContain("D-TOKEN-EXTENSION-30S");
    expect(text).toContain("rule D.TOKEN.EXTEND");
    expect(text).toContain("seconds the expiry moved");
  });

  test("shows a pending item with the spec's words as its reason", async () => {
    await open(resultIds()["D-TOKEN-AT-EXPIRY"]!, "html-report-pending.png");
    const text = await allText();
    expect(text).toContain("Not run: pending D-OPEN-AT-EXPIRY: “Lifetime: 30 minutes from issuance.”");
    expect(text, "the reason is not shown as an error").not.toMatch(/^Error$/m);
  });

  test("shows the trend of the runs kept in history", async () => {
    await open("charts", "html-report-trend.png");
    const card = page.locator("*", { has: page.getByText("Status dynamics", { exact: true }) }).filter({ has: page.locator("svg") }).last();
    const text = await card.innerText();
    expect(text).not.toContain("No history information available");
    expect(text).toContain("Latest");
    const charts = await page.locator("body").innerText();
    for (const empty of ["Testing pyramid", "Coverage diff map", "Durations by layer histogram"]) expect(charts).not.toContain(empty);
  });
});
