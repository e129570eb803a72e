// Values that name nothing yet look like a real one: an unknown id breaks only "does not exist", never a form a target
// may check first (one broken rule per request).
import type { Faker } from "@faker-js/faker";

const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const HEX = "abcdef";

/**
 * A value shaped like `real` that is not `real`: a number keeps its sign and digit count; a string keeps its length,
 * its separators and each character's class (a digit stays a digit, a letter a letter of the same case, the letters of
 * a hex run such as a UUID's stay hex). Only the runs that carry digits are drawn again, so a word such as a prefix
 * ("sch_", "iv-ready-") stays as it is; an id without digits keeps its first word and has the others drawn again. A
 * UUID stays a UUID of its version and variant. Drawn from the test's seeded faker, so a run is reproducible.
 */
export function unknownLike<T extends string | number>(f: Faker, real: T): T {
  if (typeof real === "number") return unknownNumber(f, real) as T;
  if (UUID.test(real)) return unknownUuid(f, real) as T;
  const runs = real.split(/([^A-Za-z0-9]+)/);
  const words = runs.map((run, i) => (i % 2 === 0 && run !== "" ? i : -1)).filter((i) => i >= 0);
  const withDigits = words.filter((i) => /\d/.test(runs[i]!));
  const redrawn = new Set(withDigits.length > 0 ? withDigits : words.length > 1 ? words.slice(1) : words);
  for (let attempt = 0; attempt < 8; attempt++) {
    const made = runs.map((run, i) => (redrawn.has(i) ? redrawRun(f, run) : run)).join("");
    if (made !== real) return made as T;
  }
  return `${real.slice(0, -1)}${real.endsWith("0") ? "1" : "0"}` as T;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every hex digit drawn again but the version (14) and the variant (19), which a UUID check may read. */
function unknownUuid(f: Faker, real: string): string {
  const upper = real !== real.toLowerCase();
  for (;;) {
    const made = [...real].map((c, i) => (i === 14 || i === 19 || c === "-" ? c : draw(f, DIGITS + HEX))).join("");
    if (made.toLowerCase() !== real.toLowerCase()) return upper ? made.toUpperCase() : made;
  }
}

function unknownNumber(f: Faker, real: number): number {
  if (!Number.isSafeInteger(real)) return real + 1;
  const digits = String(Math.abs(real)).length;
  const min = digits === 1 ? 0 : 10 ** (digits - 1);
  for (;;) {
    const n = f.number.int({ min, max: 10 ** digits - 1 });
    if (n !== Math.abs(real)) return real < 0 ? -n : n;
  }
}

function redrawRun(f: Faker, run: string): string {
  const hex = /\d/.test(run) && /^[0-9a-fA-F]+$/.test(run);
  return [...run].map((c) => {
    if (c >= "0" && c <= "9") return draw(f, DIGITS);
    const letter = draw(f, hex ? HEX : LOWER);
    return c >= "A" && c <= "Z" ? letter.toUpperCase() : letter;
  }).join("");
}

const draw = (f: Faker, set: string): string => set[f.number.int({ min: 0, max: set.length - 1 })]!;
