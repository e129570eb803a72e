// suites/b2b/tax-invoices/key-parameters.test.ts — /b2b/tax-invoices/{taxInvoiceKey}/...: the meaning of the brn query parameter is not said.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-TAX-INVOICE-KEY-BRN-PARAM",
  title: "applies the brn query parameter of key operations as documented",
  openPoint: "A-OPEN-KEY-BRN",
  requirements: ["A.PARAM.KEY-OPERATIONS-COMMON"],
});
