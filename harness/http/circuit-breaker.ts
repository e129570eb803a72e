// Stops asking an origin that no longer answers: after N consecutive timeouts or connection errors, its requests are refused at once.
import { OriginStore, type OriginState } from "./breaker-store.js";
import { redactor } from "../secrets/redact.js";

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

export type { OriginState };

export interface BreakerState {
  /** Some origin's breaker is open. */
  open: boolean;
  threshold: number;
  origins: OriginState[];
}

/** Three requests in a row without an answer, at the default 10 s timeout, end a worker's traffic within about 30 s. */
export const DEFAULT_BREAKER_THRESHOLD = 3;

const parseOrigin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** Origins by the URL's text up to its path: a few per run, parsed once each rather than twice per request. */
const origins = new Map<string, string>();
const originOf = (url: string) => {
  const authority = url.indexOf("//");
  const path = authority < 0 ? -1 : url.indexOf("/", authority + 2);
  if (path < 0) return parseOrigin(url);
  const head = url.slice(0, path);
  let origin = origins.get(head);
  if (origin === undefined) {
    if (origins.size >= 256) origins.clear();
    origins.set(head, (origin = parseOrigin(head)));
  }
  return origin;
};

export class CircuitBreaker {
  private store: OriginStore;
  private readonly listeners: ((state: OriginState) => void)[] = [];

  constructor(private threshold = DEFAULT_BREAKER_THRESHOLD, dir?: string) {
    this.store = new OriginStore(dir);
  }

  /** From now on, counts and open breakers are shared with every process using the same directory. */
  shareAt(dir: string): void {
    this.store = new OriginStore(dir);
  }

  /**
   * Throws TargetUnresponsiveError when the breaker of the URL's origin is open. URLs come as sent: origins are
   * counted by their raw form and redacted only where they are kept or shown, not on every request.
   */
  check(url: string): void {
    const o = this.store.get(originOf(url));
    if (o?.open) throw new TargetUnresponsiveError(redactor.text(url), o.failedUrl!, o.consecutiveFailures, o.lastProblem!);
  }

  /** The origin answered (any status): its count starts again (an origin with no failures has no state). */
  answered(url: string): void {
    const origin = originOf(url);
    const o = this.store.get(origin);
    if (o && !o.open) this.store.delete(origin);
  }

  /** A timeout or connection error; opens the origin's breaker at the threshold. */
  unanswered(url: string, problem: string): void {
    const origin = originOf(url);
    const before = this.store.get(origin) ?? { origin: redactor.text(origin), open: false, consecutiveFailures: 0 };
    const o: OriginState = { ...before, consecutiveFailures: before.consecutiveFailures + 1, failedUrl: redactor.text(url), lastProblem: redactor.text(problem) };
    const opens = !o.open && o.consecutiveFailures >= this.threshold;
    if (opens) Object.assign(o, { open: true, openedAt: Date.now() });
    this.store.set(origin, o);
    if (opens) for (const listener of this.listeners) listener({ ...o });
  }

  state(): BreakerState {
    const origins = this.store.all();
    return { open: origins.some((o) => o.open), threshold: this.threshold, origins };
  }

  /** Called once per origin, in the process whose request opened it. */
  onOpen(listener: (state: OriginState) => void): void {
    this.listeners.push(listener);
  }

  /** Closes every breaker and sets a new threshold (configuration, or a fresh run in the same process). */
  reset(threshold = this.threshold): void {
    this.store.clear();
    this.threshold = threshold;
  }
}

/** The breaker of this process, shared by every HttpClient unless one is given its own. */
export const circuitBreaker = new CircuitBreaker();

/** Shares `b` (by default this process's breaker) with every process using the same directory. */
export function shareBreakerAt(dir: string, b: CircuitBreaker = circuitBreaker): void {
  b.shareAt(dir);
}

