// Meta-test of sharding: two shards merged give the same verdict and counts as one full run.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli, type CliRun, type ConformanceDocument } from "../support/run-cli.js";
import { credentials, startReferenceProcess } from "../support/reference-process.js";

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

  test("refuses to merge an incomplete set of shards, naming the missing ones", async () => {
    const one = await runCli(["run", "--console", "none", "--area", "legacy-token", "--shard", "1/3"], env);
    const merged = await runCli(["merge", one.reportsDir]);
    expectRefused(merged, "are not one complete set: shard 2/3, shard 3/3 are missing");
  });

  test("refuses shards of different runs or targets, naming the field that differs and its values, and a shard that did not finish", async () => {
    const creds = credentials();
    const reference = await startReferenceProcess(creds);
    const shard = (n: string, more: Record<string, string>) => runCli(["run", "--console", "none", "--area", "legacy-token", "--shard", n], more);
    const remote = { CONFORMANCE_IMP_KEY: creds.IMP_KEY!, CONFORMANCE_IMP_SECRET: creds.IMP_SECRET!, CONFORMANCE_SEED: env.CONFORMANCE_SEED };
    try {
      const [faulty, clean, reseeded, elsewhere, stopped] = await Promise.all([
        shard("1/2", env),
        shard("2/2", { CONFORMANCE_SEED: env.CONFORMANCE_SEED }),
        shard("2/2", { ...env, CONFORMANCE_SEED: "9999" }),
        shard("2/2", { ...remote, CONFORMANCE_LEGACY_BASE_URL: reference.legacyBaseUrl }),
        shard("2/2", { ...remote, CONFORMANCE_LEGACY_BASE_URL: "http://127.0.0.1:1" }),
      ]);
      expect(stopped.document?.verdict, stopped.stderr).toBe("NOT REACHED");
      const merge = (other: CliRun) => runCli(["merge", faulty.reportsDir, other.reportsDir]);
      expectRefused(await merge(clean), `the reference faults differs: legacy-token.code-as-string in shard 1/2, (none) in shard 2/2`, "CONFORMANCE_REFERENCE_FAULTS (every shard against one target)");
      expectRefused(await merge(reseeded), "the seed differs: 4242 in shard 1/2, 9999 in shard 2/2", "the same CONFORMANCE_SEED");
      expectRefused(await merge(elsewhere), "the target differs: embedded in shard 1/2, remote in shard 2/2");
      expectRefused(await merge(stopped), `shard 2/2 in ${stopped.reportsDir} did not finish (NOT REACHED: `, "rerun it (conformance run --shard 2/2) to the end, then merge");
      expectRefused(await runCli(["compare", join(faulty.reportsDir, "conformance.json"), join(stopped.reportsDir, "conformance.json")]),
        `${join(stopped.reportsDir, "conformance.json")} holds no verdict: `, "run it again to the end");
    } finally {
      await reference.stop();
    }
  });
});

function expectRefused(run: CliRun, ...fragments: string[]): void {
  expect(run.exitCode, run.stderr).toBe(2);
  expect(run.stderr).toMatch(/^conformance: /);
  expect(run.stderr).toContain("\n  fix: ");
  expect(run.stderr).not.toContain("internal error");
  for (const f of fragments) expect(run.stderr).toContain(f);
  expect(run.document, "nothing is merged").toBeUndefined();
}

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
