// The run's pace per origin as its workers last saw it: one small file per origin and worker in the run's scratch
// directory, which the other workers follow and the run's summary reads when the run ends.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";

export interface SharedPace {
  origin: string;
  /** Requests a second for the whole run; null while unpaced. */
  rate: number | null;
  /** What set the rate ("learned from 429/503 answers", "set by CONFORMANCE_MAX_RATE" …). */
  source?: string;
  /** Sending paused until then (ms since the epoch). */
  pausedUntil: number;
  /** This worker's counts: answers 429 or 503 waited out, and ms the origin was paused. */
  throttled: number;
  pausedMs: number;
  /** Since when this worker paces the origin, the requests it sent since, and when the last went (null: unpaced). */
  pacedFrom: number | null;
  sentPaced: number;
  lastSentAt: number;
  updatedAt: number;
  /** The worker that wrote it (pid and thread). */
  by: string;
}

export const WORKER = `${process.pid}-${threadId}`;
/** The name its files start with: the origin hashed. */
export const keyOf = (origin: string) => createHash("sha256").update(origin).digest("hex").slice(0, 16);

export class PacingShare {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  /** Replaces this worker's file for the origin, in one rename. */
  write(pace: SharedPace): void {
    const file = join(this.dir, `${keyOf(pace.origin)}.${WORKER}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(pace), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  }

  /** The other workers' latest word on the origin, if any. */
  latestOfOthers(origin: string): SharedPace | undefined {
    const key = keyOf(origin);
    let latest: SharedPace | undefined;
    for (const p of this.read((f) => f.startsWith(`${key}.`) && !f.startsWith(`${key}.${WORKER}.`))) {
      if (!latest || p.updatedAt > latest.updatedAt) latest = p;
    }
    return latest;
  }

  /** Every worker's word on every origin. */
  all(): SharedPace[] {
    return this.read(() => true);
  }

  private read(wanted: (file: string) => boolean): SharedPace[] {
    let files: string[];
    try {
      files = readdirSync(this.dir);
    } catch {
      return [];
    }
    return files.filter((f) => f.endsWith(".json") && wanted(f)).flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(join(this.dir, f), "utf8")) as SharedPace];
      } catch {
        return []; // being replaced this instant
      }
    });
  }
}

/**
 * The run's pace per origin from every worker's files: the latest rate, the refusals and the requests sent while paced
 * summed, the longest pause total, paced from the earliest worker's start to the latest's last request.
 */
export function runPaces(dir: string | undefined): SharedPace[] {
  if (!dir) return [];
  const byOrigin = new Map<string, SharedPace>();
  for (const p of new PacingShare(dir).all()) {
    const seen = byOrigin.get(p.origin);
    if (!seen) {
      byOrigin.set(p.origin, { ...p });
      continue;
    }
    const latest = p.updatedAt > seen.updatedAt ? p : seen;
    const from = [seen.pacedFrom, p.pacedFrom].filter((t): t is number => t !== null);
    byOrigin.set(p.origin, {
      ...latest, throttled: seen.throttled + p.throttled, pausedMs: Math.max(seen.pausedMs, p.pausedMs),
      pacedFrom: from.length > 0 ? Math.min(...from) : null, sentPaced: seen.sentPaced + p.sentPaced, lastSentAt: Math.max(seen.lastSentAt, p.lastSentAt),
    });
  }
  return [...byOrigin.values()].sort((a, b) => a.origin.localeCompare(b.origin));
}
