// suites/b2b/tax-invoices/issue-immediately.test.ts — POST /b2b/tax-invoices/issue-immediately: the answer to a missing supplier document key is not listed.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-ISSUE-IMMEDIATELY-NO-SUPPLIER-KEY",
  title: "answers issue-immediately without a supplier key as documented",
  openPoint: "A-OPEN-ISSUE-IMMEDIATELY-SUPPLIER-KEY",
  requirements: ["A.STATE.ISSUE-SUPPLIER-KEY", "A.STATE.ISSUE-IMMEDIATELY-ONE-PROCESS"],
});
