// One-line descriptions of a run's target and selection, the same in the console and in every report.
import type { ConformanceDocument } from "./conformance-json.js";
import type { Selection } from "./verdict.js";

export function targetText(t: ConformanceDocument["target"]): string {
  return t.kind === "embedded"
    ? `embedded reference${t.referenceFaults.length ? ` with faults ${t.referenceFaults.join(", ")}` : ""}`
    : [t.baseUrl, t.legacyBaseUrl].filter(Boolean).join(" and ");
}

export function selectionText(s: Selection): string {
  const parts = [`areas ${s.areas.join(", ")}`];
  if (s.filters.length > 0) parts.push(`filter ${s.filters.join(", ")} (${s.notSelected} tests not selected)`);
  if (s.shard) parts.push(`shard ${s.shard.index}/${s.shard.count}`);
  return parts.join("; ");
}

/** The seed as given, and the number it became when that differs (a CI run id, a word). */
export function seedText(d: { seed: number; seedGiven?: string }): string {
  const given = d.seedGiven ?? String(d.seed);
  return given === String(d.seed) ? given : `"${given}" (hashed to ${d.seed})`;
}

/** A value as a shell word: quoted only when it must be. */
export const shellWord = (s: string) => (/^[\w.,:/@+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
