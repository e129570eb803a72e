// suites/b2b/lifecycle/reverse.test.ts — the reverse flows as stories: request then cancel the request; request then approve it.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { continuesFrom, succeeded } from "../../../harness/b2b/states/lifecycle.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { createInvoice } from "../../../harness/b2b/records/tax-invoices.js";
import { refusedAsOtherParty } from "../../../harness/b2b/states/acting-party.js";

const STORIES = [
  { id: "A-LIFECYCLE-REVERSE-CANCEL", title: "takes a reverse request to its cancellation by the recipient",
    template: "taxInvoiceCancelRequest", what: "cancelling the request", op: "20", requirement: "A.OP.CANCEL-REQUEST" },
  { id: "A-LIFECYCLE-REVERSE-ISSUE", title: "takes a reverse request to its approval by the supplier",
    template: "taxInvoiceIssue", what: "approving the request", op: "21", requirement: "A.OP.ISSUE" },
];

for (const s of STORIES) {
  conformanceTest({
    id: s.id, title: s.title, requirements: ["A.SERVICE.ISSUANCE-FLOWS", "A.OP.REQUEST-REVERSE", s.requirement],
    needs: [...new Set([...operation("15b").needs, INPUT.request(s.template, "valid"), INPUT.answer("taxInvoiceRequestReverse", "state"), INPUT.stateNames])],
    hint: `the recipient requests reverse issuance, then ${s.what}; each step must succeed`,
  }, async (t) => {
    const api = new B2bApi(t);
    const created = await createInvoice(api, "reverse");
    continuesFrom(api, created, "REQUESTED", s.what);
    const res = await api.send(s.op, { params: { taxInvoiceKey: created.id } });
    // The account requested as the recipient; the approval is the supplier's: a refusal for that is open.
    refusedAsOtherParty(api, s.op, "reverse", res);
    succeeded(api, res, s.what);
  });
}
