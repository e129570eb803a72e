// Meta-test of the certification bundle: `conformance verify` accepts it untouched and names every change.
import { appendFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../support/run-cli.js";

describe("conformance verify", () => {
  test("accepts an untouched bundle and names changed, missing and added files", async () => {
    const run = await runCli(["run", "--area", "legacy-token", "--console", "none"]);
    const ok = await runCli(["verify", run.reportsDir]);
    expect(ok.stdout).toContain("bundle intact");
    expect(ok.exitCode).toBe(0);
    const digest = /digest ([0-9a-f]{64})/.exec(ok.stdout)![1]!;
    expect((await runCli(["verify", run.reportsDir, "--digest", digest])).exitCode).toBe(0);

    appendFileSync(join(run.reportsDir, "conformance.json"), " ");
    rmSync(join(run.reportsDir, "junit.xml"));
    writeFileSync(join(run.reportsDir, "extra.txt"), "x");
    const tampered = await runCli(["verify", run.reportsDir]);
    expect(tampered.stdout).toContain("changed: conformance.json");
    expect(tampered.stdout).toContain("missing: junit.xml");
    expect(tampered.stdout).toContain("not in the manifest: extra.txt");
    expect(tampered.exitCode).toBe(1);
  });
});
