// suites/b2b/counterparties/create.test.ts — #10 POST /b2b/counterparties: the tests of the operation.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import type { B2bApi } from "../../../harness/b2b/client/api.js";
import { CREATES_COUNTERPARTY, INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile/keys.js";
import { additionalContacts, contactLimit, createCounterparty, sameIdentity } from "../../../harness/b2b/records/counterparties.js";
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
