// The run that cannot be made: one clear message naming the cause and the fix, exit code 2, no stack trace.
import { createServer, type Server } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCli, type CliRun } from "../support/run-cli.js";

const REMOTE = { CONFORMANCE_AREAS: "legacy-token", CONFORMANCE_IMP_KEY: "k-123456", CONFORMANCE_IMP_SECRET: "s-123456" };
const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

function file(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "conformance-cli-")), name);
  writeFileSync(path, text);
  return path;
}

function expectOneClearError(run: CliRun, ...fragments: string[]) {
  expect(run.exitCode).toBe(2);
  expect(run.stderr).toMatch(/^conformance: /);
  expect(run.stderr).toContain("fix: ");
  expect(run.stderr, "no stack trace").not.toMatch(/\n\s+at /);
  for (const f of fragments) expect(run.stderr).toContain(f);
  // A run stopped before its tests leaves a bundle that says so (verdict NOT REACHED, with the cause), or none.
  if (run.document) expect(run.document).toMatchObject({ verdict: "NOT REACHED", stopped: { by: "setup error" }, tests: [] });
}

describe.concurrent("conformance run refuses to start", () => {
  test("when the target refuses connections", async () => {
    const run = await runCli(["run"], { ...REMOTE, CONFORMANCE_LEGACY_BASE_URL: "http://127.0.0.1:1" });
    expectOneClearError(run, "http://127.0.0.1:1 refused the connection", "CONFORMANCE_LEGACY_BASE_URL");
  });

  test("when the target accepts connections but never answers", async () => {
    const silent = createServer(() => {});
    servers.push(silent);
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
    const run = await runCli(["run"], { ...REMOTE, CONFORMANCE_LEGACY_BASE_URL: url });
    expectOneClearError(run, `${url} gave no answer within 5 s`);
  });

  test("when the base URL is unreachable and its credential is missing, naming both", async () => {
    const run = await runCli(["run"], { CONFORMANCE_BASE_URL: "http://127.0.0.1:1" });
    expectOneClearError(run, "http://127.0.0.1:1 refused the connection", "areas schedules, identity-verification need CONFORMANCE_API_AUTH");
  });

  test("when a credential is set without a base URL, rather than testing the embedded reference", async () => {
    const run = await runCli(["run"], { ...REMOTE, CONFORMANCE_LEGACY_BASEURL: "http://127.0.0.1:1" });
    expectOneClearError(run, "CONFORMANCE_LEGACY_BASEURL");
    const dropped = await runCli(["run"], REMOTE);
    expectOneClearError(dropped, "CONFORMANCE_IMP_KEY, CONFORMANCE_IMP_SECRET are set, but neither CONFORMANCE_BASE_URL nor CONFORMANCE_LEGACY_BASE_URL is", "CONFORMANCE_TARGET=embedded");
  });

  test("when a profile is given without a base URL", async () => {
    const run = await runCli(["run", "--profile", file("p.json", '{"name":"vendor"}')]);
    expectOneClearError(run, "CONFORMANCE_PROFILE (or --profile) is set, but neither CONFORMANCE_BASE_URL");
  });

  test("when a variable is malformed", async () => {
    expectOneClearError(await runCli(["run"], { CONFORMANCE_TIME_MODE: "fast" }), 'CONFORMANCE_TIME_MODE is "fast"; expected one of controlled, real, off');
  });

  test("when a credential a selected area needs is missing", async () => {
    const run = await runCli(["run"], { CONFORMANCE_AREAS: "legacy-token", CONFORMANCE_LEGACY_BASE_URL: "http://127.0.0.1:1" });
    expectOneClearError(run, "area legacy-token needs CONFORMANCE_IMP_KEY", "CONFORMANCE_IMP_SECRET");
  });

  test("when the profile file does not exist", async () => {
    expectOneClearError(await runCli(["run", "--profile", "/nonexistent/profile.json"]), "/nonexistent/profile.json, which does not exist");
  });

  test("when the profile is not JSON", async () => {
    expectOneClearError(await runCli(["run", "--profile", file("p.json", "{ name: ")]), "is not valid JSON");
  });

  test("when the profile does not match its schema", async () => {
    const run = await runCli(["run", "--profile", file("p.json", JSON.stringify({ name: "x", legacyToken: { paymentUid: 7 } }))]);
    expectOneClearError(run, "/legacyToken/paymentUid must be string");
  });

  test("when time mode controlled has no clock control to use", async () => {
    const run = await runCli(["run", "--time-mode", "controlled", "--profile", file("p.json", '{"name":"no clock"}')], { CONFORMANCE_TARGET: "embedded" });
    expectOneClearError(run, "the profile has no clockControl.url");
  });

  test("when a reference fault does not exist", async () => {
    expectOneClearError(await runCli(["run"], { CONFORMANCE_REFERENCE_FAULTS: "legacy-token.no-such-fault" }), "legacy-token.no-such-fault");
  });

  test("when an option is unknown", async () => {
    const run = await runCli(["run", "--colour", "red"]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe("conformance: unknown option --colour of conformance run (conformance run --help lists its options)\n");
  });
});
