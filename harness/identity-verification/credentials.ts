// 401 checks for area B: an operation without a credential and with a wrong one of the configured header's shape.
import type { Conformance } from "../tests/conformance-test.js";
import type { HttpResponse, RequestOptions } from "../http/http.js";
import { INVALID_CREDENTIALS } from "../tests/credentials.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "./expectations.js";

/** `call` sends the same request each time, with the credential it is given. */
export async function expectUnauthorized(t: Conformance, what: string, call: (o: RequestOptions) => Promise<HttpResponse>): Promise<void> {
  for (const credential of INVALID_CREDENTIALS) {
    const res = await call({ auth: credential.auth(t) });
    expectError(t, res, { status: 401, identifier: "UNAUTHORIZED", what: `${what} ${credential.words}` }, IDENTITY_VERIFICATION_ERRORS);
  }
}
