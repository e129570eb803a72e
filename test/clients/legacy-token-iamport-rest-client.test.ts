// The `iamport-rest-client-nodejs` REST client (iamport's own, for Node) from the registry, unmodified, against the
// embedded reference's area D. Each of its calls on the two routes area D serves (POST /users/getToken, GET
// /payments/{payment_uid}) is driven here; its other calls reach routes the spec does not have. On these two it and
// the spec agree: a JSON token request, `now` and `expired_at` read as UNIX seconds, `Authorization: Bearer <token>`
// on every call. Beyond the spec: its optional `Tier` header (the reference ignores it), and it keeps its token by
// this machine's clock, so after the service's expiry it sends the old token until its own clock catches up.
import { Iamport, Request } from "iamport-rest-client-nodejs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REFERENCE_PAYMENT_UID } from "../../reference/legacy-token/routes.js";
import { LIFETIME_SECONDS } from "../../reference/legacy-token/service.js";
import { CONTROL_PREFIX, startReference, type ReferenceInstance } from "../../reference/server.js";
import { loopbackOnly, type LoopbackGuard } from "./loopback.js";

/** What its request() resolves to at run time: the axios response, its body turned into the client's Item. */
interface Answer<T> {
  status: number;
  data: { code: number; message: string | null; response: T };
}
interface Auth {
  access_token: string;
  now: Date;
  expired_at: Date;
}
interface Payment {
  imp_uid: string;
  amount: number;
  status: string;
}

let ref: ReferenceInstance;
let guard: LoopbackGuard;

beforeAll(async () => {
  // axios, which it uses, would follow proxy variables; the reference is on this machine.
  for (const name of ["HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy"]) delete process.env[name];
  ref = await startReference();
  guard = loopbackOnly();
});
afterAll(async () => {
  guard.restore();
  await ref.close();
});

const client = (apiKey = ref.credentials.impKey, apiSecret = ref.credentials.impSecret) =>
  new Iamport({ apiKey, apiSecret, baseUrl: ref.legacyBaseUrl });
const tokenRequests = () => guard.requests.filter((r) => r.method === "POST" && r.path === "/users/getToken").length;
const getPayment = async (c: Iamport, tier?: string) => {
  const call = Request.Payments.getByImpUid({ imp_uid: REFERENCE_PAYMENT_UID }, tier ? { Tier: tier } : undefined);
  return (await call.request(c)) as unknown as Answer<Payment>;
};
/** The Authorization header it builds, with the token replaced so a failure shows the scheme, never the token. */
const scheme = (header: string | undefined, token: string) => header?.replace(token, "<access_token>");

/** A key pair on a clock of its own (the reference's test-clock control): new clients of it, and a way to move the clock. */
async function clockedKey(): Promise<{ newClient(): Iamport; advance(seconds: number): Promise<void> }> {
  const post = (path: string, body: object) => fetch(`${ref.legacyBaseUrl}${CONTROL_PREFIX}/clocks${path}`,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const { clock_id, imp_key, imp_secret } = (await (await post("", {})).json()) as Record<string, string>;
  const advance = async (seconds: number) => {
    expect((await post(`/${clock_id}/advance`, { seconds })).status, "status of the clock's advance").toBe(200);
  };
  return { newClient: () => client(imp_key, imp_secret), advance };
}

describe("iamport-rest-client-nodejs 0.9.12 against the reference's legacy token API", () => {
  test("obtains a token by Authenticate.getToken with a 30-minute lifetime", async () => {
    const call = Request.Authenticate.getToken({ imp_key: ref.credentials.impKey, imp_secret: ref.credentials.impSecret });
    const answer = (await call.request(client())) as unknown as Answer<Auth>;
    expect([answer.status, answer.data.code, answer.data.message]).toEqual([200, 0, null]);
    expect(typeof answer.data.response.access_token).toBe("string");
    // It turns `now` and `expired_at` into dates by reading them as UNIX seconds.
    const { now, expired_at } = answer.data.response;
    expect(expired_at.getTime() - now.getTime(), "lifetime in ms").toBe(LIFETIME_SECONDS * 1000);
  });

  test("builds Authorization: Bearer <token> from the token it obtains", async () => {
    const c = client();
    const before = tokenRequests();
    const { Authorization } = await c.getHeaders();
    expect(tokenRequests() - before, "POST /users/getToken requests").toBe(1);
    const token = ref.legacy.issuedTokens().find((t) => Authorization?.endsWith(t)) ?? "";
    expect(scheme(Authorization, token), "its Authorization header").toBe("Bearer <access_token>");
  });

  test("reuses its cached token without asking the service again", async () => {
    const c = client();
    const first = await c.getHeaders();
    const before = tokenRequests();
    const again = await c.getHeaders();
    expect(tokenRequests() - before, "POST /users/getToken requests for the second call").toBe(0);
    expect(again.Authorization === first.Authorization, "the same token").toBe(true);
  });

  test("reads the payment by Payments.getByImpUid with its Bearer token", async () => {
    const answer = await getPayment(client());
    expect([answer.status, answer.data.code]).toEqual([200, 0]);
    expect(answer.data.response).toMatchObject({ imp_uid: REFERENCE_PAYMENT_UID, amount: 1000, status: "paid" });
  });

  test("reads the payment by Payments.getByImpUid with a Tier header", async () => {
    const answer = await getPayment(client(), "tier-a");
    expect([answer.status, answer.data.response.imp_uid]).toEqual([200, REFERENCE_PAYMENT_UID]);
  });

  // Spec D, Authentication 4: "A request with an expired token returns 401 Unauthorized." Its cache goes by this
  // machine's clock, which has not moved, so it sends the expired token.
  test("is refused with 401 once the service's clock passes expired_at", async () => {
    const { newClient, advance } = await clockedKey();
    const c = newClient();
    expect((await getPayment(c)).status, "status before expiry").toBe(200);
    await advance(LIFETIME_SECONDS + 1);
    const status = await getPayment(c).then((a) => a.status, (e: { response?: { status?: number } }) => e.response?.status);
    expect(status, "status after expiry").toBe(401);
  });

  // Spec D, Authentication 5: "Requesting a token after expiry issues a new token with a 30-minute lifetime."
  test("is given a new token after expiry and reads the payment with it", async () => {
    const { newClient, advance } = await clockedKey();
    const expired = (await newClient().getHeaders()).Authorization;
    await advance(LIFETIME_SECONDS + 1);
    const fresh = newClient();
    expect((await fresh.getHeaders()).Authorization === expired, "the same token as before expiry").toBe(false);
    expect((await getPayment(fresh)).status).toBe(200);
  });

  test("sends every request to 127.0.0.1 only", async () => {
    await client().getHeaders();
    expect(tokenRequests()).toBeGreaterThan(0);
    expect(guard.outside()).toEqual([]);
  });
});
