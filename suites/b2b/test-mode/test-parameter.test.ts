// suites/b2b/test-mode/test-parameter.test.ts — Query parameter test: what test mode changes is not described.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({
  id: "A-TEST-MODE-SEPARATE-DATA",
  title: "keeps test-mode data apart from other data as documented",
  openPoint: "A-OPEN-TEST-MODE",
});
