// The run context, what every test of a run works from (configuration, profile, target), and the one function that builds it.
import type { Area, Config, TimeMode } from "../config/config.js";
import type { Profile } from "../config/profile.js";

export interface RunContext {
  /** The configuration with its areas decided; `config.seed` is the run's seed. */
  config: Config & { areas: Area[] };
  profile: Profile;
  target: { kind: "embedded" | "remote"; baseUrl?: string; legacyBaseUrl?: string; referenceFaults: string[] };
  timeMode: TimeMode;
  allowDestructive: boolean;
  /** The run's scratch files (secrets learned by any worker, the circuit breaker, the paces), joined by every worker. */
  scratch?: { secretsPath: string; breakerDir: string; claimsDir: string; pacingDir?: string; startedAt?: number };
  /** Failures a baseline accepts for now (conformance run --baseline), by test id; shown as known in Allure. */
  knownFailures?: Record<string, { reason: string; issue?: string }>;
  /** false: no Allure results are written this run (the fault sweep), so the workers make no labels or attachments. */
  allure?: boolean;
  /** Which test files the areas' suites load (harness/run/area-suite.ts): only these (undefined: all), and a shard of them. */
  load?: { files?: string[]; shard?: { index: number; count: number } };
  /**
   * Runs made in one vitest start, each against its own target on its own test files (the fault sweep runs faults
   * whose tests lie in different files together): a test declared in a lane's file works from that lane's context.
   */
  lanes?: Lane[];
}

/** One run of several made together: its test files (no two lanes share one) and what it differs in from the others. */
export interface Lane {
  files: string[];
  context: Pick<RunContext, "config" | "profile" | "target" | "timeMode" | "allowDestructive" | "knownFailures">;
}

export interface RunContextParts {
  config: Config & { areas: Area[] };
  /** The profile with its URL templates filled. */
  profile: Profile;
  /** embedded: the reference this process started; remote: a target named by its base URLs. */
  kind: "embedded" | "remote";
  scratch?: RunContext["scratch"];
  knownFailures?: RunContext["knownFailures"];
}

/** The automatic settings decided: time mode by the profile's clock control, destructive calls by the kind of target. */
export function buildRunContext({ config, profile, kind, scratch, knownFailures }: RunContextParts): RunContext {
  return {
    config,
    profile,
    target: { kind, baseUrl: config.baseUrl, legacyBaseUrl: config.legacyBaseUrl, referenceFaults: kind === "embedded" ? config.referenceFaults : [] },
    timeMode: config.timeMode ?? (profile.clockControl ? "controlled" : "off"),
    allowDestructive: config.allowDestructive ?? kind === "embedded",
    ...(scratch ? { scratch } : {}),
    ...(knownFailures ? { knownFailures } : {}),
  };
}
