// Unit tests of the reference's area B: its profile names its seeded data, reset restores it, stores stay apart.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../harness/http/http.js";
import { loadProfile, REFERENCE_PROFILE, profileValue } from "../../harness/config/profile.js";
import { confirm, lookup, send } from "../../harness/identity-verification/api.js";
import { INPUT, ivProfile } from "../../harness/identity-verification/profile.js";
import { REFERENCE_DATA_SEED } from "../../reference/context.js";
import { channelKeys, seededIds } from "../../reference/identity-verification/seed.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { MAIN_STORE_ID, OTHER_STORE_ID } from "../../reference/stores.js";

let ref: ReferenceInstance;
beforeAll(async () => (ref = await startReference()));
afterAll(() => ref.close());

const client = (auth = ref.credentials.apiAuth) => new HttpClient(ref.baseUrl, { timeoutMs: 5_000, maxBodyBytes: 65_536, testId: "unit", auth });
const smsBody = (channelKey = channelKeys(MAIN_STORE_ID).TEST) =>
  ({ channelKey, customer: { name: "Unit", phoneNumber: "01012345678", identityNumber: "9001011" }, operator: "SKT", method: "SMS" });

describe("the reference profile's area B part", () => {
  const profile = loadProfile(REFERENCE_PROFILE);
  const iv = ivProfile(profile);

  test("names the main store's seeded verifications, channel and provider trigger", () => {
    expect(iv.verificationIds).toEqual(seededIds(REFERENCE_DATA_SEED, MAIN_STORE_ID));
    expect(iv.storeId).toBe(MAIN_STORE_ID);
    expect(iv.channelKey).toBe(channelKeys(MAIN_STORE_ID).TEST);
    expect(iv.pgProviderTrigger).toEqual({ channelKey: channelKeys(MAIN_STORE_ID).FAILING });
  });

  test("has every input a test can need", () => {
    expect(Object.values(INPUT).filter((path) => profileValue(profile, path) === undefined)).toEqual([]);
  });
});

describe("the reference's area B data", () => {
  test("differs between the stores, so a store's ids are unknown to the other", async () => {
    const other = seededIds(REFERENCE_DATA_SEED, OTHER_STORE_ID);
    expect(other.READY).not.toBe(seededIds(REFERENCE_DATA_SEED, MAIN_STORE_ID).READY);
    expect((await lookup(client(), other.READY)).status).toBe(404);
    expect((await lookup(client(ref.credentials.apiAuthOtherStore), other.READY)).status).toBe(200);
  });

  test("comes back after POST /__control/reset", async () => {
    const { READY } = seededIds(REFERENCE_DATA_SEED, MAIN_STORE_ID);
    expect((await send(client(), READY, smsBody())).status).toBe(200);
    expect((await confirm(client(), READY, { otp: "000000" })).json).toMatchObject({ type: "INVALID_REQUEST" });
    expect((await client().post("/__control/reset")).status).toBe(204);
    expect((await confirm(client(), READY, { otp: "000000" })).json).toMatchObject({ type: "IDENTITY_VERIFICATION_NOT_SENT" });
  });

  test("answers the failing channel with 500 PG_PROVIDER and creates nothing", async () => {
    const res = await send(client(), "unit-pg-failure", smsBody(channelKeys(MAIN_STORE_ID).FAILING));
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ type: "PG_PROVIDER", pgCode: expect.any(String), pgMessage: expect.any(String) });
    expect((await lookup(client(), "unit-pg-failure")).status).toBe(404);
  });

  test("refuses identity numbers that are no date of birth", async () => {
    for (const identityNumber of ["9913011", "9002301", "123456"]) {
      const body = { ...smsBody(), customer: { ...smsBody().customer, identityNumber } };
      expect((await send(client(), `unit-identity-${identityNumber}`, body)).json, identityNumber).toMatchObject({ type: "INVALID_REQUEST" });
    }
    const leapDay = { ...smsBody(), customer: { ...smsBody().customer, identityNumber: "0002293" } };
    expect((await send(client(), "unit-identity-leap", leapDay)).status).toBe(200);
  });

  test("gives a new OTP on resend that differs from the old one", async () => {
    const otp = async () => ((await client().get("/__control/identity-verifications/unit-resend/otp")).json as { otp: string }).otp;
    expect((await send(client(), "unit-resend", smsBody())).status).toBe(200);
    const before = await otp();
    expect((await client().post("/identity-verifications/unit-resend/resend")).status).toBe(200);
    expect(await otp()).not.toBe(before);
  });
});
