// suites/b2b/limits/rate-limit.test.ts — Area A: rate limits are not shown.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "A-RATE-LIMIT-ANSWER", title: "answers calls beyond the rate limit as documented", openPoint: "A-OPEN-RATE-LIMITS" });
