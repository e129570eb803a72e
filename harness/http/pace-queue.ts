// The requests waiting for one origin's pace, in order: a token bucket at the rate its pacer says (harness/http/pacer.ts),
// closed while the target asked for a wait, a refused request first in line, and no wait past the run's pacing budget.
import { RecentCounts } from "./pacing-window.js";

export interface PacerClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: PacerClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

/** The request is not sent: its wait would pass the run's pacing budget, or the target refuses everything. Not run. */
export class PacingStop extends Error {
  override name = "PacingStop";
}

/** A wait ended by the caller's signal (the test's deadline). */
export class PacingAborted extends Error {
  override name = "PacingAborted";
}

/** Tokens a paced origin may save, in seconds of its rate: requests go out evenly, not in bursts. */
const BURST_S = 0.2;

interface Waiter { since: number; resolve(heldMs: number): void; reject(err: Error): void; cleanup(): void }

export abstract class PaceQueue {
  /** Nothing is sent before then (ms since the epoch): the target asked for a wait. */
  pausedUntil = 0;
  /** How long sending was paused, in all. */
  pausedMs = 0;
  /** Since when the origin is paced (its first pause or rate), the requests sent since, and when the last one went. */
  pacedFrom: number | undefined;
  sentPaced = 0;
  lastSentAt = 0;
  /** When a request last had to wait for its turn. */
  protected limitedAt = -Infinity;
  protected firstSentAt = Infinity;
  /** Requests sent lately, by when they were let through. */
  protected readonly sent = new RecentCounts();
  private tokens = 0;
  private refilledAt = 0;
  private readonly waiting: Waiter[] = [];
  private timer: unknown;
  /** Set once the origin is given up on (the target refuses everything): every request stops with it. */
  private stopped: PacingStop | undefined;

  constructor(protected readonly clock: PacerClock, protected readonly budgetEndsAt: number) {}

  /** Requests a second let through now; Infinity when unpaced. */
  abstract rateAt(now: number): number;

  /** Called before a turn is given: the pacer's moment to raise its rate. */
  protected abstract beforeTurn(now: number): void;

  /** Whether the origin is paced now: a rate, or a pause. */
  pacing(now: number): boolean {
    return now < this.pausedUntil || this.rateAt(now) !== Infinity;
  }

  /** Undefined: send now (the usual path, no promise). Else resolves with the ms held once the request may go. */
  admit(signals: readonly AbortSignal[], again = false): Promise<number> | undefined {
    if (this.stopped) return Promise.reject(this.stopped);
    const now = this.clock.now();
    if (this.firstSentAt === Infinity) this.firstSentAt = now;
    if (this.waiting.length === 0 && this.mayGo(now)) {
      this.went(now);
      return undefined;
    }
    this.limitedAt = now;
    return new Promise<number>((resolve, reject) => {
      const onAbort = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        waiter.cleanup();
        reject(new PacingAborted("the test's deadline passed while the request waited for the target's pace"));
      };
      const waiter: Waiter = { since: now, resolve, reject, cleanup: () => { for (const s of signals) s.removeEventListener("abort", onAbort); } };
      if (signals.some((s) => s.aborted)) return onAbort();
      for (const s of signals) s.addEventListener("abort", onAbort, { once: true });
      if (again) this.waiting.unshift(waiter);
      else this.waiting.push(waiter);
      this.schedule(now);
    });
  }

  /** Closes the origin until `until`; the bucket starts empty then. */
  protected pause(now: number, until: number): void {
    if (until <= this.pausedUntil) return;
    this.pausedMs += until - Math.max(now, this.pausedUntil);
    this.pausedUntil = until;
    this.startBucket(now);
  }

  /** An empty bucket from now (or the pause's end): a new rate starts without a burst. */
  protected startBucket(now: number): void {
    this.pacedFrom ??= now;
    this.tokens = 0;
    this.refilledAt = Math.max(now, this.pausedUntil);
  }

  /** Lets through whoever's turn has come, and sets the timer for the next. */
  protected release(): void {
    const now = this.clock.now();
    while (this.waiting.length > 0 && this.mayGo(now)) {
      const w = this.waiting.shift()!;
      w.cleanup();
      this.went(now);
      w.resolve(now - w.since);
    }
    if (this.waiting.length > 0) this.limitedAt = now;
    if (this.timer !== undefined) {
      this.clock.clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.schedule(now);
  }

  private went(now: number): void {
    this.sent.add(now);
    if (this.pacedFrom === undefined && this.rateAt(now) !== Infinity) this.pacedFrom = now;
    if (this.pacedFrom === undefined) return;
    this.sentPaced++;
    this.lastSentAt = now;
  }

  /** Takes a token when the origin is not paused and one is there (none needed when unpaced). */
  private mayGo(now: number): boolean {
    if (now < this.pausedUntil) return false;
    this.beforeTurn(now);
    const r = this.rateAt(now);
    if (r === Infinity) return true;
    if (now > this.refilledAt) {
      this.tokens = Math.min(Math.max(1, r * BURST_S), this.tokens + ((now - this.refilledAt) * r) / 1000);
      this.refilledAt = now;
    }
    if (this.tokens < 1) return false;
    this.tokens--;
    return true;
  }

  private schedule(now: number): void {
    if (this.timer !== undefined || this.waiting.length === 0) return;
    const r = this.rateAt(now);
    const tokenAt = r === Infinity ? now : this.refilledAt + ((1 - this.tokens) * 1000) / r;
    const at = Math.max(this.pausedUntil, tokenAt, now);
    if (at > this.budgetEndsAt) return this.stopAll(new PacingStop("its turn in the target's pace would come past the run's pacing budget"));
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      this.release();
    }, Math.ceil(at - now));
  }

  /** Gives the origin up for the rest of the run: the requests waiting and all later ones stop with `err`. */
  protected giveUp(err: PacingStop): void {
    this.stopped = err;
    this.stopAll(err);
  }

  private stopAll(err: PacingStop): void {
    for (const w of this.waiting.splice(0)) {
      w.cleanup();
      w.reject(err);
    }
  }
}
