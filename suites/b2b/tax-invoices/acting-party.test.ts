// suites/b2b/tax-invoices/acting-party.test.ts — cancel-request, cancel-issuance, issue: how the acting party is told apart, and the answer to the wrong party, are open.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-CANCEL-REQUEST-BY-SUPPLIER",
  title: "answers cancel-request by the supplier as documented",
  openPoint: "A-OPEN-ACTING-PARTY",
  requirements: ["A.STATE.CANCEL-REQUEST-REQUESTED"],
});
pendingTest({
  id: "A-CANCEL-ISSUANCE-BY-RECIPIENT",
  title: "answers cancel-issuance by the recipient as documented",
  openPoint: "A-OPEN-ACTING-PARTY",
  requirements: ["A.STATE.CANCEL-ISSUANCE-ISSUED"],
});
pendingTest({
  id: "A-ISSUE-REVERSE-BY-RECIPIENT",
  title: "answers approval of a reverse request by the recipient as documented",
  openPoint: "A-OPEN-ACTING-PARTY",
  requirements: ["A.STATE.ISSUE-REVERSE-REQUESTED", "A.SERVICE.ISSUANCE-FLOWS"],
});
