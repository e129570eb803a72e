// 500 SERVICE_ERROR: an internal error cannot be provoked from outside.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "C-ERRORS-SERVICE-ERROR", title: "answers an internal error with 500 SERVICE_ERROR", openPoint: "C-OPEN-SERVICE-ERROR" });
