// A rate limiter for loopback-proxy.ts: a token bucket per credential (the Authorization header's value, else
// X-Api-Key's, else none) that answers 429 with Retry-After beyond it, and may advertise itself in the rate-limit
// headers a target may send (the IETF structured RateLimit fields, their older forms, or X-RateLimit-*). The pacing
// corpus case (bench/pacing.ts, test/meta/target-pacing.test.ts) puts it in front of the reference.
import type { IncomingMessage } from "node:http";
import { TEST_ID_HEADER } from "../../harness/http/http.js";
import type { Pace } from "./loopback-proxy.js";

export const HEADER_FORMS = ["none", "ietf", "ietf-older", "x"] as const;
export type HeaderForm = (typeof HEADER_FORMS)[number];

export interface LimiterOptions {
  /** Requests a second each credential may make, on average. */
  perSecond: number;
  /** Requests a credential may make at once after a pause. */
  burst: number;
  /** The rate-limit headers its answers carry besides a 429's Retry-After (default none). */
  headers?: HeaderForm;
  now?: () => number;
}

interface Bucket { tokens: number; at: number }

export interface Limiter {
  /** For loopback-proxy's `pace`: a 429 when the request's credential has no token left. */
  pace(req: IncomingMessage): Pace | undefined;
  /** Requests let through and refused, and the test ids of the refused ones. */
  accepted(): number;
  refused(): number;
  refusedTests(): Set<string>;
}

const credentialOf = (req: IncomingMessage) => {
  const h = req.headers.authorization ?? req.headers["x-api-key"];
  return typeof h === "string" ? h : "(none)";
};

export function rateLimiter({ perSecond, burst, headers = "none", now = () => performance.now() }: LimiterOptions): Limiter {
  const buckets = new Map<string, Bucket>();
  const tested = new Set<string>();
  let accepted = 0;
  let refused = 0;
  const advertised = (tokens: number): Record<string, string> => {
    const left = Math.max(0, Math.floor(tokens));
    // The reset is the time until more quota comes: the next token, for a bucket that refills all the time.
    const reset = left > 0 ? 0 : Math.ceil((1 - tokens) / perSecond);
    if (headers === "ietf") return { "ratelimit-policy": `"per-credential";q=${perSecond};w=1`, ratelimit: `"per-credential";r=${left};t=${reset}` };
    if (headers === "ietf-older") return { "ratelimit-limit": `${perSecond}, ${perSecond};w=1`, "ratelimit-remaining": String(left), "ratelimit-reset": String(reset) };
    if (headers === "x") return { "x-ratelimit-limit": String(perSecond), "x-ratelimit-remaining": String(left), "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000 + reset)) };
    return {};
  };
  return {
    pace(req) {
      const t = now();
      const key = credentialOf(req);
      const b = buckets.get(key) ?? { tokens: burst, at: t };
      b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        accepted++;
        return headers === "none" ? undefined : { headers: advertised(b.tokens) };
      }
      refused++;
      const id = req.headers[TEST_ID_HEADER];
      if (typeof id === "string") tested.add(id);
      return { retryAfter: Math.max(1, Math.ceil((1 - b.tokens) / perSecond)), headers: advertised(b.tokens) };
    },
    accepted: () => accepted,
    refused: () => refused,
    refusedTests: () => tested,
  };
}
