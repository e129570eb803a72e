// Lists handed out once per run: claims from several processes at once never get the same index.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { claimIndex } from "../../harness/run/run-claims.js";

const dir = mkdtempSync(join(tmpdir(), "claims-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process that claims `n` indexes of the list as fast as it can and prints them. */
const claimer = (n: number) => new Promise<number[]>((resolve, reject) => {
  const code = `import { claimIndex } from ${JSON.stringify(join(ROOT, "harness", "run", "run-claims.ts"))};
    console.log(JSON.stringify(Array.from({ length: ${n} }, () => claimIndex("brns", ${JSON.stringify(dir)}))));`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.on("error", reject);
  child.on("close", (exitCode) => (exitCode === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`claimer exited ${exitCode}`))));
});

test("hands every index out once across four processes claiming at once", async () => {
  const claimed = (await Promise.all([claimer(50), claimer(50), claimer(50), claimer(50)])).flat();
  expect(claimed.length).toBe(200);
  expect(new Set(claimed).size, "distinct indexes").toBe(200);
  expect(Math.max(...claimed)).toBe(199);
});

test("counts in the process without a claims directory", () => {
  expect([claimIndex("local", undefined), claimIndex("local", undefined), claimIndex("other", undefined)]).toEqual([0, 1, 0]);
});
