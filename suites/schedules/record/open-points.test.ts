// The Schedule record where the spec is open: timestamps in other states, their format, nested structures, transitions.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "C-RECORD-TIMESTAMPS-OTHER-STATES", title: "gives status timestamps in other states only as documented", openPoint: "C-OPEN-TIMESTAMPS-OTHER-STATES" });
pendingTest({ id: "C-RECORD-TIMESTAMP-FORMAT", title: "writes timestamps in a documented format", openPoint: "C-OPEN-TIMESTAMP-FORMAT" });
pendingTest({ id: "C-RECORD-NESTED-SHAPES", title: "gives products, customer and origin a documented shape", openPoint: "C-OPEN-NESTED-STRUCTURES" });
pendingTest({ id: "C-RECORD-TRANSITIONS", title: "moves between statuses only as documented", openPoint: "C-OPEN-TRANSITIONS" });
