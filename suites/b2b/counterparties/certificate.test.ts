// suites/b2b/counterparties/certificate.test.ts — #5 GET /b2b/counterparties/{brn}/certificate: the tests of the operation.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import type { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile/keys.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

const at = (brn: string) => (api: B2bApi) => api.call("GET", pathOf("5", { brn }));
const brnOf = (api: B2bApi, condition: "notConnected" | "uncertified") => api.need<CounterpartyFixture>(INPUT.counterparty(condition)).brn;

succeeds("5", {
  "A-CERT-GET-BEARER-JWT": "bearer",
  "A-CERT-GET-SERVICE-KEY": "serviceKey",
  "A-CERT-GET-TEST-TRUE": "test=true",
  "A-CERT-GET-TEST-FALSE": "test=false",
});
refusesCommon("5", {
  "A-CERT-GET-INVALID-400": "invalid input",
  "A-CERT-GET-NO-AUTH-401": "no credential",
  "A-CERT-GET-WRONG-AUTH-401": "wrong credential",
  "A-CERT-GET-NOT-ENABLED-403": "B2B not enabled",
});
pendingRows("5", { "A-CERT-GET-FORBIDDEN-403": "ForbiddenError", "A-CERT-GET-EXTERNAL-502": "B2bExternalServiceError" });

refuses("5", {
  id: "A-CERT-GET-NOT-CONNECTED-400", title: "answers operation 5 for a counterparty not connected", error: "B2bCounterpartyNtsNotConnectedError",
  what: "operation 5 for a counterparty not connected", needs: [INPUT.counterparty("notConnected")], requirements: ["A.RECORD.COUNTERPARTY-NTS"],
  // A counterparty not connected may have no certificate either: the one request meets both rows, which the spec does not order.
  also: ["B2bCertificateUnregisteredError"],
  provoke: (api) => at(brnOf(api, "notConnected"))(api),
}, {
  id: "A-CERT-GET-UNKNOWN-404", title: "answers operation 5 for an unknown brn", error: "B2bCounterpartyNotFoundError",
  what: "operation 5 for an unknown brn", needs: [INPUT.freshBrns], provoke: (api) => at(api.freshBrn())(api),
}, {
  id: "A-CERT-GET-UNREGISTERED-404", title: "answers operation 5 for a counterparty without certificate", error: "B2bCertificateUnregisteredError",
  what: "operation 5 for a counterparty without certificate", needs: [INPUT.counterparty("uncertified")], provoke: (api) => at(brnOf(api, "uncertified"))(api),
});

pendingTest({
  id: "A-CERT-RECORD-FIELDS",
  title: "returns a B2bCertificate with its documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.CERT-GET"],
});
