// Events of the last few seconds counted in tenths of a second: how fast requests went out and were accepted lately.

const SLOT_MS = 100;
const SLOTS = 30;

/** Counts of the last SLOTS × SLOT_MS ms; adding one is two array writes, summing them thirty reads. */
export class RecentCounts {
  private readonly counts = new Float64Array(SLOTS);
  private readonly stamps = new Float64Array(SLOTS).fill(-1);

  add(now: number): void {
    const slot = Math.floor(now / SLOT_MS);
    const i = slot % SLOTS;
    if (this.stamps[i] !== slot) {
      this.stamps[i] = slot;
      this.counts[i] = 0;
    }
    this.counts[i]!++;
  }

  /** Events from `since` (at most the window's length ago) until now. */
  countSince(since: number, now: number): number {
    const last = Math.floor(now / SLOT_MS);
    const first = Math.max(last - SLOTS + 1, Math.floor(since / SLOT_MS));
    let n = 0;
    for (let i = 0; i < SLOTS; i++) {
      const stamp = this.stamps[i]!;
      if (stamp >= first && stamp <= last) n += this.counts[i]!;
    }
    return n;
  }

  /** The longest span it can count, in ms. */
  static readonly SPAN_MS = SLOT_MS * SLOTS;
}
