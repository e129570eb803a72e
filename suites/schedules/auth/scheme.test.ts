// The area C credential: header, scheme and how it is obtained are not shown.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "C-AUTH-SCHEME", title: "accepts its credential in a documented scheme", openPoint: "C-OPEN-AUTH-SCHEME" });
