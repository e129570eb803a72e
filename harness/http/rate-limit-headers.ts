// What an answer says of the target's rate limit: Retry-After, the IETF RateLimit and RateLimit-Policy fields (the
// structured form of the httpapi draft, its older dictionary form and RateLimit-Limit/Remaining/Reset) and the common
// X-RateLimit-*. Hostile input: each value is cut before it is read, read in one pass, and every number clamped.

import { members } from "./structured-list.js";

/** The longest part of a field value read; what follows is ignored. */
const MAX_FIELD_CHARS = 512;
/** The longest wait or reset believed (a day); a longer one reads as a day, and a run's pacing budget ends it anyway. */
export const MAX_WAIT_MS = 24 * 3600_000;
/** Rates are clamped to this range (requests a second): a policy of 0 requests is read as one in 100 s. */
export const MIN_RATE = 0.01;
export const MAX_RATE = 100_000;

export interface RateLimitSignal {
  /** Send nothing before this many ms from now: Retry-After, or a service limit with nothing remaining. */
  waitMs?: number;
  /** The allowance a policy states (quota / window), requests a second: the most restrictive policy named. */
  policyRate?: number;
  /** A service limit: this many requests remain until resetMs from now. */
  remaining?: number;
  resetMs?: number;
  /** The fields it was read from, for the run's summary ("Retry-After", "RateLimit-Policy" …). */
  fields: string[];
}

type Headers = Readonly<Record<string, string | undefined>>;

/** The names read, lower case as the client keeps them: an answer with none of them costs nine lookups. */
const NAMES = ["retry-after", "ratelimit", "ratelimit-policy", "ratelimit-limit", "ratelimit-remaining", "ratelimit-reset",
  "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"] as const;

/** What the answer's headers say of the rate limit; undefined when they say nothing usable. */
export function rateLimitSignal(headers: Headers, now: number): RateLimitSignal | undefined {
  let any = false;
  for (const n of NAMES) if (headers[n] !== undefined) any = true;
  if (!any) return undefined;
  const field = (n: (typeof NAMES)[number]) => headers[n]?.slice(0, MAX_FIELD_CHARS);
  const s: RateLimitSignal = { fields: [] };
  const note = (name: string) => s.fields.includes(name) || s.fields.push(name);

  const policy = policyRate(field("ratelimit-policy")) ?? policyRate(field("ratelimit-limit"), true);
  if (policy !== undefined) {
    s.policyRate = policy;
    note(field("ratelimit-policy") !== undefined ? "RateLimit-Policy" : "RateLimit-Limit");
  }
  const limit = serviceLimit(field("ratelimit"))
    ?? plainLimit(field("ratelimit-remaining"), field("ratelimit-reset"), now, "RateLimit-Remaining")
    ?? plainLimit(field("x-ratelimit-remaining"), field("x-ratelimit-reset"), now, "X-RateLimit-Remaining");
  if (limit) {
    s.remaining = limit.remaining;
    if (limit.resetMs !== undefined) s.resetMs = limit.resetMs;
    note(limit.field);
    if (limit.remaining === 0 && limit.resetMs !== undefined) s.waitMs = limit.resetMs;
  }
  const retryAfter = retryAfterValueMs(field("retry-after"), now);
  if (retryAfter !== undefined) {
    s.waitMs = retryAfter; // Retry-After takes precedence over a reset (draft, section 7)
    note("Retry-After");
  }
  return s.fields.length > 0 ? s : undefined;
}

/** A Retry-After value (delay-seconds or an HTTP date) in ms from now, clamped to [0, MAX_WAIT_MS]; undefined when it is neither. */
export function retryAfterValueMs(raw: string | undefined, now: number): number | undefined {
  const value = raw?.slice(0, MAX_FIELD_CHARS).trim();
  if (!value) return undefined;
  const seconds = wholeNumber(value);
  const ms = seconds !== undefined ? seconds * 1000 : httpDate(value) - now;
  return Number.isNaN(ms) ? undefined : clampWait(ms);
}

const clampWait = (ms: number) => Math.min(Math.max(0, ms), MAX_WAIT_MS);
const clampRate = (r: number) => Math.min(Math.max(MIN_RATE, r), MAX_RATE);

/** Digits only, at most 15 of them (more are clamped to the longest wait anyway); undefined otherwise. */
function wholeNumber(s: string): number | undefined {
  if (s.length === 0 || s.length > 15) return s.length > 15 && /^\d+$/.test(s) ? Number.MAX_SAFE_INTEGER : undefined;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
  }
  return Number(s);
}

// The three forms of an HTTP date (RFC 9110, 5.6.7): fixed-width, no nested quantifiers. Date.parse alone would take
// "1.5" or "-1" for a date in 2001.
const IMF_FIXDATE_OR_RFC850 = /^[A-Za-z]{3,9}, \d{2}[ -][A-Za-z]{3}[ -]\d{2}(?:\d{2})? \d{2}:\d{2}:\d{2} GMT$/;
const ASCTIME = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/** An HTTP date in ms since the epoch, NaN when the value is none. asctime names no zone but is GMT too. */
function httpDate(value: string): number {
  if (value.length > 40) return NaN;
  if (IMF_FIXDATE_OR_RFC850.test(value)) return Date.parse(value);
  return ASCTIME.test(value) ? Date.parse(`${value} GMT`) : NaN;
}

/** Policies over longer windows than this (an hour, a run's pacing budget) state no rate a run could keep to. */
const MAX_POLICY_WINDOW_S = 3600;

/**
 * The most restrictive allowance of a RateLimit-Policy field: `"name";q=100;w=60` (the structured form) or `100;w=60`
 * (the older one, also a RateLimit-Limit's policies). A member without a window, over a window longer than an hour
 * (a daily quota: its remaining count and the 429s past it still pace the run), or counting other units than
 * requests, states no rate. `limitOnly`: RateLimit-Limit, whose bare first number has no window.
 */
function policyRate(field: string | undefined, limitOnly = false): number | undefined {
  if (field === undefined) return undefined;
  let lowest: number | undefined;
  for (const m of members(field)) {
    const unit = m.params.get("qu");
    if (unit !== undefined && unit !== "requests") continue;
    const quota = wholeNumber(m.params.get("q") ?? (m.quoted ? "" : m.value));
    const window = wholeNumber(m.params.get("w") ?? "");
    if (quota === undefined || window === undefined || window === 0 || window > MAX_POLICY_WINDOW_S || (limitOnly && m.quoted)) continue;
    const rate = clampRate(quota / window);
    lowest = lowest === undefined ? rate : Math.min(lowest, rate);
  }
  return lowest;
}

interface Limit { remaining: number; resetMs?: number; field: string }

/**
 * A RateLimit field: `"name";r=50;t=30` members (the structured form; the member with the least remaining counts) or
 * the older dictionary `limit=100, remaining=50, reset=30`.
 */
function serviceLimit(field: string | undefined): Limit | undefined {
  if (field === undefined) return undefined;
  const all = members(field);
  const dictionary = new Map(all.flatMap((m) => [...m.params]));
  if (!all.some((m) => m.quoted) && dictionary.has("remaining")) {
    return plainLimit(dictionary.get("remaining"), dictionary.get("reset"), 0, "RateLimit", false);
  }
  let least: Limit | undefined;
  for (const m of all) {
    const remaining = wholeNumber(m.params.get("r") ?? "");
    if (remaining === undefined) continue;
    const t = wholeNumber(m.params.get("t") ?? "");
    if (least === undefined || remaining < least.remaining) {
      least = { remaining: Math.min(remaining, 1e9), ...(t !== undefined ? { resetMs: clampWait(t * 1000) } : {}), field: "RateLimit" };
    }
  }
  return least;
}

/**
 * Remaining and reset as separate fields. A reset may be seconds from now or, in the X- fields, a moment: seconds
 * (over 1e9) or milliseconds (over 1e12) since the epoch, or an HTTP date.
 */
function plainLimit(remainingRaw: string | undefined, resetRaw: string | undefined, now: number, field: string, moments = true): Limit | undefined {
  const remaining = remainingRaw === undefined ? undefined : wholeNumber(remainingRaw.trim());
  if (remaining === undefined) return undefined;
  const limit: Limit = { remaining: Math.min(remaining, 1e9), field };
  const reset = resetRaw?.trim();
  if (!reset) return limit;
  const n = wholeNumber(reset);
  const ms = n === undefined ? (moments ? httpDate(reset) - now : NaN)
    : moments && n > 1e12 ? n - now
      : moments && n > 1e9 ? n * 1000 - now
        : n * 1000;
  if (!Number.isNaN(ms)) limit.resetMs = clampWait(ms);
  return limit;
}
