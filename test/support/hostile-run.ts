// The environment of a CLI run against a hostile target: a canary in every secret variable, a profile without clock control.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONFIG_KEYS } from "../../harness/config/config.js";
import { REFERENCE_PROFILE } from "../../harness/config/profile.js";
import type { HostileMode, HostileTarget } from "./hostile-target.js";

/** 1: the target is wrong (failed tests); 2: the target stopped answering (preflight or circuit breaker). */
export const HOSTILE_EXIT: Record<HostileMode, 1 | 2> = {
  echo: 1, malformed: 1, gzip: 1, "endless-pages": 1, "huge-pages": 1, hang: 2, "slow-drip": 2,
};

/** Unique per process; its first 8 characters found anywhere (any case) is a leak, so a cut secret counts too. */
export const CANARY = `cnry${randomBytes(4).toString("hex")}`;
/** A canary in every secret variable; one with a quote and a backslash, which JSON escapes. */
export const CANARY_SECRETS: Record<string, string> = Object.fromEntries(CONFIG_KEYS.filter((k) => k.secret).map((k) => {
  const value = k.field === "impSecret" ? `${CANARY}"imp\\secret` : `${CANARY}-${k.field}`;
  return [k.env, k.expected.startsWith("a whole header line") ? `X-Canary-${k.field}: ${value}` : value];
}));
/** The secret values alone (without the header names). */
export const canaryValues = () => Object.values(CANARY_SECRETS).map((v) => v.replace(/^X-Canary-\w+: /, ""));

let profile: string | undefined;
/** The reference profile without its clock control (a hostile target has none): time mode off. */
function hostileProfile(): string {
  if (profile) return profile;
  const data = JSON.parse(readFileSync(REFERENCE_PROFILE, "utf8")) as Record<string, unknown>;
  delete data.clockControl;
  delete data.$schema;
  profile = join(mkdtempSync(join(tmpdir(), "hostile-profile-")), "profile.json");
  writeFileSync(profile, JSON.stringify(data));
  return profile;
}

/** Areas legacy-token and schedules against the target; a short request timeout where the target hangs or drips. */
export function hostileRunEnv(mode: HostileMode, target: HostileTarget): Record<string, string> {
  return {
    ...CANARY_SECRETS,
    CONFORMANCE_BASE_URL: target.baseUrl,
    CONFORMANCE_LEGACY_BASE_URL: target.legacyBaseUrl,
    CONFORMANCE_AREAS: "legacy-token,schedules",
    CONFORMANCE_PROFILE: hostileProfile(),
    CONFORMANCE_TIME_MODE: "off",
    ...(HOSTILE_EXIT[mode] === 2 ? { CONFORMANCE_REQUEST_TIMEOUT_MS: "1000" } : {}),
  };
}
