// A structured-field List (RFC 8941) read leniently and in one pass, as the rate-limit headers need it: members split at
// commas and parameters at semicolons outside quoted strings, with a bound on both.

/** List members read of a field; more are ignored. */
const MAX_MEMBERS = 16;

export interface Member {
  /** The member's value: a string, token or number, unquoted. */
  value: string;
  quoted: boolean;
  params: Map<string, string>;
}

/**
 * A structured-field List (RFC 8941) read leniently in one pass: members split at commas and parameters at semicolons
 * outside quoted strings, at most MAX_MEMBERS members of at most 8 parameters each. A dictionary member `key=value`
 * (the draft's older RateLimit form) comes back as a member with that parameter.
 */
export function members(field: string): Member[] {
  const out: Member[] = [];
  let parts: string[] = [];
  let part = "";
  let quoted = false;
  const endPart = () => { if (parts.length < 9) parts.push(part.trim()); part = ""; };
  const endMember = () => {
    endPart();
    if (out.length < MAX_MEMBERS && parts[0] !== "") out.push(member(parts));
    parts = [];
  };
  for (let i = 0; i < field.length; i++) {
    const c = field[i]!;
    if (c === '"') quoted = !quoted;
    else if (c === "\\" && quoted) { part += c + (field[++i] ?? ""); continue; }
    if (!quoted && c === ",") endMember();
    else if (!quoted && c === ";") endPart();
    else part += c;
  }
  endMember();
  return out;
}

function member([first, ...rest]: string[]): Member {
  const params = new Map<string, string>();
  for (const p of rest) {
    const eq = p.indexOf("=");
    if (eq > 0) params.set(p.slice(0, eq).trim().toLowerCase(), unquote(p.slice(eq + 1).trim()));
  }
  const eq = first!.indexOf("=");
  if (eq > 0 && first![0] !== '"') params.set(first!.slice(0, eq).trim().toLowerCase(), unquote(first!.slice(eq + 1).trim()));
  return { value: unquote(first!), quoted: first![0] === '"', params };
}

const unquote = (s: string) => (s.length >= 2 && s[0] === '"' && s[s.length - 1] === '"' ? s.slice(1, -1) : s);
