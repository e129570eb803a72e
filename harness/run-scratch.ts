// The run's scratch directory in the OS temp dir (0700): the secret share file and the circuit breaker's states, removed at the end.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BREAKER_DIR_ENV } from "./circuit-breaker.js";
import { SECRET_SHARE_ENV } from "./secret-share.js";

export interface RunScratch {
  dir: string;
  /** The secret share file (mode 0600), for shareSecretsAt(). */
  secretsPath: string;
  /** The breaker's directory, for shareBreakerAt(). */
  breakerDir: string;
  /** Deletes the directory and unsets the variables; also done when the process exits. */
  remove(): void;
}

/**
 * Makes the directory and names its parts in SECRET_SHARE_ENV and BREAKER_DIR_ENV, so every process started from
 * now on (vitest workers) joins them on its own. Call once per run, in the main process, before vitest starts.
 */
export function createRunScratch(): RunScratch {
  const dir = mkdtempSync(join(tmpdir(), "conformance-scratch-"));
  const secretsPath = join(dir, "secrets");
  const breakerDir = join(dir, "breaker");
  writeFileSync(secretsPath, "", { mode: 0o600, flag: "wx" });
  process.env[SECRET_SHARE_ENV] = secretsPath;
  process.env[BREAKER_DIR_ENV] = breakerDir;
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    if (process.env[SECRET_SHARE_ENV] === secretsPath) delete process.env[SECRET_SHARE_ENV];
    if (process.env[BREAKER_DIR_ENV] === breakerDir) delete process.env[BREAKER_DIR_ENV];
    process.off("exit", remove);
  };
  process.on("exit", remove);
  return { dir, secretsPath, breakerDir, remove };
}
