// Requests to a schedule's notice_urls: events, payload and delivery are not shown.
import { pendingTest } from "../../../harness/tests/conformance-test.js";

pendingTest({ id: "C-EVENTS-NOTICE-DELIVERY", title: "notifies notice_urls of approval and failure as documented", openPoint: "C-OPEN-NOTICE-EVENTS" });
