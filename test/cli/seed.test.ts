// A CI run id as the seed: accepted, printed and recorded as given, and the document still matches its schema.
import { describe, expect, test } from "vitest";
import { join } from "node:path";
import { seedFrom } from "../../harness/config/config.js";
import { readDocument } from "../../cli/conformance-json.js";
import { runCli } from "../support/run-cli.js";

describe("a seed of any string", () => {
  test("runs with a GitHub run id of billions and records it as given", async () => {
    const run = await runCli(["run", "--area", "legacy-token", "--filter", "D-TOKEN-", "--seed", "9876543210", "--console", "dot"]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain(`seed "9876543210" (hashed to ${seedFrom("9876543210")})`);
    expect(run.stdout).toContain("CONFORMANCE_SEED=9876543210 reproduces");
    const doc = readDocument(join(run.reportsDir, "conformance.json"));
    expect(doc).toMatchObject({ seedGiven: "9876543210", seed: seedFrom("9876543210") });
  });
});
