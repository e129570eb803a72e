// POST /identity-verifications/{id}/resend and storeId: where the spec places it for resend is open.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "B-RESEND-STORE-ID", title: "takes storeId for resend where the spec places it", openPoint: "B-OPEN-RESEND-STORE-ID" });
