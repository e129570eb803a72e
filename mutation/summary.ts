// The figures of one mutation run: mutants, killed, timeouts, fault code skipped, survivors disabled by reason class,
// and the score over the rest; printed, and written to reports/mutation/<area>/summary.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MutantResult } from "@stryker-mutator/api/core";
import { ROOT } from "../harness/paths.js";
import { reasonClass, type ReasonClass } from "./disables.js";

export interface MutationSummary {
  target: string;
  wallSeconds: number;
  mutants: number;
  killed: number;
  timeouts: number;
  survived: number;
  noCoverage: number;
  errors: number;
  /** Skipped as a named fault's code (fault-switches.ts). */
  faultCode: number;
  /** Disabled by a `// Stryker disable next-line` comment, by the class of its reason. */
  disabled: Record<ReasonClass | "without a valid reason", number>;
  /** Killed and timed out over those plus the survivors and the uncovered: every mutant neither fault code nor disabled. */
  score: number;
  /** file:line mutator (replacement) of each survivor or uncovered mutant. */
  undetected: string[];
}

export function summarize(target: string, results: readonly MutantResult[], wallMs: number): MutationSummary {
  const count = (...statuses: string[]) => results.filter((r) => statuses.includes(r.status)).length;
  const ignored = results.filter((r) => r.status === "Ignored");
  const faultCode = ignored.filter((r) => (r.statusReason ?? "").startsWith("fault code")).length;
  const disabled = { equivalent: 0, message: 0, unfixed: 0, "open point": 0, "without a valid reason": 0 };
  for (const r of ignored) {
    if ((r.statusReason ?? "").startsWith("fault code")) continue;
    disabled[reasonClass(r.statusReason ?? "") ?? "without a valid reason"]++;
  }
  const detected = count("Killed", "Timeout");
  const rest = detected + count("Survived", "NoCoverage");
  const undetected = results.filter((r) => r.status === "Survived" || r.status === "NoCoverage")
    .map((r) => `${r.fileName.replace(`${ROOT}/`, "")}:${r.location.start.line} ${r.mutatorName} (${r.replacement.split("\n")[0]})${r.status === "NoCoverage" ? " no coverage" : ""}`);
  return {
    target, wallSeconds: Math.round(wallMs / 1000), mutants: results.length, killed: count("Killed"), timeouts: count("Timeout"),
    survived: count("Survived"), noCoverage: count("NoCoverage"), errors: count("RuntimeError", "CompileError"), faultCode, disabled,
    score: rest === 0 ? 100 : Math.floor((detected / rest) * 1000) / 10, undetected,
  };
}

export function printSummary(target: string, results: readonly MutantResult[], wallMs: number, dialects?: string[]): MutationSummary {
  const s = summarize(target, results, wallMs);
  const folder = `${target}${dialects ? `@${dialects.join(",")}` : ""}`;
  const dir = join(ROOT, "reports", "mutation", folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "summary.json"), `${JSON.stringify(s, null, 2)}\n`);
  const d = s.disabled;
  console.log(`\nmutation of ${target}: ${s.mutants} mutants in ${s.wallSeconds} s; killed ${s.killed}, timeouts ${s.timeouts}, `
    + `survived ${s.survived}, no coverage ${s.noCoverage}, errors ${s.errors}; fault code ${s.faultCode}; disabled: equivalent ${d.equivalent}, `
    + `message ${d.message}, unfixed ${d.unfixed}, open point ${d["open point"]}${d["without a valid reason"] ? `, WITHOUT A VALID REASON ${d["without a valid reason"]}` : ""}; `
    + `score over the rest ${s.score} %`);
  for (const u of s.undetected) console.log(`  undetected: ${u}`);
  console.log(`reports: reports/mutation/${folder}/mutation.html, mutation.json, summary.json${dialects ? ` (judged by the ${dialects.join(", ")} dialect only: a first pass)` : ""}`);
  if (s.survived + s.noCoverage + d["without a valid reason"] > 0) process.exitCode = 1;
  return s;
}
