// The reference's injectable clock: one base time source plus independent offsets per named scope.
export type TimeSource = () => number;

export class ScopedClock {
  private readonly offsets = new Map<string, number>();

  constructor(private readonly source: TimeSource = Date.now) {}

  /** Milliseconds since the epoch as seen by a scope (the base clock when the scope has no offset). */
  nowMs(scope?: string): number {
    return this.source() + (scope === undefined ? 0 : (this.offsets.get(scope) ?? 0));
  }

  nowSeconds(scope?: string): number {
    return Math.floor(this.nowMs(scope) / 1000);
  }

  advance(scope: string, seconds: number): void {
    this.offsets.set(scope, (this.offsets.get(scope) ?? 0) + seconds * 1000);
  }

  forget(scope: string): void {
    this.offsets.delete(scope);
  }
}
