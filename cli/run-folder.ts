// A reports folder holds exactly one run: a run (or merge) writes in a working folder beside it and replaces the folder
// as a whole when it ends, with its bundle or with one saying it did not reach a verdict. Until then the folder holds a
// bundle saying the run has not finished, never an earlier run's. The history file (and a benchmark's figures) carry over.
import { accessSync, constants, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { HarnessError } from "../harness/outcomes/errors.js";
import { acquireLock, isRunning, type Lock } from "./folder-lock.js";
import { CARRIED_OVER, checkReportsFolder, historyIn } from "./reports-path.js";

export interface RunFolder {
  /** The reports folder (its real path), which the run replaces. */
  final: string;
  /** Where the run writes until it ends (beside the folder, so one rename puts it in place). */
  working: string;
  /** Puts the working folder in the reports folder's place. */
  finish(): void;
  /**
   * Puts a bundle that `write` makes in a fresh folder in the reports folder's place, and drops the working folder;
   * nothing once the run has finished or stopped.
   */
  stop(write: (dir: string) => void): void;
  /** Lets go of the folder (after finish or stop, or to give up before either). */
  release(): void;
}

export interface ClaimOptions {
  command: string;
  historyPath: string;
  /** Writes the bundle that stands in the folder while the run is made (it says the run has not finished). */
  placeholder: (dir: string) => void;
  /** The earlier run's Allure results go to the working folder, for the Allure writer to reuse their files. */
  reuseResults?: boolean;
  /** Keep the lock and working folder inside the folder, as for a mount point; decided from the folder when not given. */
  inside?: boolean;
}

let made = 0;

const writable = (dir: string) => {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Where a run keeps its lock and working folder: beside the reports folder, or inside it when it is a mount point
 * (which cannot be renamed) or the folder holding it is not writable.
 */
function placeOf(final: string, given?: boolean): { base: string; prefix: string; inside: boolean } {
  const inside = given ?? (existsSync(final) && (statSync(final).dev !== statSync(dirname(final)).dev || !writable(dirname(final))));
  return inside ? { base: final, prefix: ".conformance-", inside } : { base: dirname(final), prefix: `.${basename(final)}.conformance-`, inside };
}

/** Checks the path, takes the lock, and puts the placeholder in place. Refuses with exit 2, naming what the file system said. */
export function claimRunFolder(dir: string, o: ClaimOptions): RunFolder {
  try {
    return claim(dir, o);
  } catch (err) {
    if (err instanceof HarnessError || !(err as NodeJS.ErrnoException).code) throw err;
    throw new HarnessError(`the reports directory ${dir} cannot be used: ${(err as Error).message}`,
      "give a folder of its own that this user may write in --reports (or CONFORMANCE_REPORTS_DIR), such as reports");
  }
}

function claim(dir: string, o: ClaimOptions): RunFolder {
  const final = checkReportsFolder(dir, o.historyPath);
  const historyRel = historyIn(dir, o.historyPath);
  mkdirSync(dirname(final), { recursive: true });
  if (o.inside) mkdirSync(final, { recursive: true });
  const { base, prefix, inside } = placeOf(final, o.inside);
  const lock: Lock = acquireLock(join(base, `${prefix}lock`), o.command, final);
  const fresh = (kind: string) => join(base, `${prefix}${kind}-${process.pid}-${++made}`);
  const leftovers: string[] = [];
  let working = "";
  try {
    if (!lock.reentered) dropLeftovers(base, prefix);
    working = fresh("run");
    mkdirSync(working);
    if (!lock.reentered) {
      // The earlier bundle leaves the folder in one rename, before anything of it is taken.
      const old = replace(fresh("new"), o.placeholder);
      leftovers.push(old);
      if (o.reuseResults && existsSync(join(old, "allure-results"))) renameSync(join(old, "allure-results"), join(working, "allure-results"));
    }
  } catch (err) {
    if (working) rmSync(working, { recursive: true, force: true });
    lock.release();
    throw err;
  }
  // The earlier bundle (its HTML report: thousands of files) is deleted while the run is made.
  for (const old of leftovers) void rm(old, { recursive: true, force: true }).catch(() => {});

  /** Puts `folder` (filled by `fill`) in the reports folder's place; returns where the folder it replaced went. */
  function replace(folder: string, fill?: (dir: string) => void): string {
    if (!existsSync(folder)) mkdirSync(folder);
    fill?.(folder);
    for (const kept of [historyRel, ...CARRIED_OVER]) {
      if (!kept || !existsSync(join(final, kept))) continue;
      mkdirSync(dirname(join(folder, kept)), { recursive: true });
      renameSync(join(final, kept), join(folder, kept));
    }
    const old = fresh("old");
    if (inside) {
      mkdirSync(old);
      for (const name of readdirSync(final)) if (!name.startsWith(prefix)) renameSync(join(final, name), join(old, name));
      for (const name of readdirSync(folder)) renameSync(join(folder, name), join(final, name));
      rmSync(folder, { recursive: true });
    } else {
      if (existsSync(final)) renameSync(final, old);
      renameSync(folder, final);
    }
    return old;
  }

  let ended = false;
  return {
    final,
    working,
    finish: () => {
      if (ended) throw new Error(`the run in ${working} has already replaced its reports folder`);
      ended = true;
      rmSync(replace(working), { recursive: true, force: true });
    },
    stop: (write) => {
      if (ended) return;
      ended = true;
      const old = replace(fresh("new"), write);
      for (const gone of [old, working]) removeTree(gone);
    },
    release: () => {
      // Again after a stop: a test worker's last write may have made the working folder anew since. The lock is let go
      // even when the folder cannot be removed: a folder left is dropped by the next run, a lock left refuses it.
      try {
        removeTree(working);
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * Removes a folder that a thread of the run may still be writing in when a signal stops it (the Allure files' writer):
 * a removal that meets a file made meanwhile fails with ENOTEMPTY, and Node tries it again.
 */
const removeTree = (path: string) => rmSync(path, { recursive: true, force: true, maxRetries: 10, retryDelay: 10 });

/** Working and replaced folders, and drafts of the lock, of runs killed before they could remove them. */
function dropLeftovers(base: string, prefix: string): void {
  for (const name of readdirSync(base)) {
    const rest = name.startsWith(prefix) ? name.slice(prefix.length) : "";
    const draft = /^lock\.(?:stale-)?(\d+)$/.exec(rest);
    if (!/^(run|new|old)-\d+-\d+$/.test(rest) && !(draft && !isRunning(Number(draft[1])))) continue;
    try {
      rmSync(join(base, name), { recursive: true, force: true });
    } catch {
      // being removed already (an earlier run of this process deletes what it replaced in the background)
    }
  }
}

/** Takes the folder for a writer that adds to its bundle in place (`conformance report`): the path checked, the lock held. */
export function lockReportsFolder(dir: string, command: string, historyPath: string): { final: string; release(): void } {
  const final = checkReportsFolder(dir, historyPath);
  const { base, prefix } = placeOf(final);
  return { final, release: acquireLock(join(base, `${prefix}lock`), command, final).release };
}
