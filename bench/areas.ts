// How a run's cost grows with its areas: each area alone, the three areas before area A, and all four, against
// the CLI's floor (a run that selects one test). Run: npm run bench -- areas
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { AREAS } from "../harness/spec/areas.js";
import { ROOT } from "../harness/paths.js";
import { measureCommand, type CommandMeasure } from "./measure.js";

interface Slice extends CommandMeasure {
  areas: string;
  tests: number;
}

function measureRun(label: string, flags: string[], runs: number): Slice {
  const reportsDir = resolve("/tmp", `bench-areas-${process.pid}-${label}`);
  const m = measureCommand([join(ROOT, "cli", "conformance.mjs"), "run", "--console", "none", ...flags], runs, { CONFORMANCE_REPORTS_DIR: reportsDir });
  const doc = JSON.parse(readFileSync(join(reportsDir, "conformance.json"), "utf8")) as { tests: unknown[] };
  rmSync(reportsDir, { recursive: true, force: true });
  return { areas: label, tests: doc.tests.length, ...m };
}

const areaFlags = (areas: readonly string[]) => areas.flatMap((a) => ["--area", a]);

export async function bench(runs = 3) {
  // The floor: the CLI's start, one vitest project with one selected test, and every report.
  const floor = measureRun("floor", ["--area", "legacy-token", "--filter", "D-TOKEN-LIFETIME-1800"], runs);
  const alone = AREAS.map((a) => measureRun(a, ["--area", a], runs));
  const before = AREAS.filter((a) => a !== "b2b");
  const withoutA = measureRun(before.join("+"), areaFlags(before), runs);
  const all = measureRun("all", [], runs);
  const perTest = (s: Slice) => Math.round((s.medianMs - floor.medianMs) / Math.max(1, s.tests - 1));
  const row = (s: Slice) => ({ areas: s.areas, tests: s.tests, medianMs: Math.round(s.medianMs), overFloor: Math.round((s.medianMs / floor.medianMs) * 100) / 100,
    msPerTestAboveFloor: perTest(s), peakRssMiB: s.peakRssMiB });
  return {
    floor: row(floor),
    slices: [...alone, withoutA, all].map(row),
    areaA: { addsTests: all.tests - withoutA.tests, addsMs: Math.round(all.medianMs - withoutA.medianMs),
      msPerAddedTest: Math.round((all.medianMs - withoutA.medianMs) / Math.max(1, all.tests - withoutA.tests) * 10) / 10 },
  };
}
