// What an answer's headers say of the target's rate limit (harness/http/rate-limit-headers.ts): each form of the IETF
// RateLimit fields and the X-RateLimit ones, Retry-After first, and hostile values cut, clamped or ignored.
import { describe, expect, test } from "vitest";
import { MAX_WAIT_MS, rateLimitSignal, retryAfterValueMs } from "../../harness/http/rate-limit-headers.js";
import { members } from "../../harness/http/structured-list.js";

const now = Date.parse("2026-11-25T16:00:00Z");
const read = (headers: Record<string, string>) => rateLimitSignal(headers, now);

describe("the IETF httpapi RateLimit fields", () => {
  test("the structured form: the most restrictive policy's quota over its window, the least remaining", () => {
    expect(read({ "ratelimit-policy": '"burst";q=100;w=60,"per-second";q=25;w=1', ratelimit: '"burst";r=80;t=30, "per-second";r=3;t=1' }))
      .toEqual({ fields: ["RateLimit-Policy", "RateLimit"], policyRate: 100 / 60, remaining: 3, resetMs: 1_000 });
  });

  test("a policy counting other units, without a window, or over more than an hour states no rate", () => {
    expect(read({ "ratelimit-policy": '"bytes";q=65535;qu="content-bytes";w=10' })).toBeUndefined();
    expect(read({ "ratelimit-policy": '"open";q=100' })).toBeUndefined();
    expect(read({ "ratelimit-policy": '"daily";q=1000;w=86400' })).toBeUndefined();
    expect(read({ "ratelimit-policy": '"daily";q=1000;w=86400, "minute";q=60;w=60' })?.policyRate).toBe(1);
  });

  test("nothing remaining asks for a wait until the reset", () => {
    expect(read({ ratelimit: '"default";r=0;t=7' })).toEqual({ fields: ["RateLimit"], remaining: 0, resetMs: 7_000, waitMs: 7_000 });
  });

  test("the older dictionary form and the older separate fields", () => {
    expect(read({ ratelimit: "limit=100, remaining=0, reset=30", "ratelimit-policy": "100;w=60" }))
      .toEqual({ fields: ["RateLimit-Policy", "RateLimit"], policyRate: 100 / 60, remaining: 0, resetMs: 30_000, waitMs: 30_000 });
    expect(read({ "ratelimit-limit": "10, 10;w=1, 50;w=60", "ratelimit-remaining": "4", "ratelimit-reset": "2" }))
      .toEqual({ fields: ["RateLimit-Limit", "RateLimit-Remaining"], policyRate: 50 / 60, remaining: 4, resetMs: 2_000 });
  });

  test("a quoted policy name may hold commas and semicolons", () => {
    expect(members('"a,b;c";q=5;w=1, d;e=2').map((m) => [m.value, Object.fromEntries(m.params)])).toEqual([["a,b;c", { q: "5", w: "1" }], ["d", { e: "2" }]]);
  });
});

describe("the X-RateLimit fields", () => {
  test("a reset in seconds from now, in seconds or milliseconds since the epoch, or an HTTP date", () => {
    const at = (reset: string) => read({ "x-ratelimit-limit": "5000", "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset })?.waitMs;
    expect(at("12")).toBe(12_000);
    expect(at(String(now / 1000 + 60))).toBe(60_000);
    expect(at(String(now + 90_000))).toBe(90_000);
    expect(at(new Date(now + 5_000).toUTCString())).toBe(5_000);
    expect(at(String(now / 1000 - 60))).toBe(0);
  });

  test("a limit without a window states no rate", () => {
    expect(read({ "x-ratelimit-limit": "100" })).toBeUndefined();
    expect(read({ "x-ratelimit-limit": "100", "x-ratelimit-remaining": "50" })).toEqual({ fields: ["X-RateLimit-Remaining"], remaining: 50 });
  });
});

describe("Retry-After", () => {
  test("takes precedence over a reset", () => {
    expect(read({ "retry-after": "2", ratelimit: '"default";r=0;t=30' })?.waitMs).toBe(2_000);
  });

  test("seconds or an HTTP date; anything else is none", () => {
    expect(retryAfterValueMs("3", now)).toBe(3_000);
    expect(retryAfterValueMs(new Date(now + 4_000).toUTCString(), now)).toBe(4_000);
    for (const bad of ["1.5", "-1", "soon", "0x10", "1e3", "", " "]) expect(retryAfterValueMs(bad, now), bad).toBeUndefined();
  });
});

describe("hostile values", () => {
  test("absurd numbers are clamped: a wait to a day, a rate to one request in 100 s at least", () => {
    expect(read({ "retry-after": "9".repeat(40) })?.waitMs).toBe(MAX_WAIT_MS);
    expect(read({ ratelimit: `"d";r=0;t=${"9".repeat(30)}` })?.waitMs).toBe(MAX_WAIT_MS);
    expect(read({ "ratelimit-policy": '"none";q=0;w=1' })?.policyRate).toBe(0.01);
    expect(read({ "ratelimit-policy": `"huge";q=${"9".repeat(14)};w=1` })?.policyRate).toBe(100_000);
  });

  test("only the first 512 characters of a value are read", () => {
    expect(read({ "ratelimit-policy": `${" ".repeat(600)}"late";q=5;w=1` })).toBeUndefined();
    expect(read({ "retry-after": `${" ".repeat(511)}7` })?.waitMs).toBe(7_000);
  });

  test("a value of a million characters, or unbalanced quotes and separators, is read and comes to nothing", () => {
    for (const value of ['"'.repeat(1e6), ";".repeat(1e6), ",".repeat(1e6), "q=".repeat(5e5), `"${"\\".repeat(1e6)}`]) {
      expect(read({ "ratelimit-policy": value, ratelimit: value, "retry-after": value, "x-ratelimit-reset": value })).toBeUndefined();
    }
  });

  test("at most 16 members of a list are read", () => {
    const many = Array.from({ length: 40 }, (_, i) => `"p${i}";q=${100 - i};w=1`).join(",");
    expect(read({ "ratelimit-policy": many })?.policyRate).toBe(100 - 15);
  });

  test("malformed fields are ignored", () => {
    for (const headers of <Record<string, string>[]>[{ ratelimit: '"d";r=-1;t=5' }, { ratelimit: '"d";r=abc' }, { "ratelimit-policy": '"d";q=5;w=0' },
      { "ratelimit-policy": '"d";q=5;w=-1' }, { "x-ratelimit-remaining": "many" }]) {
      expect(read(headers), JSON.stringify(headers)).toBeUndefined();
    }
  });
});
