// A run context for unit tests, pointed at a reference started in the test process.
import { configWith, seedOf, type TimeMode } from "../../harness/config/config.js";
import { buildRunContext, type RunContext } from "../../harness/target/run-context.js";
import type { Profile } from "../../harness/config/profile.js";
import type { ReferenceInstance } from "../../reference/server.js";

export function contextFor(reference: ReferenceInstance, timeMode: TimeMode, profile: Profile = { name: "unit" }): RunContext {
  const config = configWith({
    seed: seedOf("1"),
    timeMode,
    baseUrl: reference.baseUrl,
    legacyBaseUrl: reference.legacyBaseUrl,
    impKey: reference.credentials.impKey,
    impSecret: reference.credentials.impSecret,
    apiAuth: reference.credentials.apiAuth,
  });
  return buildRunContext({ config: { ...config, areas: ["legacy-token"] }, profile, kind: "remote" });
}
