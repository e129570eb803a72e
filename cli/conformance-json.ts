// Writes reports/conformance.json: who was tested, with what, and the per-test and per-requirement results.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { redactedConfig } from "../harness/config.js";
import { ROOT } from "../harness/paths.js";
import { SPEC_VERSIONS } from "../harness/spec-anchors.js";
import type { RunContext } from "../harness/target.js";
import type { Judgement } from "./verdict.js";
import type { RunProblem, TestRecord } from "./results.js";

export const SUITE_VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;

export interface RunTiming {
  startedAt: string;
  durationMs: number;
}

export function conformanceDocument(ctx: RunContext, timing: RunTiming, j: Judgement, tests: TestRecord[], problems: RunProblem[]) {
  return {
    suite: { name: "service-conformance", version: SUITE_VERSION },
    spec: { versions: SPEC_VERSIONS },
    target: { kind: ctx.target.kind, baseUrl: ctx.target.baseUrl, legacyBaseUrl: ctx.target.legacyBaseUrl, referenceFaults: ctx.target.referenceFaults },
    profile: ctx.profile.name,
    timeMode: ctx.timeMode,
    seed: ctx.seed,
    config: redactedConfig(ctx.config),
    ...timing,
    verdict: j.verdict,
    reasons: j.reasons,
    areas: j.areas,
    requirements: j.requirements,
    tests,
    problems,
  };
}

export function writeJson(dir: string, name: string, data: unknown): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  return path;
}
