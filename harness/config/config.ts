// The configuration loader, the one place that reads the environment and `.env`: the typed configuration (flags >
// environment > .env > profile settings > defaults), its paths, and what the environment says about where the suite runs.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { randomInt } from "node:crypto";
import { HarnessError } from "../outcomes/errors.js";
import { loadProfile, type Profile } from "./profile.js";
import { assertRedactable } from "../secrets/redact.js";
import { CONFIG_KEYS, DEFAULTS, Invalid, SEED_MAX, credentialParts, type Config, type HeaderLine } from "./config-keys.js";
import { didYouMean } from "./did-you-mean.js";

export { AREAS, type Area } from "../spec/areas.js";
export { CONFIG_KEYS, DEFAULTS, TIME_MODES, configWith, credentialParts, seedFrom, seedOf, type Config, type CredentialPart, type HeaderLine, type KeyDoc, type Seed, type TimeMode } from "./config-keys.js";

type Variables = Record<string, string | undefined>;

/** Command-line flags, the top layer: field → [raw value, the flag as the user wrote it]. */
export type Flags = Partial<Record<keyof Config, [string, string]>>;

export interface ConfigSources {
  /** The environment; this process's when not given (tests give their own). */
  env?: Variables;
  cwd?: string;
  /** Profile "settings" object, when a profile is loaded. */
  profileSettings?: Record<string, unknown>;
  flags?: Flags;
}

/** Where a command reads and writes, each an absolute path resolved against the working directory. */
export interface RunPaths {
  reportsDir: string;
  historyPath: string;
  profile?: string;
  baseline?: string;
}

/** What the environment says beyond the configuration keys, read with them. */
export interface RunEnvironment {
  /** CI is set (and not "false" or "0"): the console defaults to the compact form. */
  ci: boolean;
  /** GITHUB_ACTIONS=true: each failure is also printed as an annotation. */
  githubActions: boolean;
  /** GITHUB_STEP_SUMMARY: the job summary file the short report is appended to. */
  stepSummary?: string;
  /** DOCKER_HOST: the engine --image uses. */
  dockerHost?: string;
  /** The suite's variables as given (environment over .env): what a container section may hand to an image. */
  variables: Readonly<Record<string, string>>;
  /** The environment a child process (Allure) inherits: this process's, without the suite's variables. */
  inherited: Readonly<Record<string, string>>;
}

/** Everything a command works from, resolved once and handed on explicitly. */
export interface ResolvedConfig {
  config: Config;
  /** The profile named by --profile or CONFORMANCE_PROFILE, loaded and validated; undefined when none is named. */
  profile?: Profile;
  cwd: string;
  paths: RunPaths;
  environment: RunEnvironment;
}

const SUITE_VARIABLE = /^CONFORMANCE_/;

/** A path as the user gave it (a setting, a flag, an argument), taken from the working directory: the one rule for all of them. */
export const pathIn = (cwd: string, path: string): string => resolve(cwd, path);

/** Reads the optional .env file of the working directory (values never override the real environment). */
function readDotEnv(cwd: string): Record<string, string> {
  const path = pathIn(cwd, ".env");
  if (!existsSync(path)) return {};
  // Node's own parser (quotes, comments, `#` as it documents); a byte-order mark would hide the first key.
  return parseEnv(readFileSync(path, "utf8").replace(/^\uFEFF/, "")) as Record<string, string>;
}

/** The variables a configuration is read from, each with where it was set. */
interface Environment {
  /** The environment as given: this process's, unless the caller gives one (tests). */
  given: Variables;
  /** The environment over the .env file. */
  merged: Variables;
  /** Where a variable was set, for an error that names it: " (in <path>)" for one of the .env file, else "". */
  origin: (name: string) => string;
}

function readEnvironment(sources: ConfigSources, cwd: string): Environment {
  const given = sources.env ?? { ...process.env };
  const dotEnv = readDotEnv(cwd);
  const merged = { ...dotEnv, ...given };
  return { given, merged, origin: (name) => (given[name] === undefined && name in dotEnv ? ` (in ${pathIn(cwd, ".env")})` : "") };
}

/** The configuration alone (no profile file is read; its settings may be given). */
export function loadConfig(sources: ConfigSources = {}): Config {
  return configFrom(readEnvironment(sources, sources.cwd ?? process.cwd()), sources);
}

/** Configuration, profile, paths and environment, in the order defaults < profile settings < .env < environment < flags. */
export function resolveConfig(sources: ConfigSources = {}): ResolvedConfig {
  const cwd = sources.cwd ?? process.cwd();
  const environment = readEnvironment(sources, cwd);
  const profileGiven = sources.flags?.profilePath?.[0] ?? (environment.merged.CONFORMANCE_PROFILE || undefined);
  const profile = profileGiven === undefined ? undefined : loadProfile(pathIn(cwd, profileGiven));
  const config = configFrom(environment, { ...sources, profileSettings: profile?.settings });
  return { config, profile, cwd, paths: resolvePaths(config, cwd), environment: runEnvironment(environment) };
}

/** Every path a command uses, resolved against the working directory. */
export function resolvePaths(config: Config, cwd: string): RunPaths {
  const at = (path: string) => pathIn(cwd, path);
  const reportsDir = at(config.reportsDir);
  return {
    reportsDir,
    historyPath: config.historyPath ? at(config.historyPath) : join(reportsDir, "history.jsonl"),
    ...(config.profilePath ? { profile: at(config.profilePath) } : {}),
    ...(config.baseline ? { baseline: at(config.baseline) } : {}),
  };
}

/** The same configuration writing its reports elsewhere (one directory per image of a matrix). */
export function withReportsDir(resolved: ResolvedConfig, reportsDir: string): ResolvedConfig {
  const config = { ...resolved.config, reportsDir };
  return { ...resolved, config, paths: resolvePaths(config, resolved.cwd) };
}

function runEnvironment({ given, merged }: Environment): RunEnvironment {
  const set = (name: string) => (merged[name] ? merged[name] : undefined);
  const ci = set("CI");
  const entries = (vars: Variables) => Object.entries(vars).filter((e): e is [string, string] => e[1] !== undefined);
  return {
    ci: ci !== undefined && ci !== "false" && ci !== "0",
    githubActions: merged.GITHUB_ACTIONS === "true",
    stepSummary: set("GITHUB_STEP_SUMMARY"),
    dockerHost: set("DOCKER_HOST"),
    variables: Object.fromEntries(entries(merged).filter(([name]) => SUITE_VARIABLE.test(name))),
    inherited: Object.fromEntries(entries(given).filter(([name]) => !SUITE_VARIABLE.test(name))),
  };
}

function configFrom({ merged: env, origin }: Environment, sources: ConfigSources): Config {
  const settings = sources.profileSettings ?? {};
  const out: Record<string, unknown> = { ...DEFAULTS };
  const problems: string[] = [];
  for (const def of CONFIG_KEYS) {
    const fromFlag = sources.flags?.[def.field];
    const fromEnv = env[def.env];
    const fromProfile = def.inProfile ? settings[def.field] : undefined;
    const [raw, where] = fromFlag
      ? fromFlag
      : fromEnv !== undefined && fromEnv !== ""
      ? [fromEnv, `${def.env}${origin(def.env)}`]
      : fromProfile !== undefined
        ? [Array.isArray(fromProfile) ? fromProfile.join(",") : String(fromProfile), `profile settings.${def.field}`]
        : [undefined, ""];
    if (raw === undefined) continue;
    try {
      out[def.field] = def.parse(raw);
    } catch (err) {
      const shown = def.secret ? "" : ` is "${raw}";`;
      const hint = !def.secret && err instanceof Invalid ? err.hint : "";
      problems.push(hint ? `${where}${shown} ${hint} (expected ${def.expected})` : `${where}${shown || " is not valid;"} expected ${def.expected}`);
    }
  }
  problems.push(...unknownVariables(env, origin), ...tooShortSecrets(out));
  if (problems.length > 0) {
    throw new HarnessError(
      `configuration is not valid:\n  - ${problems.join("\n  - ")}`,
      "correct or remove each setting named above where it is set: the environment, .env, a flag or the profile's settings (README.md: Configuration)",
    );
  }
  if (out.seed === undefined) {
    const drawn = randomInt(0, SEED_MAX);
    out.seed = { value: drawn, given: String(drawn) };
  }
  return out as unknown as Config;
}

/** The effective configuration with secrets replaced, fit for reports. */
export function redactedConfig(config: Config): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of CONFIG_KEYS) {
    const value = config[def.field];
    if (def.secret) {
      const header = value && typeof value === "object" && "name" in value ? `${value.name}: ` : "";
      out[def.field] = value === undefined ? "(not set)" : `${header}[REDACTED]`;
    } else {
      out[def.field] = value ?? "(auto)";
    }
  }
  return out;
}

/** Variables of this suite's prefix that no key reads: a misspelled base URL would silently test the reference. */
const NOT_CONFIG = new Set(["CONFORMANCE_DOCKERD_DIR"]);
function unknownVariables(env: Variables, origin: Environment["origin"]): string[] {
  const known = CONFIG_KEYS.map((k) => k.env);
  return Object.keys(env).filter((name) => /CONFORMANCE_/.test(name) && !known.includes(name) && !NOT_CONFIG.has(name))
    .map((name) => `${JSON.stringify(name)}${origin(name)} is not a setting of this suite${didYouMean(name, known)}`);
}

/** A secret too short to redact would leak; refused, naming the variable (never the value). */
function tooShortSecrets(out: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const def of CONFIG_KEYS.filter((k) => k.secret)) {
    const value = out[def.field];
    const texts = typeof value === "string" ? [value] : value && typeof value === "object" && "value" in value
      ? credentialParts(value as HeaderLine).flatMap((p) => [p.value, ...(/^\S+\s+(\S+)$/.exec(p.value)?.slice(1) ?? [])]) : [];
    try {
      for (const text of texts) assertRedactable(text, def.env);
    } catch (err) {
      problems.push((err as HarnessError).problem);
    }
  }
  return problems;
}

/** testcontainers reads its settings from this process's environment: no Ryuk, and the host override (TOOLCHAIN 5). */
export function configureTestcontainers(): void {
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
  process.env.TESTCONTAINERS_HOST_OVERRIDE ??= "127.0.0.1";
}
