// suites/b2b/tax-invoices/key-types.test.ts — operations 16 to 24 reach an invoice by its supplier or recipient document key.
// "taxInvoiceKeyType ... which kind of number taxInvoiceKey is": SUPPLIER and RECIPIENT name the invoice's two document keys.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { B2B_OPERATIONS, operation } from "../../../harness/b2b/operations.js";
import { INPUT } from "../../../harness/b2b/profile.js";
import { DOCUMENT_KEY_TYPES, keyFor } from "../../../harness/b2b/tax-invoice-keys.js";
import { createInvoice, invoicePath } from "../../../harness/b2b/tax-invoices.js";

const REQUIREMENTS = ["A.ID.TAX-INVOICE-KEY", "A.PARAM.KEY-TYPE-ENUM", "A.PARAM.KEY-OPERATIONS-COMMON"];

for (const o of B2B_OPERATIONS) {
  const keyed = o.keyed;
  if (!keyed) continue;
  for (const type of DOCUMENT_KEY_TYPES) {
    conformanceTest({
      id: `A-${o.key}-KEY-${type}`, title: `answers operation ${o.op} on an invoice named by its ${type} key`,
      requirements: [o.requirement, ...REQUIREMENTS], needs: o.needs,
      hint: `${o.title} with taxInvoiceKeyType=${type} and the invoice's ${type.toLowerCase()} document key must succeed`,
    }, async (t) => keyed.reach(new B2bApi(t), type));
    conformanceTest({
      id: `A-${o.key}-UNKNOWN-${type}-404`, title: `answers 404 on operation ${o.op} to an unknown ${type} key`,
      requirements: ["A.ERR.TAX-INVOICE-NOT-FOUND", ...REQUIREMENTS], needs: [...o.needs, INPUT.errors],
      hint: `a ${type.toLowerCase()} document key no invoice has is 404 B2bTaxInvoiceNotFoundError`,
    }, async (t) => {
      const api = new B2bApi(t);
      api.expectError(await keyed.unknown(api, type), { status: 404, identifier: "B2bTaxInvoiceNotFoundError", what: `an unknown ${type} key` });
    });
  }
}

conformanceTest({
  id: "A-LIST-ATTACHMENTS-KEY-TYPE-INVALID-400", title: "refuses a taxInvoiceKeyType outside the enum",
  requirements: ["A.PARAM.KEY-TYPE-ENUM", "A.ERR.INVALID-REQUEST-400"], needs: [...operation("18").needs, INPUT.errors],
  hint: "taxInvoiceKeyType is TAX_INVOICE_ID, SUPPLIER or RECIPIENT: another value is 400 InvalidRequestError, even with a known id",
}, async (t) => {
  const api = new B2bApi(t);
  const { id } = await createInvoice(api, "draft");
  const res = await api.call("GET", invoicePath(id, "/attachments"), { query: { taxInvoiceKeyType: "NOT_A_KEY_TYPE" } });
  api.expectError(res, { status: 400, identifier: "InvalidRequestError", what: "a taxInvoiceKeyType outside the enum" });
});

conformanceTest({
  id: "A-LIST-ATTACHMENTS-KEY-TYPE-MISCASED", title: "does not read TAXINVOICEKEYTYPE as taxInvoiceKeyType",
  requirements: ["A.RECORD.FIELD-NAMES-EXACT"], needs: operation("18").needs,
  hint: "names are case-sensitive: a miscased taxInvoiceKeyType is not the parameter, so a supplier document key is not found by it",
}, async (t) => {
  const api = new B2bApi(t);
  const created = await createInvoice(api, "draft");
  const res = await api.call("GET", invoicePath(keyFor(created, "SUPPLIER"), "/attachments"), { query: { TAXINVOICEKEYTYPE: "SUPPLIER" } });
  api.t.expect(res.status >= 200 && res.status < 300, `a supplier document key named by a miscased key type is not a success (${res.status} ${res.text.slice(0, 200)})`)
    .toBe(false);
});
