// Meta-test of sharding: two shards merged give the same verdict and counts as one full run.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli, type ConformanceDocument } from "../support/run-cli.js";

const env = { CONFORMANCE_SEED: "4242", CONFORMANCE_REFERENCE_FAULTS: "legacy-token.code-as-string" };
/** Shards take every n-th test file of all the selected areas together: two areas show that as well as four. */
const TWO_AREAS = ["--area", "legacy-token", "--area", "identity-verification"];
const summary = (d: ConformanceDocument | undefined) => ({
  verdict: d?.verdict,
  areas: d?.areas,
  requirements: d?.requirements.map((r) => [r.id, r.status]),
  tests: d?.tests.map((t) => [t.id, t.status]).sort(),
});

describe("conformance run --shard and conformance merge", () => {
  test("merge two shards into the verdict and counts of one full run", async () => {
    const [full, one, two] = await Promise.all([
      runCli(["run", "--console", "none", ...TWO_AREAS], env),
      runCli(["run", "--console", "none", ...TWO_AREAS, "--shard", "1/2"], env),
      runCli(["run", "--console", "none", ...TWO_AREAS, "--shard", "2/2"], env),
    ]);
    expect(one.document?.shard).toEqual({ index: 1, count: 2 });
    expect(one.document!.tests.length).toBeLessThan(full.document!.tests.length);
    const out = mkdtempSync(join(tmpdir(), "merged-"));
    const merged = await runCli(["merge", one.reportsDir, two.reportsDir], { CONFORMANCE_REPORTS_DIR: out });
    expect(merged.exitCode, merged.stderr).toBe(full.exitCode);
    expect(summary(merged.document)).toEqual(summary(full.document));
    expect(merged.document?.mergedFrom).toHaveLength(2);
  });

  test("refuses to merge an incomplete set of shards", async () => {
    const one = await runCli(["run", "--console", "none", "--area", "legacy-token", "--shard", "1/3"], env);
    const merged = await runCli(["merge", one.reportsDir]);
    expect(merged.exitCode).toBe(2);
    expect(merged.stderr).toContain("are not one complete set");
  });
});

describe("conformance compare", () => {
  test("reports regressions and exits 1, and reports fixes the other way round", async () => {
    const [clean, faulty] = await Promise.all([
      runCli(["run", "--area", "legacy-token", "--console", "none"]),
      runCli(["run", "--area", "legacy-token", "--console", "none"], env),
    ]);
    const forward = await runCli(["compare", join(clean.reportsDir, "conformance.json"), join(faulty.reportsDir, "conformance.json"), "--markdown"]);
    expect(forward.stdout).toContain("### Regressions (1)");
    expect(forward.stdout).toContain("`D-TOKEN-CODE-ZERO` passed → failed");
    expect(forward.exitCode).toBe(1);
    const back = await runCli(["compare", join(faulty.reportsDir, "conformance.json"), join(clean.reportsDir, "conformance.json")]);
    expect(back.stdout).toContain("Fixes (1):\n  D-TOKEN-CODE-ZERO: failed → passed");
    expect(back.exitCode).toBe(0);
  });

  test("refuses a file that is not a conformance.json", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "cmp-")), "x.json");
    writeFileSync(path, "{}");
    const r = await runCli(["compare", path, path]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain("is not a conformance.json");
  });
});
