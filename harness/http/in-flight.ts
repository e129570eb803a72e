// Requests in flight to one target origin at most, in this worker: its area's share of the run's
// CONFORMANCE_MAX_IN_FLIGHT (in proportion to its tests among the areas that run at once). A request waits its turn
// before its own timeout starts; the test's deadline still ends the wait. A request waiting for the target's pace
// (harness/http/pacing.ts) keeps its place: it is in flight.
import { DEFAULT_MAX_IN_FLIGHT } from "../config/config-keys.js";

class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: () => number) {}

  /** Takes a place if one is free now (no promise on the usual path). */
  tryEnter(): boolean {
    if (this.active >= this.limit()) return false;
    this.active++;
    return true;
  }

  /** Resolves when a place is free; rejects when a signal fires first. */
  async enter(signals: AbortSignal[]): Promise<void> {
    if (this.tryEnter()) return;
    await new Promise<void>((resolve, reject) => {
      const stopListening = () => { for (const s of signals) s.removeEventListener("abort", onAbort); };
      const onAbort = () => {
        stopListening();
        const at = this.waiting.indexOf(go);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new Error("the test's deadline passed while the request waited for a place"));
      };
      const go = () => {
        stopListening();
        this.active++;
        resolve();
      };
      for (const s of signals) s.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(go);
    });
  }

  leave(): void {
    this.active--;
    if (this.active < this.limit()) this.waiting.shift()?.();
  }

  get inFlight(): number {
    return this.active;
  }
}

let runLimit = DEFAULT_MAX_IN_FLIGHT;
let perWorker = DEFAULT_MAX_IN_FLIGHT;
let share = 1;
const gates = new Map<string, Gate>();

/** The run's limit for every origin, shared evenly by the workers that run at once (until an area takes its share). */
export function limitInFlight(limit: number, workers: number): void {
  runLimit = limit;
  share = 1 / Math.max(1, workers);
  perWorker = Math.max(1, Math.ceil(limit / Math.max(1, workers)));
}

/** This worker's part of the run's limit (harness/run/area-suite.ts: an area's share of the run's tests). */
export function shareInFlight(part: number): void {
  share = part;
  perWorker = Math.max(1, Math.floor(runLimit * part));
}

export const maxInFlight = (): number => perWorker;

/** This worker's part of the run (harness/http/pacing.ts gives it the same part of the run's pace). */
export const workerShare = (): number => share;

/** The gate of a URL's origin. */
export function gateOf(url: string): Gate {
  const origin = new URL(url).origin;
  let gate = gates.get(origin);
  if (!gate) gates.set(origin, (gate = new Gate(maxInFlight)));
  return gate;
}
