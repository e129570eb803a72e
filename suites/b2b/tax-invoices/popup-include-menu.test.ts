// suites/b2b/tax-invoices/popup-include-menu.test.ts — GET .../popup-url accepts includeMenu true and false (optional boolean).
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { INPUT } from "../../../harness/b2b/profile.js";
import { createInvoice, CREATES_TAX_INVOICE, invoicePath } from "../../../harness/b2b/tax-invoices.js";

for (const includeMenu of [true, false]) {
  conformanceTest({
    id: `A-POPUP-URL-INCLUDE-MENU-${String(includeMenu).toUpperCase()}`,
    title: `answers a popup URL with includeMenu=${includeMenu}`,
    requirements: ["A.PARAM.INCLUDE-MENU", "A.OP.POPUP-URL"],
    needs: [...CREATES_TAX_INVOICE, INPUT.answer("taxInvoicePopupUrl", "url")],
    hint: `popup-url with includeMenu=${includeMenu} must succeed with a URL: includeMenu is an optional boolean`,
  }, async (t) => {
    const api = new B2bApi(t);
    const { id } = await createInvoice(api, "draft");
    const res = await api.call("GET", invoicePath(id, "/popup-url"), { query: { includeMenu } });
    api.expectSuccess(res, `popup-url with includeMenu=${includeMenu}`);
    t.expect(String(api.read(res, "taxInvoicePopupUrl", "url")), "the popup URL").toMatch(/^https?:\/\/\S+$/);
  });
}
