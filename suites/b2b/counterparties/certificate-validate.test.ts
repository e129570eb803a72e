// suites/b2b/counterparties/certificate-validate.test.ts — #4 POST /b2b/counterparties/{brn}/certificate/validate: the tests of the operation.
import { pendingTest } from "../../../harness/tests/conformance-test.js";
import type { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile/keys.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

const at = (brn: string) => (api: B2bApi) => api.call("POST", pathOf("4", { brn }));
const brnOf = (api: B2bApi, condition: "notConnected" | "uncertified") => api.need<CounterpartyFixture>(INPUT.counterparty(condition)).brn;

succeeds("4", {
  "A-CERT-VALIDATE-BEARER-JWT": "bearer",
  "A-CERT-VALIDATE-SERVICE-KEY": "serviceKey",
  "A-CERT-VALIDATE-TEST-TRUE": "test=true",
  "A-CERT-VALIDATE-TEST-FALSE": "test=false",
});
refusesCommon("4", {
  "A-CERT-VALIDATE-INVALID-400": "invalid input",
  "A-CERT-VALIDATE-NO-AUTH-401": "no credential",
  "A-CERT-VALIDATE-WRONG-AUTH-401": "wrong credential",
  "A-CERT-VALIDATE-NOT-ENABLED-403": "B2B not enabled",
});
pendingRows("4", { "A-CERT-VALIDATE-FORBIDDEN-403": "ForbiddenError", "A-CERT-VALIDATE-EXTERNAL-502": "B2bExternalServiceError" });

refuses("4", {
  id: "A-CERT-VALIDATE-NOT-CONNECTED-400", title: "answers operation 4 for a counterparty not connected", error: "B2bCounterpartyNtsNotConnectedError",
  what: "operation 4 for a counterparty not connected", needs: [INPUT.counterparty("notConnected")], requirements: ["A.RECORD.COUNTERPARTY-NTS"],
  // A counterparty not connected may have no certificate either: the one request meets both rows, which the spec does not order.
  also: ["B2bCertificateUnregisteredError"],
  provoke: (api) => at(brnOf(api, "notConnected"))(api),
}, {
  id: "A-CERT-VALIDATE-UNKNOWN-404", title: "answers operation 4 for an unknown brn", error: "B2bCounterpartyNotFoundError",
  what: "operation 4 for an unknown brn", needs: [INPUT.freshBrns], provoke: (api) => at(api.freshBrn())(api),
}, {
  id: "A-CERT-VALIDATE-UNREGISTERED-404", title: "answers operation 4 for a counterparty without certificate", error: "B2bCertificateUnregisteredError",
  what: "operation 4 for a counterparty without certificate", needs: [INPUT.counterparty("uncertified")], provoke: (api) => at(brnOf(api, "uncertified"))(api),
});

pendingTest({
  id: "A-CERT-VALIDATE-RESPONSE-SHAPE",
  title: "returns a documented ValidateB2bCounterpartyCertificateResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.CERT-VALIDATE"],
});
