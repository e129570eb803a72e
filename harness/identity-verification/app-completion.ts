// Completes an APP verification through the profile's hook, standing in for the customer in the authentication app.
import type { Conformance } from "../conformance-test.js";
import { callHook, hookRunner, HookError } from "./hooks.js";
import { INPUT, ivProfile, missingInput } from "./profile.js";

export async function completeInApp(t: Conformance, id: string): Promise<void> {
  const hook = ivProfile(t.run.profile).appCompletion ?? missingInput(INPUT.appCompletion);
  const answer = await callHook(hookRunner(t), hook, id, "POST");
  if (!answer.ok) {
    throw new HookError(`the app completion hook did not complete verification ${id}: status ${answer.status} ${JSON.stringify(answer.text.slice(0, 200))}`);
  }
}
