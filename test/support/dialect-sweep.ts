// Runs area A against generated reference dialects through the run pipeline of `conformance run`, in one vitest
// session: per seed, a run without a fault; then every seed's sample of faults, each on the test files that hold its
// claimed tests (faults on different files together, of any seed, each against its own dialect's reference), or on
// those tests alone with --claimed-only.
// Usage: node test/support/launch.mjs test/support/dialect-sweep.ts <seed>… [--faults <n per seed>] [--claimed-only]   (stdout: JSON lines)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveConfig } from "../../harness/config/config.js";
import { executeRun } from "../../cli/pipeline.js";
import type { ConformanceDocument } from "../../cli/conformance-json.js";
import { SuiteSession } from "../../cli/suite-session.js";
import { faultCatalogue } from "../../reference/faults.js";
import { claimedRun, faultRun, outcomeOf, sweepTogether, type FaultOutcome, type FaultRun } from "./sweep.js";

export interface DialectOutcome extends FaultOutcome {
  seed: number;
  /**
   * The clean run's requirements not passed nor excluded, each with whether only legal readings left it so: every test
   * of it passed or pending (an open point's reading, or not reachable on this target).
   */
  unchecked?: Array<{ id: string; status: string; legal: boolean }>;
  /** The clean run's answers 429 or 503 the client waited out (a rate-limited gateway's refusals, F-RATE-LIMITS). */
  throttled?: number;
}

/** Faults a vendor's conforming target hid from the suite before profiles could say every legal shape: always sampled. */
export const ONCE_MISSED = ["b2b.reverse-draft-issued", "b2b.no-recipient-key-cancel-accepted", "b2b.attach-not-drafted-accepted",
  "b2b.delete-attachment-not-drafted-accepted", "b2b.original-not-sending-completed-accepted", "b2b.modification-tax-type-change-accepted",
  "b2b.own-brn-accepted", "b2b.cancel-after-transmission-accepted"];

/**
 * The faults swept on a seed: every seed takes its share of ONCE_MISSED and of the rest, in turn, so the seeds together
 * cover more; a fault none of whose claimed tests passed in the dialect's clean run (each pending on a legal reading)
 * cannot show there, and the next one is taken.
 */
export function sampledFaults(seed: number, perSeed: number, passed: ReadonlySet<string> = new Set()): string[] {
  const area = faultCatalogue.filter((f) => f.area === "b2b");
  const order = [...ONCE_MISSED, ...area.map((f) => f.name).filter((f) => !ONCE_MISSED.includes(f))];
  const shows = (name: string) => passed.size === 0 || area.find((f) => f.name === name)!.caughtBy.some((id) => passed.has(id));
  const start = (seed * perSeed) % order.length;
  const rotated = Array.from({ length: order.length }, (_, i) => order[(start + i) % order.length]!);
  return rotated.filter(shows).slice(0, perSeed);
}

/** The requirements a clean run left unchecked, each with whether only legal readings left it so. */
function unchecked(doc: ConformanceDocument): DialectOutcome["unchecked"] {
  return doc.requirements.filter((r) => r.status !== "passed" && r.status !== "excluded").map((r) => {
    const tests = doc.tests.filter((t) => t.requirements.includes(r.id));
    const legal = tests.length > 0 && tests.every((t) => t.status === "passed" || t.status === "pending");
    return { id: r.id, status: r.status, legal };
  });
}

async function sweep(seeds: number[], perSeed: number, claimedOnly: boolean): Promise<void> {
  const reportsDir = mkdtempSync(join(tmpdir(), "conformance-dialects-"));
  const base = resolveConfig({ flags: { areas: ["b2b", "--area"], reportsDir: [reportsDir, "--reports"] } });
  const session = await SuiteSession.open({ areas: ["b2b"], reportsDir, console: "none", filters: [], allure: false });
  const withFault = (seed: number, fault: string) =>
    ({ ...base, config: { ...base.config, referenceDialect: `generated:${seed}`, referenceFaults: fault ? [fault] : [] } });
  const line = (seed: number, fault: string, doc: ConformanceDocument) =>
    process.stdout.write(`${JSON.stringify({ seed, ...outcomeOf(fault, doc), ...(fault ? {} : { unchecked: unchecked(doc), throttled: doc.pacing?.throttled ?? 0 }) } satisfies DialectOutcome)}\n`);
  try {
    const runs: (FaultRun & { seed: number })[] = [];
    for (const seed of seeds) {
      const { doc: whole } = await executeRun(withFault(seed, ""), { console: "none", filters: [] }, session);
      line(seed, "", whole);
      const passed = new Set(whole.tests.filter((t) => t.status === "passed").map((t) => t.id));
      for (const fault of sampledFaults(seed, perSeed, passed)) runs.push({ seed, ...(claimedOnly ? claimedRun(fault) : faultRun(fault, whole)) });
    }
    // The sampled faults of every seed, those on different files together, each against its own dialect's reference.
    await sweepTogether(session, runs, (r) => withFault(r.seed, r.fault), (r, doc) => line(r.seed, r.fault, doc));
  } finally {
    await session.close();
    rmSync(reportsDir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const at = args.indexOf("--faults");
const perSeed = at >= 0 ? Number(args.splice(at, 2)[1]) : 3;
const claimedOnly = args.includes("--claimed-only");
await sweep(args.filter((a) => !a.startsWith("--")).map(Number), perSeed, claimedOnly);
process.exitCode = 0; // vitest sets 1 when tests fail, which under a fault is the point
