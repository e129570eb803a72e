// The one way a report file leaves the process: passed through the redactor, written atomically.
import { appendFileSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { redactor } from "../harness/secrets/redact.js";
import { forgetDigest } from "../harness/report/written-digests.js";

/** Writes text redacted; a reader never sees a half-written file (written beside, then renamed). */
export function writeOutput(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial-${process.pid}`;
  forgetDigest(path);
  writeFileSync(partial, redactor.text(text));
  renameSync(partial, path);
  return path;
}

export function writeJsonOutput(dir: string, name: string, data: unknown): string {
  return writeOutput(dir, name, `${JSON.stringify(redactor.json(data), null, 2)}\n`);
}

/** Appends text, redacted, to a file others own too (GitHub's $GITHUB_STEP_SUMMARY, which each step appends to). */
export function appendOutput(path: string, text: string): void {
  appendFileSync(path, redactor.text(text));
}
