// The full run against the reference as a separate process behind loopback proxies adding 0, 50 and 200 ms per request.
// Run: npm run bench -- [--runs n] latency
import { DEFAULT_MAX_IN_FLIGHT } from "../harness/config/config-keys.js";
import { runConformance, shoutUnlessConformant, type CliOutcome } from "./cli-run.js";
import { startDelayProxy } from "../test/support/loopback-proxy.js";
import { credentials, startReferenceProcess, suiteEnv } from "../test/support/reference-process.js";
import { median } from "./measure.js";

const DELAYS_MS = [0, 50, 200] as const;
/** Other settings, one run each at 200 ms beside the default's figures (no goal): is the cap what bounds the run? */
const SETTINGS_AT_200: Record<string, string>[] = [{ CONFORMANCE_MAX_IN_FLIGHT: "16" }, { CONFORMANCE_MAX_IN_FLIGHT: "256" }, { CONFORMANCE_MAX_WORKERS: "1" }];
/** Wall time of the run at a delay over the same bench's 0 ms run, at most (the default CONFORMANCE_MAX_IN_FLIGHT). */
const GOALS: Record<number, number> = { 50: 1.3, 200: 1.6 };

interface DelayedRun extends CliOutcome { requests: number }

/** One full run at `delayMs`: a fresh reference process, one proxy per origin (the profile's control URLs and the
 * upload and document URLs the reference builds from Host all go through them too), the suite pointed at the proxies. */
async function runAt(delayMs: number, settings: Record<string, string> = {}): Promise<DelayedRun> {
  const creds = credentials();
  const reference = await startReferenceProcess(creds);
  const [base, legacy] = await Promise.all([startDelayProxy(reference.baseUrl, { delayMs }), startDelayProxy(reference.legacyBaseUrl, { delayMs })]);
  try {
    const outcome = await runConformance([], { ...suiteEnv(creds, { baseUrl: base.url, legacyBaseUrl: legacy.url }), CONFORMANCE_AREAS: "all", ...settings });
    return { ...outcome, requests: base.requests() + legacy.requests() };
  } finally {
    await Promise.all([base.close(), legacy.close()]);
    await reference.stop();
  }
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** `runs` rounds of 0, 50 and 200 ms (interleaved, so drift hits every delay alike); medians and ratios to 0 ms. */
export async function bench(runs = 1) {
  const byDelay = new Map<number, DelayedRun[]>(DELAYS_MS.map((d) => [d, []]));
  for (let round = 0; round < runs; round++) {
    for (const delay of DELAYS_MS) {
      const run = await runAt(delay);
      shoutUnlessConformant(`latency ${delay} ms, round ${round + 1}`, run);
      byDelay.get(delay)!.push(run);
    }
  }
  const medianMs = (d: number) => median(byDelay.get(d)!.map((r) => r.ms));
  const zero = medianMs(0);
  const rows = DELAYS_MS.map((delay) => {
    const ratio = Math.round((medianMs(delay) / zero) * 100) / 100;
    const all = byDelay.get(delay)!;
    return {
      delayMs: delay, medianS: seconds(medianMs(delay)), runsS: all.map((r) => seconds(r.ms)), ratio,
      ...(GOALS[delay] ? { goal: GOALS[delay], meets: ratio <= GOALS[delay]! } : {}),
      verdicts: all.map((r) => r.verdict), tests: all[0]!.tests, requests: all.map((r) => r.requests), slowest: all[0]!.slowest,
      ...(all.some((r) => r.verdict !== "CONFORMANT") ? { notConformant: all.filter((r) => r.verdict !== "CONFORMANT") } : {}),
    };
  });
  const others = [];
  for (const settings of SETTINGS_AT_200) {
    const run = await runAt(200, settings);
    shoutUnlessConformant(`latency 200 ms with ${JSON.stringify(settings)}`, run);
    others.push({ delayMs: 200, settings, seconds: seconds(run.ms), ratio: Math.round((run.ms / zero) * 100) / 100, verdict: run.verdict,
      ...(run.verdict !== "CONFORMANT" ? { failed: run.failed } : {}) });
  }
  const verdicts = [...rows.flatMap((r) => r.verdicts), ...others.map((o) => o.verdict)];
  return { maxInFlight: DEFAULT_MAX_IN_FLIGHT, maxWorkers: "default (one worker for all areas)", rows, otherSettings: others,
    allConformant: verdicts.every((v) => v === "CONFORMANT") };
}
