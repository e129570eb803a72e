// GET /v2/schedules/{schedule_id} after DELETE: removed or CANCELLED is open.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "C-GET-AFTER-DELETE", title: "answers a deleted schedule's id as documented", openPoint: "C-OPEN-DELETE-OR-CANCEL" });
