// One target origin's pace in one worker: the rate its queue lets requests through at (harness/http/pace-queue.ts), set
// (CONFORMANCE_MAX_RATE) or learned from the target's answers (429 or 503, Retry-After, RateLimit headers). A refusal
// pauses the origin for the wait asked and cuts the rate to what the target accepted lately (by half at most); the rate
// rises additively while requests wait for it. Pure logic on an injected clock: its tests need no real time.
import { MIN_RATE, rateLimitSignal, type RateLimitSignal } from "./rate-limit-headers.js";
import { RecentCounts } from "./pacing-window.js";
import { PaceQueue, PacingStop, type PacerClock } from "./pace-queue.js";

export { PacingAborted, PacingStop, systemClock, type PacerClock } from "./pace-queue.js";

/** A refusal cuts the rate to what the target accepted lately, within these fractions of the rate it was sent at. */
const CUT_LOWEST = 0.5;
const CUT_HIGHEST = 0.85;
/** Fewer requests sent since sending last resumed say nothing of the target's rate: a refusal then only pauses. */
const MIN_SAMPLES = 10;
/** The shortest span rates are measured over: a refusal just after sending resumed measures a few requests. */
const MIN_SPAN_MS = 250;
/** Each second requests wait for the pace, it rises by this fraction of the rate last cut to. */
const RAISE = 0.05;
/** The wait a 429 without Retry-After or RateLimit reset gets. */
export const BARE_429_WAIT_MS = 1000;
/** Nothing but refusals, this many over this long: the target is not pacing but refusing; its requests stop for the run. */
export const STALL_ANSWERS = 20;
export const STALL_MS = 120_000;
const LEARNED = "learned from 429/503 answers";

export interface PacerOptions {
  clock: PacerClock;
  /** This worker's part of the run's pace (an area's share with CONFORMANCE_MAX_WORKERS; 1 otherwise). */
  share: () => number;
  /** CONFORMANCE_MAX_RATE: requests a second for the whole run. */
  maxRate?: number;
  /** When the run's pacing budget ends (ms since the epoch): no wait may pass it. */
  budgetEndsAt: number;
  /** The rate was cut or sending paused: what the run's other workers should follow. */
  changed?: (pacer: Pacer) => void;
  /** Fewer remaining than this until a reset are spread over it (more go at the pace); default 64. */
  fewRemaining?: () => number;
}

export class Pacer extends PaceQueue {
  /** The rate learned from refusals (requests a second, this worker); Infinity until the first cut. */
  private rate = Infinity;
  private step = MIN_RATE;
  private cutAt = -Infinity;
  private raisedAt = 0;
  /** A rate set or advertised, which the learned one never passes, and what set it. */
  private ceiling: number;
  private ceilingSource: string | undefined;
  /** What remains until a reset, spread over it. */
  private cap = { rate: Infinity, until: 0, source: "" };
  private readonly accepted = new RecentCounts();
  private streak = 0;
  private streakSince = 0;
  /** Answers 429 or 503 waited out. */
  throttled = 0;

  constructor(private readonly o: PacerOptions) {
    super(o.clock, o.budgetEndsAt);
    this.ceiling = o.maxRate === undefined ? Infinity : o.maxRate * o.share();
    if (o.maxRate !== undefined) this.ceilingSource = "set by CONFORMANCE_MAX_RATE";
  }

  rateAt(now: number): number {
    return Math.min(this.rate, this.ceiling, now < this.cap.until ? this.cap.rate : Infinity);
  }

  /** What sets the pace now, for the run's summary; undefined while unpaced. */
  get source(): string | undefined {
    const now = this.clock.now();
    const r = this.rateAt(now);
    if (r === Infinity) return undefined;
    return r === this.rate ? LEARNED : r === this.ceiling ? this.ceilingSource : this.cap.source;
  }

  /**
   * Learns from an answer sent at `sentAt`. Undefined: the answer stands. A number: the target refused (429, or 503
   * with a wait): the origin pauses that long, the rate is cut, and the caller admits the request again. Throws
   * PacingStop when the wait would pass the run's budget or the target refuses everything.
   */
  answered(status: number, headers: Readonly<Record<string, string | undefined>>, sentAt: number): number | undefined {
    const now = this.clock.now();
    const signal = rateLimitSignal(headers, now);
    const throttled = status === 429 || (status === 503 && signal?.waitMs !== undefined);
    if (signal) this.learn(signal, now, throttled);
    if (!throttled) {
      this.accepted.add(now);
      this.streak = 0;
      return undefined;
    }
    this.throttled++;
    if (this.streak++ === 0) this.streakSince = now;
    if (this.streak >= STALL_ANSWERS && now - this.streakSince >= STALL_MS) {
      const stop = new PacingStop(`the target answered nothing but ${status} for ${Math.round((now - this.streakSince) / 1000)} s (${this.streak} answers in a row)`);
      this.giveUp(stop);
      throw stop;
    }
    const waitMs = signal?.waitMs ?? BARE_429_WAIT_MS;
    if (now + waitMs > this.budgetEndsAt) {
      throw new PacingStop(`the target asked for a wait of ${Math.ceil(waitMs / 1000)} s (${status}), past the run's pacing budget`);
    }
    if (sentAt >= this.cutAt) this.cut(now);
    this.pause(now, now + waitMs);
    this.o.changed?.(this);
    return waitMs;
  }

  /** Another worker of the run cut its rate or paused: follow it (rates for the whole run). */
  follow(runRate: number | undefined, pausedUntil: number): void {
    const now = this.clock.now();
    if (runRate !== undefined && runRate * this.o.share() < this.rateAt(now)) this.setRate(now, runRate * this.o.share());
    if (pausedUntil > this.pausedUntil) this.pause(now, Math.min(pausedUntil, this.budgetEndsAt));
    this.release();
  }

  private learn(s: RateLimitSignal, now: number, throttled: boolean): void {
    const share = this.o.share();
    const wasPaced = this.rateAt(now) !== Infinity;
    const advertised = `advertised by the target (${s.fields.join(", ")})`;
    if (s.policyRate !== undefined) {
      const set = this.o.maxRate === undefined ? Infinity : this.o.maxRate * share;
      this.ceiling = Math.min(set, s.policyRate * share);
      this.ceilingSource = this.ceiling === set ? "set by CONFORMANCE_MAX_RATE" : advertised;
    }
    // Few left until a reset (fewer than may be in flight at once) are spread over it; plenty lift the spread.
    if (s.remaining !== undefined && s.remaining > 0) {
      const few = s.remaining < (this.o.fewRemaining?.() ?? 64) && s.resetMs;
      this.cap = few ? { rate: Math.max(MIN_RATE, (s.remaining / (s.resetMs! / 1000)) * share), until: now + s.resetMs!, source: advertised } : { rate: Infinity, until: 0, source: "" };
    }
    if (!wasPaced && this.rateAt(now) !== Infinity) this.startBucket(now);
    if (!throttled && s.remaining === 0 && s.resetMs !== undefined) this.pause(now, Math.min(now + s.resetMs, this.budgetEndsAt + 1));
  }

  /**
   * The cut on a refusal: to the rate accepted since sending last resumed, between CUT_LOWEST and CUT_HIGHEST of the
   * rate sent. Too few requests since then say nothing of the target's rate: an unpaced origin is only paused, a paced
   * one cut gently.
   */
  private cut(now: number): void {
    const since = Math.max(now - RecentCounts.SPAN_MS, this.pausedUntil <= now ? this.pausedUntil : 0, this.firstSentAt);
    const sent = this.sent.countSince(since, now);
    const current = this.rateAt(now);
    if (sent < MIN_SAMPLES) {
      if (current !== Infinity) this.setRate(now, current * CUT_HIGHEST);
      return;
    }
    const span = Math.max(MIN_SPAN_MS, now - since);
    const base = Math.min(current, Math.max((sent * 1000) / span, MIN_RATE));
    const accepted = (this.accepted.countSince(since, now) * 1000) / span;
    this.setRate(now, Math.max(base * CUT_LOWEST, Math.min(base * CUT_HIGHEST, accepted)));
  }

  private setRate(now: number, rate: number): void {
    const wasPaced = this.rateAt(now) !== Infinity;
    this.rate = Math.max(MIN_RATE, rate);
    this.step = Math.max(MIN_RATE, this.rate * RAISE);
    this.cutAt = this.raisedAt = now;
    if (!wasPaced) this.startBucket(now);
  }

  /** Additive increase: a step a second, for the seconds in which requests had to wait for the pace. */
  protected beforeTurn(now: number): void {
    if (this.rate === Infinity || this.rate >= this.ceiling) return;
    const seconds = Math.floor((now - this.raisedAt) / 1000);
    if (seconds < 1) return;
    if (this.limitedAt >= this.raisedAt) this.rate = Math.min(this.ceiling, this.rate + seconds * this.step);
    this.raisedAt += seconds * 1000;
  }
}
