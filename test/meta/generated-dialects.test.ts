// Meta-test: any conforming target passes, whatever legal shapes and choices it makes. Area A runs against a family of
// generated reference dialects (reference/b2b/dialects/generated.ts), each told to the suite only by its profile: every
// one is CONFORMANT with nothing failed or broken, and a sample of area A faults is caught in each.
// More seeds on demand: CONFORMANCE_DIALECT_SEEDS=1-50 npx vitest run --project self test/meta/generated-dialects.test.ts
import { describe, expect, test } from "vitest";
import { DIMENSIONS, generateDialect } from "../../reference/b2b/dialects/generated.js";
import { faultCatalogue } from "../../reference/faults.js";
import type { DialectOutcome } from "../support/dialect-sweep.js";
import { runScript } from "../support/run-cli.js";

/** Six seeds whose dialects together take every value of every dimension (the first test checks it). */
const DEFAULT_SEEDS = [1, 2, 3, 11, 53, 266];
const FAULTS_PER_SEED = 3;

function seedsOf(text: string | undefined): number[] {
  if (!text) return DEFAULT_SEEDS;
  return text.split(",").flatMap((part) => {
    const [from, to] = part.split("-").map(Number) as [number, number?];
    return to === undefined ? [from] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}
const SEEDS = seedsOf(process.env.CONFORMANCE_DIALECT_SEEDS);
const TIMEOUT_MS = 120_000 + SEEDS.length * 60_000;

let sweep: Promise<DialectOutcome[]> | undefined;
function outcomes(): Promise<DialectOutcome[]> {
  sweep ??= runScript("dialect-sweep.ts", [...SEEDS.map(String), "--faults", String(FAULTS_PER_SEED)], {},
    TIMEOUT_MS).then((run) => {
    if (run.exitCode !== 0) throw new Error(`the dialect sweep exited with ${run.exitCode}:\n${run.stderr.slice(-4000)}`);
    return run.stdout.trim().split("\n").map((line) => JSON.parse(line) as DialectOutcome);
  });
  return sweep;
}

describe.concurrent("area A against generated dialects", () => {
  test("the default seeds take every value of every dimension", () => {
    const taken = new Set(DEFAULT_SEEDS.flatMap((s) => Object.entries(generateDialect(s).choices).map(([k, v]) => `${k}=${String(v)}`)));
    const all = Object.entries(DIMENSIONS).flatMap(([k, values]) => (values as unknown[]).map((v) => `${k}=${String(v)}`));
    expect(all.filter((x) => !taken.has(x)), "values no default seed takes: choose other seeds").toEqual([]);
  });

  for (const seed of SEEDS) {
    test(`dialect ${seed} is CONFORMANT, nothing failed or broken`, { timeout: TIMEOUT_MS }, async () => {
      const clean = (await outcomes()).find((o) => o.seed === seed && o.fault === "");
      expect(clean, `no clean run of dialect ${seed}`).toBeDefined();
      expect(clean, JSON.stringify(generateDialect(seed).choices)).toMatchObject({ failed: [], broken: [], problems: [], verdict: "CONFORMANT" });
    });

    test(`dialect ${seed}: each sampled fault is caught`, { timeout: TIMEOUT_MS }, async () => {
      const mine = (await outcomes()).filter((o) => o.seed === seed);
      const ran = new Set(mine.find((o) => o.fault === "")?.passed ?? []);
      const faulted = mine.filter((o) => o.fault !== "");
      expect(faulted.length, `faults swept on dialect ${seed}`).toBe(FAULTS_PER_SEED);
      for (const o of faulted) {
        // A claimed test that this dialect leaves pending or skipped (a legal reading) cannot fail; every other one must.
        const claimed = faultCatalogue.find((f) => f.name === o.fault)!.caughtBy.filter((id) => ran.has(id));
        expect(o.failed.length, `tests failing under ${o.fault} in dialect ${seed}`).toBeGreaterThan(0);
        expect(o.failed, `tests failing under ${o.fault} in dialect ${seed}`).toEqual(expect.arrayContaining(claimed));
        expect(o.broken, `broken tests under ${o.fault} in dialect ${seed}`).toEqual([]);
        expect(o.verdict).toBe("NOT CONFORMANT");
      }
    });
  }
});
