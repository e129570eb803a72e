// Stops asking an origin that no longer answers: after N consecutive timeouts or connection errors, its requests are refused at once.

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

/** One origin (scheme, host, port): a hook that hangs never stops the traffic to the target, nor the reverse. */
export interface OriginState {
  origin: string;
  open: boolean;
  consecutiveFailures: number;
  /** The URL and problem of the last failure, redacted by the caller. */
  failedUrl?: string;
  lastProblem?: string;
  openedAt?: number;
}

export interface BreakerState {
  /** Some origin's breaker is open. */
  open: boolean;
  threshold: number;
  origins: OriginState[];
}

/** Three requests in a row without an answer, at the default 10 s timeout, end a worker's traffic within about 30 s. */
export const DEFAULT_BREAKER_THRESHOLD = 3;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

export class CircuitBreaker {
  private readonly origins = new Map<string, OriginState>();
  private readonly listeners: ((state: OriginState) => void)[] = [];

  constructor(private threshold = DEFAULT_BREAKER_THRESHOLD) {}

  /** Throws TargetUnresponsiveError when the breaker of the URL's origin is open. */
  check(url: string): void {
    const o = this.origins.get(originOf(url));
    if (o?.open) throw new TargetUnresponsiveError(url, o.failedUrl!, o.consecutiveFailures, o.lastProblem!);
  }

  /** The origin answered (any status): its count starts again. */
  answered(url: string): void {
    const o = this.origins.get(originOf(url));
    if (o && !o.open) o.consecutiveFailures = 0;
  }

  /** A timeout or connection error; opens the origin's breaker at the threshold. */
  unanswered(url: string, problem: string): void {
    const origin = originOf(url);
    const o = this.origins.get(origin) ?? { origin, open: false, consecutiveFailures: 0 };
    this.origins.set(origin, Object.assign(o, { consecutiveFailures: o.consecutiveFailures + 1, failedUrl: url, lastProblem: problem }));
    if (o.open || o.consecutiveFailures < this.threshold) return;
    Object.assign(o, { open: true, openedAt: Date.now() });
    for (const listener of this.listeners) listener({ ...o });
  }

  state(): BreakerState {
    const origins = [...this.origins.values()].map((o) => ({ ...o }));
    return { open: origins.some((o) => o.open), threshold: this.threshold, origins };
  }

  /** Called once per origin, when its breaker opens. */
  onOpen(listener: (state: OriginState) => void): void {
    this.listeners.push(listener);
  }

  /** Closes every breaker and sets a new threshold (configuration, or a fresh run in the same process). */
  reset(threshold = this.threshold): void {
    this.origins.clear();
    this.threshold = threshold;
  }
}

/** The breaker of this process, shared by every HttpClient unless one is given its own. */
export const circuitBreaker = new CircuitBreaker();
