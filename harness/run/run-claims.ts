// Hands out the entries of a list once per run, whatever the number of workers: each claim is a line appended to a
// file in the run's scratch directory, and its place among the lines is the index it gets.
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";

let claims = 0;
const inProcess = new Map<string, number>();

/**
 * The next unclaimed index of the list `name` in this run: appends a token unique to this claim (O_APPEND writes of a
 * line are atomic on a local file system), then reads where it landed. Without a claims directory (outside a run), a
 * counter of this process.
 */
export function claimIndex(name: string, dir: string | undefined): number {
  if (!dir) {
    const next = inProcess.get(name) ?? 0;
    inProcess.set(name, next + 1);
    return next;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `${name.replace(/[^A-Za-z0-9_.-]/g, "_")}.claims`);
  const token = `${process.pid}-${randomBytes(6).toString("hex")}-${claims++}`;
  appendFileSync(file, `${token}\n`, { mode: 0o600 });
  return readFileSync(file, "utf8").split("\n").indexOf(token);
}
