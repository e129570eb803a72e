// A lock on a reports folder: one writer at a time (run, merge, report), the holder named by its pid, and a lock whose
// process has ended taken over. Runs made together in one process share it.
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { HarnessError } from "../harness/outcomes/errors.js";

interface Holder {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux): a pid reused by another process is not the holder. */
  start?: string;
  command: string;
  startedAt: string;
}

/** Locks this process holds, by path, with how many of its runs hold each. */
const held = new Map<string, number>();

/** The start time of a process, from /proc/<pid>/stat (field 22, after the command name in parentheses). */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** Whether a process of that pid runs (one of another user's answers EPERM). */
export function isRunning(pid: number): boolean {
  try {
    return process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function alive(h: Holder): boolean {
  if (!isRunning(h.pid)) return false;
  const start = startOf(h.pid);
  return h.start === undefined || start === undefined || start === h.start;
}

function readHolder(path: string): Holder | undefined {
  try {
    const h = JSON.parse(readFileSync(path, "utf8")) as Holder;
    return Number.isInteger(h.pid) ? h : undefined;
  } catch {
    return undefined;
  }
}

export interface Lock {
  /** This process held the lock already (runs made together): the folder is already its own. */
  reentered: boolean;
  release(): void;
}

/**
 * Takes the lock file at `path` for `command`, or refuses naming the holder; `what` names the folder in the message.
 * The file is made whole beside and linked into place, so nobody ever reads a half-written lock.
 */
export function acquireLock(path: string, command: string, what: string): Lock {
  const count = held.get(path);
  if (count !== undefined) {
    held.set(path, count + 1);
    return { reentered: true, release: once(() => release(path)) };
  }
  const mine: Holder = { pid: process.pid, start: startOf(process.pid), command, startedAt: new Date().toISOString() };
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, path);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      }
      const holder = readHolder(path);
      if ((holder && alive(holder)) || attempt > 2) {
        const who = holder ? `another \`conformance ${holder.command}\` (pid ${holder.pid}, started ${holder.startedAt})` : "another process";
        throw new HarnessError(`${who} is writing to ${what}`,
          `wait for it to end, or give this one another --reports folder (a lock whose process has ended is taken over: ${path})`);
      }
      takeOver(path, holder);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  held.set(path, 1);
  return { reentered: false, release: once(() => release(path)) };
}

/** Moves a stale (or unreadable) lock away, one taker at a time; a live holder that took it meanwhile gets it back. */
function takeOver(path: string, stale: Holder | undefined): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // another process took it over first
  }
  const moved = readHolder(aside);
  if (moved && stale && (moved.pid !== stale.pid || moved.start !== stale.start) && alive(moved)) {
    try {
      linkSync(aside, path);
    } catch {
      // a third process holds it now
    }
  }
  rmSync(aside, { force: true });
}

function release(path: string): void {
  const count = held.get(path) ?? 0;
  if (count > 1) return void held.set(path, count - 1);
  held.delete(path);
  if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
}

const once = (f: () => void) => {
  let done = false;
  return () => {
    if (!done) (done = true), f();
  };
};
