// What a run checks before its first test, all at once within 5 s: the variables its areas need, that every remote
// target answers, that every hook URL of the profile it will call (clock control, area B hooks, area A's
// sending-completed hook) is http or https and answers, and that a controlled time mode has a clock control.
import type { Area, Config } from "../config/config.js";
import { areaInfo } from "../spec/areas.js";
import { HarnessError } from "../outcomes/errors.js";
import type { RunContextParts } from "./run-context.js";
import { hookProblems, hookUrls, probeTargets } from "./base-urls.js";

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

const BASE_URL_FIX = "is the base URL right? Set CONFORMANCE_BASE_URL / CONFORMANCE_LEGACY_BASE_URL to the address the spec calls "
  + "{base_url} / {legacy_base_url}, the one its paths (/v2/schedules, /users/getToken …) follow, with any path prefix the service has";
const HOOK_FIX = "correct the profile key named above (README: Test-clock control, and the area B hooks in the profile schema), or leave out the areas that use it";

/** Every problem at once in one error (the embedded reference needs no variables and answers: only its hooks are checked). */
export async function preflight({ kind, config, profile }: Pick<RunContextParts, "config" | "profile" | "kind">): Promise<void> {
  const { areas } = config;
  const missing = new Map<string, Area[]>();
  for (const area of kind === "remote" ? areas : []) {
    for (const field of [areaInfo(area).url, ...AREA_CREDENTIALS[area]]) {
      if (config[field] === undefined) missing.set(ENV_OF[field] ?? field, [...(missing.get(ENV_OF[field] ?? field) ?? []), area]);
    }
  }
  const problems = [...missing].map(([v, of]) => `${of.length > 1 ? "areas" : "area"} ${of.join(", ")} ${of.length > 1 ? "need" : "needs"} ${v}, which is not set`);
  const probed = kind === "remote" ? areas.filter((a) => config[areaInfo(a).url] !== undefined) : [];
  // Targets and hooks are checked at once: the whole preflight takes at most PREFLIGHT_MS.
  const [targets, hooks] = await Promise.all([probeTargets(config, probed), hookProblems(hookUrls(profile, areas, config.timeMode))]);
  problems.push(...targets.unreachable, ...targets.wrongBaseUrls, ...hooks);
  if (problems.length > 0) {
    const only = (some: string[]) => some.length > 0 && some.length === problems.length;
    throw new HarnessError(`the run cannot be made:\n  - ${problems.join("\n  - ")}`,
      only(hooks) ? HOOK_FIX : only(targets.wrongBaseUrls) ? BASE_URL_FIX
        : "set the variables named above and check that the service answers at its URL, or leave those areas out of CONFORMANCE_AREAS "
        + "(unset CONFORMANCE_BASE_URL and CONFORMANCE_LEGACY_BASE_URL to use the embedded reference)"
        + (targets.wrongBaseUrls.length > 0 ? `; ${BASE_URL_FIX}` : ""));
  }
  if (config.timeMode === "controlled" && !profile.clockControl) {
    throw new HarnessError("CONFORMANCE_TIME_MODE is controlled, but the profile has no clockControl.url",
      "add clockControl.url to the profile (README: Test-clock control), or use time mode real or off");
  }
}
