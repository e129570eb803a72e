// An original in the sending-completed state, the way the profile offers: a pre-provisioned one, or the suite's own moved by a hook.
import { HarnessError } from "../errors.js";
import { describeInput } from "../profile-inputs.js";
import { Skip } from "../skip.js";
import type { B2bApi } from "./api.js";
import { INPUT } from "./profile.js";
import { createInvoice, observedState } from "./tax-invoices.js";

const ORIGINAL = INPUT.taxInvoiceFixture("sendingCompletedOriginal");
const HOOK = INPUT.taxInvoiceFixture("sendingCompletedHook");

/** Profile inputs the hook way needs besides the hook (the pre-provisioned way needs none). */
export const SENDING_COMPLETED_NEEDS = [INPUT.request("taxInvoiceIssueImmediately", "valid")];

/** The tax invoice id of a sending-completed original; skipped, naming both keys, when the profile offers neither way. */
export async function sendingCompletedOriginal(api: B2bApi): Promise<string> {
  const provisioned = api.t.input<string>(ORIGINAL);
  if (provisioned !== undefined) return provisioned;
  const hook = api.t.input<string>(HOOK);
  if (hook === undefined) {
    throw new Skip("missing-input", `missing profile input ${ORIGINAL} or ${HOOK}: ${describeInput(ORIGINAL)}; or ${describeInput(HOOK)}`);
  }
  const { id, res: created } = await createInvoice(api, "immediate");
  // The hook moves an issued invoice on. If issue-immediately did not issue it (a target failure that its own tests
  // report), no original can be made: the tests that need one are not run, rather than broken by the hook.
  if (api.t.input(INPUT.statePointer) !== undefined && api.t.input(INPUT.stateNames) !== undefined) {
    const state = observedState(api, created);
    if (state !== "ISSUED") {
      throw new Skip("disabled", `not run: the suite's invoice ${id} is ${state} after issue-immediately, not ISSUED, so ${HOOK} cannot make a sending-completed original of it`);
    }
  }
  const url = new URL(hook);
  const res = await api.t.client(url.origin).request("POST", `${url.pathname}${url.search}`, { json: { taxInvoiceId: id } });
  if (res.status < 200 || res.status >= 300) {
    throw new HarnessError(`the sending-completed hook ${HOOK} answered ${res.status} for the suite's issued invoice ${id} (${res.text.slice(0, 200)})`,
      `fix ${HOOK}: ${describeInput(HOOK)}`);
  }
  return id;
}
