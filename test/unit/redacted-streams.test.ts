// The command's stdout and stderr are redacted as they are written, whatever writes there (vitest's reporters too):
// strings and bytes, with and without a callback.
import { join } from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { runNode } from "../support/run-cli.js";

const SECRET = "stream-secret-8c1e7f2a9b3d";

test("a known secret written to stdout or stderr comes out redacted", async () => {
  const script = `
    const { redactor } = await import(${JSON.stringify(join(ROOT, "harness", "secrets", "redact.ts"))});
    const { redactStandardStreams } = await import(${JSON.stringify(join(ROOT, "cli", "redacted-streams.ts"))});
    redactStandardStreams();
    redactor.addSecret(${JSON.stringify(SECRET)}, "token");
    process.stdout.write("string ${SECRET}\\n");
    process.stdout.write(Buffer.from("bytes ${SECRET}\\n"));
    process.stderr.write("with callback ${SECRET}\\n", () => process.stdout.write("called back\\n"));
    console.log("console.log", ${JSON.stringify(SECRET)});`;
  const run = await runNode(["--import", "tsx", "--input-type=module", "-e", script]);
  expect(run.exitCode, run.stderr).toBe(0);
  expect(run.stdout + run.stderr).not.toContain(SECRET);
  expect(run.stdout).toMatch(/string \[REDACTED token #[0-9a-f]{8}\]\nbytes \[REDACTED token #[0-9a-f]{8}\]\n/);
  expect(run.stdout).toContain("called back");
  expect(run.stdout).toContain("console.log [REDACTED");
  expect(run.stderr).toContain("with callback [REDACTED");
});
