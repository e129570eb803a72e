// Sendable verification ids (AMBIGUITIES 14): made up when send accepts fresh ids, made by a hook, or taken from readyIds.
import { randomUUID } from "node:crypto";
import type { Conformance } from "../tests/conformance-test.js";
import { answerValue, callHook, hookRunner, HookError } from "./hooks.js";
import { INPUT, isCommand, ivProfile, missingInput, type Hook } from "./profile.js";

/**
 * Every test that sends, with the number of sendable ids it uses. Pre-provisioned readyIds are handed out by
 * this table, so that concurrent tests in separate workers never share one: test k gets the ids after those
 * of the tests listed before it. Add a test here when it starts sending.
 */
export const SENDING_TESTS: Readonly<Record<string, number>> = {
  "B-LOOKUP-RECORD-AFTER-SEND": 1, "B-LOOKUP-CUSTOM-DATA": 1, "B-LOOKUP-CHANNEL-SELECTED": 1, "B-LOOKUP-OWN-STORE-ID": 1,
  "B-LOOKUP-INVALID-STORE-400": 1, "B-LOOKUP-OTHER-STORE-HIDDEN": 1,
  "B-SEND-SMS-ACCEPTED": 1, "B-SEND-APP-ACCEPTED": 1, "B-SEND-OPTIONAL-FIELDS": 1, "B-SEND-OWN-STORE-ID": 1,
  "B-SEND-EACH-OPERATOR": 6,
  "B-SEND-NO-CHANNEL-KEY-400": 1, "B-SEND-NO-CUSTOMER-400": 1, "B-SEND-NO-NAME-400": 1, "B-SEND-NO-PHONE-400": 1,
  "B-SEND-NO-OPERATOR-400": 1, "B-SEND-NO-METHOD-400": 1,
  "B-SEND-BAD-OPERATOR-400": 1, "B-SEND-BAD-METHOD-400": 1, "B-SEND-PHONE-HYPHENS-400": 1, "B-SEND-PHONE-LETTERS-400": 1,
  "B-SEND-SMS-NO-IDENTITY-400": 1, "B-SEND-IDENTITY-FORMAT-400": 1,
  "B-SEND-MALFORMED-JSON-400": 1, "B-SEND-WRONG-TYPE-400": 1, "B-SEND-UNKNOWN-CHANNEL-404": 1, "B-SEND-TWICE-409": 1,
  "B-SEND-AFTER-CONFIRM-409": 1, "B-SEND-PG-PROVIDER-500": 1,
  "B-CONFIRM-SMS-VERIFIES": 1, "B-CONFIRM-RESPONSE-RECORD": 1, "B-CONFIRM-LOOKUP-VERIFIED": 1, "B-CONFIRM-WRONG-OTP": 1,
  "B-CONFIRM-SMS-NO-OTP": 1,
  "B-CONFIRM-APP-VERIFIES": 1, "B-CONFIRM-APP-INCOMPLETE": 1, "B-CONFIRM-VERIFIED-409": 1, "B-CONFIRM-OWN-STORE-ID": 1,
  "B-RESEND-SMS-ACCEPTED": 1, "B-RESEND-OLD-OTP-REFUSED": 1, "B-RESEND-NEW-OTP-VERIFIES": 1, "B-RESEND-APP-REFUSED": 1,
  "B-RESEND-VERIFIED-409": 1,
  "B-SEND-BYPASS-ACCEPTED": 1, "B-SEND-DEFAULT-STORE-IS-TOKEN": 1,
  // One broken rule per request: the 401 tests send to a verification that exists, the unknown-id tests may send one
  // to learn the form of a real id. At the end, so the readyIds slots of the tests above stay where they were.
  "B-SEND-UNAUTHORIZED": 1, "B-LOOKUP-UNAUTHORIZED": 1, "B-CONFIRM-UNAUTHORIZED": 1, "B-RESEND-UNAUTHORIZED": 1,
  "B-LOOKUP-UNKNOWN-404": 1, "B-CONFIRM-UNKNOWN-404": 1, "B-RESEND-UNKNOWN-404": 1,
  // Added later: at the end, so the slots of readyIds provisioning stay where they were.
  "B-SEND-IDENTITY-SIX-DIGITS-400": 1, "B-SEND-IDENTITY-EIGHT-DIGITS-400": 1, "B-SEND-NO-BODY-400": 1, "B-SEND-NULL-CUSTOMER-400": 1,
  "B-SEND-CUSTOM-DATA-TYPE-400": 1, "B-SEND-CUSTOMER-ID-TYPE-400": 1, "B-SEND-BYPASS-TYPE-400": 1,
  "B-SEND-FOREIGN-STORE-REFUSED": 1, "B-CONFIRM-BODY-NOT-OBJECT-400": 1,
};

export const readyIdsNeeded = () => Object.values(SENDING_TESTS).reduce((a, b) => a + b, 0);

const used = new WeakMap<Conformance, number>();

/** A verification id that send accepts, fresh for this test. */
export async function sendableId(t: Conformance): Promise<string> {
  const count = SENDING_TESTS[t.testId];
  const index = used.get(t) ?? 0;
  if (count === undefined || index >= count) {
    throw new Error(`${t.testId} asks for sendable id #${index + 1}, but SENDING_TESTS in harness/identity-verification/provisioning.ts grants it ${count ?? 0}`);
  }
  used.set(t, index + 1);
  const p = ivProfile(t.run.profile).provisioning ?? missingInput(INPUT.provisioning);
  if (p.freshIds) return freshId(p.freshIdPrefix);
  if (p.create) return created(t, p.create, p.freshIdPrefix);
  if (p.readyIds) return readyId(t.testId, index, p.readyIds);
  return missingInput(INPUT.provisioning);
}

/** An id no target has seen; random rather than seeded, so reruns with one seed do not collide on a stateful target. */
export const freshId = (prefix = "conformance-") => `${prefix}${randomUUID()}`;

async function created(t: Conformance, hook: Hook, prefix: string | undefined): Promise<string> {
  const choosesId = isCommand(hook) ? hook.command.some((a) => a.includes("{id}")) : hook.url.includes("{id}");
  const id = choosesId ? freshId(prefix) : undefined;
  const answer = await callHook(hookRunner(t), hook, id, "POST");
  const made = id ?? (answer.ok ? answerValue(answer, isCommand(hook) ? undefined : (hook.jsonPointer ?? "/id")) : undefined);
  if (!answer.ok || !made) {
    throw new HookError(`the provisioning.create hook made no verification: status ${answer.status} ${JSON.stringify(answer.text.slice(0, 200))}`);
  }
  return made;
}

function readyId(testId: string, index: number, readyIds: readonly string[]): string {
  const tests = Object.keys(SENDING_TESTS);
  const slot = tests.slice(0, tests.indexOf(testId)).reduce((sum, id) => sum + SENDING_TESTS[id]!, 0) + index;
  const id = readyIds[slot];
  if (id === undefined) {
    missingInput(`${INPUT.provisioning}.readyIds`, `${testId} uses slot ${slot + 1}; a run needs ${readyIdsNeeded()} ids, the profile has ${readyIds.length}`);
  }
  return id;
}
