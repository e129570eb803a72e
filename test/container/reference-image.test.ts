// conformance run --image end to end: the reference image gives the embedded run's results, is CONFORMANT in all four
// areas as the README runs it, and leaves no container.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { REFERENCE_SECRET_PATTERN } from "../../reference/secrets.js";
import { slug } from "../../cli/container.js";
import { idsWithStatus, runCli, type CliRun } from "../support/run-cli.js";
import { scanForSecrets } from "../support/secret-scan.js";
import { AREAS } from "../../harness/spec/areas.js";
import { containerCredentials, ensureEngineAndImage, interruptRun, readmeImageExample, REFERENCE_IMAGE, REFERENCE_PROFILE_ARGS, runContainers } from "./docker.js";

const AREA = ["--area", "legacy-token", "--seed", "4242", "--console", "none"];
const FAULT = "legacy-token.no-extension";
const credentials = containerCredentials();
const imageRun = (env: Record<string, string> = {}) =>
  runCli(["run", "--image", REFERENCE_IMAGE, ...REFERENCE_PROFILE_ARGS, ...AREA], { ...credentials, ...env });
const readme = readmeImageExample();
/** The README's four-area example, run once for the tests that read it. */
let readmeRunning: Promise<CliRun> | undefined;
const readmeRun = () => (readmeRunning ??= runCli(readme.args, readme.env));
const outcome = (run: CliRun) => ({ verdict: run.document?.verdict, exitCode: run.exitCode, failed: idsWithStatus(run.document, "failed", "broken") });

beforeAll(() => {
  ensureEngineAndImage();
});

// Sequential: every test checks that no container of any run is left.
describe("conformance run --image with the reference image", () => {
  test("gets the embedded run's verdict and failed set", async () => {
    const [embedded, image] = [await runCli(["run", ...AREA]), await imageRun()];
    expect(image.stderr).toContain(`ready in`);
    expect(outcome(image)).toEqual(outcome(embedded));
    expect(image.document?.verdict).toBe("CONFORMANT");
    expect(runContainers()).toEqual([]);
  });

  test("gets the embedded run's failures with a fault passed by env", async () => {
    const fault = { CONFORMANCE_REFERENCE_FAULTS: FAULT };
    const [embedded, image] = [await runCli(["run", ...AREA], fault), await imageRun(fault)];
    expect(outcome(image).failed.length).toBeGreaterThan(0);
    expect(outcome(image)).toEqual(outcome(embedded));
    expect(readFileSync(join(image.reportsDir, "container.log"), "utf8")).toContain(`faults: ${FAULT}`);
    expect(runContainers()).toEqual([]);
  });

  test("ends CONFORMANT in all four areas as the README's example runs it", async () => {
    const run = await readmeRun();
    const unchecked = (run.document?.areas ?? [])
      .map((a) => [a.area, a.tests.failed + a.tests.broken + a.tests["missing-input"] + a.tests.disabled]);
    expect(Object.fromEntries(unchecked)).toEqual(Object.fromEntries(AREAS.map((area) => [area, 0])));
    expect(readFileSync(join(run.reportsDir, "container.log"), "utf8")).toContain("credentials: from env");
    expect(run.document?.verdict).toBe("CONFORMANT");
    expect(run.exitCode).toBe(0);
    expect(runContainers()).toEqual([]);
  });

  test("keeps the container's log in the sealed bundle, with no secret in any output", async () => {
    const run = await readmeRun();
    expect(readFileSync(join(run.reportsDir, "container.log"), "utf8")).toContain("reference ready");
    expect((await runCli(["verify", run.reportsDir])).exitCode).toBe(0);
    // Every credential of the README's example, area A's included, by its token alone (the part after a scheme).
    const secrets = Object.values(readme.env).map((v) => v.split(/\s+/).at(-1)!);
    expect(secrets.length).toBe(7);
    expect(scanForSecrets(run.reportsDir, { stdout: run.stdout, stderr: run.stderr }, secrets, [REFERENCE_SECRET_PATTERN])).toEqual([]);
  });

  test("removes the container and keeps its log when it is never ready", async () => {
    const profile = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8"));
    profile.container = { ...profile.container, wait: { logLine: "a line the reference never prints" }, startupTimeoutMs: 1000 };
    const path = join(mkdtempSync(join(tmpdir(), "never-ready-")), "profile.json");
    writeFileSync(path, JSON.stringify(profile));
    const run = await runCli(["run", "--image", REFERENCE_IMAGE, "--profile", path, ...AREA], credentials);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("was not ready");
    expect(readFileSync(join(run.reportsDir, "container.log"), "utf8")).toContain("reference ready");
    expect(runContainers()).toEqual([]);
  });

  test("removes the container on Ctrl-C during the tests", async () => {
    const reports = mkdtempSync(join(tmpdir(), "interrupted-"));
    const run = await interruptRun(["run", "--image", REFERENCE_IMAGE, ...REFERENCE_PROFILE_ARGS, "--area", "legacy-token"],
      { ...credentials, CONFORMANCE_REPORTS_DIR: reports });
    expect(run.containersWhileRunning.length).toBe(1);
    expect(run.exitCode).toBe(130);
    expect(runContainers()).toEqual([]);
    expect(existsSync(join(reports, "container.log"))).toBe(true);
  });

  test("keeps each image's run apart in a matrix of two images", async () => {
    const second = `${REFERENCE_IMAGE.split(":")[0]}:matrix-test`;
    execFileSync("docker", ["tag", REFERENCE_IMAGE, second]);
    try {
      const run = await runCli(["run", "--image", REFERENCE_IMAGE, "--image", second, ...REFERENCE_PROFILE_ARGS, ...AREA], credentials);
      expect(run.exitCode).toBe(0);
      for (const image of [REFERENCE_IMAGE, second]) {
        const doc = JSON.parse(readFileSync(join(run.reportsDir, slug(image), "conformance.json"), "utf8"));
        expect(doc.verdict).toBe("CONFORMANT");
        expect(existsSync(join(run.reportsDir, slug(image), "container.log"))).toBe(true);
      }
      expect(run.stderr).toContain("matrix: 2 images");
    } finally {
      execFileSync("docker", ["rmi", second], { stdio: "ignore" });
    }
    expect(runContainers()).toEqual([]);
  });
});
