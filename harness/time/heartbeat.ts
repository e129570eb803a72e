// Long waits in slices of at most 30 s, each announced: what is awaited and how long is left (a CI log never goes quiet).
import { redactor } from "../secrets/redact.js";

export const HEARTBEAT_S = 30;

export interface HeartbeatWait {
  /** What is awaited, e.g. "30 s before expiry". */
  what: string;
  /** The moment waited for, in the clock's seconds. */
  until: number;
  now: () => number;
  /** Waits (or moves the clock) until at least the given second. */
  advanceTo: (seconds: number) => Promise<void>;
  print?: (line: string) => void;
}

/**
 * Straight to stderr, redacted (a wait's description may name a URL): vitest passes a worker's stderr through in
 * every console style, while console.log from a test is swallowed when no vitest reporter prints (compact, none).
 */
export const printHeartbeat = (line: string) => void process.stderr.write(`${redactor.text(line)}\n`);

export async function waitWithHeartbeat({ what, until, now, advanceTo, print = printHeartbeat }: HeartbeatWait): Promise<void> {
  // Budget: each slice moves the clock on by up to 30 s; a clock that does not move ends the loop after one spare slice each.
  const slices = Math.ceil(Math.max(0, until - now()) / HEARTBEAT_S) * 2 + 2;
  for (let i = 0; i < slices && now() < until; i++) {
    const left = Math.ceil(until - now());
    print(`waiting for ${what}: ${formatDuration(left)} left`);
    await advanceTo(Math.min(until, now() + HEARTBEAT_S));
  }
}

export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m} min ${String(s).padStart(2, "0")} s` : `${s} s`;
}
