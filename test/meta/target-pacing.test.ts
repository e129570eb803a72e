// A target that limits rates is waited out, never failed: the reference as a separate process behind a limiter of 25
// requests a second per credential with a burst of 50, answering 429 with Retry-After beyond it (the corpus case of
// bench/pacing.ts, on areas B, C and D to fit the test budget). The run learns the pace, stays CONFORMANT with no test
// not run, and says how much it was paced and at what rate, per test and for the run.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startDelayProxy, type DelayProxy } from "../support/loopback-proxy.js";
import { rateLimiter, type Limiter } from "../support/rate-limiter.js";
import { credentials, startReferenceProcess, suiteEnv, type ReferenceProcess } from "../support/reference-process.js";
import { runCli, type CliRun } from "../support/run-cli.js";

const AREAS = ["schedules", "identity-verification", "legacy-token"];
let reference: ReferenceProcess;
let proxies: DelayProxy[];
let limiter: Limiter;
let run: CliRun;

beforeAll(async () => {
  const creds = credentials();
  reference = await startReferenceProcess(creds);
  limiter = rateLimiter({ perSecond: 25, burst: 50 });
  const pace = limiter.pace.bind(limiter);
  proxies = await Promise.all([reference.baseUrl, reference.legacyBaseUrl].map((u) => startDelayProxy(u, { pace })));
  run = await runCli(["run", "--console", "compact", ...AREAS.flatMap((a) => ["--area", a])],
    { ...suiteEnv(creds, { baseUrl: proxies[0]!.url, legacyBaseUrl: proxies[1]!.url }), CONFORMANCE_SEED: "31" }, 240_000);
}, 300_000);

afterAll(async () => {
  await Promise.all(proxies?.map((p) => p.close()) ?? []);
  await reference?.stop();
});

describe("a target limiting each credential to 25 requests a second (burst 50, 429 with Retry-After beyond)", () => {
  test("is waited out: the run is CONFORMANT, with no test failed or not run", () => {
    expect(run.exitCode, run.stdout.slice(-3000)).toBe(0);
    expect(run.document?.verdict).toBe("CONFORMANT");
    expect(run.document!.tests.filter((t) => t.status === "failed" || t.status === "broken" || t.status === "not-run").map((t) => `${t.id}: ${t.reason}`)).toEqual([]);
    // The limiter did refuse: the run met the pace it learned from.
    expect(limiter.refused()).toBeGreaterThan(0);
  });

  test("converges on the target's pace instead of bursting into refusals: few requests refused", () => {
    expect(limiter.refused()).toBeLessThan(limiter.accepted() / 5);
  });

  test("every test a refusal reached records it: the requests held or sent again, and the time waited", () => {
    const byId = new Map(run.document!.tests.map((t) => [t.id, t]));
    // D-TOKEN-TIMELINE is the token timeline's own id: its exchanges are the evidence of the tests that read it.
    for (const id of [...limiter.refusedTests()].filter((i) => i !== "D-TOKEN-TIMELINE" && /^[A-D]-/.test(i))) {
      const t = byId.get(id);
      expect(t, id).toBeDefined();
      expect(t!.pacing?.throttled, id).toBeGreaterThanOrEqual(1);
      expect(t!.pacing?.waitedMs, id).toBeGreaterThanOrEqual(1);
    }
  });

  test("conformance.json sums the pacing up for the run: requests, refusals, waits, and the rate learned", () => {
    const pacing = run.document!.pacing!;
    expect(pacing).toBeDefined();
    expect(pacing.throttled).toBeGreaterThan(0);
    expect(pacing.requests).toBeGreaterThanOrEqual(pacing.throttled);
    expect(pacing.tests).toBe(run.document!.tests.filter((t) => t.pacing).length);
    const base = pacing.origins.find((o) => o.origin === proxies[0]!.url);
    expect(base?.source).toBe("learned from 429/503 answers");
    expect(base?.rate).toBeGreaterThan(0);
    expect(base?.averageRate).toBeGreaterThan(0);
    expect(base?.throttled).toBeGreaterThan(0);
  });

  test("the console says how much the run was paced and at what rate", () => {
    expect(run.stdout).toMatch(/^Target pacing: \d+ request\(s\) of \d+ test\(s\) waited for the target's pace, \d+ of them answered 429 or 503 and sent again; \d+\.\d s waited in all/m);
    expect(run.stdout).toContain(`  ${proxies[0]!.url}: `);
    expect(run.stdout).toMatch(/requests\/s on average while paced; [\d.]+ requests\/s at the end, learned from 429\/503 answers; \d+ answer\(s\) 429 or 503, sending paused \d+\.\d s in all/);
  });
});
