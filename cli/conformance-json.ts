// reports/conformance.json: who was tested, with what, and the per-area, per-requirement and per-test results.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { redactedConfig, type Area } from "../harness/config/config.js";
import { HarnessError } from "../harness/outcomes/errors.js";
import { ROOT } from "../harness/paths.js";
import { describeErrors, validatorFor } from "../harness/spec/schemas.js";
import { SPEC_VERSIONS } from "../harness/spec/spec-anchors.js";
import type { RunContext } from "../harness/target/target.js";
import type { Gate } from "./baseline.js";
import type { Judgement, Selection, Shard } from "./verdict.js";
import type { RunProblem, TestRecord } from "./results.js";
import type { RunPacing } from "./run-pacing.js";
import type { StoppedDocument } from "./stopped-run.js";

export const SUITE_VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
export const DOCUMENT_SCHEMA = "conformance.schema.json";

export type { Shard, Selection };

export interface ConformanceDocument extends Omit<Judgement, "exitCode"> {
  suite: { name: string; version: string };
  spec: { versions: Record<string, string> };
  target: { kind: "embedded" | "remote"; baseUrl?: string; legacyBaseUrl?: string; referenceFaults: string[] };
  profile: string;
  selectedAreas: Area[];
  /** Areas, filters and shard the run was asked to cover. */
  selection: Selection;
  timeMode: string;
  seed: number;
  /** The seed as given (any string); absent in documents of older suite versions. */
  seedGiven?: string;
  config: Record<string, unknown>;
  startedAt: string;
  durationMs: number;
  /** Present when this document covers one shard of a run, or lists the shards it was merged from. */
  shard?: Shard;
  mergedFrom?: Shard[];
  gate?: Gate;
  /** SHA-256 of the profile as given, when one was (merge compares it). */
  profileDigest?: string;
  /** How much the targets paced the run, and at what rate; absent when none did. */
  pacing?: RunPacing;
  tests: TestRecord[];
  problems: RunProblem[];
}

export function conformanceDocument(ctx: RunContext, timing: { startedAt: string; durationMs: number }, j: Judgement,
  tests: TestRecord[], problems: RunProblem[], selection: Selection, extra: { gate?: Gate; profileDigest?: string; pacing?: RunPacing } = {}): ConformanceDocument {
  const { exitCode: _exitCode, ...judged } = j;
  return {
    suite: { name: "service-conformance", version: SUITE_VERSION },
    spec: { versions: { ...SPEC_VERSIONS } },
    target: { kind: ctx.target.kind, baseUrl: ctx.target.baseUrl, legacyBaseUrl: ctx.target.legacyBaseUrl, referenceFaults: ctx.target.referenceFaults },
    profile: ctx.profile.name,
    selectedAreas: ctx.config.areas,
    selection,
    ...(selection.shard ? { shard: selection.shard } : {}),
    timeMode: ctx.timeMode,
    seed: ctx.config.seed.value,
    seedGiven: ctx.config.seed.given,
    config: redactedConfig(ctx.config),
    ...timing,
    ...extra,
    ...judged,
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

/** Reads and validates a conformance.json that holds a verdict, naming the file and the problem when it does not. */
export function readDocument(path: string): ConformanceDocument {
  const doc = readAnyDocument(path);
  if ("stopped" in doc) {
    throw new HarnessError(`${path} holds no verdict: ${doc.stopped.cause}`, "run it again to the end (`conformance run`), then use its conformance.json");
  }
  return doc;
}

/** Reads and validates a conformance.json: a verdict, or a run that stopped before one (INTERRUPTED, NOT REACHED). */
export function readAnyDocument(path: string): ConformanceDocument | StoppedDocument {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new HarnessError(`${path} cannot be read as JSON: ${(err as Error).message}`, "give the path of a conformance.json written by `conformance run`");
  }
  const validate = validatorFor(DOCUMENT_SCHEMA);
  if (!validate(data)) {
    throw new HarnessError(`${path} is not a conformance.json:\n  - ${describeErrors(validate.errors).slice(0, 6).join("\n  - ")}`,
      "give the path of a conformance.json written by `conformance run`");
  }
  return data as ConformanceDocument | StoppedDocument;
}
