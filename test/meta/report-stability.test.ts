// Speed changes no output: a run with everything in flight at once (the default: areas side by side, a whole area's
// tests concurrent) writes the same reports as one made one request at a time in one worker, with the same seed and
// a fault that fails tests in two areas, apart from timings, ports and the ids the target makes up.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { runCli, type CliRun } from "../support/run-cli.js";

const env = { CONFORMANCE_SEED: "4711", CONFORMANCE_REFERENCE_FAULTS: "legacy-token.code-as-string,b2b.bulk-unknown-400" };
let serial: CliRun;
let concurrent: CliRun;

beforeAll(async () => {
  [serial, concurrent] = await Promise.all([
    runCli(["run", "--console", "none", "--max-workers", "1", "--max-in-flight", "1"], env, 300_000),
    runCli(["run", "--console", "none"], env, 300_000),
  ]);
}, 320_000);

/** Made up anew by the target or the clock in every run: server ids, ports, times. */
const variable = (text: string) => text
  .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, "<uuid>")
  .replace(/\b([a-z]+[_-])[0-9a-f]{8,}\b/g, "$1<hex>")
  .replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:<port>")
  .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>")
  .replace(/\b1\d{9}\b/g, "<unix time>")
  .replace(/\(\d+ ms\)/g, "(<ms>)")
  // The embedded reference makes up its credentials for each run: their fingerprints differ with them.
  .replace(/#[0-9a-f]{8}\b/g, "#<fingerprint>");

const read = (run: CliRun, file: string) => readFileSync(join(run.reportsDir, file), "utf8");

function conformanceJson(run: CliRun): unknown {
  const doc = JSON.parse(variable(read(run, "conformance.json"))) as Record<string, unknown> & { tests: Array<Record<string, unknown>>; config: Record<string, unknown> };
  const { durationMs: _d, config, ...rest } = doc;
  const { maxWorkers: _w, maxInFlight: _f, reportsDir: _r, ...settings } = config;
  return { ...rest, config: settings, tests: doc.tests.map(({ durationMs: _t, ...t }) => t) };
}

const junit = (run: CliRun) => variable(read(run, "junit.xml")).replace(/ time="[\d.]+"/g, "");
const markdown = (run: CliRun, file: string) => variable(read(run, file)).replace(/\(\d+\.\d s\)/g, "(<s>)");

/** Allure results by full name: what the report shows of each, without the run's own uuids, threads and times. */
function allureResults(run: CliRun): Map<string, unknown> {
  const dir = join(run.reportsDir, "allure-results");
  const results = readdirSync(dir).filter((f) => f.endsWith("-result.json")).map((f) => JSON.parse(variable(readFileSync(join(dir, f), "utf8"))) as Record<string, unknown>);
  const step = (s: Record<string, unknown>): unknown => ({ name: s.name, status: s.status, attachments: ((s.attachments ?? []) as Array<{ name: string }>).map((a) => a.name),
    steps: ((s.steps ?? []) as Array<Record<string, unknown>>).map(step) });
  return new Map(results.map((r) => [r.fullName as string, {
    name: r.name, status: r.status, statusDetails: r.statusDetails, description: r.description, historyId: r.historyId, testCaseId: r.testCaseId,
    titlePath: r.titlePath, links: r.links, parameters: r.parameters,
    labels: (r.labels as Array<{ name: string; value: string }>).filter((l) => l.name !== "thread" && l.name !== "host"),
    steps: (r.steps as Array<Record<string, unknown>>).map(step),
  }]));
}

describe("the reports of a concurrent run and of a run one request at a time", () => {
  test("both ran and agree on the verdict", () => {
    expect(serial.exitCode, serial.stderr).toBe(1);
    expect(concurrent.exitCode, concurrent.stderr).toBe(1);
    expect(concurrent.document?.verdict).toBe("NOT CONFORMANT");
  });

  test("conformance.json is the same, tests in the same order", () => {
    expect(conformanceJson(concurrent)).toEqual(conformanceJson(serial));
  });

  test("junit.xml, conformance.md and the step summary are the same", () => {
    expect(junit(concurrent)).toBe(junit(serial));
    expect(markdown(concurrent, "conformance.md")).toBe(markdown(serial, "conformance.md"));
    expect(markdown(concurrent, "conformance-summary.md")).toBe(markdown(serial, "conformance-summary.md"));
  });

  test("every Allure result is the same: names, labels, links, description, status, history and the steps of its exchanges", () => {
    const [a, b] = [allureResults(serial), allureResults(concurrent)];
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect(a.size).toBe(serial.document!.tests.length);
    for (const [name, result] of a) expect(b.get(name), name).toEqual(result);
  });
});
