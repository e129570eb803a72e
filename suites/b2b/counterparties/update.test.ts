// suites/b2b/counterparties/update.test.ts — #8 PATCH /b2b/counterparties/{counterpartyId}: the tests of the operation.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { CREATES_COUNTERPARTY, INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile/keys.js";
import { additionalContacts, contactLimit, counterpartyVars, createCounterparty, unknownCounterpartyId } from "../../../harness/b2b/records/counterparties.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { sameBrn } from "../../../harness/b2b/spec/brn.js";
import { jsonText } from "../../../harness/b2b/profile/match.js";
import { namingType, unknownVerificationId, updated, verification } from "../drivers/counterparty-requests.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

const UPDATE = (scenario: string) => [...CREATES_COUNTERPARTY, INPUT.request("counterpartyUpdate", scenario)];
const partnerLinked = (api: B2bApi) => api.need<CounterpartyFixture>(INPUT.counterparty("partnerLinked"));

succeeds("8", {
  "A-COUNTERPARTY-UPDATE-BEARER-JWT": "bearer",
  "A-COUNTERPARTY-UPDATE-SERVICE-KEY": "serviceKey",
  "A-COUNTERPARTY-UPDATE-TEST-TRUE": "test=true",
  "A-COUNTERPARTY-UPDATE-TEST-FALSE": "test=false",
});
refusesCommon("8", {
  "A-COUNTERPARTY-UPDATE-INVALID-400": "invalid input",
  "A-COUNTERPARTY-UPDATE-NO-AUTH-401": "no credential",
  "A-COUNTERPARTY-UPDATE-WRONG-AUTH-401": "wrong credential",
  "A-COUNTERPARTY-UPDATE-NOT-ENABLED-403": "B2B not enabled",
  "A-COUNTERPARTY-UPDATE-NO-BODY-400": "no body",
});
pendingRows("8", { "A-COUNTERPARTY-UPDATE-FORBIDDEN-403": "ForbiddenError", "A-COUNTERPARTY-UPDATE-EXTERNAL-502": "B2bExternalServiceError" });

conformanceTest({
  id: "A-COUNTERPARTY-UPDATE-SUCCESS", title: "keeps what an update of a counterparty sets",
  requirements: ["A.OP.COUNTERPARTY-UPDATE", "A.OP.COUNTERPARTY-GET", "A.RECORD.COUNTERPARTY-BRN"],
  needs: [...UPDATE("valid"), INPUT.response("counterpartyGet", "brn"), INPUT.response("counterpartyGet", "name")],
  hint: "after PATCH, GET of the counterparty answers the new values",
}, async (t) => {
  const api = new B2bApi(t);
  const { id, brn } = await createCounterparty(api);
  const vars = counterpartyVars(api, { brn });
  const res = await api.send("8", { params: { counterpartyId: id }, vars });
  t.expect(res.status, "status of the update").toBe(200);
  const after = await api.call("GET", pathOf("6", { counterpartyId: id }));
  t.expect(after.status, "status of GET after the update").toBe(200);
  t.expect(api.read(after, "counterpartyGet", "name"), "name after the update").toBe(vars.name);
  t.expect(sameBrn(api.read(after, "counterpartyGet", "brn"), brn), `brn after the update (${jsonText(api.read(after, "counterpartyGet", "brn"))}) is ${brn}, however written`).toBe(true);
});

refuses("8", {
  id: "A-COUNTERPARTY-UPDATE-UNKNOWN-404", title: "answers updating an unknown counterparty with 404", error: "B2bCounterpartyNotFoundError",
  what: "PATCH of an unknown counterparty id", needs: [INPUT.request("counterpartyUpdate", "valid"), INPUT.counterparty("certified")],
  provoke: (api) => api.send("8", { params: { counterpartyId: unknownCounterpartyId(api) }, vars: counterpartyVars(api, { brn: undefined }) }),
}, {
  id: "A-COUNTERPARTY-UPDATE-BRN-400", title: "refuses updating a counterparty to another brn", error: "B2bCounterpartyBrnModificationNotAllowedError",
  what: "an update to another brn", needs: UPDATE("changeBrn"), provoke: updated("changeBrn", (api) => ({ brn: api.freshBrn() })),
}, {
  id: "A-COUNTERPARTY-UPDATE-PARTNER-403", title: "refuses updating a partner-linked counterparty", error: "B2bCounterpartyPartnerNotUpdatableError",
  what: "PATCH of the profile's partner-linked counterparty", requirements: ["A.RECORD.PARTNER-LINKED-FIXED"],
  needs: [INPUT.counterparty("partnerLinked"), INPUT.request("counterpartyUpdate", "valid")],
  provoke: (api) => api.send("8", { params: { counterpartyId: partnerLinked(api).id }, vars: counterpartyVars(api, { brn: partnerLinked(api).brn }) }),
}, {
  id: "A-COUNTERPARTY-UPDATE-CONTACTS-LIMIT", title: "refuses updating a counterparty beyond the contact limit",
  error: "B2bCounterpartyTooManyAdditionalContactsError", what: "an update beyond the contact limit",
  needs: [...UPDATE("valid"), INPUT.maxAdditionalContacts, INPUT.additionalContact],
  generalRow: "InvalidRequestError", provoke: updated("valid", (api) => ({ additionalContacts: additionalContacts(api, contactLimit(api) + 1) })),
}, {
  id: "A-COUNTERPARTY-UPDATE-MISSING-FIELDS-400", title: "refuses updating a counterparty missing required fields",
  error: "B2bCounterpartyMissingRequiredFieldsError", what: "an update missing required fields", needs: UPDATE("missingRequired"), generalRow: "InvalidRequestError", provoke: updated("missingRequired"),
}, {
  id: "A-COUNTERPARTY-UPDATE-VERIFICATION-BRN-400", title: "refuses updating a counterparty whose verification brn differs",
  error: "B2bCounterpartyVerificationBrnMismatchError", what: "an update whose verification brn differs",
  needs: [...UPDATE("fromVerification"), INPUT.verification("valid")],
  provoke: updated("fromVerification", (api) => ({ verificationId: verification(api, "valid").id, verificationType: verification(api, "valid").type })),
}, {
  id: "A-COUNTERPARTY-UPDATE-VERIFICATION-TYPE-400", title: "refuses updating a counterparty whose verification type differs",
  error: "B2bCounterpartyVerificationTypeMismatchError", what: "an update whose verification type differs", requirements: ["A.RECORD.VERIFICATION-RESULT"],
  needs: [...UPDATE("fromVerification"), INPUT.verification("valid")],
  provoke: namingType("counterpartyUpdate", updated("fromVerification", (api) => ({ brn: verification(api, "valid").brn, verificationId: verification(api, "valid").id,
    verificationType: verification(api, "valid").otherType }), (api) => verification(api, "valid").brn)),
}, {
  id: "A-COUNTERPARTY-UPDATE-VERIFICATION-INVALID-400", title: "refuses updating a counterparty from an invalid verification",
  error: "B2bCounterpartyVerificationInvalidError", what: "an update from an invalid verification",
  needs: [...UPDATE("fromVerification"), INPUT.verification("invalid")],
  provoke: updated("fromVerification", (api) => ({ brn: verification(api, "invalid").brn, verificationId: verification(api, "invalid").id,
    verificationType: verification(api, "invalid").type }), (api) => verification(api, "invalid").brn),
}, {
  id: "A-COUNTERPARTY-UPDATE-VERIFICATION-UNKNOWN-404", title: "refuses updating a counterparty from an unknown verification",
  error: "B2bCounterpartyVerificationNotFoundError", what: "an update from an unknown verification",
  needs: [...UPDATE("fromVerification"), INPUT.verification("valid")],
  provoke: updated("fromVerification", (api) => ({ verificationId: unknownVerificationId(api), verificationType: verification(api, "valid").type })),
});

pendingTest({
  id: "A-COUNTERPARTY-UPDATE-BODY-FIELDS",
  title: "validates a UpdateB2bCounterpartyBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.COUNTERPARTY-UPDATE-REQUIRED", "A.ERR.COUNTERPARTY-MISSING-FIELDS"],
});
pendingTest({
  id: "A-COUNTERPARTY-UPDATE-RESPONSE-SHAPE",
  title: "returns a documented UpdateB2bCounterpartyResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.COUNTERPARTY-UPDATE"],
});
