// Runs the CLI as a user who may not write a given folder: root writes anywhere, so as root it runs as nobody (who may
// pass and read the folders above the test's own, but write none of them); otherwise as this user, the folders made
// read-only. The folders' modes are put back after.
import { spawn } from "node:child_process";
import { chmodSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { ROOT } from "../../harness/paths.js";
import type { NodeRun } from "./run-cli.js";

/** `conformance <args>` with `readOnly` (folders under the test's temp folder) not writable by the user it runs as. */
export async function runCliWithout(readOnly: string[], args: string[], env: Record<string, string> = {}): Promise<NodeRun> {
  const asRoot = process.getuid?.() === 0;
  const passable = asRoot ? [...new Set(readOnly.flatMap((dir) => ancestorsUnder(dir, tmpdir())))].filter((d) => !readOnly.includes(d)) : [];
  const modes = new Map([...readOnly, ...passable].map((dir) => [dir, statSync(dir).mode & 0o7777]));
  for (const dir of passable) chmodSync(dir, 0o711);
  for (const dir of readOnly) chmodSync(dir, 0o555);
  try {
    return await new Promise<NodeRun>((resolve, reject) => {
      const child = spawn(process.execPath, [join(ROOT, "cli", "conformance.mjs"), ...args], {
        cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { PATH: process.env.PATH, HOME: "/tmp", TMPDIR: "/tmp", CI: "true", NO_COLOR: "1", ...env },
        ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
      });
      let [stdout, stderr] = ["", ""];
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      child.on("error", reject).on("close", (exitCode) => resolve({ exitCode, stdout, stderr }));
    });
  } finally {
    for (const [dir, mode] of modes) chmodSync(dir, mode);
  }
}

/** `dir`'s folders from `root` (included) down to its parent. */
function ancestorsUnder(dir: string, root: string): string[] {
  const out: string[] = [];
  for (let at = dirname(dir); !relative(root, at).startsWith(".."); at = dirname(at)) out.push(at);
  return out;
}
