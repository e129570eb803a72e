// suites/b2b/counterparties/certificate-registration-url.test.ts — #3 GET /b2b/counterparties/{brn}/certificate/registration-url: the tests of the operation.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile/keys.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { isAbsoluteUrl } from "../../../harness/b2b/spec/url.js";
import { jsonText } from "../../../harness/b2b/profile/match.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

const at = (brn: string) => (api: B2bApi) => api.call("GET", pathOf("3", { brn }));
const brnOf = (api: B2bApi, condition: "notConnected" | "uncertified") => api.need<CounterpartyFixture>(INPUT.counterparty(condition)).brn;

succeeds("3", {
  "A-CERT-REGISTRATION-URL-BEARER-JWT": "bearer",
  "A-CERT-REGISTRATION-URL-SERVICE-KEY": "serviceKey",
  "A-CERT-REGISTRATION-URL-TEST-TRUE": "test=true",
  "A-CERT-REGISTRATION-URL-TEST-FALSE": "test=false",
});
refusesCommon("3", {
  "A-CERT-REGISTRATION-URL-INVALID-400": "invalid input",
  "A-CERT-REGISTRATION-URL-NO-AUTH-401": "no credential",
  "A-CERT-REGISTRATION-URL-WRONG-AUTH-401": "wrong credential",
  "A-CERT-REGISTRATION-URL-NOT-ENABLED-403": "B2B not enabled",
});
pendingRows("3", { "A-CERT-REGISTRATION-URL-FORBIDDEN-403": "ForbiddenError", "A-CERT-REGISTRATION-URL-EXTERNAL-502": "B2bExternalServiceError" });

refuses("3", {
  id: "A-CERT-REGISTRATION-URL-NOT-CONNECTED-400", title: "answers operation 3 for a counterparty not connected", error: "B2bCounterpartyNtsNotConnectedError",
  what: "operation 3 for a counterparty not connected", needs: [INPUT.counterparty("notConnected")], requirements: ["A.RECORD.COUNTERPARTY-NTS"],
  provoke: (api) => at(brnOf(api, "notConnected"))(api),
}, {
  id: "A-CERT-REGISTRATION-URL-UNKNOWN-404", title: "answers operation 3 for an unknown brn", error: "B2bCounterpartyNotFoundError",
  what: "operation 3 for an unknown brn", needs: [INPUT.freshBrns], provoke: (api) => at(api.freshBrn())(api),
});

// The URL is how a certificate gets registered: B2bCertificateUnregisteredError is a row of 4 and 5 only.
conformanceTest({
  id: "A-CERT-REGISTRATION-URL-UNCERTIFIED", title: "answers the registration URL for a counterparty without certificate",
  requirements: ["A.OP.CERT-REGISTRATION-URL", "A.ERR.CERTIFICATE-UNREGISTERED"],
  needs: [INPUT.counterparty("uncertified"), INPUT.response("certificateRegistrationUrl", "url")],
  hint: "operation 3 for the profile's counterparty without a certificate must succeed with a URL: no certificate registered is an error of operations 4 and 5 only",
}, async (t) => {
  const api = new B2bApi(t);
  const res = await at(brnOf(api, "uncertified"))(api);
  api.expectSuccess(res, "operation 3 for a counterparty without certificate", true);
  const url = api.read(res, "certificateRegistrationUrl", "url");
  t.expect(isAbsoluteUrl(url), `the registration URL (${jsonText(url)}) is an absolute URL`).toBe(true);
});

pendingTest({
  id: "A-CERT-REGISTRATION-URL-RESPONSE-SHAPE",
  title: "returns the certificate registration URL in a documented response",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.CERT-REGISTRATION-URL"],
});
