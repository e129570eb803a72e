// GET /identity-verifications/{id} of an id that does not exist: 404 IDENTITY_VERIFICATION_NOT_FOUND.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { lookup } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { unknownVerificationId } from "../../../harness/identity-verification/unknowns.js";

conformanceTest({
  id: "B-LOOKUP-UNKNOWN-404",
  title: "answers 404 IDENTITY_VERIFICATION_NOT_FOUND to an unknown id",
  requirements: ["B.LOOKUP.NOT-FOUND", "B.ERROR.SHAPE"],
  hint: "the id has the form of a real verification id, so only its existence is wrong; the error body is { type, message? } with type IDENTITY_VERIFICATION_NOT_FOUND",
}, async (t) => {
  expectError(t, await lookup(t.api, await unknownVerificationId(t)), { status: 404, identifier: "IDENTITY_VERIFICATION_NOT_FOUND", what: "the lookup of an unknown id" }, IDENTITY_VERIFICATION_ERRORS);
});
