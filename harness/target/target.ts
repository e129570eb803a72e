// Resolves what a run is pointed at: the embedded reference (started here) or a remote target, then takes it through
// the rest of the way to the run context once, in order: the profile's URL templates, the preflight, the secrets, the context.
import { AREAS, CONFIG_KEYS, type Config, type ResolvedConfig } from "../config/config.js";
import { areaInfo } from "../spec/areas.js";
import { rememberSecrets } from "../config/known-secrets.js";
import { HarnessError } from "../outcomes/errors.js";
import { EMPTY_PROFILE, type Profile } from "../config/profile.js";
import { referenceDialect, referenceOptions } from "./reference-dialects.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { fillTemplates } from "./url-templates.js";
import { preflight } from "./preflight.js";
import { buildRunContext, type RunContext, type RunContextParts } from "./run-context.js";

/** What the run adds to its context beside the target: its scratch files and the baseline's known failures. */
export type RunExtras = Pick<RunContextParts, "scratch" | "knownFailures">;

export type { RunContext };

export interface PreparedRun {
  context: RunContext;
  reference?: ReferenceInstance;
  close(): Promise<void>;
}

/** A target resolved: the configuration pointed at it with its areas decided, the profile (URL templates unfilled). */
type Target = Pick<RunContextParts, "config" | "profile" | "kind"> & { reference?: ReferenceInstance };

/** Starts the embedded reference, or checks a remote target, for the configuration resolved by the command. */
export async function prepareRun({ config, profile }: ResolvedConfig, extras: RunExtras = {}): Promise<PreparedRun> {
  const embedded = config.baseUrl === undefined && config.legacyBaseUrl === undefined;
  if (embedded && config.target !== "embedded") refuseDroppedTarget(config, profile !== undefined);
  const target = embedded ? await startEmbedded(config, profile) : remoteTarget(config, profile ?? EMPTY_PROFILE);
  const close = async () => { await target.reference?.close(); };
  try {
    const parts = { config: target.config, profile: fillTemplates(target.profile, target.config), kind: target.kind };
    await preflight(parts);
    rememberSecrets(parts.config);
    return { context: buildRunContext({ ...parts, ...extras }), reference: target.reference, close };
  } catch (err) {
    await close();
    throw err;
  }
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

/**
 * The embedded reference in the area A dialect the configuration names, described by that dialect's profile unless one
 * is given; its own credentials wherever the configuration gives none.
 */
async function startEmbedded(config: Config, given: Profile | undefined): Promise<Target> {
  const chosen = referenceDialect(config.referenceDialect);
  const { profile } = chosen;
  let reference: ReferenceInstance;
  try {
    reference = await startReference(referenceOptions(config, chosen));
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
  return { kind: "embedded", config: full, profile: given ?? profile, reference };
}

/** A remote target: its areas are the ones asked for, else those whose base URL is set. */
function remoteTarget(config: Config, profile: Profile): Target {
  return { kind: "remote", config: { ...config, areas: config.areas ?? AREAS.filter((a) => config[areaInfo(a).url] !== undefined) }, profile };
}
