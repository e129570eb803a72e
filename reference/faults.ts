// The catalogue of named faults the reference can carry, and the set of faults active in one instance.
import { legacyTokenFaults } from "./legacy-token/faults.js";
import { schedulesFaults } from "./schedules/faults.js";
import { identityVerificationFaults } from "./identity-verification/faults.js";
import { b2bFaults } from "./b2b/faults.js";
import type { FaultDefinition } from "./fault-definition.js";

export type { FaultDefinition };

export const faultCatalogue: readonly FaultDefinition[] = [...legacyTokenFaults, ...schedulesFaults, ...identityVerificationFaults, ...b2bFaults];

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
