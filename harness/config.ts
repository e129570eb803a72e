// The one typed configuration: environment > .env file > profile "settings" > defaults, with every key documented.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { createHash, randomInt } from "node:crypto";
import { HarnessError } from "./errors.js";
import { loadProfile, type Profile } from "./profile.js";
import { assertRedactable } from "./redact.js";

import { AREAS, type Area } from "./areas.js";

export { AREAS, type Area };
export const TIME_MODES = ["controlled", "real", "off"] as const;
export type TimeMode = (typeof TIME_MODES)[number];

/** A credential given as a whole header line, because the spec shows no header or scheme for it. */
export interface HeaderLine {
  name: string;
  value: string;
}

export interface Config {
  /** What the user asked to test; undefined means: remote when a base URL is set, else the embedded reference. */
  target?: "embedded" | "remote";
  baseUrl?: string;
  legacyBaseUrl?: string;
  profilePath?: string;
  /** Undefined means automatic: all areas for the embedded reference, else those whose base URL is set. */
  areas?: Area[];
  /** Undefined means automatic: controlled when the profile offers a clock control, otherwise off. */
  timeMode?: TimeMode;
  seed: number;
  /** The seed as the user gave it (any string); `seed` is derived from it. */
  seedGiven: string;
  impKey?: string;
  impSecret?: string;
  b2bBearerAuth?: HeaderLine;
  b2bServiceKeyAuth?: HeaderLine;
  b2bDisabledAuth?: HeaderLine;
  /** Area A dialect of the embedded reference (its shapes); ignored for other targets. */
  /** default, alt, or generated:<seed>. */
  referenceDialect?: string;
  apiAuth?: HeaderLine;
  apiAuthOtherStore?: HeaderLine;
  controlAuth?: HeaderLine;
  requestTimeoutMs: number;
  /** Test files run at once (vitest workers); undefined: vitest's default for the machine. */
  maxWorkers?: number;
  /** Undefined means automatic: allowed against the embedded reference only. */
  allowDestructive?: boolean;
  b2bTestMode: boolean;
  clockToleranceSeconds: number;
  maxBodyBytes: number;
  reportsDir: string;
  /** Undefined means <reportsDir>/history.jsonl. */
  historyPath?: string;
  referenceFaults: string[];
  /** Target images (conformance run --image): each is started in a container and run against in turn. */
  images?: string[];
}

export interface KeyDoc {
  env: string;
  field: keyof Config;
  /** May also be set under "settings" in the profile file (never true for secrets). */
  inProfile: boolean;
  secret: boolean;
  default: string;
  doc: string;
}

type Parser = (raw: string) => unknown;

interface KeyDef extends KeyDoc {
  parse: Parser;
  expected: string;
}

class Invalid extends Error {}

const url: Parser = (raw) => {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Invalid();
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Invalid();
  return raw.replace(/\/+$/, "");
};
const int = (min: number, max: number): Parser => (raw) => {
  if (!/^\d+$/.test(raw.trim())) throw new Invalid();
  const n = Number(raw);
  if (n < min || n > max) throw new Invalid();
  return n;
};
const SEED_MAX = 2 ** 31 - 1;
/** Any string is a seed: an integer in 0..2^31-1 is used as it is, anything else (a CI run id, a word) is hashed into that range. */
export function seedFrom(raw: string): number {
  const given = raw.trim();
  if (/^\d+$/.test(given) && Number(given) <= SEED_MAX) return Number(given);
  return createHash("sha256").update(given).digest().readUInt32BE(0) & SEED_MAX;
}
const seed: Parser = (raw) => {
  if (raw.trim() === "") throw new Invalid();
  return seedFrom(raw);
};
const bool: Parser = (raw) => {
  const v = raw.trim().toLowerCase();
  if (["true", "1", "yes"].includes(v)) return true;
  if (["false", "0", "no"].includes(v)) return false;
  throw new Invalid();
};
const oneOf = (values: readonly string[]): Parser => (raw) => {
  if (!values.includes(raw.trim())) throw new Invalid();
  return raw.trim();
};
const list = (raw: string) => raw.split(",").map((s) => s.trim()).filter(Boolean);
const dialect: Parser = (raw) => {
  if (!/^(default|alt|generated:\d{1,10})$/.test(raw.trim())) throw new Invalid();
  return raw.trim();
};
const areas: Parser = (raw) => {
  const items = list(raw);
  if (items.length === 1 && items[0] === "all") return [...AREAS];
  if (items.length === 0 || items.some((a) => !(AREAS as readonly string[]).includes(a))) throw new Invalid();
  return AREAS.filter((a) => items.includes(a));
};
const headerLine: Parser = (raw) => {
  const m = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(\S(?:.*\S)?)[ \t]*$/.exec(raw);
  if (!m) throw new Invalid();
  return { name: m[1]!, value: m[2]! };
};
const text: Parser = (raw) => {
  if (raw.trim() === "") throw new Invalid();
  return raw;
};

const HEADER = "a whole header line `Name: value`, e.g. `Authorization: Bearer eyJ…`";
const key = (
  env: string, field: keyof Config, parse: Parser, expected: string, dflt: string, doc: string,
  opts: { secret?: boolean; inProfile?: boolean } = {},
): KeyDef => ({
  env, field, parse, expected, default: dflt, doc,
  secret: opts.secret ?? false,
  inProfile: opts.inProfile ?? !opts.secret,
});

export const CONFIG_KEYS: readonly KeyDef[] = [
  key("CONFORMANCE_TARGET", "target", oneOf(["embedded", "remote"]), "embedded or remote", "remote when a base URL is set, else embedded",
    "What to test. A credential or a profile without a base URL stops the run (exit 2) rather than testing the embedded reference, unless this says embedded.",
    { inProfile: false }),
  key("CONFORMANCE_BASE_URL", "baseUrl", url, "an http(s) URL such as https://sandbox.example.com", "embedded reference",
    "{base_url} of areas A, B and C. With neither base URL set, the embedded reference implementation is started."),
  key("CONFORMANCE_LEGACY_BASE_URL", "legacyBaseUrl", url, "an http(s) URL such as https://api.example.com", "embedded reference",
    "{legacy_base_url} of area D."),
  key("CONFORMANCE_PROFILE", "profilePath", text, "the path of a target profile JSON file", "fixtures/profiles/reference.json for the embedded reference, none otherwise",
    "Target profile: fixtures and shapes the spec does not show (schema: fixtures/profile.schema.json).", { inProfile: false }),
  key("CONFORMANCE_AREAS", "areas", areas, `a comma-separated list of ${AREAS.join(", ")} (or all)`, "all for the embedded reference, else the areas whose base URL is set",
    "Areas to run."),
  key("CONFORMANCE_TIME_MODE", "timeMode", oneOf(TIME_MODES), `one of ${TIME_MODES.join(", ")}`, "controlled when the profile has a clock control, else off",
    "How token-lifetime tests get 30 minutes of server time (see Time modes)."),
  key("CONFORMANCE_SEED", "seed", seed, "any non-empty string", "random, printed and reported",
    "Seed of the generated test data: any string (an integer from 0 to 2147483647 is used as it is, anything else, such as a CI run id, is hashed); rerun with the reported seed to reproduce a run."),
  key("CONFORMANCE_IMP_KEY", "impKey", text, "the area D REST API key", "the embedded reference's own",
    "imp_key for POST /users/getToken.", { secret: true }),
  key("CONFORMANCE_IMP_SECRET", "impSecret", text, "the area D REST API secret", "the embedded reference's own",
    "imp_secret for POST /users/getToken.", { secret: true }),
  key("CONFORMANCE_B2B_BEARER_AUTH", "b2bBearerAuth", headerLine, HEADER, "none",
    "Area A credential of the bearerJwt scheme.", { secret: true }),
  key("CONFORMANCE_B2B_SERVICE_KEY_AUTH", "b2bServiceKeyAuth", headerLine, HEADER, "none",
    "Area A credential of the serviceKey scheme.", { secret: true }),
  key("CONFORMANCE_B2B_DISABLED_AUTH", "b2bDisabledAuth", headerLine, HEADER, "none (the 403 B2bNotEnabledError tests are skipped)",
    "Area A credential of an account without the B2B feature.", { secret: true }),
  key("CONFORMANCE_API_AUTH", "apiAuth", headerLine, HEADER, "the embedded reference's own",
    "Credential of areas B and C (its token carries the store id).", { secret: true }),
  key("CONFORMANCE_API_AUTH_OTHER_STORE", "apiAuthOtherStore", headerLine, HEADER, "none (isolation tests are skipped)",
    "A credential of a second store that may not see the first store's data, for isolation checks.", { secret: true }),
  key("CONFORMANCE_CONTROL_AUTH", "controlAuth", headerLine, HEADER, "none",
    "Sent to the test-clock control and to the profile's URL hooks of area B (provisioning, OTP source, app completion), if they need one.", { secret: true }),
  key("CONFORMANCE_REQUEST_TIMEOUT_MS", "requestTimeoutMs", int(100, 600_000), "milliseconds from 100 to 600000", "10000",
    "Time one request may take before it fails as a target timeout."),
  key("CONFORMANCE_MAX_WORKERS", "maxWorkers", int(1, 64), "a whole number from 1 to 64", "vitest's default (the machine's cores)",
    "How many test files run at once (vitest workers). Fresh values the profile lists (b2b.fixtures.freshBrns) are handed out once per run whatever the number."),
  key("CONFORMANCE_ALLOW_DESTRUCTIVE", "allowDestructive", bool, "true or false", "true for the embedded reference, else false",
    "Allow destructive calls (DELETE schedules …) on resources the profile marks disposable."),
  key("CONFORMANCE_B2B_TEST_MODE", "b2bTestMode", bool, "true or false", "true",
    "Send test=true on every area A call."),
  key("CONFORMANCE_CLOCK_TOLERANCE_SECONDS", "clockToleranceSeconds", int(0, 3600), "whole seconds from 0 to 3600", "5",
    "How far the server's reported time may be from this machine's clock."),
  key("CONFORMANCE_MAX_BODY_BYTES", "maxBodyBytes", int(1024, 256 * 1024 * 1024), "bytes from 1024 to 268435456", "1048576",
    "Largest response body the client keeps; a larger one fails its test as an oversized response."),
  key("CONFORMANCE_REPORTS_DIR", "reportsDir", text, "a directory path", "reports",
    "Where reports are written."),
  key("CONFORMANCE_HISTORY_PATH", "historyPath", text, "a file path", "<reports dir>/history.jsonl",
    "Allure history file (one line per report); keep it between CI runs to see trends."),
  key("CONFORMANCE_REFERENCE_FAULTS", "referenceFaults", (raw) => list(raw), "a comma-separated list of fault names", "none",
    "Faults the embedded reference carries (meta-tests and demos; ignored for other targets).", { inProfile: false }),
  key("CONFORMANCE_IMAGE", "images", (raw) => list(raw), "a comma-separated list of local image references", "none",
    "Images to test (same as --image): each runs in a container as the profile's container section says (README: Testing a container image).", { inProfile: false }),
  key("CONFORMANCE_REFERENCE_DIALECT", "referenceDialect", dialect, "default, alt, or generated:<seed> with a whole number seed", "default",
    "Area A shapes of the embedded reference: default (the PortOne SDK's), alt (its profile: fixtures/profiles/reference-alt.json), or generated:<seed>, one of a family of dialects drawn from the seed, with the profile that describes it (`conformance profile init` writes it).", { inProfile: false }),
];

export const DEFAULTS: Pick<Config, "requestTimeoutMs" | "b2bTestMode" | "clockToleranceSeconds" | "maxBodyBytes" | "reportsDir" | "referenceFaults"> = {
  requestTimeoutMs: 10_000,
  b2bTestMode: true,
  clockToleranceSeconds: 5,
  maxBodyBytes: 1024 * 1024,
  reportsDir: "reports",
  referenceFaults: [],
};

/** Command-line flags, the top layer: field → [raw value, the flag as the user wrote it]. */
export type Flags = Partial<Record<keyof Config, [string, string]>>;

export interface ConfigSources {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Profile "settings" object, when a profile is loaded. */
  profileSettings?: Record<string, unknown>;
  flags?: Flags;
}

/** Everything a command works from: the configuration and the profile it names, resolved once. */
export interface ResolvedConfig {
  config: Config;
  /** The profile named by --profile or CONFORMANCE_PROFILE, loaded and validated; undefined when none is named. */
  profile?: Profile;
  cwd: string;
}

/** Reads the optional .env file of the working directory (values never override the real environment). */
export function readDotEnv(cwd: string): Record<string, string> {
  const path = resolve(cwd, ".env");
  if (!existsSync(path)) return {};
  // Node's own parser (quotes, comments, `#` as it documents); a byte-order mark would hide the first key.
  return parseEnv(readFileSync(path, "utf8").replace(/^\uFEFF/, "")) as Record<string, string>;
}

/** Merged raw environment: the real environment over the .env file. */
export function rawEnvironment(sources: ConfigSources = {}): Record<string, string | undefined> {
  const cwd = sources.cwd ?? process.cwd();
  return { ...readDotEnv(cwd), ...(sources.env ?? process.env) };
}

export function loadConfig(sources: ConfigSources = {}): Config {
  const env = rawEnvironment(sources);
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
      ? [fromEnv, def.env]
      : fromProfile !== undefined
        ? [Array.isArray(fromProfile) ? fromProfile.join(",") : String(fromProfile), `profile settings.${def.field}`]
        : [undefined, ""];
    if (raw === undefined) continue;
    try {
      out[def.field] = def.parse(raw);
      if (def.field === "seed") out.seedGiven = raw.trim();
    } catch {
      const shown = def.secret ? "" : ` is "${raw}";`;
      problems.push(`${where}${shown || " is not valid;"} expected ${def.expected}`);
    }
  }
  problems.push(...unknownVariables(env), ...tooShortSecrets(out));
  if (out.seed === undefined) out.seed = randomInt(0, SEED_MAX);
  out.seedGiven ??= String(out.seed);
  if (problems.length > 0) {
    throw new HarnessError(
      `configuration is not valid:\n  - ${problems.join("\n  - ")}`,
      "correct the value(s) named above (see the configuration table in README.md)",
    );
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
function unknownVariables(env: Record<string, string | undefined>): string[] {
  const known = CONFIG_KEYS.map((k) => k.env);
  return Object.keys(env).filter((name) => /CONFORMANCE_/.test(name) && !known.includes(name) && !NOT_CONFIG.has(name)).map((name) => {
    const near = [...known].sort((a, b) => distance(name, a) - distance(name, b))[0]!;
    return `${JSON.stringify(name)} is not a setting of this suite${distance(name, near) <= 4 ? `; did you mean ${near}?` : ""}`;
  });
}

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** A secret too short to redact would leak; refused, naming the variable (never the value). */
function tooShortSecrets(out: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const def of CONFIG_KEYS.filter((k) => k.secret)) {
    const value = out[def.field];
    const texts = typeof value === "string" ? [value] : value && typeof value === "object" && "value" in value
      ? [String(value.value), ...(/^\S+\s+(\S+)$/.exec(String(value.value))?.slice(1) ?? [])] : [];
    try {
      for (const text of texts) assertRedactable(text, def.env);
    } catch (err) {
      problems.push((err as HarnessError).problem);
    }
  }
  return problems;
}

/** Configuration and profile, in the order defaults < profile settings < .env < environment < flags. */
export function resolveConfig(sources: ConfigSources = {}): ResolvedConfig {
  const cwd = sources.cwd ?? process.cwd();
  const env = rawEnvironment({ ...sources, cwd });
  const profilePath = sources.flags?.profilePath?.[0] ?? (env.CONFORMANCE_PROFILE || undefined);
  const profile = profilePath === undefined ? undefined : loadProfile(profilePath, cwd);
  const config = loadConfig({ ...sources, cwd, profileSettings: profile?.settings });
  return { config, profile, cwd };
}

/** testcontainers reads its settings from the environment: no Ryuk, and the host override (TOOLCHAIN 5). */
export function configureTestcontainers(): void {
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
  process.env.TESTCONTAINERS_HOST_OVERRIDE ??= "127.0.0.1";
}

/** The environment for a child process this suite starts (a tool such as Allure), with additions. */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
