// `conformance reference`: the embedded reference as a process of its own, which a run reaches as a remote target with
// the exports it prints; faults and dialect from the environment; it stops on SIGTERM and removes what it wrote.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "../../harness/paths.js";
import { cleanEnv, idsWithStatus, runCli, runNode } from "../support/run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "conformance-reference-"));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(join(ROOT, "reference.env"), { force: true });
  rmSync(dir, { recursive: true, force: true });
});

interface Serving { child: ChildProcess; exports: Record<string, string>; stdout: () => string; stopped: Promise<number | null> }

/** Starts `conformance reference --exports <file>` and waits for the file, as the README's background example does. */
async function serve(name: string, env: Record<string, string> = {}): Promise<Serving> {
  const file = join(dir, `${name}.env`);
  const child = spawn(process.execPath, [join(ROOT, "cli", "conformance.mjs"), "reference", "--exports", file], { cwd: ROOT, env: cleanEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const stopped = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (let waited = 0; !existsSync(file); waited += 100) {
    if (waited > 30_000 || child.exitCode !== null) throw new Error(`no exports from the reference: ${out}`);
    await sleep(100);
  }
  // The file is written before the same lines reach this process through the pipe.
  for (let waited = 0; !out.includes("export CONFORMANCE_BASE_URL=") && waited < 10_000; waited += 50) await sleep(50);
  const text = readFileSync(file, "utf8");
  const exports = Object.fromEntries([...text.matchAll(/(CONFORMANCE_\w+)=(?:'([^']*)'|(\S+))/g)].map((m) => [m[1]!, m[2] ?? m[3]!]));
  return { child, exports, stdout: () => out, stopped };
}

describe("conformance reference", () => {
  test("serves until SIGTERM, and a run pointed at it with its exports is CONFORMANT in every area", async () => {
    const ref = await serve("clean");
    expect(ref.exports.CONFORMANCE_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ref.exports.CONFORMANCE_LEGACY_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ref.exports.CONFORMANCE_PROFILE).toBe(join(ROOT, "fixtures", "profiles", "reference.json"));
    expect(ref.exports.CONFORMANCE_B2B_BEARER_AUTH).toMatch(/^Authorization: Bearer reftoken-/);
    expect(ref.stdout()).toContain(`export CONFORMANCE_BASE_URL=${ref.exports.CONFORMANCE_BASE_URL}`);
    const run = await runCli(["run", "--console", "none"], ref.exports);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.document!.verdict).toBe("CONFORMANT");
    expect(run.document!.target).toMatchObject({ kind: "remote", baseUrl: ref.exports.CONFORMANCE_BASE_URL });
    expect(run.document!.selectedAreas).toHaveLength(4);
    ref.child.kill("SIGTERM");
    expect(await ref.stopped).toBe(0);
    expect(existsSync(join(dir, "clean.env")), "its exports file is removed when it stops").toBe(false);
    expect(ref.stdout()).toContain("# the reference stopped (SIGTERM)");
  }, 120_000);

  test("the README's background example runs as written: check and run CONFORMANT, then the reference stopped and its file gone", async () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Rehearsing the vendor flow without Docker"), readme.indexOf("## The target profile"));
    const script = [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => b.includes("--exports"))!;
    const reports = join(dir, "readme-reports");
    const run = await runNode(["-e", `require("node:child_process").execFileSync("bash", ["-e", "-c", ${JSON.stringify(script)}], { stdio: "inherit" })`],
      { CONFORMANCE_REPORTS_DIR: reports }, 120_000);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/profile check: \d+ operations sent and \d+ keys probed, no problem/);
    expect(run.stdout).toContain("Verdict: CONFORMANT (areas b2b)");
    expect(run.stdout).toMatch(/# the reference stopped \(SIGTERM\)/);
    expect(existsSync(join(ROOT, "reference.env"))).toBe(false);
  }, 120_000);

  test("carries the faults and the area A dialect of CONFORMANCE_REFERENCE_FAULTS and CONFORMANCE_REFERENCE_DIALECT", async () => {
    const ref = await serve("faulty", { CONFORMANCE_REFERENCE_FAULTS: "legacy-token.no-extension", CONFORMANCE_REFERENCE_DIALECT: "generated:53" });
    const profile = ref.exports.CONFORMANCE_PROFILE!;
    expect(JSON.parse(readFileSync(profile, "utf8")).name).toBe("embedded reference, generated:53");
    const run = await runCli(["run", "--area", "legacy-token", "--area", "b2b", "--console", "none"], ref.exports);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.document!.verdict).toBe("NOT CONFORMANT");
    expect(idsWithStatus(run.document, "failed", "broken")).toEqual(["D-TOKEN-EXTENSION-30S", "D-TOKEN-EXTENSION-HONOURED"]);
    expect(run.document!.areas.find((a) => a.area === "b2b")!.tests.passed).toBeGreaterThan(300);
    ref.child.kill("SIGINT");
    expect(await ref.stopped).toBe(0);
    expect(existsSync(profile), "the generated dialect's profile is removed when it stops").toBe(false);
  }, 120_000);
});
