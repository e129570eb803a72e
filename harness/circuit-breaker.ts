// Stops asking a target that no longer answers: after N consecutive timeouts or connection errors, requests are refused at once.

/**
 * The target stopped answering; no request was sent. Not a conformance failure (the name holds no "Assertion"):
 * the runner reports the remaining tests as skipped "target unresponsive" and ends the run with exit 2.
 */
export class TargetUnresponsiveError extends Error {
  override name = "TargetUnresponsiveError";

  constructor(
    /** The (redacted) URL of the request that was refused. */
    readonly url: string,
    /** The (redacted) URL whose failures opened the breaker. */
    readonly failedUrl: string,
    readonly failures: number,
    readonly lastProblem: string,
  ) {
    super(`target unresponsive: ${failures} requests in a row got no answer (last: ${failedUrl}: ${lastProblem}); ${url} was not sent`);
  }
}

export interface BreakerState {
  open: boolean;
  consecutiveFailures: number;
  threshold: number;
  /** The URL and problem of the last failure, redacted by the caller. */
  failedUrl?: string;
  lastProblem?: string;
  openedAt?: number;
}

/** Three requests in a row without an answer, at the default 10 s timeout, end a worker's traffic within about 30 s. */
export const DEFAULT_BREAKER_THRESHOLD = 3;

export class CircuitBreaker {
  private failures = 0;
  private last: { url: string; problem: string } | undefined;
  private openedAt: number | undefined;
  private readonly listeners: ((state: BreakerState) => void)[] = [];

  constructor(private threshold = DEFAULT_BREAKER_THRESHOLD) {}

  /** Throws TargetUnresponsiveError when the breaker is open. */
  check(url: string): void {
    if (this.openedAt !== undefined) throw new TargetUnresponsiveError(url, this.last!.url, this.failures, this.last!.problem);
  }

  /** The target answered (any status): the count starts again. */
  answered(): void {
    if (this.openedAt === undefined) this.failures = 0;
  }

  /** A timeout or connection error; opens the breaker at the threshold. */
  unanswered(url: string, problem: string): void {
    this.failures++;
    this.last = { url, problem };
    if (this.failures >= this.threshold && this.openedAt === undefined) {
      this.openedAt = Date.now();
      for (const listener of this.listeners) listener(this.state());
    }
  }

  state(): BreakerState {
    return {
      open: this.openedAt !== undefined,
      consecutiveFailures: this.failures,
      threshold: this.threshold,
      failedUrl: this.last?.url,
      lastProblem: this.last?.problem,
      openedAt: this.openedAt,
    };
  }

  /** Called once, when the breaker opens. */
  onOpen(listener: (state: BreakerState) => void): void {
    this.listeners.push(listener);
  }

  /** Closes the breaker and sets a new threshold (configuration, or a fresh run in the same process). */
  reset(threshold = this.threshold): void {
    this.failures = 0;
    this.last = undefined;
    this.openedAt = undefined;
    this.threshold = threshold;
  }
}

/** The breaker of this process, shared by every HttpClient unless one is given its own. */
export const circuitBreaker = new CircuitBreaker();
