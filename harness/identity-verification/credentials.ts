// 401 checks for area B: each operation without a credential and with a wrong one of the configured header's shape.
import { randomBytes } from "node:crypto";
import type { HeaderLine } from "../config.js";
import type { Conformance } from "../conformance-test.js";
import type { HttpResponse, RequestOptions } from "../http.js";
import { expectError } from "./expectations.js";

/** The configured header with another value: the same scheme word, when there is one, and a made-up token. */
export function wrongCredential(t: Conformance): HeaderLine {
  const configured = t.run.config.apiAuth ?? { name: "Authorization", value: "Bearer x" };
  const scheme = /^(\S+)\s+\S/.exec(configured.value)?.[1];
  const token = `conformance-wrong-${randomBytes(16).toString("hex")}`;
  return { name: configured.name, value: scheme ? `${scheme} ${token}` : token };
}

export async function expectUnauthorized(t: Conformance, what: string, call: (o: RequestOptions) => Promise<HttpResponse>): Promise<void> {
  expectError(t, await call({ auth: null }), 401, "UNAUTHORIZED", `${what} without a credential`);
  expectError(t, await call({ auth: wrongCredential(t) }), 401, "UNAUTHORIZED", `${what} with a wrong credential`);
}
