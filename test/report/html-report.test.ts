// The HTML report in a real browser (Debian's Chromium, headless, file://): the verdict first with its own counts and no
// number that contradicts it, failures, pending reasons (neutral in the charts), spec links that open the bundle's copy
// of the spec at the section in a new tab, each test counted once, trends and history charts filled after two runs.
import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { ROOT } from "../../harness/paths.js";
import { runCli } from "../support/run-cli.js";

// Beside the schema cache, not in reports/, which belongs to runs (a run refuses a folder holding what no run wrote).
const SCREENSHOTS = join(ROOT, "node_modules", ".cache", "service-conformance", "screenshots");
const reportsDir = mkdtempSync(join(tmpdir(), "conformance-html-"));
const incompleteDir = mkdtempSync(join(tmpdir(), "conformance-html-incomplete-"));
const report = join(reportsDir, "allure-report", "single", "index.html");
let browser: Browser;
let page: Page;

/** Test result ids of the generated report, by conformance test id. */
function resultIds(): Record<string, string> {
  const { byId } = JSON.parse(readFileSync(join(reportsDir, "allure-report", "test-results.json"), "utf8")) as { byId: Record<string, { name: string }> };
  return Object.fromEntries(Object.entries(byId).map(([uuid, r]) => [r.name.split(" ")[0]!, uuid]));
}

async function open(hash: string, screenshot: string, fullPage = true, file = report) {
  await page.goto(`file://${file}#${hash}`);
  await page.waitForLoadState("networkidle");
  // Allure's app, on a busy machine, now and then shows "Failed to fetch" for data embedded in the page (once in a
  // whole `npm test`, never in a run of this file alone); the page is loaded once more before it is judged.
  if ((await page.locator("body").innerText()).includes("Failed to fetch")) {
    await page.reload();
    await page.waitForLoadState("networkidle");
  }
  await page.screenshot({ path: join(SCREENSHOTS, screenshot), fullPage });
}

/** The text on the first screen: the page scrolled to its top, what the viewport shows. */
async function firstScreenText(): Promise<string> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const e of document.querySelectorAll("*")) if (e.scrollTop) e.scrollTop = 0;
  });
  return page.evaluate(() => {
    const { innerHeight, innerWidth } = window;
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      const box = range.getBoundingClientRect();
      const style = n.parentElement ? getComputedStyle(n.parentElement) : undefined;
      const shown = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth && style?.visibility !== "hidden";
      if (shown && n.textContent!.trim()) seen.push(n.textContent!.trim());
    }
    return seen.join("\n");
  });
}

const doc = (dir = reportsDir) => JSON.parse(readFileSync(join(dir, "conformance.json"), "utf8")) as ConformanceDocument;
const total = (d: ConformanceDocument, ...statuses: string[]) => d.areas.reduce((n, a) => n + statuses.reduce((m, s) => m + (a.tests as Record<string, number>)[s]!, 0), 0);

/** The first screen says the verdict, its counts, and no number Allure computed that pulls against them. */
async function expectFirstScreenAgrees(d: ConformanceDocument): Promise<void> {
  const text = await firstScreenText();
  expect(text).toContain(d.verdict);
  expect(text, "no success rate or other percentage").not.toMatch(/\d%/);
  expect(await page.locator('[aria-label^="Success rate"]').filter({ visible: true }).count(), "no success ring").toBe(0);
  const counts = await page.locator("#conformance-counts").innerText();
  expect(counts).toContain(`${total(d, "passed")} passed · ${total(d, "failed")} failed · ${total(d, "broken")} broken · ${total(d, "pending")} pending`);
  // Allure's own counts beside it, where it shows them: the verdict's, skips of every kind as one.
  const allure = { Total: d.tests.length, Passed: total(d, "passed"), Failed: total(d, "failed"), Broken: total(d, "broken"),
    Skipped: total(d, "pending", "missing-input", "disabled", "not-run") };
  for (const [label, n] of Object.entries(allure)) {
    const shown = new RegExp(`(?:^|\\n)${label}\\n(\\d+)\\n`).exec(`${text}\n`);
    if (shown) expect(Number(shown[1]), label).toBe(n);
  }
  expect(text).toMatch(/(?:^|\n)Total\n\d+\n/);
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
  // And a filtered run of its own: INCOMPLETE, every test it ran passed.
  await runCli(["run", "--area", "legacy-token", "--filter", "D-TOKEN-LIFETIME", "--console", "none"], { CONFORMANCE_REPORTS_DIR: incompleteDir });
  const incomplete = await runCli(["report"], { CONFORMANCE_REPORTS_DIR: incompleteDir });
  expect(incomplete.exitCode, incomplete.stderr).toBe(0);
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.route(/^(?!file:|data:|blob:|http:\/\/127\.0\.0\.1:)/, (route) => route.abort()); // the report must work offline
}, 400_000);

afterAll(async () => browser?.close());

/** The report folder served over HTTP on 127.0.0.1, as the README says to serve the multi-page report. */
async function serveReport(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = { html: "text/html", js: "text/javascript", json: "application/json", css: "text/css" };
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, "http://x").pathname);
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { "content-type": types[file.split(".").pop()!] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

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
    expect(text).toContain("requirements passed: 14 of 15 checkable");
    expect(text).toContain("2 test(s) failed: D-TOKEN-EXTENSION-30S, D-TOKEN-EXTENSION-HONOURED");
  });

  test("has no number on its first screen that contradicts the verdict: no success ring, Allure's counts the verdict's", async () => {
    await open("", "html-report-first-screen-counts.png", false);
    await expectFirstScreenAgrees(doc());
  });

  test("shows an INCOMPLETE run grey, with its reasons and no success ring (Allure's would read 100 %)", async () => {
    const file = join(incompleteDir, "allure-report", "single", "index.html");
    await open("", "html-report-incomplete.png", false, file);
    const d = doc(incompleteDir);
    expect(d.verdict).toBe("INCOMPLETE");
    expect(await page.locator("#conformance-verdict").evaluate((e) => getComputedStyle(e).backgroundColor)).toBe("rgb(71, 85, 105)");
    expect(await page.locator("#conformance-reasons").innerText()).toMatch(/filtered/);
    await expectFirstScreenAgrees(d);
    await open("", "html-report-incomplete-summary-page.png", false, join(incompleteDir, "allure-report", "index.html"));
    expect(await firstScreenText(), "Allure's run status (\"passed\") is not shown beside INCOMPLETE").not.toMatch(/^passed$/m);
    expect(await page.locator('[aria-label^="Success rate"]').filter({ visible: true }).count()).toBe(0);
  });

  test("the summary page of both reports shows no success ring either", async () => {
    await open("", "html-report-summary-page.png", false, join(reportsDir, "allure-report", "index.html"));
    expect(await page.locator("#conformance-verdict").count()).toBe(1);
    expect(await page.locator('[aria-label^="Success rate"]').filter({ visible: true }).count()).toBe(0);
    expect(await firstScreenText()).not.toMatch(/\d%/);
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

  test("links a test to its section in the spec's copy inside the report, opening it there in a new tab", async () => {
    await open(resultIds()["D-TOKEN-AT-EXPIRY"]!, "html-report-spec-link.png");
    const link = page.locator('[data-testid="test-result-meta-link"] a');
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute("href")).toBe("../spec/service-interface-spec.html#area-d-legacy-access-token");
    expect(await link.getAttribute("target")).toBe("_blank");
    const inFrames = (await Promise.all(page.frames().filter((f) => f !== page.mainFrame()).map((f) => f.locator("a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))))
      .flat().filter((h) => h.includes("/spec/"));
    expect(inFrames, "no link that would open the spec inside the description's frame").toEqual([]);
    const [spec] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await spec.waitForLoadState();
    expect(spec.url()).toBe(`file://${join(reportsDir, "allure-report", "spec", "service-interface-spec.html")}#area-d-legacy-access-token`);
    const section = spec.locator("#area-d-legacy-access-token");
    expect(await section.innerText()).toBe("Area D: legacy access token");
    const at = await section.evaluate((e) => [window.scrollY, Math.round(e.getBoundingClientRect().top)]);
    expect(at[0], "scrolled to the section, not the top").toBeGreaterThan(0);
    expect(Math.abs(at[1]!)).toBeLessThan(50);
    await spec.close();
  });

  test("the multi-page report, served over HTTP as the README says, has the same first screen and spec links", async () => {
    const served = await serveReport(join(reportsDir, "allure-report"));
    try {
      await page.goto(`${served.url}/awesome/`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: join(SCREENSHOTS, "html-report-multi-page.png") });
      await expectFirstScreenAgrees(doc());
      await page.goto(`${served.url}/awesome/#${resultIds()["D-TOKEN-AT-EXPIRY"]!}`);
      await page.waitForLoadState("networkidle");
      const link = page.locator('[data-testid="test-result-meta-link"] a');
      const [spec] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
      await spec.waitForLoadState();
      expect(spec.url()).toBe(`${served.url}/spec/service-interface-spec.html#area-d-legacy-access-token`);
      expect(await spec.locator("#area-d-legacy-access-token").innerText()).toBe("Area D: legacy access token");
      await spec.close();
    } finally {
      await served.close();
    }
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
    for (const left of ["Testing pyramid", "Coverage diff map", "Durations by layer histogram", "Current status"]) expect(charts).not.toContain(left);
  });

  test("fills the status transitions and stability charts after two runs: the two regressions show", async () => {
    await open("charts", "html-report-history-charts.png");
    const card = (title: string) => page.locator("article, section, div").filter({ has: page.getByText(title, { exact: true }) }).filter({ has: page.locator("svg") }).last();
    const transitions = await card("Status transitions").innerText();
    expect(transitions).not.toMatch(/No history information available|No results/);
    expect(transitions).toContain("Latest");
    for (const title of ["Stability distribution by features", "Stability distribution by epics", "Stability distribution by stories"]) {
      expect(await card(title).innerText(), title).not.toMatch(/No results|No history/);
      expect(await card(title).locator("svg rect").count(), title).toBeGreaterThan(0);
    }
  });

  test("paints pending open points neutral (grey) in the success-rate treemap, never red", async () => {
    await open("charts", "html-report-treemap.png");
    const pending = page.locator('[data-testid="node.Open points (pending)"]');
    expect(await pending.getAttribute("fill")).toBe("var(--color-status-skipped-chart-fill)");
    const red = await page.locator('rect[data-testid^="node."]').evaluateAll((rects) => rects
      .filter((r) => r.getAttribute("fill") !== "var(--color-status-skipped-chart-fill)" && /\bThere are no passed, failed, or broken tests\b/.test(r.getAttribute("aria-label") ?? ""))
      .map((r) => r.getAttribute("data-testid")));
    expect(red, "groups without a passed, failed or broken test painted by success rate").toEqual([]);
  });
});
