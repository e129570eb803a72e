// The official PortOne server SDK's identity verification client, unmodified, against the embedded reference.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IdentityVerificationClient } from "@portone/server-sdk";
import { HttpClient } from "../../harness/http/http.js";
import { loadProfile, REFERENCE_PROFILE } from "../../harness/config/profile.js";
import { fillTemplates } from "../../harness/target/url-templates.js";
import { callHook, type HookRunner } from "../../harness/identity-verification/hooks.js";
import { createOtpReader, type OtpReader } from "../../harness/identity-verification/otp-source.js";
import { ivProfile } from "../../harness/identity-verification/profile.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { loopbackOnly, type LoopbackGuard } from "./loopback.js";

/** The SDK sends `Authorization: PortOne <secret>`; the spec shows no scheme for area B, so the reference takes that one. */
const secret = `sdk-secret-${randomBytes(16).toString("hex")}`;
let ref: ReferenceInstance;
let guard: LoopbackGuard;
let sdk: IdentityVerificationClient;
let otps: OtpReader;
let runner: HookRunner;
let iv: ReturnType<typeof ivProfile>;

beforeAll(async () => {
  ref = await startReference({ apiCredentials: { main: { name: "Authorization", value: `PortOne ${secret}` } } });
  guard = loopbackOnly();
  sdk = IdentityVerificationClient({ secret, baseUrl: ref.baseUrl });
  // The OTP source and the app completion exactly as the reference's own profile gives them to the suite.
  iv = ivProfile(fillTemplates(loadProfile(REFERENCE_PROFILE), { baseUrl: ref.baseUrl, legacyBaseUrl: ref.legacyBaseUrl }));
  runner = { timeoutMs: 5_000, http: (url) => new HttpClient(url, { timeoutMs: 5_000, maxBodyBytes: 65_536, testId: "clients" }) };
  otps = createOtpReader(runner, iv.otpSource!, 2_000);
});
afterAll(async () => {
  guard.restore();
  await ref.close();
});

const newId = () => `sdk-${randomUUID()}`;
const customer = { name: "Client Test", phoneNumber: "01012345678", identityNumber: "9001011", ipAddress: "127.0.0.1" };
const sendSms = (identityVerificationId: string) =>
  sdk.sendIdentityVerification({ identityVerificationId, channelKey: iv.channelKey!, customer, operator: "SKT", method: "SMS" });
const errorOf = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as { data?: { type?: string } });

describe("IdentityVerificationClient of @portone/server-sdk 0.19 against the reference", () => {
  test("sends an SMS verification and reads it back READY", async () => {
    const id = newId();
    await expect(sendSms(id)).resolves.toEqual({});
    const record = await sdk.getIdentityVerification({ identityVerificationId: id });
    expect(record).toMatchObject({ id, status: "READY", requestedCustomer: { name: customer.name, phoneNumber: customer.phoneNumber } });
  });

  test("resends, then confirms with the new OTP from the profile's OTP source", async () => {
    const id = newId();
    await sendSms(id);
    const first = await otps.current(id);
    await expect(sdk.resendIdentityVerification({ identityVerificationId: id })).resolves.toEqual({});
    const fresh = await otps.next(id, first);
    expect(fresh, "a new OTP after the resend").toBeDefined();
    const confirmed = await sdk.confirmIdentityVerification({ identityVerificationId: id, otp: fresh });
    expect(confirmed.identityVerification).toMatchObject({ id, verifiedCustomer: { name: customer.name, birthDate: "1990-01-01", gender: "MALE" } });
    expect((await sdk.getIdentityVerification({ identityVerificationId: id })).status).toBe("VERIFIED");
  });

  test("confirms an APP verification after the profile's app completion, without otp", async () => {
    const id = newId();
    const { ipAddress, name, phoneNumber } = customer;
    await sdk.sendIdentityVerification({ identityVerificationId: id, channelKey: iv.channelKey!, customer: { name, phoneNumber, ipAddress },
      operator: "KT", method: "APP" });
    expect((await callHook(runner, iv.appCompletion!, id, "POST")).ok, "the app completion hook").toBe(true);
    const confirmed = await sdk.confirmIdentityVerification({ identityVerificationId: id });
    expect(confirmed.identityVerification.id).toBe(id);
  });

  test("surfaces the spec's error types in the client's errors", async () => {
    expect((await errorOf(sdk.getIdentityVerification({ identityVerificationId: newId() })))?.data?.type).toBe("IDENTITY_VERIFICATION_NOT_FOUND");
    const id = newId();
    await sendSms(id);
    expect((await errorOf(sendSms(id)))?.data?.type).toBe("IDENTITY_VERIFICATION_ALREADY_SENT");
    const wrong = IdentityVerificationClient({ secret: "not-the-secret", baseUrl: ref.baseUrl });
    expect((await errorOf(wrong.getIdentityVerification({ identityVerificationId: id })))?.data?.type).toBe("UNAUTHORIZED");
  });

  test("sends every request to 127.0.0.1 only", async () => {
    await errorOf(sdk.getIdentityVerification({ identityVerificationId: newId() }));
    expect(guard.requests.filter((r) => r.path.startsWith("/identity-verifications/")).length).toBeGreaterThan(0);
    expect(guard.outside()).toEqual([]);
  });
});
