// suites/b2b/test-mode/test-absent.test.ts — test is optional: every operation but the CSV export works without it.
// "Every area A endpoint except the CSV export accepts the optional boolean query parameter test. When true the call runs
// in test mode; when false or absent test mode is not used." Each test makes what it uses with test=false (absent is not
// test mode either; whether test and live data are shared is open, A-OPEN-TEST-MODE) and calls the operation without test.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";

/** The success of each operation called without the test parameter: id → operation. */
function succeedsWithoutTest(tests: Record<string, string>): void {
  for (const [id, op] of Object.entries(tests)) {
    const o = operation(op);
    if (id !== `A-${o.key}-TEST-ABSENT`) throw new Error(`${id} is declared as A-${o.key}-TEST-ABSENT of operation ${op}: write that id`);
    conformanceTest({
      id, title: `accepts operation ${op} without the test parameter`, requirements: ["A.PARAM.TEST-ACCEPTED", o.requirement], needs: o.needs,
      hint: `${o.title} without the test parameter must succeed: test is optional`,
    }, async (t) => o.success(new B2bApi(t, { test: false }), { test: null }));
  }
}

succeedsWithoutTest({
  "A-BULK-GET-TEST-ABSENT": "1",
  "A-BUSINESS-INFO-TEST-ABSENT": "2",
  "A-CERT-REGISTRATION-URL-TEST-ABSENT": "3",
  "A-CERT-VALIDATE-TEST-ABSENT": "4",
  "A-CERT-GET-TEST-ABSENT": "5",
  "A-COUNTERPARTY-GET-TEST-ABSENT": "6",
  "A-COUNTERPARTY-DELETE-TEST-ABSENT": "7",
  "A-COUNTERPARTY-UPDATE-TEST-ABSENT": "8",
  "A-COUNTERPARTY-LIST-TEST-ABSENT": "9",
  "A-COUNTERPARTY-CREATE-TEST-ABSENT": "10",
  "A-FILE-UPLOAD-URL-TEST-ABSENT": "11",
  "A-DRAFT-TEST-ABSENT": "13",
  "A-UPDATE-DRAFT-TEST-ABSENT": "14",
  "A-ISSUE-IMMEDIATELY-TEST-ABSENT": "15",
  "A-REQUEST-REVERSE-TEST-ABSENT": "15b",
  "A-ATTACH-FILE-TEST-ABSENT": "16",
  "A-DELETE-ATTACHMENT-TEST-ABSENT": "17",
  "A-LIST-ATTACHMENTS-TEST-ABSENT": "18",
  "A-CANCEL-ISSUANCE-TEST-ABSENT": "19",
  "A-CANCEL-REQUEST-TEST-ABSENT": "20",
  "A-ISSUE-TEST-ABSENT": "21",
  "A-PDF-URL-TEST-ABSENT": "22",
  "A-POPUP-URL-TEST-ABSENT": "23",
  "A-PRINT-URL-TEST-ABSENT": "24",
});
