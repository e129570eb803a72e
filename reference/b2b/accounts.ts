// Area A accounts of the reference: the main account (bearer JWT and serviceKey) and one without the B2B feature.
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { HeaderCredential } from "../stores.js";
import type { Dialect } from "./dialects/dialect.js";

export interface B2bCredentials {
  bearer: HeaderCredential;
  serviceKey: HeaderCredential;
  disabled: HeaderCredential;
}

const hex = (n: number) => randomBytes(n).toString("hex");

/** Credentials for a dialect; given ones (from the configuration) are kept. */
export function b2bCredentials(dialect: Dialect, given: Partial<B2bCredentials> = {}): B2bCredentials {
  return {
    bearer: given.bearer ?? { name: "Authorization", value: `Bearer reftoken-${hex(16)}` },
    serviceKey: given.serviceKey ?? { name: dialect.serviceKey.header, value: `${dialect.serviceKey.prefix}refapi-${hex(16)}` },
    disabled: given.disabled ?? { name: "Authorization", value: `Bearer reftoken-${hex(16)}` },
  };
}

export type Caller = "main" | "disabled" | undefined;

/** Which account a request's credential belongs to; `scheme` tells which of the main account's credentials it was. */
export function identify(headers: IncomingHttpHeaders, c: B2bCredentials): { caller: Caller; scheme?: "bearer" | "serviceKey"; sent: boolean } {
  const matches = (h: HeaderCredential) => headers[h.name.toLowerCase()] === h.value;
  if (matches(c.bearer)) return { caller: "main", scheme: "bearer", sent: true };
  if (matches(c.serviceKey)) return { caller: "main", scheme: "serviceKey", sent: true };
  if (matches(c.disabled)) return { caller: "disabled", sent: true };
  const sent = headers.authorization !== undefined || headers[c.serviceKey.name.toLowerCase()] !== undefined;
  return { caller: undefined, sent };
}
