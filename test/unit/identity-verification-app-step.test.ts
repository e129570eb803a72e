// Unit tests of the profile's appStep: it decides whether a confirm before the app step is checked or pending.
import { describe, expect, test } from "vitest";
import { Conformance } from "../../harness/tests/conformance-test.js";
import type { Profile } from "../../harness/config/profile.js";
import { Skip } from "../../harness/outcomes/skip.js";
import { completeInApp, requireAppStepWaits } from "../../harness/identity-verification/app-completion.js";
import type { IdentityVerificationProfile } from "../../harness/identity-verification/profile.js";

/** Just enough of a test's `t`: the profile and the pending skip. */
function fakeT(iv: IdentityVerificationProfile): Conformance {
  const profile: Profile = { name: "unit", identityVerification: iv as Record<string, unknown> };
  return { testId: "B-CONFIRM-APP-INCOMPLETE", run: { profile, config: { maxBodyBytes: 65_536 } }, exchanges: [],
    pending: Conformance.prototype.pending } as unknown as Conformance;
}
const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
};

describe("requireAppStepWaits", () => {
  test("lets the check run when the step waits for the customer", () => {
    expect(thrown(() => requireAppStepWaits(fakeT({ appStep: "waits-for-completion" })))).toBeUndefined();
  });

  test("is pending with the spec's words when the step may complete at once", () => {
    const err = thrown(() => requireAppStepWaits(fakeT({ appStep: "completes-at-once" })));
    expect(err).toBeInstanceOf(Skip);
    expect(err).toMatchObject({ kind: "pending" });
    expect((err as Skip).reason).toMatch(/^pending B-OPEN-APP-COMPLETION: “for APP the completion in the app is checked”/);
  });

  test("skips naming the key when the profile does not say", () => {
    const err = thrown(() => requireAppStepWaits(fakeT({})));
    expect(err).toMatchObject({ kind: "missing-input" });
    expect((err as Skip).reason).toMatch(/^missing profile input identityVerification\.appStep: /);
  });
});

describe("completeInApp", () => {
  test("calls no hook when the step completes at once", async () => {
    await expect(completeInApp(fakeT({ appStep: "completes-at-once" }), "unit-any")).resolves.toBeUndefined();
  });

  test("needs the hook otherwise, and says that appStep is the alternative", async () => {
    await expect(completeInApp(fakeT({ appStep: "waits-for-completion" }), "unit-any"))
      .rejects.toThrow(/missing profile input identityVerification\.appCompletion \(or appStep "completes-at-once"\)/);
  });
});
