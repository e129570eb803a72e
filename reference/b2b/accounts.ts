// Area A accounts of the reference: the main account (bearer JWT and serviceKey) and one without the B2B feature.
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { HeaderCredential } from "../stores.js";
import type { Dialect } from "./dialects/dialect.js";

/** One part of a credential: a header, or a query parameter. */
export type CredentialPart = HeaderCredential & { query?: boolean };
/** A credential: one part, or several sent together (F-SERVICE-KEY: a key id and a secret, or a query parameter). */
export type B2bCredential = CredentialPart & { more?: CredentialPart[] };

export interface B2bCredentials {
  bearer: B2bCredential;
  serviceKey: B2bCredential;
  disabled: B2bCredential;
}

const hex = (n: number) => randomBytes(n).toString("hex");
const parts = (c: B2bCredential): CredentialPart[] => [c, ...(c.more ?? [])];

/** Credentials for a dialect; given ones (from the configuration) are kept. */
export function b2bCredentials(dialect: Dialect, given: Partial<B2bCredentials> = {}): B2bCredentials {
  const bearer = dialect.bearer ?? { header: "Authorization", prefix: "Bearer " };
  const { header, prefix, secret, query } = dialect.serviceKey;
  const key = `${prefix}refapi-${hex(16)}`;
  const serviceKey: B2bCredential = secret ? { name: header, value: `refkeyid-${hex(8)}`, more: [{ name: secret, value: key }] }
    : { name: header, value: key, ...(query ? { query: true } : {}) };
  return {
    bearer: given.bearer ?? { name: bearer.header, value: `${bearer.prefix}reftoken-${hex(16)}` },
    serviceKey: given.serviceKey ?? serviceKey,
    disabled: given.disabled ?? { name: bearer.header, value: `${bearer.prefix}reftoken-${hex(16)}` },
  };
}

export type Caller = "main" | "disabled" | undefined;

/** The names of the credentials' query parameters (an operation takes them besides its own). */
export const credentialQueryNames = (c: B2bCredentials): string[] =>
  [c.bearer, c.serviceKey, c.disabled].flatMap(parts).filter((p) => p.query).map((p) => p.name);

/** Which account a request's credential belongs to; `scheme` tells which of the main account's credentials it was. */
export function identify(headers: IncomingHttpHeaders, query: URLSearchParams, c: B2bCredentials): { caller: Caller; scheme?: "bearer" | "serviceKey"; sent: boolean } {
  const carried = (p: CredentialPart) => (p.query ? query.get(p.name) ?? undefined : headers[p.name.toLowerCase()]);
  const matches = (credential: B2bCredential) => parts(credential).every((p) => carried(p) === p.value);
  if (matches(c.bearer)) return { caller: "main", scheme: "bearer", sent: true };
  if (matches(c.serviceKey)) return { caller: "main", scheme: "serviceKey", sent: true };
  if (matches(c.disabled)) return { caller: "disabled", sent: true };
  const sent = [c.bearer, c.serviceKey, c.disabled].flatMap(parts).some((p) => carried(p) !== undefined) || headers.authorization !== undefined;
  return { caller: undefined, sent };
}
