// The deadline of one request: its timeout and the deadlines of its callers, as one signal undici listens to.
import { EventEmitter } from "node:events";

/**
 * One signal for the request's timeout and the callers' deadlines: an EventEmitter, which undici takes as well as an
 * AbortSignal and costs a fraction of an AbortController per request. Not AbortSignal.any(AbortSignal.timeout(…)):
 * on Node 20 the garbage collector may take the timeout signal while the request waits, and it then never fires.
 */
export class Deadline extends EventEmitter {
  aborted = false;
  reason: unknown;
  private readonly timer: NodeJS.Timeout;
  private readonly onCallerAbort?: (e: Event) => void;

  constructor(timeoutMs: number, private readonly callerSignals: AbortSignal[]) {
    super();
    this.timer = setTimeout(timedOut, timeoutMs, this, timeoutMs);
    if (callerSignals.length === 0) return;
    this.onCallerAbort = (e: Event) => this.abort((e.target as AbortSignal).reason);
    for (const s of callerSignals) s.addEventListener("abort", this.onCallerAbort, { once: true });
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    Object.assign(this, { aborted: true, reason });
    this.emit("abort");
  }

  clear(): void {
    clearTimeout(this.timer);
    for (const s of this.callerSignals) s.removeEventListener("abort", this.onCallerAbort!);
  }
}

function timedOut(deadline: Deadline, timeoutMs: number): void {
  deadline.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError"));
}

export function anyAborted(signals: AbortSignal[]): boolean {
  for (const s of signals) if (s.aborted) return true;
  return false;
}
