// The bundle of a run that reached no verdict: interrupted by a signal, not finished (still running, or killed), or
// stopped by a setup error. Its conformance.json, Markdown reports and junit.xml say so, and it holds no test results.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { redactedConfig, type Config } from "../harness/config/config.js";
import { SPEC_VERSIONS } from "../harness/spec/spec-anchors.js";
import { SUITE_VERSION } from "./conformance-json.js";
import { seedText, selectionText, shellWord, targetText } from "./describe-run.js";
import { interruptedJunitXml } from "./junit.js";
import { writeManifest } from "./manifest.js";
import { appendOutput, writeJsonOutput, writeOutput } from "./output.js";
import type { Selection } from "./verdict.js";

export type StopVerdict = "INTERRUPTED" | "NOT REACHED";

/** What a run (or merge) was asked to do, known before it starts. */
export interface RunStart {
  command: "run" | "merge";
  startedAt: Date;
  config: Config;
  selection: Omit<Selection, "notSelected">;
  /** What the run is pointed at, as far as the configuration says before it starts. */
  target: Target;
}

type Target = { kind: "embedded" | "remote"; baseUrl?: string; legacyBaseUrl?: string; referenceFaults: string[] };

/** The target a configuration points a run at: a remote one when it names a base URL, else the embedded reference. */
export function targetOf({ baseUrl, legacyBaseUrl, referenceFaults }: Config): Target {
  const remote = baseUrl !== undefined || legacyBaseUrl !== undefined;
  return { kind: remote ? "remote" : "embedded", ...(baseUrl ? { baseUrl } : {}), ...(legacyBaseUrl ? { legacyBaseUrl } : {}), referenceFaults: remote ? [] : referenceFaults };
}

/** What stopped it: a signal, "unfinished", or "setup error"; the cause and the fix, as the console said them. */
export interface Stop {
  by: string;
  cause: string;
  fix: string;
}

export interface StoppedDocument {
  suite: { name: string; version: string };
  spec: { versions: Record<string, string> };
  verdict: StopVerdict;
  reasons: string[];
  stopped: Stop & { pid: number };
  target: Target;
  selection: Selection;
  shard?: Selection["shard"];
  seed: number;
  seedGiven: string;
  config: Record<string, unknown>;
  startedAt: string;
  durationMs: number;
  tests: [];
  problems: { where: string; message: string }[];
}

export const unfinished = (start: RunStart): Stop => ({
  by: "unfinished",
  cause: `the ${start.command} started ${start.startedAt.toISOString()} (pid ${process.pid}) has not finished: it is still running, or it was killed before it could write its reports`,
  fix: "wait for it to end; if no such process runs, run it again to the end",
});

export const interrupted = (signal: string): Stop => ({
  by: signal,
  cause: `the run was interrupted by ${signal} before it reached a verdict`,
  fix: "run it again to the end",
});

export function stoppedDocument(start: RunStart, stop: Stop): StoppedDocument {
  const { seed } = start.config;
  const selection: Selection = { ...start.selection, notSelected: 0 };
  return {
    suite: { name: "service-conformance", version: SUITE_VERSION },
    spec: { versions: { ...SPEC_VERSIONS } },
    verdict: stop.by === "setup error" ? "NOT REACHED" : "INTERRUPTED",
    reasons: [`no verdict: ${stop.cause}`, `fix: ${stop.fix}`],
    stopped: { ...stop, pid: process.pid },
    target: start.target,
    selection,
    ...(selection.shard ? { shard: selection.shard } : {}),
    seed: seed.value,
    seedGiven: seed.given,
    config: redactedConfig(start.config),
    startedAt: start.startedAt.toISOString(),
    durationMs: Math.max(0, Date.now() - start.startedAt.getTime()),
    tests: [],
    problems: [{ where: start.command, message: stop.cause }],
  };
}

function stoppedMarkdown(d: StoppedDocument): string {
  const selection = d.selection.areas.length > 0 ? selectionText(d.selection) : `areas: all the target offers${d.selection.shard ? `; shard ${d.selection.shard.index}/${d.selection.shard.count}` : ""}`;
  return [`# Conformance: ${d.verdict}`, "", `**No verdict.** ${d.stopped.cause[0]!.toUpperCase()}${d.stopped.cause.slice(1)}.`, "",
    `Fix: ${d.stopped.fix}.`, "",
    `Started ${d.startedAt} · target ${targetText(d.target)} · ${selection} · seed ${seedText(d)} (CONFORMANCE_SEED=${shellWord(d.seedGiven)} reproduces the data) · suite ${d.suite.version}`, "",
    "This bundle holds no test results: it replaced the folder's earlier reports when the run started, and a run that reaches no verdict leaves none.", ""].join("\n");
}

/** Writes the bundle in `dir` and seals it; the summary also goes to $GITHUB_STEP_SUMMARY unless the run may still be running. */
export function writeStoppedBundle(dir: string, start: RunStart, stop: Stop, stepSummary?: string): StoppedDocument {
  const doc = stoppedDocument(start, stop);
  writeJsonOutput(dir, "conformance.json", doc);
  const markdown = stoppedMarkdown(doc);
  writeOutput(dir, "conformance.md", markdown);
  writeOutput(dir, "conformance-summary.md", markdown);
  if (stepSummary && stop.by !== "unfinished") appendOutput(stepSummary, markdown);
  writeOutput(dir, "junit.xml", interruptedJunitXml({ signal: stop.by, startedAt: doc.startedAt, areas: start.selection.areas, message: `${doc.verdict}: ${stop.cause}` }));
  writeManifest(dir);
  return doc;
}

/** A line saying the bundle in `dir` holds no verdict and why; undefined for a bundle with a verdict (or none at all). */
export function noVerdictIn(dir: string): string | undefined {
  try {
    const doc = JSON.parse(readFileSync(join(dir, "conformance.json"), "utf8")) as Partial<StoppedDocument>;
    return doc.stopped ? `this bundle holds no verdict (${doc.verdict}): ${doc.stopped.cause}` : undefined;
  } catch {
    return undefined;
  }
}
