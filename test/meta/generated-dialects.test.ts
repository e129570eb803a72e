// Meta-test: any conforming target passes, whatever legal shapes and choices it makes. Area A runs against a family of
// generated reference dialects (reference/b2b/dialects/generated.ts, drawn from the freedom table), each told to the
// suite only by its profile: every one passes with nothing failed or broken, and a sample of area A faults is caught
// in each. More seeds on demand: CONFORMANCE_DIALECT_SEEDS=1-50 npx vitest run --project self test/meta/generated-dialects.test.ts
import { describe, expect, test } from "vitest";
import { choicesOf, COVERING_SEEDS, dimensions } from "../../reference/b2b/dialects/dimensions.js";
import { REFUSED_CALL } from "../../reference/b2b/readings/gateway.js";
import { faultCatalogue } from "../../reference/faults.js";
import type { DialectOutcome } from "../support/dialect-sweep.js";
import { runScript } from "../support/run-cli.js";

/** Seeds 1 to 8: by construction they take every value of every dimension (the first test checks it). */
const DEFAULT_SEEDS = Array.from({ length: COVERING_SEEDS }, (_, i) => i + 1);
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
/**
 * A sampled fault runs on its claimed tests alone: that they fail in every dialect is what this file shows; that
 * nothing else in their files breaks under a fault is shown in the default dialect by faults.test.ts, and here with
 * CONFORMANCE_FULL_SWEEP=1 (the whole files, as the full fault sweep). The files were twice the clean runs' tests.
 */
const SCOPE = process.env.CONFORMANCE_FULL_SWEEP === "1" ? [] : ["--claimed-only"];

let sweep: Promise<DialectOutcome[]> | undefined;
function outcomes(): Promise<DialectOutcome[]> {
  sweep ??= runScript("dialect-sweep.ts", [...SEEDS.map(String), "--faults", String(FAULTS_PER_SEED), ...SCOPE], {},
    TIMEOUT_MS).then((run) => {
    if (run.exitCode !== 0) throw new Error(`the dialect sweep exited with ${run.exitCode}:\n${run.stderr.slice(-4000)}`);
    return run.stdout.trim().split("\n").map((line) => JSON.parse(line) as DialectOutcome);
  });
  return sweep;
}

describe.concurrent("area A against generated dialects", () => {
  test("the default seeds take every value of every dimension", () => {
    const taken = new Set(DEFAULT_SEEDS.flatMap((s) => Object.entries(choicesOf(s)).map(([k, v]) => `${k}=${v}`)));
    const all = Object.entries(dimensions()).flatMap(([k, values]) => values.map((v) => `${k}=${v}`));
    expect(all.filter((x) => !taken.has(x)), "values no default seed takes: change the offsets or the rules of dimensions.ts").toEqual([]);
  });

  for (const seed of SEEDS) {
    test(`dialect ${seed} passes: nothing failed or broken, every requirement checked or left open only by a legal reading`, { timeout: TIMEOUT_MS }, async () => {
      const clean = (await outcomes()).find((o) => o.seed === seed && o.fault === "");
      expect(clean, `no clean run of dialect ${seed}`).toBeDefined();
      const context = JSON.stringify(choicesOf(seed));
      expect(clean, context).toMatchObject({ failed: [], broken: [], problems: [] });
      // A requirement every test of which is pending on this dialect (not reachable, or an open point's reading) is open
      // on it: nothing the spec firmly requires of this target is left to check, and the verdict stays CONFORMANT.
      expect(clean!.unchecked!.filter((r) => !r.legal || r.status !== "open"), `requirements left unchecked by something else than a legal reading: ${context}`).toEqual([]);
      expect(clean!.verdict, context).toBe("CONFORMANT");
      // A rate-limited gateway refuses one late call (reference/b2b/readings/gateway.ts): the run must reach it, or the
      // suite's pacing is never met in this dialect.
      const refuses = ["paced", "unavailable", "bare-429"].includes(choicesOf(seed).rateLimit);
      expect(clean!.throttled, `refusals waited out, rate limit ${choicesOf(seed).rateLimit}: a run of fewer than ${REFUSED_CALL} area A calls meets none`).toBe(refuses ? 1 : 0);
    });

    test(`dialect ${seed}: each sampled fault is caught`, { timeout: TIMEOUT_MS }, async () => {
      const mine = (await outcomes()).filter((o) => o.seed === seed);
      const ran = new Set(mine.find((o) => o.fault === "")?.passed ?? []);
      const faulted = mine.filter((o) => o.fault !== "");
      expect(faulted.length, `faults swept on dialect ${seed}`).toBe(FAULTS_PER_SEED);
      for (const o of faulted) {
        // A claimed test that this dialect leaves pending or skipped (a legal reading) cannot fail; every other one must.
        const claimed = faultCatalogue.find((f) => f.name === o.fault)!.caughtBy.filter((id) => ran.has(id));
        expect(claimed.length, `${o.fault} can show in dialect ${seed}`).toBeGreaterThan(0);
        expect(o.failed, `tests failing under ${o.fault} in dialect ${seed}`).toEqual(expect.arrayContaining(claimed));
        expect(o.broken, `broken tests under ${o.fault} in dialect ${seed}`).toEqual([]);
        expect(o.verdict).toBe("NOT CONFORMANT");
      }
    });
  }
});
