// Unit tests of sendable-id provisioning (fresh ids, create hooks, readyIds slots) and the app completion hook.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Conformance } from "../../harness/tests/conformance-test.js";
import { HttpClient } from "../../harness/http/http.js";
import type { Profile } from "../../harness/config/profile.js";
import { Skip } from "../../harness/outcomes/skip.js";
import { completeInApp } from "../../harness/identity-verification/app-completion.js";
import { confirm, lookup, send } from "../../harness/identity-verification/api.js";
import type { IdentityVerificationProfile } from "../../harness/identity-verification/profile.js";
import { readyIdsNeeded, SENDING_TESTS, sendableId } from "../../harness/identity-verification/provisioning.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { channelKeys, seededIds } from "../../reference/identity-verification/seed.js";
import { REFERENCE_DATA_SEED } from "../../reference/context.js";
import { MAIN_STORE_ID } from "../../reference/stores.js";

let ref: ReferenceInstance;
beforeAll(async () => (ref = await startReference()));
afterAll(() => ref.close());

/** Just enough of a test's `t` for the area helpers. */
function fakeT(testId: string, iv: IdentityVerificationProfile): Conformance {
  const profile: Profile = { name: "unit", identityVerification: iv as Record<string, unknown> };
  return { testId, run: { profile, config: { maxBodyBytes: 65_536 } }, exchanges: [] } as unknown as Conformance;
}
const api = () => new HttpClient(ref.baseUrl, { timeoutMs: 5_000, maxBodyBytes: 65_536, testId: "unit", auth: ref.credentials.apiAuth });
const skipOf = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);
const node = process.execPath;

describe("fresh ids", () => {
  test("are new for every call, with the profile's prefix", async () => {
    const t = fakeT("B-SEND-EACH-OPERATOR", { provisioning: { freshIds: true, freshIdPrefix: "unit-" } });
    const ids = await Promise.all([1, 2, 3].map(() => sendableId(t)));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^unit-[0-9a-f-]{36}$/);
  });

  test("are limited to the count SENDING_TESTS grants a test", async () => {
    const t = fakeT("B-SEND-SMS-ACCEPTED", { provisioning: { freshIds: true } });
    await sendableId(t);
    await expect(sendableId(t)).rejects.toThrow(/grants it 1/);
    await expect(sendableId(fakeT("B-NOT-LISTED", { provisioning: { freshIds: true } }))).rejects.toThrow(/SENDING_TESTS/);
  });

  test("are not made up without a provisioning statement in the profile", async () => {
    const err = await skipOf(sendableId(fakeT("B-SEND-SMS-ACCEPTED", {})));
    expect(err).toBeInstanceOf(Skip);
    expect((err as Skip).reason).toMatch(/missing profile input identityVerification.provisioning: how the suite gets/);
  });
});

describe("readyIds", () => {
  const ids = Array.from({ length: readyIdsNeeded() }, (_, i) => `ready-${i}`);
  const tests = Object.keys(SENDING_TESTS);

  test("give each test its own slots, in the order of SENDING_TESTS", async () => {
    expect(await sendableId(fakeT(tests[0]!, { provisioning: { readyIds: ids } }))).toBe("ready-0");
    const operators = fakeT("B-SEND-EACH-OPERATOR", { provisioning: { readyIds: ids } });
    const start = tests.slice(0, tests.indexOf("B-SEND-EACH-OPERATOR")).reduce((n, id) => n + SENDING_TESTS[id]!, 0);
    const got = [];
    for (let i = 0; i < 6; i++) got.push(await sendableId(operators));
    expect(got).toEqual(ids.slice(start, start + 6));
    expect(await sendableId(fakeT(tests.at(-1)!, { provisioning: { readyIds: ids } }))).toBe(ids.at(-1));
  });

  test("that run short skip the test with the count a run needs", async () => {
    const err = await skipOf(sendableId(fakeT(tests.at(-1)!, { provisioning: { readyIds: ["only-one"] } })));
    expect((err as Skip).kind).toBe("missing-input");
    expect((err as Skip).reason).toContain(`a run needs ${readyIdsNeeded()} ids, the profile has 1`);
  });
});

describe("a create hook", () => {
  test("with {id} in the URL creates the id the suite chose, READY and never sent", async () => {
    const t = fakeT("B-SEND-SMS-ACCEPTED", { provisioning: { create: { url: `${ref.baseUrl}/__control/identity-verifications/{id}`, method: "POST" } } });
    const id = await sendableId(t);
    expect(id).toMatch(/^conformance-/);
    expect((await lookup(api(), id)).json).toMatchObject({ id, status: "READY" });
    expect((await confirm(api(), id, { otp: "000000" })).json).toMatchObject({ type: "IDENTITY_VERIFICATION_NOT_SENT" });
  });

  test("without {id} reads the new id from the answer", async () => {
    const t = fakeT("B-SEND-SMS-ACCEPTED", { provisioning: { create: { url: `${ref.baseUrl}/__control/identity-verifications` } } });
    const id = await sendableId(t);
    expect(id).toMatch(/^iv-created-/);
    expect((await lookup(api(), id)).status).toBe(200);
  });

  test("as a command gives the chosen id as an argument, or prints the new one", async () => {
    const chosen = fakeT("B-SEND-SMS-ACCEPTED", { provisioning: { create: { command: [node, "-e", "process.exit(0)", "{id}"] } } });
    expect(await sendableId(chosen)).toMatch(/^conformance-/);
    const printed = fakeT("B-SEND-SMS-ACCEPTED", { provisioning: { create: { command: [node, "-e", "console.log('iv-made-by-command')"] } } });
    expect(await sendableId(printed)).toBe("iv-made-by-command");
  });

  test("that fails is a setup error naming the answer", async () => {
    const t = fakeT("B-SEND-SMS-ACCEPTED", { provisioning: { create: { url: `${ref.baseUrl}/__control/identity-verifications/${seededIds(REFERENCE_DATA_SEED, MAIN_STORE_ID).READY}`, method: "POST" } } });
    await expect(sendableId(t)).rejects.toThrow(/made no verification: status 409/);
  });
});

describe("the app completion hook", () => {
  test("completes a sent APP verification so that confirm verifies it", async () => {
    const t = fakeT("B-CONFIRM-APP-VERIFIES", { appCompletion: { url: `${ref.baseUrl}/__control/identity-verifications/{id}/app-completion` } });
    const id = "unit-app-completion-1";
    const body = { channelKey: channelKeys(MAIN_STORE_ID).TEST, customer: { name: "Unit", phoneNumber: "01012345678" }, operator: "KT", method: "APP" };
    expect((await send(api(), id, body)).status).toBe(200);
    expect((await confirm(api(), id)).status).toBe(400);
    await completeInApp(t, id);
    expect((await confirm(api(), id)).status).toBe(200);
  });

  test("that refuses is a setup error", async () => {
    const t = fakeT("B-CONFIRM-APP-VERIFIES", { appCompletion: { url: `${ref.baseUrl}/__control/identity-verifications/{id}/app-completion` } });
    await expect(completeInApp(t, "unit-no-such-verification")).rejects.toThrow(/did not complete verification unit-no-such-verification: status 404/);
  });
});
