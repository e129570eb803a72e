// suites/b2b/tax-invoices/attachments.test.ts — #18 GET /b2b/tax-invoices/{taxInvoiceKey}/attachments: the tests of the operation,
// and of the taxInvoiceKeyType parameter every keyed operation shares (its enum, its name's case).
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { keyFor } from "../../../harness/b2b/records/tax-invoice-keys.js";
import { createInvoice } from "../../../harness/b2b/records/tax-invoices.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";
import { excerpt } from "../../../harness/secrets/bounded-text.js";

succeeds("18", {
  "A-LIST-ATTACHMENTS-BEARER-JWT": "bearer",
  "A-LIST-ATTACHMENTS-SERVICE-KEY": "serviceKey",
  "A-LIST-ATTACHMENTS-TEST-TRUE": "test=true",
  "A-LIST-ATTACHMENTS-TEST-FALSE": "test=false",
  "A-LIST-ATTACHMENTS-KEY-SUPPLIER": "SUPPLIER key",
  "A-LIST-ATTACHMENTS-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("18", {
  "A-LIST-ATTACHMENTS-INVALID-400": "invalid input",
  "A-LIST-ATTACHMENTS-NO-AUTH-401": "no credential",
  "A-LIST-ATTACHMENTS-WRONG-AUTH-401": "wrong credential",
  "A-LIST-ATTACHMENTS-NOT-ENABLED-403": "B2B not enabled",
  "A-LIST-ATTACHMENTS-UNKNOWN-404": "unknown invoice",
  "A-LIST-ATTACHMENTS-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-LIST-ATTACHMENTS-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("18", { "A-LIST-ATTACHMENTS-FORBIDDEN-403": "ForbiddenError", "A-LIST-ATTACHMENTS-EXTERNAL-502": "B2bExternalServiceError" });

conformanceTest({
  id: "A-LIST-ATTACHMENTS-KEY-TYPE-INVALID-400", title: "refuses a taxInvoiceKeyType outside the enum",
  requirements: ["A.PARAM.KEY-TYPE-ENUM", "A.ERR.INVALID-REQUEST-400"], needs: [...operation("18").needs, INPUT.errors],
  hint: "taxInvoiceKeyType is TAX_INVOICE_ID, SUPPLIER or RECIPIENT: another value is 400 InvalidRequestError, even with a known id",
}, async (t) => {
  const api = new B2bApi(t);
  const { id } = await createInvoice(api, "draft");
  const res = await api.call("GET", pathOf("18", { taxInvoiceKey: id }), { query: { taxInvoiceKeyType: "NOT_A_KEY_TYPE" } });
  api.expectError(res, { status: 400, identifier: "InvalidRequestError", what: "a taxInvoiceKeyType outside the enum" });
});

conformanceTest({
  id: "A-LIST-ATTACHMENTS-KEY-TYPE-MISCASED", title: "does not read TAXINVOICEKEYTYPE as taxInvoiceKeyType",
  requirements: ["A.RECORD.FIELD-NAMES-EXACT"], needs: operation("18").needs,
  hint: "names are case-sensitive: a miscased taxInvoiceKeyType is not the parameter, so a supplier document key is not found by it",
}, async (t) => {
  const api = new B2bApi(t);
  const created = await createInvoice(api, "draft");
  const res = await api.call("GET", pathOf("18", { taxInvoiceKey: keyFor(created, "SUPPLIER") }), { query: { TAXINVOICEKEYTYPE: "SUPPLIER" } });
  api.t.expect(res.status >= 200 && res.status < 300, `a supplier document key named by a miscased key type is not a success (${res.status} ${excerpt(res.text, 200)})`)
    .toBe(false);
});

pendingTest({
  id: "A-ATTACHMENT-RECORD-FIELDS",
  title: "lists attachments with their documented fields",
  openPoint: "A-OPEN-RECORD-FIELDS",
  requirements: ["A.OP.LIST-ATTACHMENTS"],
});
pendingTest({
  id: "A-LIST-ATTACHMENTS-RESPONSE-SHAPE",
  title: "returns a documented GetB2bTaxInvoiceAttachmentsResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.LIST-ATTACHMENTS"],
});
