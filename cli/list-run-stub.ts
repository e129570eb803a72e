// Stands in for harness/run/run.ts while `conformance list` loads the suites: a run context that no request ever uses.
import { AREAS, configWith } from "../harness/config/config.js";
import { buildRunContext, type RunContext } from "../harness/target/run-context.js";

const NOWHERE = "http://127.0.0.1:9";

export function runContext(): RunContext {
  const config = { ...configWith({ baseUrl: NOWHERE, legacyBaseUrl: NOWHERE, timeMode: "off" }), areas: [...AREAS] };
  return buildRunContext({ config, profile: { name: "conformance list" }, kind: "remote" });
}
