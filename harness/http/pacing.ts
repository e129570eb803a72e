// The run's pace per target origin in this worker: one Pacer per origin, set up from the run (CONFORMANCE_MAX_RATE,
// the pacing budget, this worker's share) and kept in step with the run's other workers through its scratch directory.
import { Pacer, systemClock, type PacerClock } from "./pacer.js";
import { PacingShare, WORKER } from "./pacing-share.js";
import { maxInFlight, workerShare } from "./in-flight.js";

/**
 * How long a run may be held by its targets' pacing, from its start: no request waits past it (its test is not run,
 * naming the pacing), and no test's deadline stretches past it.
 */
export const PACING_BUDGET_MS = 60 * 60_000;
/** How often a worker looks whether another one cut the pace (only when several run), and writes its own at most. */
const FOLLOW_EVERY_MS = 250;
const WRITE_EVERY_MS = 2_000;

interface Settings {
  maxRate?: number;
  budgetEndsAt: number;
  share?: PacingShare;
  /** Other workers run beside this one: follow their cuts. */
  follow: boolean;
  clock: PacerClock;
}

let settings: Settings = { budgetEndsAt: Date.now() + PACING_BUDGET_MS, follow: false, clock: systemClock };
const pacers = new Map<string, RunPacer>();

/** Sets the run's pacing up in this worker (harness/run/run.ts); forgets the paces of an earlier run. */
export function configurePacing(o: { maxRate?: number; startedAt?: number; dir?: string; workers?: number; clock?: PacerClock }): void {
  const clock = o.clock ?? systemClock;
  settings = {
    maxRate: o.maxRate,
    budgetEndsAt: (o.startedAt ?? clock.now()) + PACING_BUDGET_MS,
    share: o.dir ? new PacingShare(o.dir) : undefined,
    follow: !!o.dir && (o.workers ?? 1) > 1,
    clock,
  };
  pacers.clear();
}

/** The pace of an origin (scheme, host and port) in this worker. */
export function pacerOf(origin: string): Pacer {
  let pacer = pacers.get(origin);
  if (!pacer) pacers.set(origin, (pacer = new RunPacer(origin, settings)));
  return pacer;
}

/** A Pacer that tells the run's other workers of its cuts and pauses, follows theirs, and leaves its rate for the summary. */
class RunPacer extends Pacer {
  private nextFollow = 0;
  private nextWrite = 0;
  private seen = 0;

  constructor(readonly origin: string, private readonly s: Settings) {
    super({ clock: s.clock, share: workerShare, maxRate: s.maxRate, budgetEndsAt: s.budgetEndsAt, changed: (p) => (p as RunPacer).write(), fewRemaining: maxInFlight });
    if (s.maxRate !== undefined) this.write();
  }

  override admit(signals: readonly AbortSignal[], again = false): Promise<number> | undefined {
    if (this.s.follow || this.s.share) this.keepInStep();
    return super.admit(signals, again);
  }

  /** Writes this worker's pace every WRITE_EVERY_MS while paced (a cut or a pause at once), and follows others' cuts. */
  private keepInStep(): void {
    const now = this.s.clock.now();
    if (this.s.follow && now >= this.nextFollow) {
      this.nextFollow = now + FOLLOW_EVERY_MS;
      const other = this.s.share!.latestOfOthers(this.origin);
      if (other && other.updatedAt > this.seen) {
        this.seen = other.updatedAt;
        this.follow(other.rate ?? undefined, other.pausedUntil);
      }
    }
    if (now >= this.nextWrite && this.rateAt(now) !== Infinity) this.write();
  }

  private write(): void {
    if (!this.s.share) return;
    const now = this.s.clock.now();
    this.nextWrite = now + WRITE_EVERY_MS;
    const rate = this.rateAt(now);
    this.s.share.write({
      origin: this.origin, rate: rate === Infinity ? null : rate / workerShare(), ...(this.source ? { source: this.source } : {}),
      pausedUntil: this.pausedUntil, throttled: this.throttled, pausedMs: Math.round(this.pausedMs), updatedAt: now, by: WORKER,
      pacedFrom: this.pacedFrom ?? null, sentPaced: this.sentPaced, lastSentAt: this.lastSentAt,
    });
  }
}

export interface TestPacing {
  /** Requests held before they were sent, or refused and sent again. */
  requests: number;
  /** How long they waited, in all. */
  waitedMs: number;
  /** Of them, the answers 429 or 503 waited out and sent again. */
  throttled: number;
}

/** What a test's exchanges say of the target's pace (its `pacing` in conformance.json); undefined when none waited. */
export function pacingOf(exchanges: readonly { pacedMs?: number; heldMs?: number }[]): TestPacing | undefined {
  let requests = 0;
  let waitedMs = 0;
  let throttled = 0;
  for (const e of exchanges) {
    if (e.pacedMs === undefined && e.heldMs === undefined) continue;
    requests++;
    waitedMs += (e.pacedMs ?? 0) + (e.heldMs ?? 0);
    if (e.pacedMs !== undefined) throttled++;
  }
  return requests === 0 ? undefined : { requests, waitedMs: Math.round(waitedMs), throttled };
}
