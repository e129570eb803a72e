// A target that paces the suite (429 with Retry-After) is waited out, not failed: the reference as a separate process
// behind a proxy that answers the first request of every test 429 "Retry-After: 1"; the run stays CONFORMANT and
// reports the pacing per test and in the console.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { IncomingMessage } from "node:http";
import { TEST_ID_HEADER } from "../../harness/http/http.js";
import { startDelayProxy, type DelayProxy } from "../support/loopback-proxy.js";
import { credentials, startReferenceProcess, suiteEnv, type ReferenceProcess } from "../support/reference-process.js";
import { runCli, type CliRun } from "../support/run-cli.js";

let reference: ReferenceProcess;
let proxies: DelayProxy[];
let run: CliRun;
const pacedTests = new Set<string>();

/** The first request of each test (by its test id header) is answered 429; later ones pass. */
function paceFirstOfEachTest(req: IncomingMessage): number | undefined {
  const id = req.headers[TEST_ID_HEADER];
  if (typeof id !== "string" || !/^[A-D]-/.test(id) || pacedTests.has(id)) return undefined;
  pacedTests.add(id);
  return 1;
}

beforeAll(async () => {
  const creds = credentials();
  reference = await startReferenceProcess(creds);
  proxies = await Promise.all([reference.baseUrl, reference.legacyBaseUrl].map((u) => startDelayProxy(u, { pace: paceFirstOfEachTest })));
  run = await runCli(["run", "--console", "compact"], { ...suiteEnv(creds, { baseUrl: proxies[0]!.url, legacyBaseUrl: proxies[1]!.url }), CONFORMANCE_SEED: "31" }, 240_000);
}, 300_000);

afterAll(async () => {
  await Promise.all(proxies?.map((p) => p.close()) ?? []);
  await reference?.stop();
});

describe("a target answering 429 with Retry-After", () => {
  test("is waited out: the run is CONFORMANT", () => {
    expect(run.exitCode, run.stdout.slice(-3000)).toBe(0);
    expect(run.document?.verdict).toBe("CONFORMANT");
    expect(pacedTests.size).toBeGreaterThan(100);
  });

  test("every paced test records its pacing: the requests and the time waited", () => {
    const byId = new Map(run.document!.tests.map((t) => [t.id, t]));
    // D-TOKEN-TIMELINE is the token timeline's own id: its exchanges, pacing included, are the evidence of the tests that read it.
    const timelineTests = run.document!.tests.filter((t) => t.file.endsWith("get-token/lifetime.test.ts")).map((t) => t.id);
    expect(pacedTests.has("D-TOKEN-TIMELINE")).toBe(true);
    for (const id of [...pacedTests].filter((i) => i !== "D-TOKEN-TIMELINE")) {
      const t = byId.get(id);
      expect(t, id).toBeDefined();
      expect(t!.pacing?.requests, id).toBeGreaterThanOrEqual(1);
      expect(t!.pacing?.waitedMs, id).toBeGreaterThanOrEqual(1000);
    }
    expect(run.document!.tests.filter((t) => t.pacing && !pacedTests.has(t.id) && !timelineTests.includes(t.id)).map((t) => t.id)).toEqual([]);
  });

  test("the console sums the pacing up", () => {
    expect(run.stdout).toMatch(/Target pacing: \d+ request\(s\) of \d+ test\(s\) answered 429 or 503 with Retry-After; waited \d+\.\d s/);
  });
});
