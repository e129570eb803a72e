// Judges a run: per-area counts, per-requirement results, and the verdict with its reasons.
import { catalogue } from "../harness/spec/catalogue.js";
import { areaInfo, type Area } from "../harness/spec/areas.js";
import { TEST_STATUSES, type RunProblem, type TestRecord, type TestStatus } from "./results.js";

export type Verdict = "CONFORMANT" | "NOT CONFORMANT" | "INCOMPLETE";

export interface Shard {
  index: number;
  count: number;
}

/** What the run was asked to cover: part of the verdict, recorded in every report. */
export interface Selection {
  areas: Area[];
  /** --filter id prefixes; empty for all tests of the areas. */
  filters: string[];
  shard?: Shard;
  /** Tests of the selected areas that the filters left out. */
  notSelected: number;
}

/**
 * Whether a run with this selection was meant to include a test id: one of a selected area that the filters (if any)
 * select. A shard is meant to include none for sure: which shard holds a test is vitest's choice.
 */
export function selects(selection: Selection): (id: string) => boolean {
  const letters = selection.areas.map((a) => areaInfo(a).letter as string);
  return (id) => !selection.shard && letters.includes(id[0]!) && (selection.filters.length === 0 || selection.filters.some((f) => id.startsWith(f)));
}
/**
 * "open": every test of it in this run is pending, on an open point's reading the target took or on an object it may
 * legally refuse to make ("not reachable on this target"); nothing the spec firmly requires of this target is left to
 * check, so it does not keep a run from CONFORMANT.
 */
export type RequirementStatus = "passed" | "failed" | "broken" | "not-run" | "open" | "untested" | "excluded";

export interface RequirementResult {
  id: string;
  area: Area;
  rule: string;
  status: RequirementStatus;
  tests: string[];
  /** Why the requirement is not passed: exclusion, missing test, or the skip reasons of its tests. */
  reasons?: string[];
}

export interface AreaSummary {
  area: Area;
  tests: Record<TestStatus, number>;
  requirements: { total: number; tested: number; passed: number; failed: number; notRun: number; open: number; untested: number; excluded: number };
}

export interface Judgement {
  verdict: Verdict;
  /** Why the verdict is what it is; empty for CONFORMANT. */
  reasons: string[];
  areas: AreaSummary[];
  requirements: RequirementResult[];
  exitCode: 0 | 1 | 2;
}

const zeroCounts = () => Object.fromEntries(TEST_STATUSES.map((s) => [s, 0])) as Record<TestStatus, number>;

export function judge(selection: Selection, tests: readonly TestRecord[], problems: readonly RunProblem[]): Judgement {
  const { areas } = selection;
  const filtered = selection.notSelected > 0;
  const requirements = [...catalogue().requirements.values()]
    .filter((r) => areas.includes(r.area))
    .map((r): RequirementResult => requirementResult(r.id, r.area, r.rule, r.excluded, r.untested, tests, filtered));
  const summaries = areas.map((area) => summarize(area, tests, requirements));
  const failed = tests.filter((t) => t.status === "failed");
  const broken = tests.filter((t) => t.status === "broken");
  const open = requirements.filter((r) => r.status === "not-run" || r.status === "untested" || r.status === "broken");
  const reasons: string[] = [];
  if (failed.length > 0) reasons.push(`${failed.length} test(s) failed: ${failed.map((t) => t.id).join(", ")}`);
  if (broken.length > 0) reasons.push(`${broken.length} test(s) broken (suite or setup error): ${broken.map((t) => t.id).join(", ")}`);
  for (const p of problems) reasons.push(`could not run ${p.where}: ${p.message.split("\n")[0]}`);
  if (filtered) reasons.push(`filtered: ${selection.notSelected} tests not selected (--filter ${selection.filters.join(", ")})`);
  for (const s of summaries) {
    const r = s.requirements;
    if (r.notRun > 0) reasons.push(`${s.area}: ${r.notRun} requirement(s) not run (${filtered ? "tests filtered out, " : ""}skipped tests: missing profile input, disabled or not run)`);
    if (r.untested > 0) reasons.push(`${s.area}: ${r.untested} requirement(s) have no test in this suite version`);
  }
  const verdict: Verdict = failed.length > 0 ? "NOT CONFORMANT"
    : open.length > 0 || broken.length > 0 || problems.length > 0 || filtered ? "INCOMPLETE" : "CONFORMANT";
  const exitCode = broken.length > 0 || problems.length > 0 ? 2 : failed.length > 0 ? 1 : 0;
  return { verdict, reasons, areas: summaries, requirements, exitCode };
}

function requirementResult(id: string, area: Area, rule: string, excluded: string | undefined, untested: string | undefined,
  tests: readonly TestRecord[], filtered: boolean): RequirementResult {
  if (excluded) return { id, area, rule, status: "excluded", tests: [], reasons: [excluded] };
  const mine = tests.filter((t) => t.status !== "pending" && t.requirements.includes(id));
  const ids = mine.map((t) => t.id);
  if (mine.length === 0 && filtered && !untested) return { id, area, rule, status: "not-run", tests: ids, reasons: ["filtered: no test of it was selected"] };
  const pending = tests.filter((t) => t.status === "pending" && t.requirements.includes(id));
  if (mine.length === 0 && pending.length > 0 && !untested) {
    return { id, area, rule, status: "open", tests: pending.map((t) => t.id), reasons: [...new Set(pending.map((t) => `${t.id}: ${t.reason}`))] };
  }
  if (mine.length === 0) return { id, area, rule, status: "untested", tests: ids, reasons: [untested ?? "no test in this run checks it"] };
  const has = (s: TestStatus) => mine.some((t) => t.status === s);
  if (has("failed")) return { id, area, rule, status: "failed", tests: ids };
  if (has("broken")) return { id, area, rule, status: "broken", tests: ids };
  const skipped = mine.filter((t) => t.status !== "passed");
  if (skipped.length === 0) return { id, area, rule, status: "passed", tests: ids };
  return { id, area, rule, status: "not-run", tests: ids, reasons: [...new Set(skipped.map((t) => `${t.id}: ${t.reason}`))] };
}

/** Requirements a run of the area could check on this target: neither excluded nor open on it. */
export const checkable = (r: AreaSummary["requirements"]): number => r.total - r.excluded - r.open;

function summarize(area: Area, tests: readonly TestRecord[], requirements: readonly RequirementResult[]): AreaSummary {
  const counts = zeroCounts();
  for (const t of tests) if (t.area === area) counts[t.status]++;
  const mine = requirements.filter((r) => r.area === area);
  const n = (...s: RequirementStatus[]) => mine.filter((r) => s.includes(r.status)).length;
  return {
    area,
    tests: counts,
    requirements: {
      total: mine.length,
      tested: n("passed", "failed", "broken", "not-run"),
      passed: n("passed"),
      failed: n("failed"),
      notRun: n("not-run", "broken"),
      open: n("open"),
      untested: n("untested"),
      excluded: n("excluded"),
    },
  };
}
