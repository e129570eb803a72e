// suites/b2b/counterparties/create.test.ts — #10 POST /b2b/counterparties: the tests of the operation.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { CREATES_COUNTERPARTY, INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile/keys.js";
import { additionalContacts, contactLimit, createCounterparty, identity, sameIdentity } from "../../../harness/b2b/records/counterparties.js";
import { created, namingType, unknownVerificationId, verification } from "../drivers/counterparty-requests.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";
/** One reading of A-OPEN-OWN-BRN-IDENTIFIER answers a verification whose brn differs from the body's with the origin-brn row. */
const ORIGIN_BRN = { error: "B2bCounterpartySelfOriginBrnMismatchError", openPoint: "A-OPEN-OWN-BRN-IDENTIFIER" };

const CREATE = (scenario: string) => [...CREATES_COUNTERPARTY, INPUT.request("counterpartyCreate", scenario)];
const partnerLinked = (api: B2bApi) => api.need<CounterpartyFixture>(INPUT.counterparty("partnerLinked"));

succeeds("10", {
  "A-COUNTERPARTY-CREATE-BEARER-JWT": "bearer",
  "A-COUNTERPARTY-CREATE-SERVICE-KEY": "serviceKey",
  "A-COUNTERPARTY-CREATE-TEST-TRUE": "test=true",
  "A-COUNTERPARTY-CREATE-TEST-FALSE": "test=false",
});
refusesCommon("10", {
  "A-COUNTERPARTY-CREATE-INVALID-400": "invalid input",
  "A-COUNTERPARTY-CREATE-NO-AUTH-401": "no credential",
  "A-COUNTERPARTY-CREATE-WRONG-AUTH-401": "wrong credential",
  "A-COUNTERPARTY-CREATE-NOT-ENABLED-403": "B2B not enabled",
  "A-COUNTERPARTY-CREATE-NO-BODY-400": "no body",
});
pendingRows("10", { "A-COUNTERPARTY-CREATE-FORBIDDEN-403": "ForbiddenError", "A-COUNTERPARTY-CREATE-EXTERNAL-502": "B2bExternalServiceError" });

refuses("10", {
  id: "A-COUNTERPARTY-CREATE-CONTACTS-LIMIT", title: "refuses creating a counterparty beyond the contact limit",
  error: "B2bCounterpartyTooManyAdditionalContactsError", what: "a new counterparty beyond the contact limit",
  needs: [...CREATE("valid"), INPUT.maxAdditionalContacts, INPUT.additionalContact],
  generalRow: "InvalidRequestError", provoke: created("valid", (api) => ({ additionalContacts: additionalContacts(api, contactLimit(api) + 1) })),
}, {
  id: "A-COUNTERPARTY-CREATE-MISSING-FIELDS-400", title: "refuses creating a counterparty missing required fields",
  error: "B2bCounterpartyMissingRequiredFieldsError", what: "a new counterparty missing required fields", needs: CREATE("missingRequired"),
  generalRow: "InvalidRequestError", provoke: created("missingRequired"),
}, {
  id: "A-COUNTERPARTY-CREATE-VERIFICATION-BRN-400", title: "refuses creating a counterparty whose verification brn differs",
  error: "B2bCounterpartyVerificationBrnMismatchError", what: "a new counterparty whose verification brn differs",
  needs: [...CREATE("fromVerification"), INPUT.verification("valid")],
  openRow: ORIGIN_BRN, provoke: created("fromVerification", (api) => ({ verificationId: verification(api, "valid").id, verificationType: verification(api, "valid").type })),
}, {
  id: "A-COUNTERPARTY-CREATE-VERIFICATION-TYPE-400", title: "refuses creating a counterparty whose verification type differs",
  error: "B2bCounterpartyVerificationTypeMismatchError", what: "a new counterparty whose verification type differs", requirements: ["A.RECORD.VERIFICATION-RESULT"],
  needs: [...CREATE("fromVerification"), INPUT.verification("valid")],
  provoke: namingType("counterpartyCreate", created("fromVerification", (api) => ({ brn: verification(api, "valid").brn, verificationId: verification(api, "valid").id,
    verificationType: verification(api, "valid").otherType }))),
}, {
  id: "A-COUNTERPARTY-CREATE-VERIFICATION-INVALID-400", title: "refuses creating a counterparty from an invalid verification",
  error: "B2bCounterpartyVerificationInvalidError", what: "a new counterparty from an invalid verification",
  needs: [...CREATE("fromVerification"), INPUT.verification("invalid")],
  provoke: created("fromVerification", (api) => ({ brn: verification(api, "invalid").brn, verificationId: verification(api, "invalid").id,
    verificationType: verification(api, "invalid").type })),
}, {
  id: "A-COUNTERPARTY-CREATE-VERIFICATION-UNKNOWN-404", title: "refuses creating a counterparty from an unknown verification",
  error: "B2bCounterpartyVerificationNotFoundError", what: "a new counterparty from an unknown verification",
  needs: [...CREATE("fromVerification"), INPUT.verification("valid")],
  provoke: created("fromVerification", (api) => ({ verificationId: unknownVerificationId(api), verificationType: verification(api, "valid").type })),
}, {
  id: "A-COUNTERPARTY-CREATE-BRN-INVALID-400", title: "refuses creating a counterparty with an invalid brn", error: "B2bCounterpartyBrnInvalidError",
  what: "a new counterparty whose brn has a wrong check digit", needs: CREATES_COUNTERPARTY, generalRow: "InvalidRequestError", provoke: created("valid", (api) => ({ brn: api.invalidBrn() })),
}, {
  id: "A-COUNTERPARTY-CREATE-OWN-BRN-400", title: "refuses creating a counterparty with the own brn", error: "B2bCounterpartySelfOriginBrnMismatchError",
  what: "a new counterparty with the company's own brn", needs: [...CREATES_COUNTERPARTY, INPUT.ownBrn],
  provoke: created("valid", (api) => ({ brn: api.need<string>(INPUT.ownBrn) })),
}, {
  id: "A-COUNTERPARTY-CREATE-PARTNER-CONNECT-403", title: "refuses a partner-linked counterparty that connects",
  error: "B2bCounterpartyPartnerNotConnectableError", what: "a new partner-linked counterparty asking to connect to the tax authority",
  needs: CREATE("partnerConnect"), provoke: created("partnerConnect"),
}, {
  id: "A-COUNTERPARTY-CREATE-ID-IN-USE-409", title: "refuses creating a counterparty with an id in use", error: "B2bCounterpartyIdAlreadyExistsError",
  what: "a second counterparty with the id of one the suite created", needs: CREATES_COUNTERPARTY, requirements: ["A.ID.COUNTERPARTY-ID"],
  provoke: async (api) => {
    const first = await createCounterparty(api);
    return created("valid", () => sameIdentity(api, first))(api);
  },
}, {
  id: "A-COUNTERPARTY-CREATE-PARTNER-ID-409", title: "refuses the id of a partner-created counterparty", error: "B2bCounterpartyIdAlreadyExistsByPartnerError",
  what: "a new counterparty with the id of the profile's partner-linked one", needs: [...CREATES_COUNTERPARTY, INPUT.counterparty("partnerLinked")],
  generalRow: "B2bCounterpartyIdAlreadyExistsError", provoke: created("valid", (api) => sameIdentity(api, partnerLinked(api))),
});

pendingRows("10", { "A-COUNTERPARTY-CREATE-NTS-FAILED-502": "B2bCounterpartyNtsConnectionFailedError" });

// "may be created or updated from a stored verification result that carries a brn and a type": one that fits is taken.
conformanceTest({
  id: "A-COUNTERPARTY-CREATE-FROM-VERIFICATION", title: "creates a counterparty from a valid verification result that fits",
  requirements: ["A.RECORD.VERIFICATION-RESULT", "A.OP.COUNTERPARTY-CREATE"],
  needs: [...CREATE("fromVerification"), INPUT.verification("valid")],
  hint: "POST of a counterparty from the profile's valid verification result, with its brn and type, must succeed",
}, async (t) => {
  const api = new B2bApi(t);
  const v = verification(api, "valid");
  const res = await created("fromVerification", () => ({ brn: v.brn, verificationId: v.id, verificationType: v.type }))(api);
  // Where the brn is the id, an earlier run's counterparty may hold it already: an id in use is no answer on the verification.
  if (identity(api) === "brn" && res.status === 409) api.unreachable(`a counterparty with the verification's brn ${v.brn} exists already, and the brn is its id`, "A-OPEN-ID-IN-USE");
  api.expectSuccess(res, "POST of a counterparty from a valid verification result with its brn and type");
});

// "too many additional contacts": as many as the target's limit (the profile's) are not too many.
conformanceTest({
  id: "A-COUNTERPARTY-CREATE-CONTACTS-AT-LIMIT", title: "creates a counterparty with as many contacts as the limit allows",
  requirements: ["A.ERR.COUNTERPARTY-TOO-MANY-CONTACTS", "A.RECORD.ADDITIONAL-CONTACTS", "A.OP.COUNTERPARTY-CREATE"],
  needs: [...CREATE("valid"), INPUT.maxAdditionalContacts, INPUT.additionalContact],
  hint: "POST of a counterparty with exactly the profile's b2b.limits.maxAdditionalContacts additional contacts must succeed: only more are too many",
}, async (t) => {
  const api = new B2bApi(t);
  const max = contactLimit(api);
  const res = await created("valid", () => ({ additionalContacts: additionalContacts(api, max) }))(api);
  api.expectSuccess(res, `POST of a counterparty with ${max} additional contacts, the limit`);
});

pendingTest({
  id: "A-COUNTERPARTY-CREATE-ORIGIN-BRN-MISMATCH",
  title: "answers an origin brn mismatch on creation as documented",
  openPoint: "A-OPEN-OWN-BRN-IDENTIFIER",
  requirements: ["A.ERR.COUNTERPARTY-OWN-BRN"],
});
pendingTest({
  id: "A-COUNTERPARTY-CONTACTS-LIMIT-DOCUMENTED",
  title: "refuses additional contacts beyond the documented maximum",
  openPoint: "A-OPEN-CONTACTS-LIMIT",
  requirements: ["A.ERR.COUNTERPARTY-TOO-MANY-CONTACTS"],
});
pendingTest({
  id: "A-COUNTERPARTY-CREATE-BODY-FIELDS",
  title: "validates a CreateB2bCounterpartyBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.COUNTERPARTY-CREATE-REQUIRED", "A.ERR.COUNTERPARTY-MISSING-FIELDS"],
});
pendingTest({
  id: "A-COUNTERPARTY-CREATE-RESPONSE-SHAPE",
  title: "returns a documented CreateB2bCounterpartyResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.COUNTERPARTY-CREATE"],
});
