// Sections of the vendored spec: heading paths ("Errors > Area C errors", or the title for the preamble), link slugs, full text.
import { readFileSync } from "node:fs";
import { fixturePath } from "../paths.js";

export const SPEC_FILE = fixturePath("spec", "service-interface-spec.md");
export const AMBIGUITIES_FILE = fixturePath("spec", "AMBIGUITIES.md");
export const SPEC_VERSIONS = { b2b: "1.16.0" } as const;

export interface SpecSection {
  path: string;
  slug: string;
}

let sections: Map<string, SpecSection> | undefined;

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function slugger(): (heading: string) => string {
  const seen = new Map<string, number>();
  return (heading) => {
    const base = heading.toLowerCase().trim().replace(/[^\p{L}\p{N}\s-]/gu, "").replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };
}

/** The spec's lines, each heading (levels 1 to 3) with its level and slug. */
function specLines(): { line: string; heading?: { level: number; title: string; slug: string } }[] {
  const slug = slugger();
  return readFileSync(SPEC_FILE, "utf8").split("\n").map((line) => {
    const m = /^(#{1,3}) (.+)$/.exec(line);
    return m ? { line, heading: { level: m[1]!.length, title: m[2]!, slug: slug(m[2]!) } } : { line };
  });
}

export function specSections(): Map<string, SpecSection> {
  if (sections) return sections;
  sections = new Map();
  let h2 = "";
  for (const { heading } of specLines()) {
    if (!heading) continue;
    if (heading.level === 2) h2 = heading.title;
    // The title's section is the preamble before the first H2 (e.g. "Bodies are JSON unless stated").
    const path = heading.level <= 2 ? heading.title : `${h2} > ${heading.title}`;
    sections.set(path, { path, slug: heading.slug });
  }
  return sections;
}

/** Where `conformance report` puts the spec, relative to the report's directory (beside awesome/ and single/). */
export const SPEC_IN_REPORT = "spec/service-interface-spec.html";

/** A link from a report page (allure-report/<awesome|single>/index.html) to a section of the spec's copy beside it. */
export function specLink(sectionPath: string): string {
  const section = specSections().get(sectionPath);
  return `../${SPEC_IN_REPORT}${section ? `#${section.slug}` : ""}`;
}

const html = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The spec as a page whose headings carry the slugs specLink points at; the rest kept as written. */
export function specHtml(): string {
  const body = specLines().map(({ line, heading }) => heading
    ? `</pre><h${heading.level} id="${html(heading.slug)}">${html(heading.title)}</h${heading.level}><pre>`
    : html(line)).join("\n");
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>Service interface spec ${SPEC_VERSIONS.b2b}</title>`
    + `<style>body{font-family:sans-serif;max-width:60em;margin:auto;padding:1em}pre{white-space:pre-wrap;font-family:inherit}</style></head>`
    + `<body><pre>${body}</pre></body></html>\n`;
}

/** Whitespace-normalized text, so a quote may span a line break. */
export const normalize = (s: string) => s.replace(/\s+/g, " ").trim();

let texts: { spec: string; ambiguities: string } | undefined;
export function specTexts(): { spec: string; ambiguities: string } {
  texts ??= {
    spec: normalize(readFileSync(SPEC_FILE, "utf8")),
    ambiguities: normalize(readFileSync(AMBIGUITIES_FILE, "utf8")),
  };
  return texts;
}

/** The body rows of the table under a heading ("### Area A errors"), as written (pipes included). */
export function specTableRows(heading: string): string[] {
  const text = readFileSync(SPEC_FILE, "utf8");
  const from = text.indexOf(`${heading}\n`);
  if (from < 0) throw new Error(`the spec has no heading "${heading}"`);
  const block = text.slice(from + heading.length).split(/\n#{2,3} /)[0]!;
  return block.split("\n").filter((l) => l.startsWith("| ") && !/^\|\s*(Operation|#|-)/.test(l)).map((l) => l.trim());
}

/** The cells of a table row as written: "| a | b |" → ["a", "b"]. */
export const tableCells = (row: string): string[] => row.trim().slice(1, -1).split("|").map((c) => c.trim());
