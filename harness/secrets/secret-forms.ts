// Every form in which a secret can reach a text (raw, JSON-escaped, URL-encoded, base64, case-folded) and a scanner that finds them.

/** Shorter secrets cannot be told from ordinary words; the configuration refuses them. */
export const MIN_SECRET_LENGTH = 8;
/** A matched run this long of a secret's form is redacted even where the secret goes on differently. */
const PROBE = 32;
/** Characters a token-like value is made of: how far a match of a secret stored cut short is extended. */
const TOKEN_CHAR = /[A-Za-z0-9\-._~+/=%]/;
/** What follows a secret cut by a truncation: the end of the text or an ellipsis. */
const CUT_MARK = /^\s*(?:…|\.\.\.)/;

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

interface Form {
  folded: string;
  standIn: string;
  /** The secret was stored cut short: a full match goes on over the token characters that follow. */
  open: boolean;
}

/** Finds the forms of known secrets in a text, case-insensitively, by their first 8 characters. */
export class FormScanner {
  private readonly byHead = new Map<string, Form[]>();
  /** Finds where a head starts: native search instead of a map lookup per character (a 1 MB page of schedules). */
  private heads: RegExp | undefined;

  add(secret: string, standIn: string, open = false): void {
    for (const form of secretForms(secret)) {
      const folded = fold(form);
      const head = folded.slice(0, MIN_SECRET_LENGTH);
      const list = this.byHead.get(head) ?? [];
      if (list.some((f) => f.folded === folded)) continue;
      list.push({ folded, standIn, open });
      this.byHead.set(head, list);
      this.heads = undefined;
    }
  }

  get size(): number {
    return this.byHead.size;
  }

  /**
   * Replaces every whole form, every run of PROBE or more characters of one, and every cut prefix of 8 or more
   * characters that ends the text or stands before an ellipsis.
   */
  replace(text: string): string {
    if (this.byHead.size === 0 || text.length < MIN_SECRET_LENGTH) return text;
    const folded = fold(text);
    const heads = (this.heads ??= new RegExp([...this.byHead.keys()].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g"));
    heads.lastIndex = 0;
    let out = "";
    let last = 0;
    for (let m = heads.exec(folded); m; m = heads.exec(folded)) {
      const i = m.index;
      const hit = longestHit(text, folded, i, this.byHead.get(m[0])!);
      // Heads may overlap (one starting inside another's match): the next search starts one character on.
      heads.lastIndex = hit ? i + hit.length : i + 1;
      if (!hit) continue;
      out += text.slice(last, i) + hit.standIn;
      last = i + hit.length;
    }
    return last === 0 ? text : out + text.slice(last);
  }
}

function longestHit(text: string, folded: string, at: number, forms: Form[]): { length: number; standIn: string } | undefined {
  let best: { length: number; standIn: string } | undefined;
  for (const form of forms) {
    let n = MIN_SECRET_LENGTH;
    while (n < form.folded.length && folded[at + n] === form.folded[n]) n++;
    let length = 0;
    if (n === form.folded.length) {
      length = n;
      if (form.open) while (at + length < text.length && TOKEN_CHAR.test(text[at + length]!)) length++;
    } else if (n >= PROBE || at + n === text.length || CUT_MARK.test(text.slice(at + n, at + n + 8))) {
      length = n;
    }
    if (length > (best?.length ?? 0)) best = { length, standIn: form.standIn };
  }
  return best;
}
