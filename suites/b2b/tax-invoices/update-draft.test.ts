// suites/b2b/tax-invoices/update-draft.test.ts — PUT /b2b/tax-invoices/draft: taxation type, document key, modification input and id rules that the spec leaves open.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-UPDATE-DRAFT-TAX-TYPE-PLAIN",
  title: "answers a taxation type change on a plain draft as documented",
  openPoint: "A-OPEN-TAX-TYPE-SCOPE",
  requirements: ["A.STATE.UPDATE-DRAFT-TAX-TYPE-FIXED", "A.ERR.TAX-TYPE-CANNOT-CHANGE"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-SET-EMPTY-KEY",
  title: "answers setting an empty document key on a draft as documented",
  openPoint: "A-OPEN-DOCUMENT-KEY-SET",
  requirements: ["A.STATE.UPDATE-DRAFT-KEYS-FIXED"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-KEY-IN-USE",
  title: "refuses a draft update that sets a document key in use",
  openPoint: "A-OPEN-DOCUMENT-KEY-SET",
  requirements: ["A.ERR.SUPPLIER-DOCUMENT-KEY-IN-USE", "A.ERR.RECIPIENT-DOCUMENT-KEY-IN-USE", "A.RECORD.DOCUMENT-KEYS-UNIQUE"],
});
pendingTest({
  id: "A-UPDATE-DRAFT-ID-IN-USE",
  title: "answers a draft update with an id in use as documented",
  openPoint: "A-OPEN-ID-IN-USE",
});
pendingTest({
  id: "A-UPDATE-DRAFT-MODIFICATION-INPUT",
  title: "requires a modification input on the documented drafts",
  openPoint: "A-OPEN-MODIFICATION-INPUT",
  requirements: ["A.STATE.UPDATE-DRAFT-MODIFICATION-INPUT", "A.ERR.MODIFICATION-NOT-PROVIDED"],
});
