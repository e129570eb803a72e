// Area D calls: POST /users/getToken and GET /payments/{payment_uid}, and reading a grant out of an answer.
import { randomBytes } from "node:crypto";
import type { HttpClient, HttpResponse } from "../http/http.js";
import { fingerprint } from "../secrets/redact.js";
import { TargetFailure } from "../outcomes/errors.js";
import type { ClockCredential } from "../time/clock.js";
import type { Profile } from "../config/profile.js";
import { missingInputReason } from "../config/profile-inputs.js";
import { Skip } from "../outcomes/skip.js";

export const LIFETIME_S = 1800;
export const EXTENSION_S = 300;
/** The literal "UNIX timestamp in KST" reading shifts expired_at by 9 hours (open point D-OPEN-KST). */
export const KST_SHIFT_S = 9 * 3600;

export interface Grant {
  accessToken: string;
  now: number;
  /** expired_at exactly as answered. */
  expiredAt: number;
  /** 0, or KST_SHIFT_S when expired_at reads as KST-shifted. */
  kstShift: number;
  res: HttpResponse;
}

export function requestToken(legacy: HttpClient, credential: ClockCredential): Promise<HttpResponse> {
  return legacy.post("/users/getToken", { json: { imp_key: credential.impKey, imp_secret: credential.impSecret } });
}

/** The token in an answer, read leniently (a numeric string counts) so one wrong field fails only its own test. */
export function grantOf(res: HttpResponse): Grant | undefined {
  const response = (res.json as { response?: Record<string, unknown> } | undefined)?.response;
  if (res.status !== 200 || !response || typeof response.access_token !== "string" || response.access_token === "") return undefined;
  const now = Number(response.now);
  const expiredAt = Number(response.expired_at);
  if (!Number.isFinite(now) || !Number.isFinite(expiredAt)) return undefined;
  const kstShift = expiredAt - now > KST_SHIFT_S - 60 ? KST_SHIFT_S : 0;
  return { accessToken: response.access_token, now, expiredAt, kstShift, res };
}

/** A grant or a failure that says why the answer holds none. */
export async function obtainGrant(legacy: HttpClient, credential: ClockCredential): Promise<Grant> {
  const res = await requestToken(legacy, credential);
  const grant = grantOf(res);
  if (!grant) {
    throw new TargetFailure(`POST /users/getToken gave no usable token (status ${res.status}); `
      + "expected 200 with response.access_token, response.now and response.expired_at");
  }
  return grant;
}

/** Seconds from now to expiry in the answer's own terms (either KST reading). */
export const lifetimeOf = (g: Grant) => g.expiredAt - g.kstShift - g.now;
/** The expiry as plain UNIX seconds. */
export const expiryOf = (g: Grant) => g.expiredAt - g.kstShift;
/** Tokens are compared by fingerprint, so a failure message never shows one. */
export const tokenId = (g: Grant) => fingerprint(g.accessToken);

export function getPayment(legacy: HttpClient, paymentUid: string, authorization: string | null): Promise<HttpResponse> {
  return legacy.get(`/payments/${encodeURIComponent(paymentUid)}`, {
    auth: authorization === null ? null : { name: "Authorization", value: authorization },
  });
}

export const randomPaymentUid = () => `imp_conformance_${randomBytes(6).toString("hex")}`;

/** The profile input naming a payment that exists. */
export const PAYMENT_UID = "legacyToken.paymentUid";

/**
 * The profile's payment that exists, for a request whose token is the one thing wrong: what an unknown payment_uid
 * gets is open (AMBIGUITIES 20), and the spec orders it before or after 401 nowhere. Skips without it.
 */
export function existingPaymentUid(run: { profile: Profile }): string {
  const uid = run.profile.legacyToken?.paymentUid;
  if (uid === undefined) throw new Skip("missing-input", missingInputReason(PAYMENT_UID, "a 401 test sends its token for a payment that exists"));
  return uid;
}

/** The configured CONFORMANCE_IMP_KEY / CONFORMANCE_IMP_SECRET pair. */
export function configuredKey(run: { config: { impKey?: string; impSecret?: string } }): ClockCredential {
  return { impKey: run.config.impKey!, impSecret: run.config.impSecret! };
}
