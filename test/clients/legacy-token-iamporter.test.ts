// The `iamporter` REST client (a community client for iamport) from the registry, unmodified, against the embedded
// reference's area D. Its token request agrees with the spec. Where they disagree: the spec says "every request sends
// the header Authorization: Bearer <ACCESS_TOKEN>", and iamporter sends the bare token as the header's value, so its
// authorized calls are refused with 401. The reference keeps that refusal; this file pins it and shows why.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { ClientRequest } from "node:http";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REFERENCE_PAYMENT_UID } from "../../reference/legacy-token/routes.js";
import { LIFETIME_SECONDS } from "../../reference/legacy-token/service.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { loopbackOnly, type LoopbackGuard } from "./loopback.js";

/** The parts of iamporter 1.4.2 the tests drive; calls resolve to { status, message, data, raw } or reject with that. */
interface Answer {
  status: number;
  data: unknown;
  raw: { code: number; message: string | null };
}
interface Iamporter {
  token?: string;
  getToken(): Promise<Answer & { data: { access_token: string; now: number; expired_at: number } }>;
  findByImpUid(impUid: string): Promise<Answer>;
  isExpiredToken(): boolean;
}
interface IamporterModule {
  Iamporter: new (options: { apiKey: string; secret: string; host: string }) => Iamporter;
}

const { Iamporter } = createRequire(import.meta.url)("iamporter") as IamporterModule;
let ref: ReferenceInstance;
let guard: LoopbackGuard;
/** The Authorization header of every request, as node:http sends it (the loopback guard records no headers). */
const sent: { path: string; authorization: string | undefined }[] = [];
const record = (message: unknown) => {
  const request = (message as { request: ClientRequest }).request;
  sent.push({ path: request.path, authorization: request.getHeader("authorization") as string | undefined });
};

beforeAll(async () => {
  // axios, which it uses, would follow proxy variables; the reference is on this machine.
  for (const name of ["HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy"]) delete process.env[name];
  ref = await startReference();
  guard = loopbackOnly();
  subscribe("http.client.request.start", record);
});
afterAll(async () => {
  unsubscribe("http.client.request.start", record);
  guard.restore();
  await ref.close();
});

const client = () =>
  new Iamporter({ apiKey: ref.credentials.impKey, secret: ref.credentials.impSecret, host: ref.legacyBaseUrl });
const paymentPath = `/payments/${REFERENCE_PAYMENT_UID}`;

describe("iamporter 1.4.2 against the reference's legacy token API", () => {
  test("obtains a token by POST /users/getToken with a 30-minute lifetime", async () => {
    const answer = await client().getToken();
    expect([answer.status, answer.raw.code, answer.raw.message]).toEqual([200, 0, null]);
    expect(typeof answer.data.access_token).toBe("string");
    expect(answer.data.expired_at - answer.data.now, "lifetime in seconds").toBe(LIFETIME_SECONDS);
  });

  // Spec D, Authentication 3: "every request sends the header Authorization: Bearer <ACCESS_TOKEN>".
  test("is refused with 401 where it sends the token without Bearer", async () => {
    const c = client();
    const status = await c.findByImpUid(REFERENCE_PAYMENT_UID).then((a) => a.status, (e: Answer) => e.status);
    expect(status, "status of its GET /payments/{payment_uid}").toBe(401);
    expect(c.isExpiredToken(), "it holds a token it obtained first").toBe(false);
    const token = c.token!;
    const header = sent.filter((r) => r.path === paymentPath).at(-1)?.authorization;
    expect(header?.replace(token, "<access_token>"), "the Authorization header it sent").toBe("<access_token>");
    // The same token with the scheme the spec names is accepted: the missing "Bearer " is the only cause.
    const withBearer = await fetch(`${ref.legacyBaseUrl}${paymentPath}`, { headers: { authorization: `Bearer ${token}` } });
    expect(withBearer.status, "status of the same call with Authorization: Bearer <its token>").toBe(200);
  });

  test("sends every request to 127.0.0.1 only", async () => {
    await client().getToken();
    expect(guard.requests.length).toBeGreaterThan(0);
    expect(guard.outside()).toEqual([]);
  });
});
