// Secrets found by their shape in any text, parsed or not: values of secret keys, credentials after a scheme, URL userinfo.

/** Keys whose values are always secret, in JSON, forms, query strings and header dumps alike. */
export const SECRET_KEYS = new Set(["imp_key", "imp_secret", "access_token", "refresh_token", "client_secret", "authorization", "proxy-authorization"]);

const KEY = [...SECRET_KEYS].join("|");
/** An optional quote, itself possibly escaped once or more (a JSON text inside a JSON string). */
const QUOTE = String.raw`(?:\\*["'])?`;
const VALUE = [
  String.raw`"(?:[^"\\\n]|\\.)*(?:"|$|(?=\n))`, // a JSON string, or one cut at the end of the text or line
  // a string inside an escaped JSON text, or one cut there (it ends where the outer string does); a run of backslashes
  // is taken whole, so a long one is not tried at every length
  String.raw`\\+"(?:[^"\\]|\\+(?=[^"\\]|$))*(?:\\+"|$|(?="))`,
  String.raw`'[^'\n]*(?:'|$)`,
  String.raw`(?:(?:Bearer|Basic|Digest|Token)\s+)?[^\s&,;"'<>(){}[\]]+`, // unquoted: a form, a query or a header line
].join("|");
/**
 * A secret key, its separator and its value. No quote is matched before the key (the text keeps it as it is): a
 * pattern opening with \\* would be tried at every backslash of a long run, each time to its end.
 */
const KEYED = new RegExp(String.raw`(\b(${KEY})${QUOTE}\s*[:=]\s*)(${VALUE})`, "gi");
/** Values that are no credential: a JSON literal, a value already redacted, a scheme name alone (the spec's "Authorization: Bearer <ACCESS_TOKEN>"). */
const NOT_SECRET = /^(?:null|true|false|Bearer|Basic|Digest|Token|\[REDACTED[^\]]*\])$/i;
// What every match of KEYED and SCHEME_TOKEN holds (USERINFO's: "://" and "@"): a text without it is left unsearched.
const NAMES_A_KEY = new RegExp(KEY, "i");
const NAMES_A_SCHEME = /bearer|basic|digest|token/i;
/** A JSON text's keys may be secret keys when it names one, escapes a character, or holds the Kelvin sign (which lower-cases to k). */
const MAY_KEY_A_SECRET = new RegExp(`${KEY}|\\\\u|\u212a`, "i");

/** Whether a text names a secret key, in any case. */
export const namesASecretKey = (text: string) => NAMES_A_KEY.test(text);

/** Whether a JSON text may hold a secret key once parsed; when not, its parsed value need not be searched for one. */
export const mayKeyASecret = (json: string) => MAY_KEY_A_SECRET.test(json);

/** A credential after an authentication scheme in free text: "Bearer eyJ…", "Basic dXNlcjpw…". */
const SCHEME_TOKEN = /\b(Bearer|Basic|Digest|Token)(\s+)([A-Za-z0-9\-._~+/]+=*)/gi;
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;

export interface KeyedValue {
  key: string;
  value: string;
  /** The value runs to the end of the text: it may have been cut. */
  cut: boolean;
}

const withoutScheme = (v: string) => v.replace(/^(?:Bearer|Basic|Digest|Token)\s+/i, "");

function unquote(raw: string): { value: string; cut: boolean } {
  const open = /^\\*["']/.exec(raw)?.[0];
  if (!open) return { value: withoutScheme(raw), cut: false };
  const closed = raw.length > open.length && raw.endsWith(open);
  const inner = raw.slice(open.length, closed ? raw.length - open.length : raw.length);
  try {
    return { value: withoutScheme(open === '"' ? (JSON.parse(`"${inner}"`) as string) : inner), cut: !closed };
  } catch {
    return { value: withoutScheme(inner), cut: !closed };
  }
}

/** Values of secret keys anywhere in a text, also in bodies that are not JSON or were cut at the size cap. */
export function keyedValues(text: string): KeyedValue[] {
  const found: KeyedValue[] = [];
  if (!NAMES_A_KEY.test(text)) return found;
  for (const m of text.matchAll(KEYED)) {
    const { value, cut } = unquote(m[3]!);
    if (value && !NOT_SECRET.test(value)) found.push({ key: m[2]!.toLowerCase(), value, cut });
  }
  return found;
}

/** Replaces the values of secret keys, keeping their quotes so the text keeps its shape. */
export function redactKeyedValues(text: string): string {
  if (!NAMES_A_KEY.test(text)) return text;
  return text.replace(KEYED, (whole, prefix: string, _key: string, raw: string) => {
    const open = /^\\*["']/.exec(raw)?.[0] ?? "";
    const inner = raw.slice(open.length);
    if (NOT_SECRET.test(withoutClosingQuote(inner)) || NOT_SECRET.test(raw)) return whole;
    const close = open && raw.length > open.length && raw.endsWith(open) ? open : "";
    return `${prefix}${open}[REDACTED]${close}`;
  });
}

/** A value without the quote that closes it and the backslashes escaping that quote (a loop: /\\*["']$/ is quadratic on a run of backslashes). */
function withoutClosingQuote(value: string): string {
  const last = value.charCodeAt(value.length - 1);
  if (last !== 0x22 && last !== 0x27) return value;
  let end = value.length - 1;
  while (end > 0 && value.charCodeAt(end - 1) === 0x5c) end--;
  return value.slice(0, end);
}

/** Looks like a credential rather than a word: long enough, of mixed characters, not a capitalised word. */
export function credentialLike(token: string): boolean {
  if (token.length < 10 || /^[A-Z]?[a-z]+$|^[A-Z]+$/.test(token)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((c) => c.test(token)).length;
  return classes >= 2;
}

export function redactSchemeTokens(text: string): string {
  if (!NAMES_A_SCHEME.test(text)) return text;
  return text.replace(SCHEME_TOKEN, (whole, scheme: string, space: string, token: string) =>
    credentialLike(token) ? `${scheme}${space}[REDACTED]` : whole);
}

export function redactUserinfo(text: string): string {
  if (!text.includes("@") || !text.includes("://")) return text;
  return text.replace(USERINFO, "$1[REDACTED]@");
}

/** The patterns built from strings above, for the regex-safety test (test/unit/regex-safety.test.ts), which reads literals itself. */
export const BUILT_PATTERNS: Record<string, RegExp> = { KEYED, NAMES_A_KEY, MAY_KEY_A_SECRET };
