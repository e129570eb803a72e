// A static mutant's run: `conformance run` of the areas (area A in one of its dialects) in a new process that loads the reference with the mutant active.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { INSTRUMENTER_CONSTANTS } from "@stryker-mutator/api/core";
import type { ConformanceDocument } from "../cli/conformance-json.js";
import type { Area } from "../harness/spec/areas.js";
import { unmadeRun } from "./mutant-verdict.js";
import { MUTATION_RUN_ENV } from "./run-settings.js";

/** Time kept back from Stryker's timeout, so the run is ended here and reported as a timeout. */
const MARGIN_MS = 1_000;

/**
 * Runs in Stryker's sandbox (the working directory), with the dialect's settings and clean profile (AreaRuns.envOf). A run that cannot be made (the reference does not start, or
 * crashes the process) ends with no document: one saying so is made from the process's output.
 */
export async function staticRun(areas: Area[], dialectEnv: Record<string, string>, mutantId: string, timeoutMs: number): Promise<ConformanceDocument | { timedOut: string }> {
  const workDir = mkdtempSync(join(tmpdir(), "conformance-mutant-"));
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("CONFORMANCE_")));
  Object.assign(env, MUTATION_RUN_ENV, dialectEnv, { [INSTRUMENTER_CONSTANTS.ACTIVE_MUTANT_ENV_VARIABLE]: mutantId });
  const cli = join(process.cwd(), "cli", "conformance.mjs");
  try {
    const child = spawn(process.execPath, [cli, "run", "--area", areas.join(","), "--console", "none", "--reports", join(workDir, "reports")],
      { cwd: workDir, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => { if (stderr.length < 4000) stderr += chunk.toString(); });
    const timer = setTimeout(() => child.kill("SIGKILL"), Math.max(timeoutMs - MARGIN_MS, MARGIN_MS));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    clearTimeout(timer);
    if (code === null) return { timedOut: `conformance run did not end within ${timeoutMs} ms` };
    try {
      return JSON.parse(readFileSync(join(workDir, "reports", "conformance.json"), "utf8")) as ConformanceDocument;
    } catch {
      return unmadeRun(areas, `conformance run ended with exit code ${code} and no conformance.json: ${stderr.trim().split("\n")[0] ?? ""}`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
