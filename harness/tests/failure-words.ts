// Assertion failures in the suite's own words, "expected 300, got 0", in place of vitest's "expected +0 to be 300 //
// Object.is equality": the same values, said the one way every report shows them.
import { chai } from "vitest";

const MAX_VALUE_CHARS = 300;

/** A value as the reports show it: JSON (strings quoted), cut to a budget; undefined as itself. */
export function shown(value: unknown): string {
  if (value === undefined) return "undefined";
  if (typeof value === "bigint" || typeof value === "symbol" || typeof value === "function") return String(value);
  if (value instanceof RegExp) return String(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}… (${text.length} characters)` : text;
}

interface Failure {
  /** chai's rendering of the value tested and what the matcher named, from its text. */
  got: string;
  named: string;
  actual: unknown;
  expected: unknown;
}

const kind = (f: Failure) => (Array.isArray(f.actual) ? "a list" : typeof f.actual === "string" ? "a text" : "a value");
const got = (f: Failure) => (f.actual !== undefined ? shown(f.actual) : f.got);
const named = (f: Failure) => (f.expected !== undefined ? shown(f.expected) : f.named);

/**
 * chai's phrase after "expected <value> ", how the suite says it, and what chai's rendering of the value must be for the
 * reading to hold ("actual": the error's own value; a text: that text; "any": the value is not on the error as tested).
 */
const PHRASES: Array<[RegExp, (f: Failure) => string, ("actual" | "any" | string)?]> = [
  [/to be (.+) \/\/ Object\.is equality$/sy, (f) => `expected ${named(f)}, got ${got(f)}`],
  [/not to be (.+) \/\/ Object\.is equality$/sy, (f) => `expected anything but ${named(f)}, got ${got(f)}`],
  [/to (?:deeply|strictly) equal (.+)$/sy, (f) => `expected ${named(f)}, got ${got(f)}`],
  [/not to (?:deeply|strictly) equal (.+)$/sy, (f) => `expected anything but ${named(f)}, got ${got(f)}`],
  [/to (?:include|contain) (.+)$/sy, (f) => `expected ${kind(f)} containing ${named(f)}, got ${got(f)}`],
  [/(?:to not|not to) (?:include|contain) (.+)$/sy, (f) => `expected ${kind(f)} without ${named(f)}, got ${got(f)}`],
  [/to match (.+)$/sy, (f) => `expected a text matching ${f.named}, got ${got(f)}`],
  [/not to match (.+)$/sy, (f) => `expected a text not matching ${f.named}, got ${got(f)}`],
  [/to be type of '(\w+)'$/sy, (f) => `expected a value of type ${f.named}, got a ${String(f.actual)}: ${f.got}`, "any"],
  [/to be undefined$/sy, (f) => `expected no value (undefined), got ${got(f)}`],
  [/to be defined$/sy, () => "expected a value, got undefined", "undefined"],
  [/to be null$/sy, (f) => `expected null, got ${got(f)}`],
  [/not to be null$/sy, () => "expected a value other than null, got null", "null"],
  [/to be truthy$/sy, (f) => `expected a true value, got ${got(f)}`],
  [/to be falsy$/sy, (f) => `expected a false value, got ${got(f)}`],
  [/to be less than or equal to (.+)$/sy, (f) => `expected at most ${named(f)}, got ${got(f)}`],
  [/to be greater than or equal to (.+)$/sy, (f) => `expected at least ${named(f)}, got ${got(f)}`],
  [/to be less than (.+)$/sy, (f) => `expected less than ${named(f)}, got ${got(f)}`],
  [/to be greater than (.+)$/sy, (f) => `expected more than ${named(f)}, got ${got(f)}`],
  [/to have property "([^"]*)"$/sy, (f) => `expected a property "${f.named}", got ${f.got}`, "any"],
  [/not to have property "([^"]*)"$/sy, (f) => `expected no property "${f.named}", got ${f.got}`, "any"],
];

/** How chai renders a value in its messages. */
const rendered = (value: unknown): string => (chai.util as unknown as { objDisplay(v: unknown): string }).objDisplay(value);

/** A longer message is kept as it is: the suite's own messages are short, and every reading below is bounded by it. */
const MAX_MESSAGE_CHARS = 4000;
/** Where the suite's context may end: at most this many ": expected " are tried (a quoted body may hold some). */
const MAX_READINGS = 32;

/**
 * The same failure, said the suite's way; a text it does not recognise is kept as it is. The suite's context ("status of
 * …: ") may itself hold ": expected " (a body quoted in it): a reading holds only where chai's rendering of the value
 * tested is the error's own value, so no part of the message is lost to a wrong split.
 */
export function failureText(message: string, actual: unknown, expected: unknown): string {
  if (message.length > MAX_MESSAGE_CHARS) return message;
  const oneOf = oneOfText(message);
  if (oneOf) return oneOf;
  const starts = [...(message.startsWith("expected ") ? [-2] : []), ...[...message.matchAll(/: expected /g)].map((m) => m.index!)].slice(0, MAX_READINGS);
  for (const start of starts) {
    const context = start < 0 ? "" : `${message.slice(0, start)}: `;
    const rest = message.slice(start + ": expected ".length);
    for (const [phrase, say, value = "actual"] of PHRASES) {
      for (let at = rest.indexOf(" "); at >= 0; at = rest.indexOf(" ", at + 1)) {
        phrase.lastIndex = at + 1; // sticky: a phrase that does not start here fails at once
        const p = phrase.exec(rest);
        if (!p) continue;
        const text = rest.slice(0, at);
        const holds = value === "any" || (value === "actual" ? actual === undefined || text === rendered(actual) : text === value);
        if (holds) return `${context}${say({ got: text, named: p[1] ?? "", actual, expected })}`;
      }
    }
  }
  return message;
}

/**
 * An extended matcher's block (toBeOneOf), coloured and in its own layout: "expect(received).toBeOneOf()", then the
 * list expected and the value received as pretty-format writes them.
 */
function oneOfText(message: string): string | undefined {
  const plain = message.replace(/\u001b\[\d+m/g, "");
  const m = /^(?:([^\n]*?): )?expect\(received\)\.toBeOneOf\(\)\n\nExpected value to be one of:\n(?:Array )?\[\n([^]*?)\n\]\n\nReceived:\n([^]*)$/.exec(plain);
  if (!m) return undefined;
  const items = m[2]!.split("\n").map((l) => l.trim().replace(/,$/, "")).filter(Boolean);
  return `${m[1] ? `${m[1]}: ` : ""}expected one of ${items.join(", ")}, got ${m[3]!.trim()}`;
}

/** Rewrites an assertion error's message (vitest's own, or an extended matcher's) in the suite's words; other errors as they are. */
export function inSuiteWords<T>(err: T): T {
  if (!(err instanceof Error)) return err;
  if (!(err instanceof chai.AssertionError) && err.constructor.name !== "JestExtendError") return err;
  const values = err as Error & { actual?: unknown; expected?: unknown };
  err.message = failureText(err.message, values.actual, values.expected);
  return err;
}
