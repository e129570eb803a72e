// Setting up verifications for a test: sent by SMS or APP, verified through the API, or any existing one.
import type { Conformance } from "../tests/conformance-test.js";
import { confirm, lookup, send } from "./api.js";
import type { Method } from "./data.js";
import { expectRecord, type Json } from "./expectations.js";
import { otpReader } from "./otp-source.js";
import { INPUT, ivProfile, missingInput } from "./profile.js";
import { sendableId } from "./provisioning.js";
import { validSendBody, type SendBody } from "./send-body.js";

export interface Sent {
  id: string;
  body: SendBody;
}

/** Sends a fresh verification; `adjust` may change the valid body first. */
export async function sendNew(t: Conformance, method: Method = "SMS", adjust?: (body: SendBody) => void): Promise<Sent> {
  const body = validSendBody(t, method);
  adjust?.(body);
  const id = await sendableId(t);
  const res = await send(t.api, id, body);
  t.expect(res.status, `status of the ${method} send that sets up this test`).toBe(200);
  return { id, body };
}

/** Confirms a sent SMS verification with the OTP from the OTP source; returns the OTP and the confirm response body. */
export async function confirmBySms(t: Conformance, id: string, extra: Json = {}): Promise<{ otp: string; body: Json }> {
  const otp = await otpReader(t).current(id);
  return { otp, body: expectRecord(t, await confirm(t.api, id, { otp, ...extra }), "confirm with the OTP that was sent") };
}

/** A verification sent by SMS and verified through the API, with the OTP that verified it. */
export async function verifiedThroughApi(t: Conformance): Promise<{ id: string; otp: string }> {
  const { id } = await sendNew(t, "SMS");
  const { otp } = await confirmBySms(t, id);
  return { id, otp };
}

export async function lookupRecord(t: Conformance, id: string, what: string): Promise<Json> {
  return expectRecord(t, await lookup(t.api, id), `the lookup of ${what}`);
}

/** The lookup after a refused confirm: whatever the status is, it is not VERIFIED. */
export async function expectNotVerified(t: Conformance, id: string, after: string): Promise<void> {
  const record = await lookupRecord(t, id, `the verification after ${after}`);
  t.expect(record.status, `status in the lookup after ${after}`).not.toBe("VERIFIED");
}

/** An id that exists in the store: one the profile names, else one the test sends itself. */
export async function existingId(t: Conformance): Promise<string> {
  const profile = ivProfile(t.run.profile);
  const ids = profile.verificationIds ?? {};
  const named = ids.READY ?? ids.FAILED ?? ids.VERIFIED;
  if (named) return named;
  if (!profile.channelKey || !profile.provisioning) missingInput(INPUT.ready, "or channelKey and provisioning, to send one");
  return (await sendNew(t)).id;
}
