// A clock that moves only when a test moves it, for the pacer and the paced deadline (harness/http/pacer.ts PacerClock):
// timers fire in order of their time as it passes, and the promises they settle run before the next one.
import type { PacerClock } from "../../harness/http/pacer.js";

interface Timer { at: number; fn: () => void; id: number }

export interface ManualClock extends PacerClock {
  /** Moves the time forward by `ms`, firing every timer due on the way, each at its own time. */
  advance(ms: number): Promise<void>;
  /** Timers not yet fired. */
  pending(): number;
}

export function manualClock(start = 1_000_000): ManualClock {
  let now = start;
  let ids = 0;
  const timers: Timer[] = [];
  const settle = () => new Promise<void>((r) => setImmediate(r));
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const t = { at: now + Math.max(0, ms), fn, id: ++ids };
      timers.push(t);
      return t.id;
    },
    clearTimeout(handle) {
      const at = timers.findIndex((t) => t.id === handle);
      if (at >= 0) timers.splice(at, 1);
    },
    async advance(ms) {
      const until = now + ms;
      await settle();
      for (;;) {
        timers.sort((a, b) => a.at - b.at || a.id - b.id);
        const next = timers[0];
        if (!next || next.at > until) break;
        timers.shift();
        now = Math.max(now, next.at);
        next.fn();
        await settle();
      }
      now = until;
      await settle();
    },
    pending: () => timers.length,
  };
}
