// An original in the sending-completed state, the way the profile offers: pre-provisioned, moved there by a hook, or reached by waiting.
import { HarnessError } from "../../outcomes/errors.js";
import { describeInput } from "../../config/profile-inputs.js";
import { givenKey, profileValue } from "../../config/profile.js";
import { Skip } from "../../outcomes/skip.js";
import { timeModeOffReason, type ServerWait } from "../../time/server-wait.js";
import type { RunContext } from "../../target/target.js";
import type { B2bApi } from "../client/api.js";
import { INPUT } from "../profile/keys.js";
import { createInvoice, observedState, type CreatedInvoice } from "../records/tax-invoices.js";
import { referenceOf } from "../records/references.js";
import { waitForTransmission } from "./transmission-wait.js";
import { excerpt } from "../../secrets/bounded-text.js";

const ORIGINAL = INPUT.taxInvoiceFixture("sendingCompletedOriginal");
const HOOK = INPUT.taxInvoiceFixture("sendingCompletedHook");
const AFTER = INPUT.taxInvoiceFixture("sendingCompletedAfterSeconds");

/** Profile inputs the hook and wait ways need besides their own key (the pre-provisioned way needs none). */
export const SENDING_COMPLETED_NEEDS = [INPUT.request("taxInvoiceIssueImmediately", "valid")];

/** The `waits` of a test that needs an original: only when the profile offers the wait way alone. */
export function waitsForOriginal(run: RunContext): ServerWait | undefined {
  return profileValue(run.profile, ORIGINAL) === undefined ? waitsForTransmission(run) : undefined;
}

/** The `waits` of a test that needs an invoice the suite saw transmitted: when the profile has no hook, it waits. */
export function waitsForTransmission(run: RunContext): ServerWait | undefined {
  if (profileValue(run.profile, HOOK) !== undefined) return undefined;
  const seconds = profileValue(run.profile, AFTER) as number | undefined;
  return seconds === undefined ? undefined : { what: `${seconds} s of server time for its tax invoice to become sending-completed (${AFTER})`, seconds };
}

/** How the run's original was made, for failure messages (the target may transmit later than the profile says). */
export function originalWay(run: RunContext): string {
  if (profileValue(run.profile, ORIGINAL) !== undefined) return `the profile's pre-provisioned ${ORIGINAL}`;
  if (profileValue(run.profile, HOOK) !== undefined) return `issued by the suite and moved on by ${HOOK}`;
  return `issued by the suite ${String(profileValue(run.profile, AFTER))} s of server time earlier (${AFTER})`;
}

/**
 * The value that names a sending-completed original in a modification (its id unless the profile reads another member);
 * skipped, naming the three keys, when the profile offers no way.
 */
export async function sendingCompletedOriginal(api: B2bApi): Promise<unknown> {
  const provisioned = api.t.input<unknown>(ORIGINAL);
  if (provisioned !== undefined) return provisioned;
  const hook = api.t.input<string>(HOOK);
  if (hook === undefined && waitsForOriginal(api.t.run) === undefined) {
    throw new Skip("missing-input", `missing profile input ${ORIGINAL}, ${HOOK} or ${AFTER}: ${describeInput(ORIGINAL)}; or ${describeInput(HOOK)}; `
      + `or ${describeInput(AFTER)}`);
  }
  return referenceOf(api, await transmittedInvoice(api), "the suite's sending-completed invoice");
}

/**
 * An invoice the suite itself issued and saw move past its transmission to the tax authority (by the hook, or by
 * waiting); never the pre-provisioned original, which a faulty target could change. Skipped when the profile offers neither.
 */
export async function transmittedInvoice(api: B2bApi): Promise<CreatedInvoice> {
  const hook = api.t.input<string>(HOOK);
  const wait = waitsForTransmission(api.t.run);
  if (hook === undefined && wait === undefined) {
    throw new Skip("missing-input", `missing profile input ${HOOK} or ${AFTER}: ${describeInput(HOOK)}; or ${describeInput(AFTER)}`);
  }
  if (wait && api.t.run.timeMode === "off") throw new Skip("disabled", timeModeOffReason(wait));
  const { invoice: issued, state } = await issuedInvoice(api, hook === undefined ? AFTER : HOOK);
  // The state after issue-immediately is open: a target that transmits at once answers sending-completed already.
  if (state === "sendingCompleted") return issued;
  if (hook !== undefined) await callHook(api, hook, issued.id);
  else await waitForTransmission(api, issued.id, wait!.seconds);
  return issued;
}


/**
 * An invoice of the suite's, issued with issue-immediately, to become the original, and the state its answer shows
 * (undefined where the profile reads no state). Only an issued invoice moves on, or one transmitted already; in any
 * other state (the state after issue-immediately is open, A-OPEN-STATE-AFTER) no original can be made of it here.
 */
async function issuedInvoice(api: B2bApi, way: string): Promise<{ invoice: CreatedInvoice; state?: string }> {
  const invoice = await createInvoice(api, "immediate");
  const { id, res: created, operation } = invoice;
  if (givenKey(api.t.run.profile, INPUT.answer(operation, "state")) === undefined || api.t.input(INPUT.stateNames) === undefined) return { invoice };
  const state = observedState(api, created, operation);
  // DRAFTED or REQUESTED after an issuance approval is a target failure its own tests report: these tests are not run.
  if (state === "DRAFTED" || state === "REQUESTED") {
    throw new Skip("not-run", `not run: the suite's invoice ${id} is ${state} after issue-immediately, not ISSUED, so ${way} cannot make a sending-completed original of it`);
  }
  if (state !== "ISSUED" && state !== "sendingCompleted") {
    api.t.pending("A-OPEN-STATE-AFTER", `the suite's invoice ${id} is ${state} after issue-immediately, neither ISSUED nor sending-completed, so ${way} cannot make a sending-completed original of it`);
  }
  return { invoice, state };
}

async function callHook(api: B2bApi, hook: string, id: string): Promise<void> {
  const url = new URL(hook);
  const res = await api.t.client(url.origin).request("POST", `${url.pathname}${url.search}`, { json: { taxInvoiceId: id } });
  if (res.status < 200 || res.status >= 300) {
    throw new HarnessError(`the sending-completed hook ${HOOK} answered ${res.status} for the suite's issued invoice ${id} (${excerpt(res.text, 200)})`,
      `fix ${HOOK}: ${describeInput(HOOK)}`);
  }
}
