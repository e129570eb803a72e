// Named faults of the reference's payment schedules (area C); each breaks one rule the suite must catch.
import { faultsOf, type FaultDefinition } from "../fault-definition.js";

const fault = faultsOf("schedules");

const GET_EACH_STATUS = ["C-GET-SCHEDULED", "C-GET-STARTED", "C-GET-COMPLETED", "C-GET-CANCELLED"];
const RECORD_TESTS = ["C-LIST-ENVELOPE", "C-LIST-RECORDS-VALID", ...GET_EACH_STATUS];
const NO_AUTH = ["C-LIST-NO-AUTH-401", "C-GET-NO-AUTH-401", "C-DELETE-NO-AUTH-401"];
const WRONG_AUTH = ["C-LIST-WRONG-AUTH-401", "C-GET-WRONG-AUTH-401", "C-DELETE-WRONG-AUTH-401"];

export const schedulesFaults: FaultDefinition[] = [
  // Paging
  fault("pages-one-based", "page 1 is the first page (page 0 is answered like page 1)", ["C-LIST-PAGE-0-FIRST", "C-LIST-WALK-DISTINCT", "C-LIST-PAST-END-EMPTY"]),
  fault("limit-ignored", "every page holds 20 schedules whatever limit says", ["C-LIST-LIMIT-RESPECTED", "C-LIST-LIMIT-1000", "C-LIST-TOTAL-PAGE"]),
  fault("limit-not-capped", "limit above 1000 is honoured", ["C-LIST-LIMIT-CAP"]),
  fault("total-page-off-by-one", "total_page is one more than ceil(total_count / limit)", ["C-LIST-TOTAL-PAGE"]),
  fault("current-page-off-by-one", "current_page is the page asked for plus one", ["C-LIST-CURRENT-PAGE"]),
  fault("past-end-repeats-last-page", "a page past the end repeats the last page", ["C-LIST-PAST-END-EMPTY"]),
  fault("total-count-string", "total_count is a string", ["C-LIST-ENVELOPE"]),
  // Filters and range
  fault("status-filter-ignored", "the status filter is ignored", ["C-LIST-STATUS-ONE", "C-LIST-STATUS-SEVERAL"]),
  fault("status-filter-first-only", "only the first of several statuses filters", ["C-LIST-STATUS-SEVERAL"]),
  fault("status-drops-default-range", "a status filter without start and end lists every time, not the default range", ["C-LIST-STATUS-KEEPS-DEFAULT-RANGE"]),
  fault("range-ignored", "explicit start and end are ignored (the default range applies)", ["C-LIST-RANGE"]),
  fault("default-range-30-days", "start defaults to 30 days before end", ["C-LIST-DEFAULT-START"]),
  fault("default-start-ignored", "without start the range has no lower bound", ["C-LIST-DEFAULT-START"]),
  fault("default-end-ignored", "without end the range has no upper bound (future schedules listed)", ["C-LIST-DEFAULT-END"]),
  fault("default-end-from-start", "with start alone, end is taken from start instead of the current time", ["C-LIST-START-ALONE-END-NOW"]),
  fault("default-end-start-plus-90-days", "with start alone, end is 90 days after start instead of the current time", ["C-LIST-START-ALONE-END-NOW"]),
  fault("default-start-from-now", "with end alone, start is 90 days before now instead of before end", ["C-LIST-END-ALONE-START-90D"]),
  fault("end-alone-ignored", "an end given without start is ignored (the default range applies)", ["C-LIST-END-ALONE-START-90D"]),
  fault("bad-limit-500", "a non-numeric limit is answered with 500 SERVICE_ERROR", ["C-LIST-INVALID-INPUT-NO-500"]),
  fault("invalid-list-body-bare", "invalid list parameters are answered 400 {} without code", ["C-LIST-INVALID-INPUT-SHAPE"]),
  // Stores
  fault("other-store-visible", "list and single get ignore the credential's store", ["C-LIST-OTHER-STORE-ISOLATED", "C-GET-OTHER-STORE-ISOLATED"]),
  fault("store-id-param-refused", "store_id is refused even when it names the credential's own store", ["C-LIST-STORE-ID-OWN", "C-DELETE-STORE-ID"]),
  // Record
  fault("status-lower-case", "status is written in lower case", RECORD_TESTS),
  fault("notice-urls-missing", "the required notice_urls is left out", RECORD_TESTS),
  fault("total-amount-string", "total_amount is a string", RECORD_TESTS),
  fault("currency-lower-case", "currency is written in lower case, outside the Currency list", RECORD_TESTS),
  fault("field-name-camel-case", "scheduled_at is named scheduledAt", RECORD_TESTS),
  fault("started-at-missing", "a STARTED schedule has no started_at", ["C-GET-STARTED", "C-LIST-RECORDS-VALID"]),
  fault("completed-at-missing", "a COMPLETED schedule has no completed_at", ["C-GET-COMPLETED", "C-LIST-RECORDS-VALID"]),
  fault("cancelled-at-missing", "a CANCELLED schedule has no cancelled_at", ["C-GET-CANCELLED", "C-LIST-RECORDS-VALID"]),
  fault("get-without-envelope", "the single get answers the bare record instead of { schedule }", GET_EACH_STATUS),
  fault("not-found-code-wrong", "an unknown schedule id gets 404 with code NOT_FOUND", ["C-GET-UNKNOWN-404"]),
  // DELETE
  fault("processed-deletable", "a COMPLETED schedule is cancelled instead of refused", ["C-DELETE-PROCESSED-400"]),
  fault("delete-ignores-ids", "schedule_id is ignored: every schedule of the key is cancelled", ["C-DELETE-BY-IDS", "C-DELETE-STORE-ID"]),
  fault("delete-returns-no-ids", "deleted_schedule_ids is always empty", ["C-DELETE-BY-IDS", "C-DELETE-ALL-OF-KEY", "C-DELETE-STORE-ID"]),
  fault("delete-all-cancels-nothing", "an empty schedule_id cancels nothing", ["C-DELETE-ALL-OF-KEY"]),
  fault("delete-all-whole-store", "an empty schedule_id cancels every SCHEDULED schedule of the store, not only the key's", ["C-DELETE-ALL-ONLY-KEY"]),
  fault("billing-key-optional", "a DELETE without billing_key is accepted", ["C-DELETE-NO-BILLING-KEY-400"]),
  fault("empty-id-cancels-processed", "an empty schedule_id cancels the key's processed schedules too", ["C-DELETE-ALL-KEEPS-PROCESSED"]),
  fault("list-stale-after-cancel", "the list shows a cancelled schedule as it was before", ["C-DELETE-BY-IDS", "C-DELETE-ALL-OF-KEY"]),
  fault("delete-changes-nothing", "DELETE answers the ids it names but leaves every schedule as it was", ["C-DELETE-BY-IDS", "C-DELETE-ALL-OF-KEY"]),
  fault("unknown-key-body-bare", "a DELETE for a billing key without schedules is answered 400 {} without code", ["C-DELETE-UNKNOWN-KEY-SHAPE"]),
  fault("unknown-id-answer-bare", "a DELETE naming an unknown schedule_id is answered 200 {} without deleted_schedule_ids", ["C-DELETE-UNKNOWN-ID-SHAPE"]),
  // Credentials and error bodies
  fault("missing-credential-accepted", "a request without a credential is served as the main store", NO_AUTH),
  fault("wrong-credential-accepted", "a request with a wrong credential is served as the main store", WRONG_AUTH),
  fault("unauthorized-code-wrong", "401 carries code \"Unauthorized\" instead of UNAUTHORIZED", [...NO_AUTH, ...WRONG_AUTH]),
  fault("error-body-without-code", "error bodies are { message } without code", [
    ...NO_AUTH, ...WRONG_AUTH, "C-GET-UNKNOWN-404", "C-DELETE-PROCESSED-400", "C-DELETE-NO-BILLING-KEY-400",
  ]),
];
