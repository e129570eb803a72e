// Named faults of the reference's B2B tax invoices (area A); each breaks one rule the suite must catch in both dialects.
import { faultsOf, type FaultDefinition } from "../fault-definition.js";

const fault = faultsOf("b2b");
/** Operations 1 to 24 by the key their test ids carry; the CSV export has neither 403 nor test. */
const KEYS = ["BULK-GET", "BUSINESS-INFO", "CERT-REGISTRATION-URL", "CERT-VALIDATE", "CERT-GET", "COUNTERPARTY-GET", "COUNTERPARTY-DELETE",
  "COUNTERPARTY-UPDATE", "COUNTERPARTY-LIST", "COUNTERPARTY-CREATE", "FILE-UPLOAD-URL", "SHEET", "DRAFT", "UPDATE-DRAFT", "ISSUE-IMMEDIATELY",
  "REQUEST-REVERSE", "ATTACH-FILE", "DELETE-ATTACHMENT", "LIST-ATTACHMENTS", "CANCEL-ISSUANCE", "CANCEL-REQUEST", "ISSUE", "PDF-URL", "POPUP-URL",
  "PRINT-URL"];
const NO_SHEET = new Set(["NOT-ENABLED-403", "TEST-TRUE", "TEST-FALSE"]);
const ids = (suffix: string) => KEYS.filter((k) => !(k === "SHEET" && NO_SHEET.has(suffix))).map((k) => `A-${k}-${suffix}`);
/**
 * Operations whose success test makes nothing first. A fault that refuses every call of a scheme or mode also refuses
 * the setup of the others' tests, which are then not run, naming the creation's own test (blamed once).
 */
const STANDALONE = ["BULK-GET", "BUSINESS-INFO", "CERT-REGISTRATION-URL", "CERT-VALIDATE", "CERT-GET", "COUNTERPARTY-GET", "COUNTERPARTY-LIST",
  "COUNTERPARTY-CREATE", "FILE-UPLOAD-URL", "SHEET", "DRAFT", "ISSUE-IMMEDIATELY", "REQUEST-REVERSE"];
const standalone = (suffix: string) => ids(suffix).filter((id) => STANDALONE.some((k) => id === `A-${k}-${suffix}`));
/** The success tests of operations on an existing record whose setup is creations only (17's needs attach-file too). */
const onExisting = (suffix: string) => of(["COUNTERPARTY-DELETE", "COUNTERPARTY-UPDATE", "UPDATE-DRAFT", "ATTACH-FILE", "LIST-ATTACHMENTS", "CANCEL-ISSUANCE",
  "CANCEL-REQUEST", "ISSUE", "PDF-URL", "POPUP-URL", "PRINT-URL"], suffix);
const invalid = (keys: string[]) => keys.map((k) => `A-${k}-INVALID-400`);
const BODY_OPS = invalid(["BUSINESS-INFO", "COUNTERPARTY-DELETE", "COUNTERPARTY-UPDATE", "COUNTERPARTY-CREATE", "FILE-UPLOAD-URL", "DRAFT",
  "UPDATE-DRAFT", "ISSUE-IMMEDIATELY", "REQUEST-REVERSE", "ATTACH-FILE", "CANCEL-ISSUANCE", "CANCEL-REQUEST", "ISSUE"]);
const QUERY_OPS = invalid(["BULK-GET", "CERT-REGISTRATION-URL", "CERT-VALIDATE", "CERT-GET", "COUNTERPARTY-GET", "DELETE-ATTACHMENT",
  "LIST-ATTACHMENTS", "PDF-URL", "POPUP-URL", "PRINT-URL"]);
/** Test ids of operation keys with a suffix, and of the three creations (13, 15, 15b). */
const of = (keys: string[], suffixes: string | string[]) => keys.flatMap((k) => [suffixes].flat().map((s) => `A-${k}-${s}`));
/** The suffix of a broken state precondition's test: the way the invoice was brought out of the required state. */
const from = (way: string) => `FROM-${way}-400`;
const CREATIONS = ["DRAFT", "ISSUE-IMMEDIATELY", "REQUEST-REVERSE"];
const SUCCESS = ["BEARER-JWT", "SERVICE-KEY", "TEST-TRUE", "TEST-FALSE"];
/** Operations 16 to 24, whose invoice is named by taxInvoiceKey and taxInvoiceKeyType. */
const KEYED = ["ATTACH-FILE", "DELETE-ATTACHMENT", "LIST-ATTACHMENTS", "CANCEL-ISSUANCE", "CANCEL-REQUEST", "ISSUE", "PDF-URL", "POPUP-URL", "PRINT-URL"];
const DOCUMENTS = ["PDF-URL", "POPUP-URL", "PRINT-URL"];

export const b2bFaults: FaultDefinition[] = [
  // Common rules
  fault("missing-credential-accepted", "a call without a credential is served as the main account", ids("NO-AUTH-401")),
  fault("wrong-credential-accepted", "a call with a wrong credential is served as the main account", ids("WRONG-AUTH-401")),
  fault("unauthorized-identifier-wrong", "401 names ForbiddenError instead of UnauthorizedError", [...ids("NO-AUTH-401"), ...ids("WRONG-AUTH-401")]),
  fault("service-key-refused", "the serviceKey scheme is answered 401", ids("SERVICE-KEY")),
  fault("bearer-refused", "the bearerJwt scheme is answered 401", standalone("BEARER-JWT")),
  fault("bearer-refused-on-existing", "the bearerJwt scheme is answered 401 on operations on an existing record (7, 8, 14, 16 to 24)", onExisting("BEARER-JWT")),
  fault("not-enabled-served", "an account without the B2B feature is served", ids("NOT-ENABLED-403")),
  fault("not-enabled-as-forbidden", "an account without the B2B feature gets 403 ForbiddenError", ids("NOT-ENABLED-403")),
  fault("test-true-refused", "test=true is refused as invalid input", standalone("TEST-TRUE")),
  fault("test-false-refused", "test=false is refused as invalid input", standalone("TEST-FALSE")),
  fault("test-true-refused-on-existing", "test=true is refused on operations on an existing record (7, 8, 14, 16 to 24)", onExisting("TEST-TRUE")),
  fault("test-false-refused-on-existing", "test=false is refused on operations on an existing record (7, 8, 14, 16 to 24)", onExisting("TEST-FALSE")),
  fault("bad-test-value-accepted", "a test value other than true or false is accepted", QUERY_OPS),
  fault("request-body-json-unchecked", "a requestBody query parameter that is not JSON is ignored", ["A-COUNTERPARTY-LIST-INVALID-400", "A-SHEET-INVALID-400"]),
  fault("malformed-json-500", "a malformed JSON body is answered 500", BODY_OPS),
  // 1, 2, 11, 12
  fault("bulk-unknown-400", "an unknown bulk tax invoice is answered 400 instead of 404", ["A-BULK-GET-UNKNOWN-404"]),
  fault("business-info-body-optional", "business-info without a body succeeds", ["A-BUSINESS-INFO-NO-BODY-400"]),
  fault("upload-url-relative", "the upload URL is a path, not a URL", ["A-FILE-UPLOAD-URL-BEARER-JWT", "A-FILE-UPLOAD-URL-SERVICE-KEY", "A-FILE-UPLOAD-URL-TEST-TRUE"]),
  fault("sheet-request-body-optional", "the CSV export without requestBody succeeds", ["A-SHEET-NO-REQUEST-BODY-400"]),
  fault("sheet-json-content-type", "the CSV export answers application/json", ["A-SHEET-BEARER-JWT", "A-SHEET-SERVICE-KEY"]),
  // 3 to 5
  fault("cert-not-connected-served", "certificate operations serve a counterparty not connected to the tax authority",
    ["A-CERT-REGISTRATION-URL-NOT-CONNECTED-400", "A-CERT-VALIDATE-NOT-CONNECTED-400", "A-CERT-GET-NOT-CONNECTED-400"]),
  fault("cert-unregistered-served", "validate and get serve a counterparty without a certificate", ["A-CERT-VALIDATE-UNREGISTERED-404", "A-CERT-GET-UNREGISTERED-404"]),
  // 6 to 10
  fault("counterparty-unknown-400", "an unknown counterparty (by id or brn) is answered 400 instead of 404", [
    "A-CERT-REGISTRATION-URL-UNKNOWN-404", "A-CERT-VALIDATE-UNKNOWN-404", "A-CERT-GET-UNKNOWN-404", "A-COUNTERPARTY-GET-UNKNOWN-404",
    "A-COUNTERPARTY-DELETE-UNKNOWN-404", "A-COUNTERPARTY-UPDATE-UNKNOWN-404", "A-COUNTERPARTY-DELETE-SUCCESS"]),
  fault("partner-linked-deletable", "a partner-linked counterparty can be deleted", ["A-COUNTERPARTY-DELETE-PARTNER-403"]),
  fault("partner-linked-updatable", "a partner-linked counterparty can be updated", ["A-COUNTERPARTY-UPDATE-PARTNER-403"]),
  fault("ongoing-deletable", "a counterparty with a tax invoice in progress can be deleted", ["A-COUNTERPARTY-DELETE-ONGOING-409"]),
  fault("brn-change-accepted", "an update may change the brn", ["A-COUNTERPARTY-UPDATE-BRN-400"]),
  fault("own-brn-accepted", "a counterparty with the company's own brn is created", ["A-COUNTERPARTY-CREATE-OWN-BRN-400"]),
  fault("duplicate-id-accepted", "a counterparty id in use is overwritten", ["A-COUNTERPARTY-CREATE-ID-IN-USE-409", "A-COUNTERPARTY-CREATE-PARTNER-ID-409"]),
  fault("invalid-brn-accepted", "a brn with a wrong check digit is accepted", ["A-COUNTERPARTY-CREATE-BRN-INVALID-400"]),
  fault("contacts-unlimited", "any number of additional contacts is accepted", ["A-COUNTERPARTY-CREATE-CONTACTS-LIMIT", "A-COUNTERPARTY-UPDATE-CONTACTS-LIMIT"]),
  fault("missing-fields-accepted", "a counterparty without its required fields is saved",
    ["A-COUNTERPARTY-CREATE-MISSING-FIELDS-400", "A-COUNTERPARTY-UPDATE-MISSING-FIELDS-400"]),
  fault("verification-unknown-accepted", "an unknown verification result is ignored",
    ["A-COUNTERPARTY-CREATE-VERIFICATION-UNKNOWN-404", "A-COUNTERPARTY-UPDATE-VERIFICATION-UNKNOWN-404"]),
  fault("verification-invalid-accepted", "an invalid verification result is accepted",
    ["A-COUNTERPARTY-CREATE-VERIFICATION-INVALID-400", "A-COUNTERPARTY-UPDATE-VERIFICATION-INVALID-400"]),
  fault("verification-brn-unchecked", "the verification result's brn is not compared",
    ["A-COUNTERPARTY-CREATE-VERIFICATION-BRN-400", "A-COUNTERPARTY-UPDATE-VERIFICATION-BRN-400"]),
  fault("verification-type-unchecked", "the verification result's type is not compared",
    ["A-COUNTERPARTY-CREATE-VERIFICATION-TYPE-400", "A-COUNTERPARTY-UPDATE-VERIFICATION-TYPE-400"]),
  fault("partner-connect-accepted", "a partner-linked counterparty may connect to the tax authority", ["A-COUNTERPARTY-CREATE-PARTNER-CONNECT-403"]),
  fault("update-not-stored", "an update answers 200 but changes nothing", ["A-COUNTERPARTY-UPDATE-SUCCESS"]),
  fault("delete-not-stored", "a deletion answers 200 but the counterparty stays", ["A-COUNTERPARTY-DELETE-SUCCESS"]),
  fault("list-ignores-created", "the list leaves out counterparties created through the API", ["A-COUNTERPARTY-LIST-CREATED"]),
  fault("missing-body-500", "a call without its required body fails with 500", [...of(["BUSINESS-INFO", "COUNTERPARTY-UPDATE", "COUNTERPARTY-CREATE",
    "FILE-UPLOAD-URL", ...CREATIONS, "UPDATE-DRAFT", "ATTACH-FILE", "CANCEL-ISSUANCE", "CANCEL-REQUEST", "ISSUE"], "NO-BODY-400")]),
  fault("action-body-optional", "issue, cancel-issuance and cancel-request succeed without a body", of(["CANCEL-ISSUANCE", "CANCEL-REQUEST", "ISSUE"], "NO-BODY-400")),
  // 13 to 15b: creations
  fault("duplicate-supplier-key-accepted", "a supplier document key in use is accepted", of(CREATIONS, "SUPPLIER-KEY-IN-USE-400")),
  fault("duplicate-recipient-key-accepted", "a recipient document key in use is accepted", of(CREATIONS, "RECIPIENT-KEY-IN-USE-400")),
  fault("modification-tax-type-change-accepted", "a modification may change the original's taxation type", of(CREATIONS, "MODIFICATION-TAX-TYPE-400")),
  fault("original-not-sending-completed-accepted", "a modification of an original not sending-completed is accepted", of(CREATIONS, "ORIGINAL-DRAFTED-400")),
  fault("original-unknown-accepted", "a modification of an unknown original is accepted", of(CREATIONS, "ORIGINAL-UNKNOWN-404")),
  fault("supplier-unknown-accepted", "an unknown supplier is accepted", of([...CREATIONS, "UPDATE-DRAFT"], "SUPPLIER-UNKNOWN-404")),
  // An accepted unregistered recipient of a forward invoice is a legal reading (A-OPEN-UNREGISTERED-RECIPIENT): only the reverse request's is asserted.
  fault("recipient-unknown-accepted", "an unknown recipient is accepted", ["A-REQUEST-REVERSE-RECIPIENT-UNKNOWN-404"]),
  fault("recipient-unknown-invalid", "an unknown recipient is refused as invalid input (400) instead of 404 B2bRecipientNotFoundError",
    of([...CREATIONS, "UPDATE-DRAFT"], "RECIPIENT-UNKNOWN-404")),
  fault("nts-connection-unchecked", "a counterparty not connected to the tax authority may be a party of a tax invoice", ["A-DRAFT-NTS-NOT-CONNECTED-400"]),
  fault("issuance-type-unchecked", "issue-immediately takes reverse invoices and request-reverse-issuance forward ones",
    ["A-ISSUE-IMMEDIATELY-REVERSE-TYPE-400", "A-REQUEST-REVERSE-FORWARD-TYPE-400"]),
  fault("draft-saved-as-requested", "a draft save leaves the invoice REQUESTED", ["A-DRAFT-DRAFTED", ...of(["ISSUE"], "BEARER-JWT")]),
  // 14: update
  fault("update-not-drafted-accepted", "an invoice past DRAFTED can be updated",
    of(["UPDATE-DRAFT"], ["DRAFT-ISSUED", "IMMEDIATE", "REQUESTED", "REQUEST-CANCELLED", "ISSUANCE-CANCELLED", "REVERSE-ISSUED", "DRAFT-CANCELLED"].map(from))),
  fault("update-tax-type-change-accepted", "an update may change a modification draft's taxation type", ["A-UPDATE-DRAFT-MODIFICATION-TAX-TYPE-400"]),
  fault("update-modification-input-optional", "a modification draft is updated without its modification input", ["A-UPDATE-DRAFT-NO-MODIFICATION-INPUT-400"]),
  fault("sending-completed-original-refused", "a modification of a sending-completed original is refused", ["A-DRAFT-MODIFICATION-OF-ORIGINAL"]),
  fault("document-key-change-accepted", "an update may change a document key", ["A-UPDATE-DRAFT-KEY-CHANGE-400", "A-UPDATE-DRAFT-RECIPIENT-KEY-CHANGE-400"]),
  fault("recipient-key-change-accepted", "an update changing the recipient document key is answered 200 (only the supplier's is checked)", ["A-UPDATE-DRAFT-RECIPIENT-KEY-CHANGE-400"]),
  // 16 to 18: attachments
  fault("attach-not-drafted-accepted", "a file can be attached to an invoice past DRAFTED", of(["ATTACH-FILE"], ["DRAFT-ISSUED", "DRAFT-CANCELLED"].map(from))),
  fault("delete-attachment-not-drafted-accepted", "an attachment can be deleted past DRAFTED",
    ["A-DELETE-ATTACHMENT-AFTER-ISSUE-400", "A-DELETE-ATTACHMENT-FROM-DRAFT-CANCELLED-400"]),
  fault("edit-after-cancel", "an invoice whose issuance or request was cancelled is a draft again to update, attach-file and attachment deletion",
    [...of(["UPDATE-DRAFT"], ["REQUEST-CANCELLED", "ISSUANCE-CANCELLED", "DRAFT-CANCELLED"].map(from)), ...of(["ATTACH-FILE", "DELETE-ATTACHMENT"], from("DRAFT-CANCELLED"))]),
  fault("file-unknown-accepted", "a file that was never uploaded can be attached", ["A-ATTACH-FILE-UNKNOWN-FILE-404"]),
  fault("attachment-unknown-accepted", "deleting an unknown attachment succeeds", ["A-DELETE-ATTACHMENT-UNKNOWN-ATTACHMENT-404"]),
  fault("attach-not-stored", "attach-file answers 200 but stores nothing", ["A-ATTACH-FILE-LISTED"]),
  fault("attachment-delete-not-stored", "deleting an attachment answers 200 but it stays", ["A-DELETE-ATTACHMENT-REMOVED"]),
  fault("attachment-delete-refused", "deleting an attachment that exists is answered 404 B2bTaxInvoiceAttachmentNotFoundError",
    [...of(["DELETE-ATTACHMENT"], ["BEARER-JWT", "SERVICE-KEY", "TEST-TRUE", "TEST-FALSE", "KEY-SUPPLIER", "KEY-RECIPIENT"]), "A-DELETE-ATTACHMENT-REMOVED"]),
  // 19 to 21: state preconditions
  fault("cancel-issuance-any-state", "cancel-issuance is accepted outside ISSUED",
    [...of(["CANCEL-ISSUANCE"], ["DRAFTED", "REQUESTED", "ISSUANCE-CANCELLED", "REQUEST-CANCELLED", "DRAFT-CANCELLED", "REVERSE-DRAFT"].map(from)),
      "A-CANCEL-ISSUANCE-AFTER-TRANSMISSION"]),
  fault("cancel-after-transmission-accepted", "cancel-issuance is accepted after the invoice was transmitted (sending-completed)",
    ["A-CANCEL-ISSUANCE-AFTER-TRANSMISSION"]),
  fault("cancel-request-any-state", "cancel-request is accepted outside REQUESTED", of(["CANCEL-REQUEST"],
    ["IMMEDIATE", "REQUEST-CANCELLED", "DRAFTED", "DRAFT-ISSUED", "ISSUANCE-CANCELLED", "REVERSE-ISSUED", "DRAFT-CANCELLED", "REVERSE-DRAFT"].map(from))),
  fault("cancel-request-of-draft", "cancel-request withdraws a DRAFTED invoice, forward or reverse", of(["CANCEL-REQUEST"], ["DRAFTED", "REVERSE-DRAFT"].map(from))),
  fault("no-recipient-key-cancel-accepted", "cancel-request without a recipient document key is accepted", ["A-CANCEL-REQUEST-NO-RECIPIENT-KEY-400"]),
  fault("issue-forward-any-state", "a forward invoice is issued outside DRAFTED", of(["ISSUE"], ["DRAFT-ISSUED", "IMMEDIATE", "ISSUANCE-CANCELLED", "DRAFT-CANCELLED"].map(from))),
  fault("reissue-after-cancel", "a forward invoice whose issuance was cancelled is issued again", of(["ISSUE"], ["ISSUANCE-CANCELLED", "DRAFT-CANCELLED"].map(from))),
  fault("issue-reverse-any-state", "a reverse invoice is issued outside REQUESTED", of(["ISSUE"], ["REQUEST-CANCELLED", "REVERSE-ISSUED", "REVERSE-DRAFT"].map(from))),
  fault("reverse-draft-issued", "a reverse invoice still DRAFTED is issued as a forward one would be", ["A-ISSUE-FROM-REVERSE-DRAFT-400"]),
  fault("no-supplier-key-issued", "an invoice without a supplier document key is issued", ["A-ISSUE-NO-SUPPLIER-KEY-400"]),
  // 16 to 24: keys and documents
  fault("tax-invoice-unknown-400", "an unknown tax invoice is answered 400 instead of 404",
    [...of(["UPDATE-DRAFT", ...KEYED], "UNKNOWN-404"), ...of(KEYED, "UNKNOWN-SUPPLIER-404"), ...of(KEYED, "UNKNOWN-RECIPIENT-404")]),
  fault("supplier-key-type-ignored", "taxInvoiceKeyType SUPPLIER is ignored: the key is read as a tax invoice id", of(KEYED, "KEY-SUPPLIER")),
  fault("recipient-key-type-as-supplier", "taxInvoiceKeyType RECIPIENT reads the key as a supplier document key", of(KEYED, "KEY-RECIPIENT")),
  fault("query-names-case-insensitive", "query parameter names are read without regard to case", ["A-LIST-ATTACHMENTS-KEY-TYPE-MISCASED"]),
  fault("key-type-invalid-read-as-id", "a taxInvoiceKeyType outside the enum is read as TAX_INVOICE_ID", ["A-LIST-ATTACHMENTS-KEY-TYPE-INVALID-400"]),
  fault("default-key-type-supplier", "without taxInvoiceKeyType the key is read as a supplier document key", [...of(["LIST-ATTACHMENTS", "PDF-URL"], "BEARER-JWT"), "A-LIFECYCLE-FORWARD", "A-LIFECYCLE-REVERSE-CANCEL"]),
  fault("document-url-unknown-served", "document URLs are answered for unknown tax invoices",
    [...of(DOCUMENTS, "UNKNOWN-404"), ...of(DOCUMENTS, "UNKNOWN-SUPPLIER-404"), ...of(DOCUMENTS, "UNKNOWN-RECIPIENT-404")]),
  fault("attachments-as-object", "the attachment list is an object keyed by attachment id", of(["LIST-ATTACHMENTS"], "BEARER-JWT")),
  fault("reverse-not-approvable", "a REQUESTED reverse invoice cannot be approved", ["A-LIFECYCLE-REVERSE-ISSUE"]),
  fault("immediate-left-drafted", "issue-immediately saves the draft but does not issue it", of(["CANCEL-ISSUANCE"], "BEARER-JWT")),
  fault("reverse-request-refused", "request-reverse-issuance refuses every request (400)", of(["REQUEST-REVERSE"], ["BEARER-JWT", "SERVICE-KEY"])),
  fault("reverse-left-drafted", "request-reverse-issuance saves the draft but does not request", of(["CANCEL-REQUEST"], "BEARER-JWT")),
  fault("upload-refused", "the upload URL answered refuses the upload (403)", ["A-FILE-UPLOAD-URL-UPLOADABLE"]),
  fault("upload-not-stored", "an upload to the upload URL is answered 200 but the file is not kept", of(["ATTACH-FILE"], ["BEARER-JWT", "SERVICE-KEY"])),
  fault("include-menu-refused", "includeMenu is refused as invalid input", ["A-POPUP-URL-INCLUDE-MENU-TRUE", "A-POPUP-URL-INCLUDE-MENU-FALSE"]),
  fault("pdf-url-relative", "the PDF URL is a path, not a URL", SUCCESS.map((s) => `A-PDF-URL-${s}`)),
  fault("popup-url-relative", "the popup URL is a path, not a URL", SUCCESS.map((s) => `A-POPUP-URL-${s}`)),
  fault("print-url-relative", "the print URL is a path, not a URL", SUCCESS.map((s) => `A-PRINT-URL-${s}`)),
  // Issue 31, counterparties, accounts, desk, seed and model: gaps the mutants showed
  fault("registration-url-needs-certificate", "the registration URL of a counterparty without certificate is answered 404 B2bCertificateUnregisteredError",
    ["A-CERT-REGISTRATION-URL-UNCERTIFIED"]),
  fault("upload-url-counts-as-upload", "a file counts as uploaded once its upload URL is made, though the target takes uploads", ["A-ATTACH-FILE-NOT-UPLOADED-404"]),
  fault("verified-counterparty-refused", "a counterparty from a valid verification result that fits is refused as invalid", ["A-COUNTERPARTY-CREATE-FROM-VERIFICATION"]),
  fault("contacts-at-limit-refused", "as many additional contacts as the limit allows are refused as too many", ["A-COUNTERPARTY-CREATE-CONTACTS-AT-LIMIT"]),
  // Issue 31, routes and request validation (routes.ts, input.ts, tax-invoice-input.ts)
  fault("test-absent-refused", "a call without the test parameter is refused as invalid input", ids("TEST-ABSENT").filter((id) => id !== "A-SHEET-TEST-ABSENT")),
  fault("null-body-500", "a JSON null body is answered 500",
    of(["BUSINESS-INFO", "COUNTERPARTY-UPDATE", "COUNTERPARTY-CREATE", "FILE-UPLOAD-URL", "DRAFT", "UPDATE-DRAFT", "ISSUE-IMMEDIATELY", "REQUEST-REVERSE",
      "ATTACH-FILE", "CANCEL-ISSUANCE", "CANCEL-REQUEST", "ISSUE"], "NULL-BODY-400")),
  // Issue 31, the lifecycle's mutants (tax-invoices.ts, tax-invoice-create.ts, transmission.ts)
  fault("cancel-issuance-not-stored", "cancel-issuance answers the invoice cancelled, but it stays ISSUED and is transmitted in its time",
    ["A-LIFECYCLE-CANCELLED-NOT-TRANSMITTED", "A-CANCEL-ISSUANCE-FROM-ISSUANCE-CANCELLED-400"]),
  fault("attach-replaces", "attach-file drops the draft's earlier attachments", ["A-ATTACH-FILE-KEEPS-EARLIER"]),
  fault("include-menu-unchecked", "popup-url takes any includeMenu value, not only a boolean", ["A-POPUP-URL-INCLUDE-MENU-INVALID-400"]),
  // Issue 31, the credential's parts (accounts.ts): only a dialect with a credential of several parts can carry it (alt)
  { ...fault("credential-one-part-enough", "a credential of several parts is accepted when one part is right", ids("PART-WRONG-401")), dialects: ["alt"] },
  // Issue 31, the dialects' reshaper (dialect.ts): members of another JSON type where the wire shape nests
  fault("wrong-type-member-500", "a member given as null where the body nests members, or additional contacts that are not a list, are answered 500",
    ["A-COUNTERPARTY-CREATE-NULL-MEMBER-400", "A-COUNTERPARTY-UPDATE-NULL-MEMBER-400", "A-DRAFT-NULL-MEMBER-400", "A-COUNTERPARTY-CREATE-CONTACTS-NOT-LIST-400",
      "A-COUNTERPARTY-UPDATE-CONTACTS-NOT-LIST-400"]),
  // Only a dialect that nests an attachment's file reference can carry it (alt)
  { ...fault("null-file-reference-500", "an attachment whose member nesting the file reference is null is answered 500", ["A-ATTACH-FILE-NULL-MEMBER-400"]),
    dialects: ["alt"] },
];
