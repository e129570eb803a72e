// suites/b2b/tax-invoices/key-parameters.test.ts — /b2b/tax-invoices/{taxInvoiceKey}/...: the meaning of brn and of each taxInvoiceKeyType is not said.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-TAX-INVOICE-KEY-BRN-PARAM",
  title: "applies the brn query parameter of key operations as documented",
  openPoint: "A-OPEN-KEY-BRN",
  requirements: ["A.PARAM.KEY-OPERATIONS-COMMON"],
});
pendingTest({
  id: "A-TAX-INVOICE-KEY-TYPE-SUPPLIER",
  title: "finds a tax invoice by its supplier document key with SUPPLIER",
  openPoint: "A-OPEN-KEY-TYPE-MEANING",
  requirements: ["A.PARAM.KEY-TYPE-ENUM", "A.ID.TAX-INVOICE-KEY"],
});
pendingTest({
  id: "A-TAX-INVOICE-KEY-TYPE-RECIPIENT",
  title: "finds a tax invoice by its recipient document key with RECIPIENT",
  openPoint: "A-OPEN-KEY-TYPE-MEANING",
  requirements: ["A.PARAM.KEY-TYPE-ENUM", "A.ID.TAX-INVOICE-KEY"],
});
