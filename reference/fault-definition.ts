// What a named fault is, and the helper each area's faults.ts declares its faults with.
import type { Area } from "../harness/spec/areas.js";

export interface FaultDefinition {
  /** Stable name, `<area>.<what-breaks>`; meta-tests and CONFORMANCE_REFERENCE_FAULTS use it. */
  name: string;
  area: Area;
  /** The rule the fault breaks, in a few words. */
  breaks: string;
  /** Test ids that must fail when this fault is active. */
  caughtBy: string[];
}

/** `fault("no-extension", …)` in area legacy-token declares `legacy-token.no-extension`. */
export const faultsOf = (area: FaultDefinition["area"]) => (name: string, breaks: string, caughtBy: string[]): FaultDefinition =>
  ({ name: `${area}.${name}`, area, breaks, caughtBy });
