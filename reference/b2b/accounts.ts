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
  const bearer = dialect.bearer ?? { header: "Authorization",
    // Stryker disable next-line StringLiteral: open A-OPEN-BEARER-JWT: how a bearer credential is written is not shown; the suite sends the one the reference issues
    prefix: "Bearer " };
  const { header, prefix, secret, query } = dialect.serviceKey;
  // Stryker disable next-line StringLiteral: open A-OPEN-SERVICE-KEY: a serviceKey's format and issuing are not shown; the suite sends the one the reference issues
  const key = `${prefix}refapi-${hex(16)}`;
  // A statement of its own: Stryker honours a disable comment before a statement, not one inside an expression.
  // Stryker disable next-line ObjectLiteral, BooleanLiteral: open A-OPEN-SERVICE-KEY: where a serviceKey is sent is not shown; the suite sends the one the reference issues where it is issued
  const sentIn: { query?: boolean } = query ? { query: true } : {};
  // Stryker disable next-line StringLiteral, ArrayDeclaration: open A-OPEN-SERVICE-KEY: a serviceKey's parts, format and issuing are not shown; the suite sends the one the reference issues (one part of it where the mutant drops the secret, and its tests of a wrong part are then pending on this point)
  const serviceKey: B2bCredential = secret ? { name: header, value: `refkeyid-${hex(8)}`, more: [{ name: secret, value: key }] } : { name: header, value: key, ...sentIn };
  return {
    // Stryker disable next-line StringLiteral: open A-OPEN-BEARER-JWT: how a bearer JWT is issued is not shown; the suite sends the one the reference issues
    bearer: given.bearer ?? { name: bearer.header, value: `${bearer.prefix}reftoken-${hex(16)}` },
    serviceKey: given.serviceKey ?? serviceKey,
    // Stryker disable next-line StringLiteral: open A-OPEN-BEARER-JWT: how a bearer JWT is issued is not shown; the suite sends the one the reference issues
    disabled: given.disabled ?? { name: bearer.header, value: `${bearer.prefix}reftoken-${hex(16)}` },
  };
}

export type Caller = "main" | "disabled" | undefined;

/** The names of the credentials' query parameters (an operation takes them besides its own). */
export const credentialQueryNames = (c: B2bCredentials): string[] =>
  // Stryker disable next-line MethodExpression: unfixed: refusing a query parameter the operation does not know is a freedom (F-UNKNOWN-PARAMETERS); taking a credential header's name too is legal, and the suite sends none
  [c.bearer, c.serviceKey, c.disabled].flatMap(parts).filter((p) => p.query).map((p) => p.name);

/** Which account a request's credential belongs to; `scheme` tells which of the main account's credentials it was. */
export function identify(headers: IncomingHttpHeaders, query: URLSearchParams, c: B2bCredentials, has: (fault: string) => boolean)
  : { caller: Caller; scheme?: "bearer" | "serviceKey"; sent: boolean } {
  const carried = (p: CredentialPart) => (p.query ? query.get(p.name) ?? undefined : headers[p.name.toLowerCase()]);
  const right = (p: CredentialPart) => carried(p) === p.value;
  const matches = (credential: B2bCredential) => (has("credential-one-part-enough") ? parts(credential).some(right) : parts(credential).every(right));
  // `scheme` serves only the faults refusing one scheme; `sent` only tells a missing credential from a wrong one.
  // Stryker disable next-line BooleanLiteral: equivalent: `sent` of an identified caller is never read
  if (matches(c.bearer)) return { caller: "main", sent: true,
    // Stryker disable next-line StringLiteral: equivalent: only the faults refusing one scheme read `scheme`
    scheme: "bearer" };
  // Stryker disable next-line BooleanLiteral: equivalent: `sent` of an identified caller is never read
  if (matches(c.serviceKey)) return { caller: "main", sent: true,
    // Stryker disable next-line StringLiteral: equivalent: only the faults refusing one scheme read `scheme`
    scheme: "serviceKey" };
  // Stryker disable next-line BooleanLiteral: equivalent: `sent` of an identified caller is never read
  if (matches(c.disabled)) return { caller: "disabled", sent: true };
  // Sent: some part of a credential of this dialect is; a header none of its schemes uses (Authorization, where the bearer is elsewhere) is none.
  // Stryker disable next-line ConditionalExpression: open A-OPEN-FORBIDDEN: a call with no credential may be 401 or 403 (F-PAIR-NO-CREDENTIAL), and the suite takes either; `sent` only picks one (a wrong credential taken for none: the arrow's mutant)
  const sent = [c.bearer, c.serviceKey, c.disabled].flatMap(parts).some((p) => carried(p) !== undefined);
  return { caller: undefined, sent };
}
