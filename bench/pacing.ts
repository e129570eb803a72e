// The full run against the reference as a separate process behind a rate limiter: 25 requests a second per credential,
// a burst of 50, 429 with Retry-After beyond it. Each run must be CONFORMANT with no test not run for pacing; the figure
// is its seconds over requests ÷ 25 (the requests the limiter let through). Run: npm run bench -- [--runs n] pacing
import { runConformance, shoutUnlessConformant, type CliOutcome } from "./cli-run.js";
import { startDelayProxy } from "../test/support/loopback-proxy.js";
import { rateLimiter, type HeaderForm } from "../test/support/rate-limiter.js";
import { credentials, startReferenceProcess, suiteEnv } from "../test/support/reference-process.js";
import { median } from "./measure.js";

export const PER_SECOND = 25;
export const BURST = 50;
/** Seconds over requests ÷ PER_SECOND, at most (the median of the Retry-After-only runs). */
const GOAL = 1.3;

interface PacedRun extends CliOutcome { accepted: number; refused: number; ratio: number }

/** One full run behind the limiter (both origins behind one limiter: the credential is what it counts). */
export async function runLimited(headers: HeaderForm, settings: Record<string, string> = {}, args: string[] = []): Promise<PacedRun> {
  const creds = credentials();
  const reference = await startReferenceProcess(creds);
  const limiter = rateLimiter({ perSecond: PER_SECOND, burst: BURST, headers });
  const pace = (req: Parameters<typeof limiter.pace>[0]) => limiter.pace(req);
  const [base, legacy] = await Promise.all([startDelayProxy(reference.baseUrl, { pace }), startDelayProxy(reference.legacyBaseUrl, { pace })]);
  try {
    const outcome = await runConformance(args, { ...suiteEnv(creds, { baseUrl: base.url, legacyBaseUrl: legacy.url }), CONFORMANCE_AREAS: "all", ...settings });
    const accepted = limiter.accepted();
    return { ...outcome, accepted, refused: limiter.refused(), ratio: Math.round((outcome.ms / 1000 / (accepted / PER_SECOND)) * 100) / 100 };
  } finally {
    await Promise.all([base.close(), legacy.close()]);
    await reference.stop();
  }
}

const row = (label: string, r: PacedRun) => ({
  label, seconds: Math.round(r.ms / 100) / 10, accepted: r.accepted, refused: r.refused, ratio: r.ratio, verdict: r.verdict, tests: r.tests,
  notRun: r.notRun, notRunForPacing: r.notRunForPacing?.length, rates: r.pacing?.origins.map((o) => `${o.rate ?? "-"} (${o.source ?? "paused only"})`),
  ...(r.notRunForPacing?.length ? { notRunIds: r.notRunForPacing.slice(0, 10) } : {}),
});

const OTHERS: { label: string; headers: HeaderForm; settings?: Record<string, string> }[] = [
  { label: "RateLimit + RateLimit-Policy (structured)", headers: "ietf" },
  { label: "RateLimit-Limit/Remaining/Reset", headers: "ietf-older" },
  { label: "X-RateLimit-*", headers: "x" },
  { label: "CONFORMANCE_MAX_RATE=25", headers: "none", settings: { CONFORMANCE_MAX_RATE: String(PER_SECOND) } },
  { label: "CONFORMANCE_MAX_WORKERS=4", headers: "none", settings: { CONFORMANCE_MAX_WORKERS: "4" } },
];

/** `runs` runs with Retry-After alone (median ratio against the goal), then one run for each other form and setting. */
export async function bench(runs = 1) {
  const plain: PacedRun[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await runLimited("none");
    shoutUnlessPacedWell(`pacing, Retry-After only, run ${i + 1}`, r);
    plain.push(r);
  }
  const ratio = median(plain.map((r) => r.ratio));
  const others = [];
  for (const o of OTHERS) {
    const r = await runLimited(o.headers, o.settings);
    shoutUnlessPacedWell(`pacing, ${o.label}`, r);
    others.push(row(o.label, r));
  }
  return { limiter: { perSecond: PER_SECOND, burst: BURST }, goal: GOAL, medianRatio: ratio, meets: ratio <= GOAL,
    retryAfterOnly: plain.map((r) => row("Retry-After only", r)), others };
}

function shoutUnlessPacedWell(label: string, r: PacedRun): void {
  shoutUnlessConformant(label, r);
  if (r.notRunForPacing?.length) {
    process.exitCode = 1;
    console.error(`\n!!! ${label}: ${r.notRunForPacing.length} test(s) not run for pacing: ${r.notRunForPacing.slice(0, 10).join(", ")}`);
  }
}
