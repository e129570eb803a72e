// Every form in which a secret can reach a text (raw, JSON-escaped, URL-encoded, base64, case-folded) and a scanner
// that finds them (its trie: form-trie.ts).
import { MIN_SECRET_LENGTH, insert, longestHit, node, type TrieNode } from "./form-trie.js";

export { MIN_SECRET_LENGTH };

const jsonEscaped = (s: string) => JSON.stringify(s).slice(1, -1);
const asciiEscaped = (s: string) => s.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const formEncoded = (s: string) => new URLSearchParams({ v: s }).toString().slice(2);
const urlSafe = (b64: string) => b64.replace(/\+/g, "-").replace(/\//g, "_");

/**
 * The base64 characters that depend on the secret's bytes alone, at each of the 3 byte alignments a secret can
 * take inside a longer base64 text (such as `user:secret`), plus the standalone encoding with its padding.
 */
export function base64Stems(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const stems = [bytes.toString("base64")];
  for (let k = 0; k < 3; k++) {
    const b64 = Buffer.concat([Buffer.alloc(k), bytes]).toString("base64");
    stems.push(b64.slice(Math.ceil((8 * k) / 6), Math.floor((8 * (k + bytes.length)) / 6)));
  }
  return stems;
}

export function secretForms(secret: string): string[] {
  const forms = new Set<string>();
  for (const s of new Set([secret, secret.toUpperCase(), secret.toLowerCase()])) {
    const json = jsonEscaped(s);
    for (const f of [s, json, jsonEscaped(json), json.replace(/\//g, "\\/"), asciiEscaped(json)]) {
      forms.add(f).add(encodeURIComponent(f)).add(formEncoded(f));
    }
    forms.add(encodeURIComponent(encodeURIComponent(s)));
  }
  for (const stem of base64Stems(secret)) forms.add(stem).add(urlSafe(stem)).add(urlSafe(stem).replace(/=+$/, ""));
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

/** Lower-cases one UTF-16 unit at a time, so a folded text keeps every index of the original. */
export function fold(text: string): string {
  const bulk = text.toLowerCase();
  // Only a length-changing letter (İ) or the context-dependent final sigma makes the whole-text result differ.
  if (bulk.length === text.length && !text.includes("Σ")) return bulk;
  let out = "";
  for (const c of text) {
    const lower = c.toLowerCase();
    out += lower.length === c.length ? lower : c;
  }
  return out;
}

/**
 * Finds the forms of known secrets in a text, case-insensitively: where one of their first 8 characters start (a native
 * search), one walk down a radix trie of every form, so the work at a place does not grow with the number of secrets
 * (a target may hand out hundreds of tokens that share a long prefix).
 */
export class FormScanner {
  private readonly headSet = new Set<string>();
  private root: TrieNode | undefined;
  /** Finds where a head starts: native search instead of a map lookup per character (a 1 MB page of schedules). */
  private heads: RegExp | undefined;

  add(secret: string, standIn: string, open = false): void {
    for (const f of secretForms(secret)) {
      const folded = fold(f);
      const form = { standIn, open };
      this.root ??= node(form);
      if (!insert(this.root, folded, form)) continue;
      if (!this.headSet.has(folded.slice(0, MIN_SECRET_LENGTH))) this.heads = undefined;
      this.headSet.add(folded.slice(0, MIN_SECRET_LENGTH));
    }
  }

  get size(): number {
    return this.headSet.size;
  }

  /**
   * Replaces every whole form, every run of PROBE or more characters of one, and every cut prefix of 8 or more
   * characters that ends the text or stands before an ellipsis. `work` counts the characters the trie walks compared.
   */
  replace(text: string, work?: { steps: number }): string {
    if (!this.root || text.length < MIN_SECRET_LENGTH) return text;
    const folded = fold(text);
    const heads = (this.heads ??= new RegExp([...this.headSet].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g"));
    heads.lastIndex = 0;
    let out = "";
    let last = 0;
    for (let m = heads.exec(folded); m; m = heads.exec(folded)) {
      const i = m.index;
      const hit = longestHit(text, folded, i, this.root, work);
      // Heads may overlap (one starting inside another's match): the next search starts one character on.
      heads.lastIndex = hit ? i + hit.length : i + 1;
      if (!hit) continue;
      out += text.slice(last, i) + hit.standIn;
      last = i + hit.length;
    }
    return last === 0 ? text : out + text.slice(last);
  }
}

