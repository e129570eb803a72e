// suites/b2b/counterparties/certificate.test.ts — GET|POST /b2b/counterparties/{brn}/certificate[...]: response shapes and B2bCertificate fields are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-CERT-RECORD-FIELDS",
  title: "returns a B2bCertificate with its documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.CERT-GET"],
});
pendingTest({
  id: "A-CERT-REGISTRATION-URL-RESPONSE-SHAPE",
  title: "returns the certificate registration URL in a documented response",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.CERT-REGISTRATION-URL"],
});
pendingTest({
  id: "A-CERT-VALIDATE-RESPONSE-SHAPE",
  title: "returns a documented ValidateB2bCounterpartyCertificateResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.CERT-VALIDATE"],
});
