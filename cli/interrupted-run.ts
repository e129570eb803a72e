// Keeps junit.xml valid whatever stops a run: a placeholder first, replaced by one naming the signal on SIGINT/SIGTERM.
import { interruptedJunitXml } from "./junit.js";
import { writeOutput } from "./output.js";

const SIGNALS = [["SIGINT", 130], ["SIGTERM", 143]] as const;

/**
 * Writes a junit.xml (in each reports directory of the runs made together) saying the run has not finished (so a killed run never leaves an earlier run's file or none),
 * and until the returned function is called, answers SIGINT/SIGTERM by writing one that names the signal and exiting
 * with 128 + its number (after cleanUp, which removes the run's scratch of secrets). The run's own junit.xml replaces the placeholder when it ends.
 */
export function guardInterruptedRun(reportsDirs: readonly string[], areas: readonly string[], cleanUp: () => void): () => void {
  const startedAt = new Date().toISOString();
  const write = (signal: string) => { for (const dir of reportsDirs) writeOutput(dir, "junit.xml", interruptedJunitXml({ signal, startedAt, areas })); };
  write("unfinished");
  const handlers = SIGNALS.map(([signal, code]) => {
    const handler = () => {
      try {
        write(signal);
        process.stderr.write(`service-conformance: interrupted by ${signal}; no verdict (junit.xml says the run was interrupted)\n`);
      } finally {
        try { cleanUp(); } finally { process.exit(code); }
      }
    };
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  return () => { for (const [signal, handler] of handlers) process.off(signal, handler); };
}
