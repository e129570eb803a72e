// "Did you mean …?" for a name the user wrote that the suite does not know: a variable, an area, an option, a profile key.
import { AREA_LIST, type Area } from "../spec/areas.js";

/** The edits (insert, delete, replace, swap two neighbours) that turn one text into the other. */
export function distance(a: string, b: string): number {
  let before: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) next[j] = Math.min(next[j]!, before[j - 2]! + 1);
    }
    [before, row] = [row, next];
  }
  return row[b.length]!;
}

/**
 * The known name closest to `word` in any case, when it is close: the same name in another case, a name it begins or is
 * the beginning of (the closest of them), or one a few edits away (a third of the word's length, at least 1, at most 4).
 */
export function nearest(word: string, known: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  if (w === "") return undefined;
  const same = known.find((k) => k.toLowerCase() === w);
  if (same) return same;
  const scored = known.map((k) => [k, distance(w, k.toLowerCase())] as const).sort((a, b) => a[1] - b[1]);
  const part = scored.find(([k]) => k.toLowerCase().startsWith(w) || w.startsWith(k.toLowerCase()));
  if (part) return part[0];
  const best = scored[0];
  return best && best[1] <= Math.min(4, Math.max(1, Math.floor(w.length / 3))) ? best[0] : undefined;
}

/** "; did you mean X?" when a known name is close, else "". */
export function didYouMean(word: string, known: readonly string[]): string {
  const near = nearest(word, known);
  return near === undefined ? "" : `; did you mean ${near}?`;
}

/**
 * The area a word most likely means: its name in any case, the spec's letter of an area (A to D), a word of its name or
 * title ("legacy", "identity", "tax"), or a name a few edits away.
 */
export function nearestArea(word: string): Area | undefined {
  const w = word.trim().toLowerCase();
  const byLetter = AREA_LIST.find((a) => a.letter.toLowerCase() === w);
  if (byLetter) return byLetter.name;
  const byWord = AREA_LIST.filter((a) => `${a.name} ${a.title}`.toLowerCase().split(/[\s-]+/).some((part) => part.length > 2 && (part === w || part.startsWith(w) && w.length > 2)));
  if (byWord.length === 1) return byWord[0]!.name;
  return nearest(w, AREA_LIST.map((a) => a.name)) as Area | undefined;
}

/** How an area is named beside a suggestion: "legacy-token (area D)". */
export const areaWithLetter = (area: Area) => `${area} (area ${AREA_LIST.find((a) => a.name === area)!.letter})`;
