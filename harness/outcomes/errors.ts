// Errors that name their cause and the fix: harness/setup problems (exit 2) and target failures.
import { chai } from "vitest";

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
 * The target is wrong: what the suite's own checks throw when an answer breaks a rule (a transport failure, an
 * unexpected status, a body that is not what the spec says). Tests fail with it; every other error is broken.
 */
export class TargetFailure extends Error {
  override name = "TargetFailure";
}

/** The target misbehaved at the transport level (timeout, reset, an oversized answer). */
export class TargetError extends TargetFailure {
  override name = "TargetError";
}

/**
 * Failed (the target is wrong) rather than broken (the suite or its setup is wrong): decided by type. An expect()
 * matcher throws chai's AssertionError, or @vitest/expect's JestExtendError (toBeOneOf and other extended
 * matchers), a class the package does not export, so that one is known by its constructor.
 */
export function isTargetFailure(err: unknown): boolean {
  return err instanceof TargetFailure || err instanceof chai.AssertionError
    || (err instanceof Error && err.constructor.name === "JestExtendError");
}

/** By name: a HarnessError may come from another module graph (vitest's globalSetup) than the CLI's. */
export function isHarnessError(err: unknown): err is HarnessError {
  return err instanceof Error && err.name === "HarnessError" && "fix" in err;
}
