// What a run leaves when SIGINT or SIGTERM ends it: each of its reports folders replaced by a bundle saying the run
// was interrupted (never an earlier run's reports, never half of this one's), then exit with 128 + the signal's number.
import type { RunFolder } from "./run-folder.js";
import { interrupted, writeStoppedBundle, type RunStart } from "./stopped-run.js";
import { writeOutput } from "./output.js";

const SIGNALS = [["SIGINT", 130], ["SIGTERM", 143]] as const;

/** A run's reports folder, what the run was asked to do, and files its bundle carries whatever happens (a container's log). */
export interface ClaimedRun {
  folder: RunFolder;
  start: RunStart;
  extraOutputs?: () => Record<string, string>;
  stepSummary?: string;
}

/** Puts a bundle that says why the run has no verdict in the run's reports folder; never throws (the cause matters more). */
export function leaveStoppedBundle({ folder, start, extraOutputs, stepSummary }: ClaimedRun, stop: Parameters<typeof writeStoppedBundle>[2]): void {
  try {
    folder.stop((dir) => {
      for (const [name, text] of Object.entries(extraOutputs?.() ?? {})) writeOutput(dir, name, text);
      writeStoppedBundle(dir, start, stop, stepSummary);
    });
  } catch (err) {
    process.stderr.write(`service-conformance: the reports folder ${folder.final} could not be replaced: ${(err as Error).message}\n`);
  }
}

/**
 * Until the returned function is called, answers SIGINT/SIGTERM by leaving the interrupted bundle in the reports folder
 * of each run in `runs` (which the caller fills as it takes them), then cleanUp (which removes the run's scratch of
 * secrets), then exiting.
 */
export function guardInterruptedRun(runs: readonly ClaimedRun[], cleanUp: () => void): () => void {
  const handlers = SIGNALS.map(([signal, code]) => {
    const handler = () => {
      try {
        for (const run of runs) leaveStoppedBundle(run, interrupted(signal));
        const where = [...new Set(runs.map((r) => r.folder.final))].join(", ");
        process.stderr.write(`service-conformance: interrupted by ${signal}; no verdict (the reports in ${where} say the run was interrupted)\n`);
      } finally {
        try {
          for (const run of runs) run.folder.release();
          cleanUp();
        } finally {
          process.exit(code);
        }
      }
    };
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}
