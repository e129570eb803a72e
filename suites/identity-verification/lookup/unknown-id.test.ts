// GET /identity-verifications/{id} of an id that does not exist: 404 IDENTITY_VERIFICATION_NOT_FOUND.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { lookup } from "../../../harness/identity-verification/api.js";
import { expectError, IDENTITY_VERIFICATION_ERRORS } from "../../../harness/identity-verification/expectations.js";
import { freshId } from "../../../harness/identity-verification/provisioning.js";

conformanceTest({
  id: "B-LOOKUP-UNKNOWN-404",
  title: "answers 404 IDENTITY_VERIFICATION_NOT_FOUND to an unknown id",
  requirements: ["B.LOOKUP.NOT-FOUND", "B.ERROR.SHAPE"],
  hint: "the error body is { type, message? } with type IDENTITY_VERIFICATION_NOT_FOUND",
}, async (t) => {
  expectError(t, await lookup(t.api, freshId("conformance-unknown-")), { status: 404, identifier: "IDENTITY_VERIFICATION_NOT_FOUND", what: "the lookup of an unknown id" }, IDENTITY_VERIFICATION_ERRORS);
});
