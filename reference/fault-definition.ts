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
  /**
   * The swept dialects whose shapes give the fault something to break, when not all do (area A: a credential of several
   * parts only in alt); in the others it must change nothing. By default, every dialect its area is swept in.
   */
  dialects?: string[];
}

/** `fault("no-extension", …)` in area legacy-token declares `legacy-token.no-extension`. */
export const faultsOf = (area: FaultDefinition["area"]) => (name: string, breaks: string, caughtBy: string[]): FaultDefinition =>
  ({ name: `${area}.${name}`, area, breaks, caughtBy });
