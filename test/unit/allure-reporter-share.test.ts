// The Allure reporter redacts at the writer with every secret the run's workers found: it joins the run's secret
// share itself when the run starts (vitest loads it in a module graph of its own), so a message a worker could not redact
// yet (a token handed to another worker a moment before) still leaves the process redacted, even when the token
// reached the share only after the test's files were written.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import ConformanceAllureReporter from "../../harness/report/allure-reporter.js";
import { configWith } from "../../harness/config/config.js";
import { ROOT } from "../../harness/paths.js";
import { SecretShare } from "../../harness/secrets/secret-share.js";

const SECRET = "hostile-token-5f0c2a9e8d7b6a5f4e3d2c1b";

function reporterOfRun() {
  const scratch = mkdtempSync(join(tmpdir(), "reporter-share-"));
  const resultsDir = join(scratch, "allure-results");
  const share = new SecretShare(join(scratch, "secrets"));
  const context = { scratch: { secretsPath: join(scratch, "secrets"), breakerDir: join(scratch, "breaker"), claimsDir: join(scratch, "claims") }, config: configWith({}) };
  const project = { config: { browser: { enabled: false }, setupFiles: [], runner: undefined }, provide: () => {}, getProvidedContext: () => ({ conformance: context }) };
  const reporter = new ConformanceAllureReporter({ resultsDir, reportMatchers: false });
  reporter.onInit({ projects: [project], config: {} } as never);
  reporter.onTestRunStart();
  const file = { filepath: join(ROOT, "suites", "legacy-token", "get-token", "credentials.test.ts") };
  const task = { id: "t1", type: "test", name: `D-TOKEN-WRONG-KEY answers ${SECRET}`, mode: "run", meta: {}, file,
    result: { state: "fail", startTime: Date.now(), duration: 1, errors: [{ name: "AssertionError", message: `the body held ${SECRET}`, stack: `AssertionError: ${SECRET}` }] } };
  const shared = () => share.append({ label: "access_token", value: SECRET, open: false }, "#00000000");
  const written = () => readdirSync(resultsDir).map((f) => readFileSync(join(resultsDir, f), "utf8")).join("\n");
  const results = () => readdirSync(resultsDir).filter((f) => f.endsWith("-result.json"));
  return { reporter, task, shared, written, results };
}

test("a secret only the run's share knows is redacted in the results written at the end of the run", async () => {
  const { reporter, task, shared, written } = reporterOfRun();
  shared();
  await reporter.onTestRunEnd([{ task }] as never);
  expect(written()).toContain("the body held [REDACTED");
  expect(written()).not.toContain(SECRET);
});

test("a secret the share learns after a test's files were written is redacted in them when the run ends", async () => {
  const { reporter, task, shared, written, results } = reporterOfRun();
  reporter.onTestCaseResult({ task } as never);
  shared();
  await reporter.onTestRunEnd([{ task }] as never);
  expect(written()).toContain("the body held [REDACTED");
  expect(written()).not.toContain(SECRET);
  expect(results()).toHaveLength(1); // written as the test ended, not again at the end of the run
});
