// How much a run was paced and at what rate: conformance.json's `pacing` (from the tests' own and the workers' last word
// on each origin's pace) and its lines in the console summary.
import { runPaces, type SharedPace } from "../harness/http/pacing-share.js";
import { redactor } from "../harness/secrets/redact.js";
import type { TestRecord } from "./results.js";

export interface OriginPace {
  origin: string;
  /** Requests a second sent on average from the moment the origin was first paced to its last request (null: too few). */
  averageRate: number | null;
  /** Requests a second the run would have kept to next (learned or set); null when the origin was only paused. */
  rate: number | null;
  /** What set it: "learned from 429/503 answers", "set by CONFORMANCE_MAX_RATE", "advertised by the target (…)". */
  source?: string;
  /** Answers 429 or 503 waited out, and how long sending to the origin was paused for them. */
  throttled: number;
  pausedMs: number;
}

export interface RunPacing {
  /** Tests whose requests waited for a target's pace. */
  tests: number;
  /** Requests held before they were sent, or refused and sent again. */
  requests: number;
  /** Of them, the answers 429 or 503 waited out and sent again. */
  throttled: number;
  /** Their waits, summed over requests (requests wait side by side: this is no part of the run's duration). */
  waitedMs: number;
  origins: OriginPace[];
}

/** The run's pacing; undefined for a run no target paced. */
export function runPacing(tests: readonly TestRecord[], pacingDir: string | undefined): RunPacing | undefined {
  const paced = tests.filter((t) => t.pacing);
  const origins = runPaces(pacingDir).filter((p) => p.rate !== null || p.throttled > 0).map((p): OriginPace => ({
    origin: redactor.text(p.origin),
    averageRate: averageRate(p),
    rate: p.rate === null ? null : round2(p.rate),
    ...(p.source ? { source: p.source } : {}),
    throttled: p.throttled,
    pausedMs: p.pausedMs,
  }));
  if (paced.length === 0 && origins.length === 0) return undefined;
  const sum = (f: (p: NonNullable<TestRecord["pacing"]>) => number) => paced.reduce((n, t) => n + f(t.pacing!), 0);
  return { tests: paced.length, requests: sum((p) => p.requests), throttled: sum((p) => p.throttled ?? p.requests), waitedMs: sum((p) => p.waitedMs), origins };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Requests sent while paced over the time from the first pacing to the last request; null over less than a second. */
function averageRate(p: SharedPace): number | null {
  if (p.pacedFrom === null || p.lastSentAt - p.pacedFrom < 1000) return null;
  return round2(p.sentPaced / ((p.lastSentAt - p.pacedFrom) / 1000));
}

/** The console's lines on the run's pacing (none when no target paced it). Older documents have only the tests' own. */
export function pacingLines(tests: readonly TestRecord[], pacing: RunPacing | undefined): string[] {
  const p = pacing ?? runPacing(tests, undefined);
  if (!p) return [];
  const lines = [p.requests === 0 ? "Target pacing: no request had to wait for the target's pace."
    : `Target pacing: ${p.requests} request(s) of ${p.tests} test(s) waited for the target's pace, ${p.throttled} of them `
      + `answered 429 or 503 and sent again; ${seconds(p.waitedMs)} waited in all, side by side (not a failure).`];
  for (const o of p.origins) {
    const parts = [
      ...(o.averageRate === null ? [] : [`${o.averageRate} requests/s on average while paced`]),
      o.rate === null ? "paused only" : `${o.rate} requests/s at the end, ${o.source ?? "learned"}`,
      `${o.throttled} answer(s) 429 or 503, sending paused ${seconds(o.pausedMs)} in all`,
    ];
    lines.push(`  ${o.origin}: ${parts.join("; ")}`);
  }
  return lines;
}
