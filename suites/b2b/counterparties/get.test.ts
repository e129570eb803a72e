// suites/b2b/counterparties/get.test.ts — #6 GET /b2b/counterparties/{counterpartyId}: the tests of the operation.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { unknownCounterpartyId } from "../../../harness/b2b/records/counterparties.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

succeeds("6", {
  "A-COUNTERPARTY-GET-BEARER-JWT": "bearer",
  "A-COUNTERPARTY-GET-SERVICE-KEY": "serviceKey",
  "A-COUNTERPARTY-GET-TEST-TRUE": "test=true",
  "A-COUNTERPARTY-GET-TEST-FALSE": "test=false",
});
refusesCommon("6", {
  "A-COUNTERPARTY-GET-INVALID-400": "invalid input",
  "A-COUNTERPARTY-GET-NO-AUTH-401": "no credential",
  "A-COUNTERPARTY-GET-WRONG-AUTH-401": "wrong credential",
  "A-COUNTERPARTY-GET-NOT-ENABLED-403": "B2B not enabled",
});
pendingRows("6", { "A-COUNTERPARTY-GET-FORBIDDEN-403": "ForbiddenError", "A-COUNTERPARTY-GET-EXTERNAL-502": "B2bExternalServiceError" });

refuses("6", {
  id: "A-COUNTERPARTY-GET-UNKNOWN-404", title: "answers an unknown counterparty id with 404", error: "B2bCounterpartyNotFoundError",
  what: "GET of an unknown counterparty id", needs: [INPUT.counterparty("certified")], provoke: (api) => api.call("GET", pathOf("6", { counterpartyId: unknownCounterpartyId(api) })),
});

pendingTest({
  id: "A-COUNTERPARTY-RECORD-FIELDS",
  title: "returns a B2bCounterparty with its documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.COUNTERPARTY-GET", "A.RECORD.COUNTERPARTY-BRN", "A.RECORD.ADDITIONAL-CONTACTS"],
});
