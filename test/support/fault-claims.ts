// The fault catalogue as the meta-tests take it: a fault that claims no test would pass its meta-test whatever the
// suite does, so a catalogue with one is refused, naming it.
import type { FaultDefinition } from "../../reference/faults.js";

export function claimedFaults(faults: readonly FaultDefinition[]): readonly FaultDefinition[] {
  const unclaimed = faults.filter((f) => f.caughtBy.length === 0).map((f) => f.name);
  if (unclaimed.length > 0) {
    throw new Error(`the fault catalogue has faults that no test claims to catch (empty caughtBy): ${unclaimed.join(", ")}; `
      + "name in each the test ids that must fail under it (reference/<area>/faults.ts)");
  }
  return faults;
}
