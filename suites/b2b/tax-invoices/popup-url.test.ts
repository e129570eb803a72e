// suites/b2b/tax-invoices/popup-url.test.ts — #23 GET /b2b/tax-invoices/{taxInvoiceKey}/popup-url: the tests of the operation,
// whose includeMenu (boolean, optional, default true) no other operation has.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { isAbsoluteUrl } from "../../../harness/b2b/spec/url.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { createInvoice, CREATES_TAX_INVOICE } from "../../../harness/b2b/records/tax-invoices.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

succeeds("23", {
  "A-POPUP-URL-BEARER-JWT": "bearer",
  "A-POPUP-URL-SERVICE-KEY": "serviceKey",
  "A-POPUP-URL-TEST-TRUE": "test=true",
  "A-POPUP-URL-TEST-FALSE": "test=false",
  "A-POPUP-URL-KEY-SUPPLIER": "SUPPLIER key",
  "A-POPUP-URL-KEY-RECIPIENT": "RECIPIENT key",
});
refusesCommon("23", {
  "A-POPUP-URL-INVALID-400": "invalid input",
  "A-POPUP-URL-NO-AUTH-401": "no credential",
  "A-POPUP-URL-WRONG-AUTH-401": "wrong credential",
  "A-POPUP-URL-NOT-ENABLED-403": "B2B not enabled",
  "A-POPUP-URL-UNKNOWN-404": "unknown invoice",
  "A-POPUP-URL-UNKNOWN-SUPPLIER-404": "unknown SUPPLIER key",
  "A-POPUP-URL-UNKNOWN-RECIPIENT-404": "unknown RECIPIENT key",
});
pendingRows("23", { "A-POPUP-URL-FORBIDDEN-403": "ForbiddenError", "A-POPUP-URL-EXTERNAL-502": "B2bExternalServiceError" });

const INCLUDE_MENU = { "A-POPUP-URL-INCLUDE-MENU-TRUE": true, "A-POPUP-URL-INCLUDE-MENU-FALSE": false };
for (const [id, includeMenu] of Object.entries(INCLUDE_MENU)) {
  conformanceTest({
    id, title: `answers a popup URL with includeMenu=${includeMenu}`,
    requirements: ["A.PARAM.INCLUDE-MENU", "A.OP.POPUP-URL"],
    needs: [...CREATES_TAX_INVOICE, INPUT.answer("taxInvoicePopupUrl", "url")],
    hint: `popup-url with includeMenu=${includeMenu} must succeed with a URL: includeMenu is an optional boolean`,
  }, async (t) => {
    const api = new B2bApi(t);
    const { id: taxInvoiceKey } = await createInvoice(api, "draft");
    const res = await api.call("GET", pathOf("23", { taxInvoiceKey }), { query: { includeMenu } });
    api.expectSuccess(res, `popup-url with includeMenu=${includeMenu}`);
    t.expect(isAbsoluteUrl(api.read(res, "taxInvoicePopupUrl", "url")), "the popup URL is an absolute URL").toBe(true);
  });
}

// includeMenu is a boolean: a value no reading of a boolean takes (F-BOOLEAN-QUERY: true/false, 1/0, any case) is invalid input.
refuses("23", {
  id: "A-POPUP-URL-INCLUDE-MENU-INVALID-400", title: "refuses an includeMenu that is not a boolean", error: "InvalidRequestError",
  what: "popup-url with includeMenu=not-a-boolean", needs: CREATES_TAX_INVOICE, requirements: ["A.PARAM.INCLUDE-MENU"],
  provoke: async (api) => {
    const { id: taxInvoiceKey } = await createInvoice(api, "draft");
    return api.call("GET", pathOf("23", { taxInvoiceKey }), { query: { includeMenu: "not-a-boolean" } });
  },
});

pendingTest({
  id: "A-POPUP-URL-RESPONSE-SHAPE",
  title: "returns a documented GetB2bTaxInvoicePopupUrlResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.POPUP-URL"],
});
