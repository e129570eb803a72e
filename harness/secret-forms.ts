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
  standIn: string;
  /** The secret was stored cut short: a full match goes on over the token characters that follow. */
  open: boolean;
}

/**
 * A node of a radix trie of the folded forms: edges keyed by their first character, each with a label of one or more
 * characters. The forms ending here, and one form whose path runs through here (the stand-in of a partial match).
 */
interface TrieNode {
  edges: Map<string, { label: string; node: TrieNode }>;
  ends: Form[];
  through: Form;
}

const node = (through: Form): TrieNode => ({ edges: new Map(), ends: [], through });

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

/** Adds a folded form to the trie; false when it was there already. */
function insert(root: TrieNode, folded: string, form: Form): boolean {
  let at = root;
  let i = 0;
  while (i < folded.length) {
    const edge = at.edges.get(folded[i]!);
    if (!edge) {
      at.edges.set(folded[i]!, { label: folded.slice(i), node: { edges: new Map(), ends: [form], through: form } });
      return true;
    }
    let k = 0;
    while (k < edge.label.length && i + k < folded.length && edge.label[k] === folded[i + k]) k++;
    if (k < edge.label.length) {
      // Split the edge where the form leaves it.
      const mid = node(edge.node.through);
      mid.edges.set(edge.label[k]!, { label: edge.label.slice(k), node: edge.node });
      edge.label = edge.label.slice(0, k);
      edge.node = mid;
    }
    i += k;
    at = edge.node;
  }
  if (at.ends.length > 0) return false;
  at.ends.push(form);
  return true;
}

/** What follows a place in the text may mark a cut: only then is the (costlier) CUT_MARK test run. */
const MAY_MARK_A_CUT = /[\s….]/;

/** Whether a cut may be marked at `at + n`: the text ends there, or an ellipsis follows. */
function cutAt(text: string, at: number, n: number): boolean {
  return at + n === text.length || (MAY_MARK_A_CUT.test(text[at + n]!) && CUT_MARK.test(text.slice(at + n, at + n + 8)));
}

/**
 * The longest match at `at`: one walk down the trie, as far as the text follows a form. A form ending on the way is a
 * whole match (an open one runs on over token characters); where the walk stops inside a form, the part matched counts
 * when it is PROBE characters long, ends the text, or stands before an ellipsis; a form leaving the walk's path
 * earlier counts where an ellipsis follows that place. (No closure here: it runs at every place a head starts.)
 */
function longestHit(text: string, folded: string, at: number, root: TrieNode, work?: { steps: number }): { length: number; standIn: string } | undefined {
  let bestLength = MIN_SECRET_LENGTH - 1;
  let bestStandIn = "";
  let here = root;
  let n = 0;
  for (;;) {
    for (const form of here.ends) {
      let length = n;
      if (form.open) while (at + length < text.length && TOKEN_CHAR.test(text[at + length]!)) length++;
      if (length > bestLength) [bestLength, bestStandIn] = [length, form.standIn];
    }
    if (here.edges.size === 0) break;
    const edge = here.edges.get(folded[at + n]!);
    // Forms go on past this place but the text does not follow them.
    if (!edge) {
      if ((n >= PROBE || cutAt(text, at, n)) && n > bestLength) [bestLength, bestStandIn] = [n, here.through.standIn];
      break;
    }
    if (here.edges.size > 1 && n > bestLength && cutAt(text, at, n)) [bestLength, bestStandIn] = [n, here.through.standIn];
    let k = 0;
    while (k < edge.label.length && folded[at + n + k] === edge.label[k]) k++;
    n += k;
    if (k < edge.label.length) {
      if ((n >= PROBE || cutAt(text, at, n)) && n > bestLength) [bestLength, bestStandIn] = [n, edge.node.through.standIn];
      break;
    }
    here = edge.node;
  }
  if (work) work.steps += n + 1;
  return bestLength >= MIN_SECRET_LENGTH ? { length: bestLength, standIn: bestStandIn } : undefined;
}
