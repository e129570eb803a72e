// The run's scratch directory in the OS temp dir (0700): the secret share file, the circuit breaker's states, the
// claims of lists handed out once per run and the targets' paces; removed at the end.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunScratch {
  dir: string;
  /** The secret share file (mode 0600), for shareSecretsAt(). */
  secretsPath: string;
  /** The breaker's directory, for shareBreakerAt(). */
  breakerDir: string;
  /** Where lists handed out once per run keep their claims (run-claims.ts). */
  claimsDir: string;
  /** The targets' paces as each worker last saw them (harness/http/pacing-share.ts). */
  pacingDir: string;
  /** When the run began (ms since the epoch): its pacing budget counts from then. */
  startedAt: number;
  /** Deletes the directory; also done when the process exits. */
  remove(): void;
}

/**
 * Makes the directory. Call once per run, in the main process, before vitest starts; the run context carries its
 * paths to the workers (harness/run/run.ts joins them there).
 */
export function createRunScratch(): RunScratch {
  const dir = mkdtempSync(join(tmpdir(), "conformance-scratch-"));
  const secretsPath = join(dir, "secrets");
  const breakerDir = join(dir, "breaker");
  const claimsDir = join(dir, "claims");
  const pacingDir = join(dir, "pacing");
  writeFileSync(secretsPath, "", { mode: 0o600, flag: "wx" });
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    process.off("exit", remove);
  };
  process.on("exit", remove);
  return { dir, secretsPath, breakerDir, claimsDir, pacingDir, startedAt: Date.now(), remove };
}
