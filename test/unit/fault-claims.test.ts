// The fault meta-test refuses a fault that claims no test: it could never fail.
import { describe, expect, test } from "vitest";
import { faultCatalogue, type FaultDefinition } from "../../reference/faults.js";
import { claimedFaults } from "../support/fault-claims.js";

const fault = (name: string, caughtBy: string[]): FaultDefinition => ({ name, area: "schedules", breaks: "a rule", caughtBy });

describe("the fault catalogue of the meta-test", () => {
  test("refuses a fault with an empty caughtBy, naming it", () => {
    expect(() => claimedFaults([fault("schedules.caught", ["C-LIST-PAGE-0-FIRST"]), fault("schedules.unclaimed", [])]))
      .toThrow(/no test claims to catch \(empty caughtBy\): schedules\.unclaimed;/);
  });

  test("takes the reference's catalogue as it is", () => {
    expect(claimedFaults(faultCatalogue)).toBe(faultCatalogue);
  });
});
