// Resolves what a run is pointed at: the embedded reference (started here) or a remote target (preflighted).
import { request } from "./undici-core.js";
import { AREAS, CONFIG_KEYS, type Area, type Config, type ResolvedConfig } from "./config.js";
import { areaInfo } from "./areas.js";
import { rememberSecrets } from "./known-secrets.js";
import { HarnessError } from "./errors.js";
import { hookProblems, hookUrls } from "./hook-urls.js";
import { EMPTY_PROFILE, fillTemplates, type Profile } from "./profile.js";
import { referenceDialect, referenceOptions, type ReferenceDialect } from "./reference-dialects.js";
import { startReference, type ReferenceInstance } from "../reference/server.js";
import { buildRunContext, type RunContext, type RunContextParts } from "./run-context.js";

/** What the run adds to its context beside the target: its scratch files and the baseline's known failures. */
export type RunExtras = Pick<RunContextParts, "scratch" | "knownFailures">;

export type { RunContext };

export interface PreparedRun {
  context: RunContext;
  reference?: ReferenceInstance;
  close(): Promise<void>;
}

const PREFLIGHT_MS = 5_000;

/** The credentials a remote run of each area cannot do without. */
const AREA_CREDENTIALS: Record<Area, (keyof Config)[]> = {
  "legacy-token": ["impKey", "impSecret"],
  "schedules": ["apiAuth"],
  "identity-verification": ["apiAuth"],
  // Area A tests skip, naming the variable, when the credential of their scheme is missing.
  "b2b": [],
};

const ENV_OF: Partial<Record<keyof Config, string>> = {
  baseUrl: "CONFORMANCE_BASE_URL", legacyBaseUrl: "CONFORMANCE_LEGACY_BASE_URL",
  impKey: "CONFORMANCE_IMP_KEY", impSecret: "CONFORMANCE_IMP_SECRET", apiAuth: "CONFORMANCE_API_AUTH",
};

/** Starts the embedded reference, or checks a remote target, for the configuration resolved by the command. */
export async function prepareRun({ config, profile }: ResolvedConfig, extras: RunExtras = {}): Promise<PreparedRun> {
  const embedded = config.baseUrl === undefined && config.legacyBaseUrl === undefined;
  if (embedded && config.target !== "embedded") refuseDroppedTarget(config, profile !== undefined);
  if (!embedded) return prepareRemote(config, profile ?? EMPTY_PROFILE, extras);
  const reference = referenceDialect(config.referenceDialect);
  return startEmbedded(config, profile ?? reference.profile, reference, extras);
}

/**
 * No base URL, yet settings meant for a remote target (a credential, a profile, CONFORMANCE_TARGET=remote): a dropped
 * or misspelled base URL must not silently test the embedded reference.
 */
function refuseDroppedTarget(config: Config, profileGiven: boolean): void {
  const given = CONFIG_KEYS.filter((k) => k.secret && config[k.field] !== undefined).map((k) => k.env);
  if (profileGiven) given.push("CONFORMANCE_PROFILE (or --profile)");
  if (config.target === "remote") given.unshift("CONFORMANCE_TARGET=remote");
  if (given.length === 0) return;
  throw new HarnessError(`${given.join(", ")} ${given.length > 1 ? "are" : "is"} set, but neither CONFORMANCE_BASE_URL nor CONFORMANCE_LEGACY_BASE_URL is: the run would test the embedded reference`,
    "set the base URL of your target (check its spelling), or set CONFORMANCE_TARGET=embedded to test the embedded reference with these settings");
}

async function startEmbedded(config: Config, profile: Profile, dialect: ReferenceDialect, extras: RunExtras): Promise<PreparedRun> {
  let reference: ReferenceInstance;
  try {
    reference = await startReference(referenceOptions(config, dialect));
  } catch (err) {
    throw new HarnessError(`the embedded reference could not start: ${(err as Error).message}`,
      "use fault names from reference/<area>/faults.ts in CONFORMANCE_REFERENCE_FAULTS, e.g. legacy-token.no-extension");
  }
  const urls = { baseUrl: reference.baseUrl, legacyBaseUrl: reference.legacyBaseUrl };
  const full = { ...config, ...urls, areas: config.areas ?? [...AREAS] };
  full.impKey ??= reference.credentials.impKey;
  full.impSecret ??= reference.credentials.impSecret;
  full.apiAuth ??= reference.credentials.apiAuth;
  full.apiAuthOtherStore ??= reference.credentials.apiAuthOtherStore;
  full.b2bBearerAuth ??= reference.credentials.b2b.bearer;
  full.b2bServiceKeyAuth ??= reference.credentials.b2b.serviceKey;
  full.b2bDisabledAuth ??= reference.credentials.b2b.disabled;
  try {
    const filled = fillTemplates(profile, urls);
    const hooks = await hookProblems(hookUrls(filled, full.areas, config.timeMode), (u) => unreachable(u));
    if (hooks.length > 0) throw new HarnessError(`the run cannot be made:\n  - ${hooks.join("\n  - ")}`, HOOK_FIX);
    const context = finish({ config: full, profile: filled, kind: "embedded", ...extras });
    return { context, reference, close: () => reference.close() };
  } catch (err) {
    await reference.close();
    throw err;
  }
}

async function prepareRemote(config: Config, profile: Profile, extras: RunExtras): Promise<PreparedRun> {
  const areas = config.areas ?? AREAS.filter((a) => config[areaInfo(a).url] !== undefined);
  const missing = new Map<string, Area[]>();
  for (const area of areas) {
    for (const field of [areaInfo(area).url, ...AREA_CREDENTIALS[area]]) {
      if (config[field] === undefined) missing.set(ENV_OF[field] ?? field, [...(missing.get(ENV_OF[field] ?? field) ?? []), area]);
    }
  }
  const problems = [...missing].map(([v, of]) => `${of.length > 1 ? "areas" : "area"} ${of.join(", ")} ${of.length > 1 ? "need" : "needs"} ${v}, which is not set`);
  const urls = [...new Set(areas.map((a) => config[areaInfo(a).url]).filter((u): u is string => u !== undefined))];
  const filled = fillTemplates(profile, config);
  // Targets and hooks are checked at once: the whole preflight takes at most PREFLIGHT_MS.
  const [targets, hooks] = await Promise.all([
    Promise.all(urls.map(async (u) => { const why = await unreachable(u); return why && `the target ${u} ${why}`; })),
    hookProblems(hookUrls(filled, areas, config.timeMode), (u) => unreachable(u)),
  ]);
  problems.push(...targets.filter((p): p is string => p !== undefined), ...hooks);
  if (problems.length > 0) {
    throw new HarnessError(`the run cannot be made:\n  - ${problems.join("\n  - ")}`,
      hooks.length > 0 && hooks.length === problems.length ? HOOK_FIX
        : "set the variables named above and check that the service answers at its URL, or leave those areas out of CONFORMANCE_AREAS "
        + "(unset CONFORMANCE_BASE_URL and CONFORMANCE_LEGACY_BASE_URL to use the embedded reference)");
  }
  const full = { ...config, areas };
  return { context: finish({ config: full, profile: filled, kind: "remote", ...extras }), close: async () => {} };
}

function finish(parts: RunContextParts): RunContext {
  rememberSecrets(parts.config);
  if (parts.config.timeMode === "controlled" && !parts.profile.clockControl) {
    throw new HarnessError("CONFORMANCE_TIME_MODE is controlled, but the profile has no clockControl.url",
      "add clockControl.url to the profile (README: Test-clock control), or use time mode real or off");
  }
  return buildRunContext(parts);
}

/** Why a URL gave no HTTP answer within the preflight's time (any answer proves it reachable); undefined when it answered. */
export async function unreachable(url: string, timeoutMs = PREFLIGHT_MS): Promise<string | undefined> {
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    const res = await request(url, { method: "GET", signal, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    // A body that drips or never ends is not waited for: the status line is the answer.
    await res.body.dump({ limit: 64 * 1024, signal }).catch(() => undefined);
    return undefined;
  } catch (err) {
    const e = err as { name?: string; code?: string; cause?: { code?: string } };
    const code = e.code ?? e.cause?.code;
    return e.name === "TimeoutError" || e.name === "AbortError" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT"
      ? `gave no answer within ${timeoutMs / 1000} s`
      : code === "ECONNREFUSED" ? "refused the connection (nothing listens there)"
        : code === "ENOTFOUND" || code === "EAI_AGAIN" ? "has a host name that does not resolve"
          : `could not be reached (${code ?? (err as Error).message})`;
  }
}

const HOOK_FIX = "correct the profile key named above (README: Test-clock control, and the area B hooks in the profile schema), or leave out the areas that use it";
