// Allure metadata of a conformance test: area, operation, rule, severity, ids, spec link, description, exchanges.
// Epic, feature and story are one each, so the report's tree counts every test once. Written straight into the test's
// runtime messages (task.meta), as allure-js-commons' API sends them: the run's worker needs no Allure runtime
// (allure-vitest's setup hooks and its runner for concurrent tests, which followed each test through the async context
// of every promise, cost every test). The Allure reporter turns the messages into results in the main process.
import { ALLURE_HTTP_EXCHANGE_CONTENT_TYPE, ALLURE_HTTP_EXCHANGE_FILE_EXTENSION } from "allure-js-commons";
import { AREA_TITLES, type OpenPoint, type Requirement } from "../spec/catalogue.js";
import type { Area } from "../config/config.js";
import { specLink } from "../spec/spec-anchors.js";
import type { Exchange } from "../http/http.js";
import { allureExchange } from "./exchange-view.js";
import { redactor } from "../secrets/redact.js";

const SEVERITY_ORDER = ["minor", "normal", "critical", "blocker"] as const;

type RuntimeMessage = { type: "metadata"; data: object } | { type: "attachment_content"; data: object };

/** The part of a task's meta allure-vitest's reporter reads. */
export interface AllureTaskMeta {
  allureRuntimeMessages?: RuntimeMessage[];
}

/** A task's meta (vitest's TaskMeta, which allure-vitest extends). */
type Meta = object;

const send = (meta: Meta, message: RuntimeMessage) => void ((meta as AllureTaskMeta).allureRuntimeMessages ??= []).push(message);
const metadata = (meta: Meta, data: object) => send(meta, { type: "metadata", data });
const label = (meta: Meta, name: string, value: string) => metadata(meta, { labels: [{ name, value }] });
const link = (meta: Meta, url: string, name: string, type?: string) => metadata(meta, { links: [{ url, type, name }] });

export interface Labelled {
  id: string;
  area: Area;
  requirements: Requirement[];
  openPoint?: OpenPoint;
  hint?: string;
}

export function labelTest(meta: Meta, { id, area, requirements, openPoint, hint }: Labelled): void {
  metadata(meta, { testCaseId: id });
  label(meta, "conformance_id", id);
  label(meta, "epic", AREA_TITLES[area]);
  label(meta, "feature", requirements[0]?.operation ?? "Open points (pending)");
  // One story too: a test under each of its rules would be counted once per rule in the tree and its totals.
  label(meta, "story", openPoint ? `open: ${openPoint.question}` : requirements[0]?.rule ?? "(no rule)");
  for (const r of requirements) label(meta, "requirement", r.id);
  const severity = requirements.reduce((s, r) => Math.max(s, SEVERITY_ORDER.indexOf(r.severity)), 1);
  label(meta, "severity", openPoint ? "trivial" : SEVERITY_ORDER[severity]!);
  const anchors = openPoint ? [openPoint] : requirements;
  const sections = [...new Set(anchors.map((a) => a.section))];
  for (const section of sections) link(meta, specLink(section), `spec: ${section}`);
  if (openPoint) label(meta, "open_point", openPoint.id);
  const lines = requirements.map((r) => `- **${r.id}** (${r.section}${r.item ? `, ${r.item}` : ""}): “${r.quote}”`);
  if (openPoint) lines.push(`- open point **${openPoint.id}** (${openPoint.section}): “${openPoint.quote}”. ${openPoint.question}`);
  if (hint) lines.push("", hint);
  // The spec is linked under Links (cli/allure/awesome-plugin.mjs opens it at the section, in a new tab): a link in the
  // description would open it inside the description's frame.
  metadata(meta, { description: lines.join("\n") });
}

/** Each exchange as an attachment in a step of its own (as allure.attachment makes it), its text as it is. */
export function attachExchanges(meta: Meta, exchanges: readonly Exchange[]): void {
  redactor.atOnce(() => exchanges.forEach((ex, i) => {
    send(meta, {
      type: "attachment_content",
      data: {
        name: redactor.text(`${i + 1}. ${ex.method} ${new URL(ex.url).pathname} → ${ex.status ?? "no response"}`),
        content: JSON.stringify(allureExchange(ex), null, 2),
        encoding: "utf8",
        contentType: ALLURE_HTTP_EXCHANGE_CONTENT_TYPE,
        fileExtension: ALLURE_HTTP_EXCHANGE_FILE_EXTENSION,
        wrapInStep: true,
        timestamp: Date.now(),
      },
    });
  }));
}

/** A failure the run's baseline accepts: labelled so the report files it under "Known failures (baseline)". */
export function markKnownFailure(meta: Meta, known: { reason: string; issue?: string } | undefined): void {
  if (!known) return;
  label(meta, "known_failure", known.reason);
  if (known.issue) link(meta, known.issue, known.issue, "issue");
}
