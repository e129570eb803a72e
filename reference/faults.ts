// The catalogue of named faults the reference can carry, and the set of faults active in one instance.
import { legacyTokenFaults } from "./legacy-token/faults.js";
import { schedulesFaults } from "./schedules/faults.js";
import { identityVerificationFaults } from "./identity-verification/faults.js";

export interface FaultDefinition {
  /** Stable name, `<area>.<what-breaks>`; meta-tests and CONFORMANCE_REFERENCE_FAULTS use it. */
  name: string;
  area: "legacy-token" | "schedules" | "identity-verification" | "b2b";
  /** The rule the fault breaks, in a few words. */
  breaks: string;
  /** Test ids that must fail when this fault is active. */
  caughtBy: string[];
}

export const faultCatalogue: readonly FaultDefinition[] = [...legacyTokenFaults, ...schedulesFaults, ...identityVerificationFaults];

export class FaultSet {
  private readonly active: ReadonlySet<string>;

  constructor(names: Iterable<string> = []) {
    const known = new Set(faultCatalogue.map((f) => f.name));
    const list = [...names];
    const unknown = list.filter((n) => !known.has(n));
    if (unknown.length > 0) throw new Error(`unknown reference fault(s): ${unknown.join(", ")}`);
    this.active = new Set(list);
  }

  has(name: string): boolean {
    return this.active.has(name);
  }

  list(): string[] {
    return [...this.active];
  }
}
