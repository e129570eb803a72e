// Stands in for harness/run.ts while `conformance list` loads the suites: a run context that no request ever uses.
import { AREAS, DEFAULTS } from "../harness/config.js";
import type { RunContext } from "../harness/target.js";

const NOWHERE = "http://127.0.0.1:9";

export function runContext(): RunContext {
  return {
    config: { ...DEFAULTS, seed: 0, seedGiven: "0", areas: [...AREAS] },
    profile: { name: "conformance list" },
    target: { kind: "remote", baseUrl: NOWHERE, legacyBaseUrl: NOWHERE, referenceFaults: [] },
    timeMode: "off",
    allowDestructive: false,
    seed: 0,
  };
}
