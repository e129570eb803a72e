// 401 checks for area B: each operation without a credential and with a wrong one of the configured header's shape.
import type { Conformance } from "../conformance-test.js";
import type { HttpResponse, RequestOptions } from "../http.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "./expectations.js";

import { wrongCredential } from "../credentials.js";

export async function expectUnauthorized(t: Conformance, what: string, call: (o: RequestOptions) => Promise<HttpResponse>): Promise<void> {
  expectError(t, await call({ auth: null }), { status: 401, identifier: "UNAUTHORIZED", what: `${what} without a credential` }, IDENTITY_VERIFICATION_ERRORS);
  expectError(t, await call({ auth: wrongCredential(t) }), { status: 401, identifier: "UNAUTHORIZED", what: `${what} with a wrong credential` }, IDENTITY_VERIFICATION_ERRORS);
}
