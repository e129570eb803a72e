// The texts the suite writes into records: seeded names, kept plain (letters, digits, single spaces, at most 30
// characters), since the spec shows no field's length or alphabet and a target may refuse punctuation or long names.

const MAX = 30;

/** A name from the seeded data made plain: other characters dropped, spaces collapsed, cut at a word within 30 characters. */
export function plain(text: string): string {
  const words = text.replace(/[^A-Za-z0-9 ]/g, " ").split(" ").filter(Boolean);
  let out = "";
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (next.length > MAX) break;
    out = next;
  }
  return out || "Conformance";
}
