// A radix trie of the folded forms of known secrets, and the longest match of one at a place of a text: one walk down
// it, whose work does not grow with the number of secrets (secret-forms.ts finds the places and replaces the matches).

/** Shorter secrets cannot be told from ordinary words; the configuration refuses them. */
export const MIN_SECRET_LENGTH = 8;
/** A matched run this long of a secret's form is redacted even where the secret goes on differently. */
const PROBE = 32;
/** Characters a token-like value is made of: how far a match of a secret stored cut short is extended. */
const TOKEN_CHAR = /[A-Za-z0-9\-._~+/=%]/;
/** What follows a secret cut by a truncation: the end of the text or an ellipsis. */
const CUT_MARK = /^\s*(?:…|\.\.\.)/;

export interface Form {
  standIn: string;
  /** The secret was stored cut short: a full match goes on over the token characters that follow. */
  open: boolean;
}

/**
 * A node of a radix trie of the folded forms: edges keyed by their first character, each with a label of one or more
 * characters. The forms ending here, and one form whose path runs through here (the stand-in of a partial match).
 */
export interface TrieNode {
  edges: Map<string, { label: string; node: TrieNode }>;
  ends: Form[];
  through: Form;
}

export const node = (through: Form): TrieNode => ({ edges: new Map(), ends: [], through });

/** Adds a folded form to the trie; false when it was there already. */
export function insert(root: TrieNode, folded: string, form: Form): boolean {
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
export function longestHit(text: string, folded: string, at: number, root: TrieNode, work?: { steps: number }): { length: number; standIn: string } | undefined {
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
