// Skips with a reason: pending open points, missing profile inputs, tests disabled by configuration, and tests not run
// because something they build on could not be made (a setup step the target refused, a target that stopped answering).
export type SkipKind = "pending" | "missing-input" | "disabled" | "not-run";

/** Thrown anywhere in a test to skip it; the test wrapper reports the reason in every output. */
export class Skip extends Error {
  override name = "Skip";

  constructor(
    readonly kind: SkipKind,
    readonly reason: string,
    /** The open point a pending skip waits on (reports group pending tests by it). */
    readonly openPoint?: string,
  ) {
    super(reason);
  }
}
