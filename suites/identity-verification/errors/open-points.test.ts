// Area B errors the suite cannot provoke or whose shape is open: 403 FORBIDDEN and a 500 that is not a provider error.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "B-ERROR-FORBIDDEN", title: "answers a refused request with 403 FORBIDDEN", openPoint: "B-OPEN-FORBIDDEN" });
pendingTest({ id: "B-ERROR-INTERNAL-500", title: "gives an internal failure the PG_PROVIDER body", openPoint: "B-OPEN-EVERY-500" });
