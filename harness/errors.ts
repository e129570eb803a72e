// Errors that name their cause and the fix: harness/setup problems (exit 2) and target failures.

/** The run cannot be made (bad configuration, unreachable target): printed as one message, exit code 2. */
export class HarnessError extends Error {
  override name = "HarnessError";

  constructor(
    readonly problem: string,
    readonly fix: string,
  ) {
    super(`${problem}\n  fix: ${fix}`);
  }
}

/**
 * The target misbehaved at the transport level (timeout, reset): a conformance failure, not a suite error.
 * The name contains "Assertion" because that is how Allure and the summary tell failed (target) from broken (suite).
 */
export class TargetError extends Error {
  override name = "TargetAssertionError";
}

/** Failed (the target is wrong) rather than broken (the suite or its setup is wrong). */
export function isTargetFailure(err: { name?: string; stack?: string } | undefined): boolean {
  return !!err && (/assert/i.test(err.name ?? "") || /@vitest\/expect/.test(err.stack ?? ""));
}

export function isHarnessError(err: unknown): err is HarnessError {
  return err instanceof Error && err.name === "HarnessError" && "fix" in err;
}
