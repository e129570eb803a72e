// The CI gate's baseline: known failures as data; unexpected failures and stale entries fail the run.
import { existsSync, readFileSync } from "node:fs";
import { HarnessError } from "../harness/outcomes/errors.js";
import { describeErrors, validatorFor } from "../harness/spec/schemas.js";
import type { TestRecord } from "./results.js";
import { selects, type Judgement, type Selection } from "./verdict.js";

export interface BaselineEntry {
  id: string;
  reason: string;
  issue?: string;
}

export interface StaleEntry extends BaselineEntry {
  why: string;
}

export interface Gate {
  baseline: string;
  /** Failures listed in the baseline: accepted for now. */
  known: BaselineEntry[];
  /** Failures not in the baseline: they fail the run. */
  unexpected: string[];
  /** Entries that no longer match a failure: they fail the run until removed. */
  stale: StaleEntry[];
  passed: boolean;
}

export function loadBaseline(path: string): BaselineEntry[] {
  const fix = "give a JSON file like {\"entries\": [{\"id\": \"D-TOKEN-LIFETIME-1800\", \"reason\": \"…\"}]} (schema: fixtures/baseline.schema.json)";
  if (!existsSync(path)) throw new HarnessError(`the baseline ${path} does not exist`, fix);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new HarnessError(`the baseline ${path} is not valid JSON: ${(err as Error).message}`, fix);
  }
  const validate = validatorFor("baseline.schema.json");
  if (!validate(data)) throw new HarnessError(`the baseline ${path} is not valid:\n  - ${describeErrors(validate.errors).slice(0, 6).join("\n  - ")}`, fix);
  const entries = (data as { entries: BaselineEntry[] }).entries;
  const twice = entries.map((e) => e.id).filter((id, i, all) => all.indexOf(id) !== i);
  if (twice.length > 0) throw new HarnessError(`the baseline ${path} lists ${twice.join(", ")} more than once`, "keep one entry per test id");
  return entries;
}

/** Applies a baseline to the tests of a run: an entry is stale when its test passes now, or is gone from a selection that covers it. */
export function applyBaseline(path: string, entries: BaselineEntry[], tests: readonly TestRecord[], selection: Selection): Gate {
  const inScope = selects(selection);
  const byId = new Map(tests.map((t) => [t.id, t]));
  const listed = new Map(entries.map((e) => [e.id, e]));
  const failed = tests.filter((t) => t.status === "failed");
  const known = failed.filter((t) => listed.has(t.id)).map((t) => listed.get(t.id)!);
  const unexpected = failed.filter((t) => !listed.has(t.id)).map((t) => t.id);
  const stale: StaleEntry[] = [];
  for (const e of entries) {
    const t = byId.get(e.id);
    if (!t && inScope(e.id)) stale.push({ ...e, why: "no test with this id exists any more" });
    else if (t?.status === "passed") stale.push({ ...e, why: "the test passes now" });
  }
  return { baseline: path, known, unexpected, stale, passed: unexpected.length === 0 && stale.length === 0 };
}

/** The exit code of a judged run under its gate: a run that could not be made stays 2; else the gate decides, when there is one. */
export function gatedExitCode(judged: Judgement["exitCode"], gate: Gate | undefined): 0 | 1 | 2 {
  return judged === 2 ? 2 : gate ? (gate.passed ? 0 : 1) : judged;
}
