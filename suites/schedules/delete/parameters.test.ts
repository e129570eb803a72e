// DELETE /v2/schedules parameters: query string or body is open.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "C-DELETE-PARAMETERS-IN-QUERY", title: "takes its parameters where documented, query or body", openPoint: "C-OPEN-DELETE-PARAMETERS" });
