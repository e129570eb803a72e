// suites/b2b/tax-invoices/reverse-draft.test.ts — POST /b2b/tax-invoices/draft: how a reverse draft reaches REQUESTED is not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-DRAFT-REVERSE-TO-REQUESTED",
  title: "brings a reverse draft from POST draft to REQUESTED",
  openPoint: "A-OPEN-REVERSE-DRAFT-PATH",
  requirements: ["A.STATE.ISSUE-REVERSE-REQUESTED", "A.SERVICE.ISSUANCE-FLOWS"],
});
