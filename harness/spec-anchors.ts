// Sections of the vendored spec: heading paths ("Errors > Area C errors", or the title for the preamble), link slugs, full text.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { fixturePath } from "./paths.js";

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

export function specSections(): Map<string, SpecSection> {
  if (sections) return sections;
  sections = new Map();
  const slug = slugger();
  let h2 = "";
  for (const line of readFileSync(SPEC_FILE, "utf8").split("\n")) {
    const m = /^(#{1,3}) (.+)$/.exec(line);
    if (!m) continue;
    const [, hashes, title] = m as unknown as [string, string, string];
    const s = slug(title);
    if (hashes.length === 2) h2 = title;
    // The title's section is the preamble before the first H2 (e.g. "Bodies are JSON unless stated").
    const path = hashes.length <= 2 ? title : `${h2} > ${title}`;
    sections.set(path, { path, slug: s });
  }
  return sections;
}

export function specLink(sectionPath: string): string {
  const section = specSections().get(sectionPath);
  return `${pathToFileURL(SPEC_FILE).href}${section ? `#${section.slug}` : ""}`;
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
