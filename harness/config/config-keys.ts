// The configuration keys: the typed Config, and per key its variable, parser, default and documentation.
import { createHash } from "node:crypto";
import { AREAS, type Area } from "../spec/areas.js";
import { areaWithLetter, didYouMean, nearestArea } from "./did-you-mean.js";

/** Requests in flight at most for the whole run by default: enough to keep a run against a target 200 ms away bound by its longest chain of requests. */
export const DEFAULT_MAX_IN_FLIGHT = 64;

export const TIME_MODES = ["controlled", "real", "off"] as const;
export type TimeMode = (typeof TIME_MODES)[number];

/** The seed of the generated test data: as the user gave it (any string), and the number it became. */
export interface Seed {
  value: number;
  given: string;
}

/**
 * A credential given as a whole header line, because the spec shows no header or scheme for it; a `query` part is a
 * query parameter instead; `more` holds the further parts of a credential of several (all sent together).
 */
export interface HeaderLine {
  name: string;
  value: string;
  query?: boolean;
  more?: CredentialPart[];
}
export type CredentialPart = Omit<HeaderLine, "more">;

/** Every part of a credential, the first one included. */
export const credentialParts = (c: HeaderLine): CredentialPart[] => [c, ...(c.more ?? [])];

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
  seed: Seed;
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
  /** Areas run at once, a worker each; undefined: all the run's areas. */
  maxWorkers?: number;
  /** Requests in flight at most per target origin for the whole run; undefined: DEFAULT_MAX_IN_FLIGHT. */
  maxInFlight?: number;
  /** Requests a second at most per target origin for the whole run (CONFORMANCE_MAX_RATE); undefined: learned from the target. */
  maxRate?: number;
  /** Undefined means automatic: allowed against the embedded reference only. */
  allowDestructive?: boolean;
  b2bTestMode: boolean;
  clockToleranceSeconds: number;
  maxBodyBytes: number;
  reportsDir: string;
  /** Undefined means <reportsDir>/history.jsonl. */
  historyPath?: string;
  /** Known failures for the CI gate (run and merge --baseline). */
  baseline?: string;
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

export interface KeyDef extends KeyDoc {
  parse: Parser;
  expected: string;
}

/** A value a parser refuses; `hint` ("did you mean …?") precedes the expected form in the message. */
export class Invalid extends Error {
  constructor(readonly hint = "") {
    super(hint);
  }
}

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
export const SEED_MAX = 2 ** 31 - 1;
/** Any string is a seed: an integer in 0..2^31-1 is used as it is, anything else (a CI run id, a word) is hashed into that range. */
export function seedFrom(raw: string): number {
  const given = raw.trim();
  if (/^\d+$/.test(given) && Number(given) <= SEED_MAX) return Number(given);
  return createHash("sha256").update(given).digest().readUInt32BE(0) & SEED_MAX;
}
/** The seed a text gives: the text itself (trimmed) and the number it becomes. */
export const seedOf = (raw: string): Seed => ({ value: seedFrom(raw), given: raw.trim() });
/** A positive number with at most three decimals, from min to max. */
const decimal = (min: number, max: number): Parser => (raw) => {
  if (!/^\d{1,6}(?:\.\d{1,3})?$/.test(raw.trim())) throw new Invalid();
  const n = Number(raw);
  if (n < min || n > max) throw new Invalid();
  return n;
};
const seed: Parser = (raw) => {
  if (raw.trim() === "") throw new Invalid();
  return seedOf(raw);
};
const bool: Parser = (raw) => {
  const v = raw.trim().toLowerCase();
  if (["true", "1", "yes"].includes(v)) return true;
  if (["false", "0", "no"].includes(v)) return false;
  throw new Invalid();
};
const oneOf = (values: readonly string[]): Parser => (raw) => {
  if (!values.includes(raw.trim())) throw new Invalid(didYouMean(raw.trim(), values).replace(/^; /, ""));
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
  const unknown = items.filter((a) => !(AREAS as readonly string[]).includes(a));
  if (items.length === 0 || unknown.length > 0) {
    const near = unknown.map((a) => [a, nearestArea(a)] as const);
    const meant = near.filter(([, area]) => area).map(([a, area]) => `${areaWithLetter(area!)}${unknown.length > 1 ? ` for "${a}"` : ""}`);
    const none = near.filter(([, area]) => !area).map(([a]) => `"${a}"`);
    if (meant.length === 0) throw new Invalid();
    throw new Invalid([...(meant.length ? [`did you mean ${meant.join(", ")}?`] : []), ...(none.length ? [`${none.join(", ")} ${none.length > 1 ? "are not areas" : "is not an area"}`] : [])].join("; "));
  }
  return AREAS.filter((a) => items.includes(a));
};
/** One part of a credential: `Name: value` (a header) or `?name=value` (a query parameter). */
function credentialPart(part: string): CredentialPart {
  const header = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(\S(?:.*\S)?)$/.exec(part);
  if (header) return { name: header[1]!, value: header[2]! };
  const query = /^\?([^=&\s]+)=(\S+)$/.exec(part);
  if (query) return { name: query[1]!, value: query[2]!, query: true };
  throw new Invalid();
}
/** A credential: one part, or several separated by line breaks (or a written `\n`), sent together. */
const headerLine: Parser = (raw) => {
  const parts = raw.split(/\r?\n|\\n/).map((s) => s.trim()).filter(Boolean).map(credentialPart);
  if (parts.length === 0) throw new Invalid();
  const [first, ...more] = parts;
  return more.length > 0 ? { ...first!, more } : first!;
};
const text: Parser = (raw) => {
  if (raw.trim() === "") throw new Invalid();
  return raw;
};

const HEADER = "a whole header line `Name: value`, e.g. `Authorization: Bearer eyJ…` (a credential of several parts: header lines or `?name=value` query parameters, separated by line breaks)";
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
  key("CONFORMANCE_MAX_WORKERS", "maxWorkers", int(1, 64), "a whole number from 1 to 64", "unset: every area in one worker",
    "Set, each area runs in a worker of its own, this many at once. Unset, the areas run in one worker, all of their tests in flight together: each worker loads vitest and the whole harness, which cost a run more than workers side by side gained it. Either way an area's tests may all be in flight together, and fresh values the profile lists (b2b.fixtures.freshBrns) are handed out once per run."),
  key("CONFORMANCE_MAX_IN_FLIGHT", "maxInFlight", int(1, 1024), "a whole number from 1 to 1024", String(DEFAULT_MAX_IN_FLIGHT),
    "Requests in flight at most to one target origin, for the whole run (with CONFORMANCE_MAX_WORKERS, shared by the areas running at once in proportion to their tests). The default keeps a run against a target 200 ms away bound by its longest chain of requests; lower it for a target that cannot take as many at once. A request waiting for the target's pace keeps its place."),
  key("CONFORMANCE_MAX_RATE", "maxRate", decimal(0.01, 100_000), "requests a second, from 0.01 to 100000 (e.g. 25 or 0.5)", "none: learned from the target's answers",
    "Requests a second at most to one target origin, for the whole run, for a target that publishes its limit. Without it the pace is learned: a 429 or 503 answer (with Retry-After, or RateLimit / X-RateLimit headers) slows the whole run, to what the target accepted, and it rises again additively (README: How fast a run is)."),
  key("CONFORMANCE_ALLOW_DESTRUCTIVE", "allowDestructive", bool, "true or false", "true for the embedded reference, else false",
    "Allow destructive calls (DELETE schedules …) on resources the profile marks disposable."),
  key("CONFORMANCE_B2B_TEST_MODE", "b2bTestMode", bool, "true or false", "true",
    "Send test=true on every area A call."),
  key("CONFORMANCE_CLOCK_TOLERANCE_SECONDS", "clockToleranceSeconds", int(0, 3600), "whole seconds from 0 to 3600", "5",
    "How far the server's reported time may be from this machine's clock."),
  key("CONFORMANCE_MAX_BODY_BYTES", "maxBodyBytes", int(1024, 256 * 1024 * 1024), "bytes from 1024 to 268435456", "1048576",
    "Largest response body the client keeps; a larger one fails its test as an oversized response."),
  key("CONFORMANCE_REPORTS_DIR", "reportsDir", text, "a directory path", "reports",
    "Where reports are written: a folder of their own, which each run replaces as a whole (README: Reports)."),
  key("CONFORMANCE_HISTORY_PATH", "historyPath", text, "a file path", "<reports dir>/history.jsonl",
    "Allure history file (one line per report); keep it between CI runs to see trends."),
  key("CONFORMANCE_BASELINE", "baseline", text, "a file path", "none (no gate)",
    "Known failures of the CI gate (same as --baseline; README: The CI gate): a listed failure passes the gate, a listed test that passes or is gone fails it.", { inProfile: false }),
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

/** A configuration of defaults and the values given, for a run context built without an environment (`conformance list`, unit tests). */
export const configWith = (values: Partial<Config>): Config => ({ ...DEFAULTS, seed: seedOf("0"), ...values });
