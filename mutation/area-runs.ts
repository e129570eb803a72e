// Runs of one area's suite inside a Stryker test runner, as the fault sweep makes them: one vitest session kept open, a
// fresh embedded reference per run, the same preparation, suite and judgement as `conformance run`.
// Loaded from Stryker's sandbox, so the reference it starts is the instrumented one.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Area } from "../harness/spec/areas.js";
import { resolveConfig, type ResolvedConfig } from "../harness/config/config.js";
import type { ConformanceDocument } from "../cli/conformance-json.js";
import { executeRun } from "../cli/pipeline.js";
import { SuiteSession } from "../cli/suite-session.js";
import { referenceDialect } from "../harness/target/reference-dialects.js";
import { unmadeRun } from "./mutant-verdict.js";
import { MUTATION_RUN_ENV } from "./run-settings.js";

export class AreaRuns {
  private constructor(
    private readonly session: SuiteSession,
    private readonly resolved: Map<string, ResolvedConfig>,
    private readonly workDir: string,
    private readonly profiles: Map<string, string>,
  ) {}

  /** A session for the areas' runs, against the embedded reference speaking each of the dialects (area A's). */
  static async open(areas: Area[], dialects: string[] = ["default"]): Promise<AreaRuns> {
    const workDir = mkdtempSync(join(tmpdir(), "conformance-mutation-"));
    const reportsDir = join(workDir, "reports");
    const profiles = new Map(dialects.map((dialect) => [dialect, writeCleanProfile(workDir, dialect)]));
    // Its own environment and working directory: no CONFORMANCE_* variable or .env of the caller reaches the runs.
    const resolved = new Map(dialects.map((dialect) => [dialect, resolveConfig({
      env: { ...MUTATION_RUN_ENV, ...profileEnv(dialect, profiles.get(dialect)!) }, cwd: workDir,
      flags: { areas: [areas.join(","), "--area"], reportsDir: [reportsDir, "--reports"] },
    })]));
    const session = await SuiteSession.open({ areas, reportsDir, console: "none", filters: [], allure: false });
    return new AreaRuns(session, resolved, workDir, profiles);
  }

  /** The settings naming the dialect and its clean profile, for a run in a process of its own (a static mutant's). */
  envOf(dialect: string): Record<string, string> {
    return profileEnv(dialect, this.profiles.get(dialect)!);
  }

  /**
   * One run of the tests whose ids start with the filters (all of the areas' when none), against the reference speaking
   * the dialect. A run that cannot be made, or that the reference crashes (an error nothing catches, which would end
   * `conformance run`), gives a document saying so.
   */
  async run(filters: string[] = [], dialect = "default"): Promise<ConformanceDocument> {
    const resolved = this.resolved.get(dialect)!;
    const crashes: unknown[] = [];
    const restore = catchCrashes(crashes);
    try {
      const { doc } = await executeRun(resolved, { console: "none", filters }, this.session);
      return crashes.length === 0 ? doc : unmadeRun(resolved.config.areas ?? [], `the reference crashed the run: ${String(crashes[0])}`);
    } catch (err) {
      return unmadeRun(resolved.config.areas ?? [], `the run could not be made: ${(err as Error).message ?? String(err)}`);
    } finally {
      restore();
    }
  }

  async close(): Promise<void> {
    try {
      await this.session.close();
    } finally {
      rmSync(this.workDir, { recursive: true, force: true });
    }
  }
}

/**
 * The profile of the clean reference speaking the dialect, made once while no mutant is active. Every run of a mutant
 * is described by it, as a service's profile describes the service before a change: a mutant of the code that makes a
 * dialect (its names, spellings, shapes) changes what the reference speaks, never what the profile says it speaks.
 * Made anew in each run, the profile would follow the mutant, and the pair would only be another legal dialect.
 */
function writeCleanProfile(workDir: string, dialect: string): string {
  const file = join(workDir, `profile-${dialect.replace(/[^a-z0-9]/gi, "-")}.json`);
  writeFileSync(file, JSON.stringify(referenceDialect(dialect).profile));
  return file;
}

/** The embedded reference in the dialect, with the profile given (a given profile needs the target named). */
function profileEnv(dialect: string, profile: string): Record<string, string> {
  return { CONFORMANCE_REFERENCE_DIALECT: dialect, CONFORMANCE_TARGET: "embedded", CONFORMANCE_PROFILE: profile };
}

/**
 * Errors nothing catches, recorded instead of ending the process (vitest's own handler would exit, as it ends a
 * `conformance run`); gives back a function that puts the earlier handlers back.
 */
function catchCrashes(into: unknown[]): () => void {
  const events = ["unhandledRejection", "uncaughtException"] as const;
  const earlier = events.map((e) => process.listeners(e as "unhandledRejection"));
  const record = (err: unknown) => { into.push(err); };
  for (const e of events) {
    process.removeAllListeners(e);
    process.on(e, record);
  }
  return () => events.forEach((e, i) => {
    process.removeAllListeners(e);
    for (const l of earlier[i]!) process.on(e as "unhandledRejection", l as NodeJS.UnhandledRejectionListener);
  });
}
