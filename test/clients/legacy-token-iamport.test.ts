// The `iamport` REST client from the registry, unmodified, against the embedded reference's area D.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REFERENCE_PAYMENT_UID } from "../../reference/legacy-token/routes.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";
import { loopbackOnly, type LoopbackGuard } from "./loopback.js";

interface Token {
  access_token: string;
  now: number;
  expired_at: number;
}
/** The parts of iamport 0.3.4 the tests drive: its token step (with its cache) and one payment call. */
interface Iamport {
  _host: string;
  token?: Token;
  _getTokenCache(): Token | null;
  payment: { _host: string; _getToken(forceRefresh?: boolean): Promise<Token>; getByImpUid(p: { imp_uid: string }): Promise<unknown> };
}
interface IamportModule {
  new (options: { impKey: string; impSecret: string }): Iamport;
  DEFAULT_HOST: string;
}

const Iamport = createRequire(import.meta.url)("iamport") as IamportModule;
let ref: ReferenceInstance;
let guard: LoopbackGuard;

beforeAll(async () => {
  // The `request` library it uses would follow proxy variables; the reference is on this machine.
  for (const name of ["HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy"]) delete process.env[name];
  ref = await startReference();
  guard = loopbackOnly();
});
afterAll(async () => {
  guard.restore();
  await ref.close();
});

/** A client of the reference: iamport takes its host only from Iamport.DEFAULT_HOST, read when it is built. */
function client(): Iamport {
  const saved = Iamport.DEFAULT_HOST;
  Iamport.DEFAULT_HOST = ref.legacyBaseUrl;
  try {
    const c = new Iamport({ impKey: ref.credentials.impKey, impSecret: ref.credentials.impSecret });
    expect([c._host, c.payment._host]).toEqual([ref.legacyBaseUrl, ref.legacyBaseUrl]);
    return c;
  } finally {
    Iamport.DEFAULT_HOST = saved;
  }
}
const tokenRequests = () => guard.requests.filter((r) => r.method === "POST" && r.path === "/users/getToken").length;

describe("iamport 0.3.4 against the reference's legacy token API", () => {
  test("obtains a token by POST /users/getToken and caches it by expired_at in UNIX seconds", async () => {
    const c = client();
    const before = tokenRequests();
    const token = await c.payment._getToken();
    expect(tokenRequests() - before, "POST /users/getToken requests").toBe(1);
    expect(token.expired_at - token.now, "lifetime in seconds").toBe(1800);
    expect(c._getTokenCache(), "the client's cache holds the token: expired_at lies ahead of Date.now()/1000").toBe(token);
  });

  test("reuses its cached token without asking the service again", async () => {
    const c = client();
    const first = await c.payment._getToken();
    const before = tokenRequests();
    const again = await c.payment._getToken();
    expect(tokenRequests() - before, "POST /users/getToken requests for the second token").toBe(0);
    expect(again.access_token === first.access_token, "the same token").toBe(true);
  });

  test("is given the same token and expiry when it asks the service again", async () => {
    const c = client();
    const first = await c.payment._getToken();
    const forced = await c.payment._getToken(true);
    expect(forced.access_token === first.access_token, "the same token from a second POST /users/getToken").toBe(true);
    expect(forced.expired_at).toBe(first.expired_at);
  });

  // Spec: "every request sends the header Authorization: Bearer <ACCESS_TOKEN>"; iamport sends the bare token.
  test("is refused with 401 where it sends the token without the Bearer scheme", async () => {
    const err = await client().payment.getByImpUid({ imp_uid: REFERENCE_PAYMENT_UID }).then(() => undefined, (e: unknown) => e);
    expect(err).toMatchObject({ code: "HTTP_401" });
  });

  test("sends every request to 127.0.0.1 only", async () => {
    await client().payment._getToken();
    expect(tokenRequests()).toBeGreaterThan(0);
    expect(guard.outside()).toEqual([]);
  });
});
