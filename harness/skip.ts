// Skips with a reason: pending open points, missing profile inputs, and tests disabled by configuration.
export type SkipKind = "pending" | "missing-input" | "disabled";

/** Thrown anywhere in a test to skip it; the test wrapper reports the reason in every output. */
export class Skip extends Error {
  override name = "Skip";

  constructor(
    readonly kind: SkipKind,
    readonly reason: string,
  ) {
    super(reason);
  }
}
