// Cut-first, one-pass helpers for text a target sent: an excerpt that says it was cut, one line, a JSON value's nesting.

/** How deep a parsed body may nest and still be printed or walked as JSON (JSON.stringify recurses; indentation grows with depth). */
export const MAX_VIEW_DEPTH = 64;

/** Control characters but tab and line breaks (C0, DEL, C1): a target's ESC sequences must not reach a terminal. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A text with its control characters written as \u escapes, visible and harmless in a console, a log or a report. */
export const visible = (text: string) => text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The first `max` characters of a text, control characters made visible, with an ellipsis when it goes on: a secret
 * cut there is still found by the redactor (a cut prefix before an ellipsis is redacted), and nothing past the cut is
 * ever looked at.
 */
export function excerpt(text: string | undefined, max: number): string {
  if (text === undefined) return "";
  return text.length > max ? `${visible(text.slice(0, max))}…` : visible(text);
}

/**
 * Each run of white space holding a line break becomes one space. One pass: `\s+` never backtracks, where
 * /\s*\n\s*\/ took time quadratic in a long run of spaces without a line break.
 */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, (run) => (run.includes("\n") ? " " : run));
}

/**
 * Whether a JSON text nests deeper than `limit` (arrays and objects, strings skipped): one pass over its characters,
 * stopping as soon as the limit is passed.
 */
export function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Skip the string by native search, to the first quote not escaped by an odd run of backslashes.
      let end = json.indexOf('"', i + 1);
      while (end !== -1 && escapedAt(json, end)) end = json.indexOf('"', end + 1);
      if (end === -1) return false;
      i = end;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** Whether the character at `at` follows an odd number of backslashes. */
function escapedAt(text: string, at: number): boolean {
  let n = 0;
  while (at - n - 1 >= 0 && text.charCodeAt(at - n - 1) === 0x5c) n++;
  return n % 2 === 1;
}

/**
 * A JSON text of a value, at most about `max` characters, without ever printing more of it: strings, arrays and objects
 * are cut as they are written (with an ellipsis), and nesting past MAX_VIEW_DEPTH is shown as "…". For messages that
 * quote a value the target sent.
 */
export function shownValue(value: unknown, max = 200): string {
  let out = "";
  const put = (s: string) => {
    out += s;
    return out.length < max;
  };
  const walk = (v: unknown, depth: number): boolean => {
    if (typeof v === "string") return put(JSON.stringify(excerpt(v, max - out.length)));
    if (v === null || typeof v !== "object") return put(typeof v === "bigint" ? `${v}n` : (JSON.stringify(v) ?? String(v)));
    if (depth >= MAX_VIEW_DEPTH) return put("…");
    const array = Array.isArray(v);
    if (!put(array ? "[" : "{")) return false;
    if (array) {
      for (let i = 0; i < v.length; i++) if ((i > 0 && !put(",")) || !walk(v[i], depth + 1)) return false;
    } else {
      let first = true;
      for (const key in v) {
        if ((!first && !put(",")) || !put(`${JSON.stringify(excerpt(key, max - out.length))}:`)) return false;
        first = false;
        if (!walk((v as Record<string, unknown>)[key], depth + 1)) return false;
      }
    }
    return put(array ? "]" : "}");
  };
  return walk(value, 0) ? out : `${out.slice(0, max)}…`;
}

/** The limits of cutValue: enough for any diff a person reads, far below what a body may hold. */
const CUT = { chars: 2000, items: 100, depth: 16 };

/**
 * A copy of a value a target sent, cut for a failure's diff (vitest diffs and prints the actual value whole): strings
 * to 2000 characters, arrays and objects to their first 100 entries (one more says how many were left out), 16 levels.
 */
export function cutValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return excerpt(value, CUT.chars);
  if (value === null || typeof value !== "object") return value;
  if (depth >= CUT.depth) return "…";
  // What JSON.parse makes (arrays, plain objects) is cut; anything else came from the suite itself.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  if (Array.isArray(value)) {
    const kept = value.slice(0, CUT.items).map((v) => cutValue(v, depth + 1));
    return value.length > CUT.items ? [...kept, `… ${value.length - CUT.items} more`] : kept;
  }
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const key in value) {
    if (++n > CUT.items) {
      out["…"] = "more keys not shown";
      break;
    }
    out[excerpt(key, CUT.chars)] = cutValue((value as Record<string, unknown>)[key], depth + 1);
  }
  return out;
}
