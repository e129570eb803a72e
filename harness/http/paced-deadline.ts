// A test's deadline that stands still while the target's pacing holds its requests: a paced run's tests get the time
// the pacing took on top of their own. The run's pacing budget bounds it (the pacer refuses any wait past it).
import { systemClock, type PacerClock } from "./pacer.js";

const deadlines = new WeakMap<AbortSignal, TestDeadline>();

export class TestDeadline {
  private readonly controller = new AbortController();
  /** Rejects graceMs after the deadline passed: the test ends then even if its body never heeds the signal. */
  readonly expired: Promise<never>;
  private expire!: (err: Error) => void;
  private leftMs: number;
  private runningSince: number;
  private timer: unknown;
  private graceTimer: unknown;
  private holds = 0;
  private heldSince = 0;
  /** How long the deadline stood still for the target's pacing. */
  heldMs = 0;

  /** Its signal fires `ms - graceMs` after it starts, not counting the time it is held. */
  constructor(private readonly ms: number, private readonly graceMs: number, private readonly clock: PacerClock = systemClock) {
    this.leftMs = ms - graceMs;
    this.runningSince = clock.now();
    this.expired = new Promise<never>((_, reject) => (this.expire = reject));
    this.expired.catch(() => {});
    this.arm();
    deadlines.set(this.controller.signal, this);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Stops the deadline until the function returned is called (each hold once; holds may overlap). */
  hold(): () => void {
    if (this.controller.signal.aborted) return () => {};
    if (this.holds++ === 0) {
      const now = this.clock.now();
      this.clock.clearTimeout(this.timer);
      this.leftMs -= now - this.runningSince;
      this.heldSince = now;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holds > 0 || this.controller.signal.aborted) return;
      const now = this.clock.now();
      this.heldMs += now - this.heldSince;
      this.runningSince = now;
      this.arm();
    };
  }

  clear(): void {
    this.clock.clearTimeout(this.timer);
    this.clock.clearTimeout(this.graceTimer);
  }

  private arm(): void {
    this.timer = this.clock.setTimeout(() => this.pass(), Math.max(0, this.leftMs));
  }

  private pass(): void {
    this.controller.abort(new Error("the test's deadline"));
    const stretched = this.heldMs >= 1 ? ` (its ${this.ms} ms, and ${Math.round(this.heldMs)} ms for which the target's pacing held its requests)` : "";
    this.graceTimer = this.clock.setTimeout(() => this.expire(new Error(`Test timed out in ${Math.round(this.ms + this.heldMs)}ms${stretched}.`)), this.graceMs);
  }
}

/** Holds the test deadlines among these signals (others are left to run); returns the release. */
export function holdDeadlines(signals: readonly AbortSignal[]): () => void {
  const releases: (() => void)[] = [];
  for (const s of signals) {
    const d = deadlines.get(s);
    if (d) releases.push(d.hold());
  }
  return () => { for (const r of releases) r(); };
}
