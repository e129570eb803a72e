// The app step of an APP verification: completed through the profile's hook, or complete at once as the profile says.
import type { Conformance } from "../tests/conformance-test.js";
import { callHook, hookRunner, HookError } from "./hooks.js";
import { INPUT, ivProfile, missingInput } from "./profile.js";

/** Completes the app step as the customer would; nothing to do when the profile says it completes at once. */
export async function completeInApp(t: Conformance, id: string): Promise<void> {
  const profile = ivProfile(t.run.profile);
  if (profile.appStep === "completes-at-once") return;
  const hook = profile.appCompletion ?? missingInput(INPUT.appCompletion, `or appStep "completes-at-once"`);
  const answer = await callHook(hookRunner(t), hook, id, "POST");
  if (!answer.ok) {
    throw new HookError(`the app completion hook did not complete verification ${id}: status ${answer.status} ${JSON.stringify(answer.text.slice(0, 200))}`);
  }
}

/**
 * Goes on only when the profile states that the app step waits for the customer: then a confirm before it must be
 * refused. When the step may complete at once, a confirm right after send may succeed, so the test is pending.
 */
export function requireAppStepWaits(t: Conformance): void {
  const appStep = ivProfile(t.run.profile).appStep ?? missingInput(INPUT.appStep);
  if (appStep !== "waits-for-completion") t.pending("B-OPEN-APP-COMPLETION");
}
