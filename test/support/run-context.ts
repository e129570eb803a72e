// A run context for unit tests, pointed at a reference started in the test process.
import { DEFAULTS, type Config, type TimeMode } from "../../harness/config.js";
import type { RunContext } from "../../harness/target.js";
import type { Profile } from "../../harness/profile.js";
import type { ReferenceInstance } from "../../reference/server.js";

export function contextFor(reference: ReferenceInstance, timeMode: TimeMode, profile: Profile = { name: "unit" }): RunContext {
  const config: Config & { areas: RunContext["config"]["areas"] } = {
    ...DEFAULTS,
    seed: 1,
    seedGiven: "1",
    areas: ["legacy-token"],
    baseUrl: reference.baseUrl,
    legacyBaseUrl: reference.legacyBaseUrl,
    impKey: reference.credentials.impKey,
    impSecret: reference.credentials.impSecret,
    apiAuth: reference.credentials.apiAuth,
  };
  return {
    config,
    profile,
    target: { kind: "remote", baseUrl: reference.baseUrl, legacyBaseUrl: reference.legacyBaseUrl, referenceFaults: [] },
    timeMode,
    allowDestructive: false,
    seed: 1,
  };
}
