// Where the circuit breaker keeps its per-origin counts: in memory, or in a run-scoped directory shared by every process of the run.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";

/** One origin (scheme, host, port): a hook that hangs never stops the traffic to the target, nor the reverse. */
export interface OriginState {
  /** Redacted; the store's key is the origin as sent. */
  origin: string;
  open: boolean;
  consecutiveFailures: number;
  /** The URL and problem of the last failure, redacted. */
  failedUrl?: string;
  lastProblem?: string;
  openedAt?: number;
}

/**
 * How long an origin seen without state is taken to have none, in a shared store: the check before each request and
 * the reset after each answer cost a file access each (a tenth of a request's cost at full speed). Another process's
 * failures count here this much later at most, against a threshold of several requests' timeouts.
 */
const ABSENT_FOR_MS = 50;

/**
 * Per-origin states: in memory, or in a run-scoped directory that every process of the run reads and writes.
 * An origin with no failure to count has no state (no file): the check before each request is one access().
 */
export class OriginStore {
  private readonly memory = new Map<string, OriginState>();
  private readonly files = new Map<string, string>();
  /** Origin → until when it is known to have no state (shared store only). */
  private readonly absentUntil = new Map<string, number>();

  constructor(readonly dir?: string) {
    if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  get(origin: string): OriginState | undefined {
    if (!this.dir) return this.memory.get(origin);
    if ((this.absentUntil.get(origin) ?? 0) > Date.now()) return undefined;
    const file = this.file(origin);
    if (!existsSync(file)) { // not readFileSync alone: an ENOENT exception per request costs ~15 µs
      this.absentUntil.set(origin, Date.now() + ABSENT_FOR_MS);
      return undefined;
    }
    try {
      return JSON.parse(readFileSync(file, "utf8")) as OriginState;
    } catch {
      return undefined; // none yet (or being replaced this instant)
    }
  }

  set(origin: string, state: OriginState): void {
    if (!this.dir) return void this.memory.set(origin, state);
    this.absentUntil.delete(origin);
    // Per process and thread: the areas' workers may be threads of one process.
    const tmp = `${this.file(origin)}.${process.pid}-${threadId}`;
    writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
    renameSync(tmp, this.file(origin));
  }

  delete(origin: string): void {
    if (!this.dir) return void this.memory.delete(origin);
    rmSync(this.file(origin), { force: true });
  }

  all(): OriginState[] {
    if (!this.dir) return [...this.memory.values()];
    return readdirSync(this.dir).filter((f) => f.endsWith(".json")).flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(join(this.dir!, f), "utf8")) as OriginState];
      } catch {
        return [];
      }
    });
  }

  clear(): void {
    this.memory.clear();
    if (this.dir) for (const f of readdirSync(this.dir)) rmSync(join(this.dir, f), { force: true });
  }

  private file(origin: string): string {
    let file = this.files.get(origin);
    if (file === undefined) {
      file = join(this.dir!, `${createHash("sha256").update(origin).digest("hex").slice(0, 16)}.json`);
      this.files.set(origin, file);
    }
    return file;
  }
}
