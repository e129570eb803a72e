// Records no one has, named like real ones: an unknown id or key breaks only "does not exist", never a format a target
// may check first (one broken rule per request).
import type { B2bApi } from "../client/api.js";

const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const HEX = "abcdef";

/**
 * A value shaped like `real` that names nothing: a number keeps its digit count; a string keeps its length and each
 * character's class (a digit stays a digit, a letter a letter of the same case, hex letters stay hex letters, anything
 * else stays as it is), and a prefix of letters before a separator ("ti-", "att_") stays whole, as a target's id form
 * may require it (F-PAIR-MALFORMED-ID). An object (a copy of an original's identifying members) keeps its members but the longest one,
 * drawn again that way, so a date or a type beside it stays valid. Drawn from the test's seeded data, so a run is reproducible.
 */
export function unknownLike(api: B2bApi, real: unknown): unknown {
  const f = api.t.faker;
  if (real !== null && typeof real === "object" && !Array.isArray(real) && Object.keys(real).length > 0) {
    const entries = Object.entries(real);
    const longest = entries.reduce((a, b) => (JSON.stringify(b[1]).length > JSON.stringify(a[1]).length ? b : a))[0];
    return Object.fromEntries(entries.map(([k, v]) => [k, k === longest ? unknownLike(api, v) : v]));
  }
  if (typeof real === "number" && Number.isSafeInteger(real)) {
    const digits = String(Math.abs(real)).length;
    const min = digits === 1 ? 0 : 10 ** (digits - 1);
    for (;;) {
      const n = f.number.int({ min, max: 10 ** digits - 1 });
      if (n !== Math.abs(real)) return Math.sign(real) < 0 ? -n : n;
    }
  }
  const whole = String(real);
  const prefix = /^[A-Za-z]+[-_:](?=.)/.exec(whole)?.[0] ?? "";
  const text = whole.slice(prefix.length);
  const letters = text.replace(/[^A-Za-z]/g, "");
  const alphabet = /^[A-Fa-f]*$/.test(letters) && /\d/.test(text) ? HEX : LOWER;
  const draw = (set: string) => set[f.number.int({ min: 0, max: set.length - 1 })]!;
  const redraw = (c: string) => {
    if (c >= "0" && c <= "9") return draw(DIGITS);
    if (c >= "a" && c <= "z") return draw(alphabet);
    if (c >= "A" && c <= "Z") return draw(alphabet).toUpperCase();
    return c;
  };
  for (let i = 0; i < 8; i++) {
    const made = [...text].map(redraw).join("");
    if (made !== text) return `${prefix}${made}`;
  }
  return `${whole}0`;
}
