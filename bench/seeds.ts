// The full run against the embedded reference with N random seeds: each seed's verdict; any run not CONFORMANT fails the bench.
// Run: npm run bench -- seeds [--count n] (default 20)
import { randomInt } from "node:crypto";
import { SEED_MAX } from "../harness/config/config-keys.js";
import { runConformance, shoutUnlessConformant } from "./cli-run.js";

export async function bench(_runs?: number, options: { count?: number } = {}) {
  const count = options.count ?? 20;
  const seeds = [];
  for (let i = 0; i < count; i++) {
    const seed = randomInt(0, SEED_MAX + 1);
    const run = await runConformance(["--seed", String(seed)], {});
    shoutUnlessConformant(`seed ${seed}`, run);
    process.stdout.write(`${i === 0 ? "\n" : ""}  seed ${seed}: ${run.verdict} in ${Math.round(run.ms / 100) / 10} s\n`);
    seeds.push({ seed, verdict: run.verdict, seconds: Math.round(run.ms / 100) / 10, tests: run.tests,
      ...(run.verdict !== "CONFORMANT" ? { exitCode: run.exitCode, reasons: run.reasons, failed: run.failed, stderr: run.stderr } : {}) });
  }
  const bad = seeds.filter((s) => s.verdict !== "CONFORMANT");
  if (bad.length > 0) {
    console.error(`\n!!! seeds: ${bad.length} of ${count} runs not CONFORMANT: ${bad.map((s) => `${s.seed} (${(s.failed ?? []).map((f) => f.id).join(", ")})`).join("; ")}`);
  }
  return { count, conformant: count - bad.length, notConformant: bad.map((s) => s.seed), seeds };
}
