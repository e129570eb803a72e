// Allure metadata of a conformance test: area, operation, rule, severity, ids, spec link, description, exchanges.
// Epic, feature and story are one each, so the report's tree counts every test once.
import * as allure from "allure-js-commons";
import { ALLURE_HTTP_EXCHANGE_CONTENT_TYPE, ALLURE_HTTP_EXCHANGE_FILE_EXTENSION } from "allure-js-commons";
import { AREA_TITLES, type OpenPoint, type Requirement } from "./catalogue.js";
import type { Area } from "./config.js";
import { specLink } from "./spec-anchors.js";
import type { Exchange } from "./http.js";
import { allureExchange } from "./exchange-view.js";
import { redactor } from "./redact.js";

const SEVERITY_ORDER = ["minor", "normal", "critical", "blocker"] as const;

export interface Labelled {
  id: string;
  area: Area;
  requirements: Requirement[];
  openPoint?: OpenPoint;
  hint?: string;
}

export async function labelTest({ id, area, requirements, openPoint, hint }: Labelled): Promise<void> {
  await allure.testCaseId(id);
  await allure.label("conformance_id", id);
  await allure.epic(AREA_TITLES[area]);
  await allure.feature(requirements[0]?.operation ?? "Open points (pending)");
  // One story too: a test under each of its rules would be counted once per rule in the tree and its totals.
  await allure.story(openPoint ? `open: ${openPoint.question}` : requirements[0]?.rule ?? "(no rule)");
  for (const r of requirements) await allure.label("requirement", r.id);
  const severity = requirements.reduce((s, r) => Math.max(s, SEVERITY_ORDER.indexOf(r.severity)), 1);
  await allure.severity(openPoint ? "trivial" : SEVERITY_ORDER[severity]!);
  const anchors = openPoint ? [openPoint] : requirements;
  const sections = [...new Set(anchors.map((a) => a.section))];
  for (const section of sections) await allure.link(specLink(section), `spec: ${section}`);
  if (openPoint) await allure.label("open_point", openPoint.id);
  const lines = requirements.map((r) => `- **${r.id}** (${r.section}${r.item ? `, ${r.item}` : ""}): “${r.quote}”`);
  if (openPoint) lines.push(`- open point **${openPoint.id}** (${openPoint.section}): “${openPoint.quote}”. ${openPoint.question}`);
  if (hint) lines.push("", hint);
  // Allure 3 makes only http(s) links clickable; a Markdown link in the description may be relative.
  lines.push("", `Spec: ${sections.map((section) => `[${section}](${specLink(section)})`).join(", ")}`);
  await allure.description(lines.join("\n"));
}

export async function attachExchanges(exchanges: readonly Exchange[]): Promise<void> {
  for (const [i, ex] of exchanges.entries()) {
    await allure.attachment(redactor.text(`${i + 1}. ${ex.method} ${new URL(ex.url).pathname} → ${ex.status ?? "no response"}`),
      JSON.stringify(allureExchange(ex), null, 2),
      { contentType: ALLURE_HTTP_EXCHANGE_CONTENT_TYPE, fileExtension: ALLURE_HTTP_EXCHANGE_FILE_EXTENSION });
  }
}

/** A failure the run's baseline accepts: labelled so the report files it under "Known failures (baseline)". */
export async function markKnownFailure(known: { reason: string; issue?: string } | undefined): Promise<void> {
  if (!known) return;
  await allure.label("known_failure", known.reason);
  if (known.issue) await allure.issue(known.issue, known.issue);
}
