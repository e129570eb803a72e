// The generated dialects' dimensions, drawn from the freedom table (fixtures/spec-tables/b2b-freedoms.json): each
// dimension names its row, and its values are the row's variations a generated reference takes (a value named like a
// variation realizes it; `also` names more). What is not generated is listed, with why, in NOT_GENERATED.
// test/unit/b2b-dialect-dimensions.test.ts checks that every variation of every row is one or the other.
import { rng } from "./random.js";

interface Dimension<V extends string> {
  /** The freedom table's row the dimension draws on. */
  row: string;
  values: readonly V[];
  /** Variations a value realizes besides its own name: "<variation>" of the row, or "<row>:<variation>". */
  also?: Partial<Record<V, readonly string[]>>;
  /** Where the value cycle starts (default: the dimension's place); dimensions sharing one stay aligned on seeds 1 to 8. */
  offset?: number;
}

const dim = <const V extends string>(row: string, values: readonly V[], also?: Partial<Record<V, readonly string[]>>, offset?: number): Dimension<V> =>
  ({ row, values, also, offset });

/** The upload and the way attach-file names the file share an offset: their values, index by index, fit together. */
const UPLOAD_OFFSET = 3;
/** The general rows' offset; a modification input on every PUT draft takes the next one, so the two never meet on seeds 1 to 8. */
const GENERIC_OFFSET = 31;

/** Every dimension, with at most 8 values (the default seeds 1 to 8 take every value of each). */
export const DIMENSIONS = {
  style: dim("F-REQUEST-SHAPES", ["camel", "snake", "pascal"], { camel: ["renamed"], snake: ["renamed", "F-RECORD-FIELDS:renamed"], pascal: ["renamed"] }),
  counterpartyContainer: dim("F-REQUEST-SHAPES", ["enveloped", "flat"]),
  parties: dim("F-RECORD-FIELDS", ["nested", "flat"]),
  amountsGrouped: dim("F-RECORD-FIELDS", ["grouped", "separate"], { grouped: ["nested"] }),
  contactLevel: dim("F-REQUEST-SHAPES", ["contact-object", "contact-members"]),
  modification: dim("F-REQUEST-SHAPES", ["beside", "modification-inside"]),
  reverseShape: dim("F-REQUEST-SHAPES", ["shared", "per-operation"]),
  actionBodies: dim("F-REQUEST-SHAPES", ["optional-members", "required-members"]),
  answers: dim("F-RESPONSE-SHAPES", ["bare", "one-envelope", "per-operation"]),
  urlAnswers: dim("F-RESPONSE-SHAPES", ["member", "root-string"]),
  original: dim("F-SENDING-COMPLETED-ID", ["provisioned", "hook", "wait"]),
  errorAt: dim("F-ERROR-BODY", ["pointer", "anywhere", "header", "text"]),
  errorSpelling: dim("F-ERROR-SPELLING", ["spec", "spec-as-others", "screaming-snake", "kebab", "string-code", "integer", "uri"],
    { spec: ["F-IDENTIFIER-CASING:as-table"], "spec-as-others": ["spec", "F-IDENTIFIER-CASING:as-others"], uri: ["F-ERROR-BODY:inside-string"] }),
  serviceKey: dim("F-SERVICE-KEY", ["authorization", "x-api-key", "x-service-key", "two-headers", "query"], { "x-api-key": ["own-header"], "x-service-key": ["own-header"] }),
  bearer: dim("F-BEARER-JWT", ["console", "own-header"]),
  stateForm: dim("F-STATE-REPRESENTATION", ["spec-strings", "other-strings", "integer", "several-members", "flags", "per-operation"], {
    "spec-strings": ["F-SENDING-COMPLETED-ID:name"], "other-strings": ["F-SENDING-COMPLETED-ID:name"], integer: ["F-SENDING-COMPLETED-ID:code"],
    "several-members": ["F-SENDING-COMPLETED-ID:flag"] }),
  sendingCompleted: dim("F-TRANSMISSION-STATE", ["sending-completed", "stays-issued", "sending-state"], { "stays-issued": ["F-SENDING-COMPLETED-ID:invisible"] }),
  stateAfter: dim("F-STATE-AFTER", ["issued", "sent-at-once", "intermediate", "back-to-draft"], { issued: ["update-keeps", "cancelled-states"] }),
  enums: dim("F-ENUM-VALUES", ["spec-names", "other-strings", "integers", "booleans"]),
  originalReference: dim("F-ORIGINAL-REFERENCE", ["tax-invoice-id", "id-untyped", "document-key", "recipient-key", "approval-number", "embedded"],
    { "id-untyped": ["tax-invoice-id"], "recipient-key": ["document-key"] }),
  counterpartyIdentity: dim("F-COUNTERPARTY-IDENTITY", ["caller-chosen", "target-assigned", "brn", "id-form", "both"], { "id-form": ["caller-chosen"] }),
  idType: dim("F-ID-TYPE", ["string", "number"]),
  upload: dim("F-UPLOAD-REQUEST", ["put-raw", "post-raw", "presigned-form", "json-base64", "informational"], undefined, UPLOAD_OFFSET),
  fileReference: dim("F-FILE-REFERENCE", ["upload-answer", "caller-name", "form-key", "the-url", "answered-id"], undefined, UPLOAD_OFFSET),
  uploadHeaders: dim("F-UPLOAD-REQUEST", ["no-headers", "answer-headers"]),
  uploadStatus: dim("F-UPLOAD-REQUEST", ["status-200", "status-201", "status-204"], { "status-201": ["other-statuses"], "status-204": ["other-statuses"] }),
  uploadLimits: dim("F-UPLOAD-LIMITS", ["none", "size", "types", "names", "refused-early"]),
  inputOrLookup: dim("F-PAIR-INVALID-INPUT-VS-NOT-FOUND", ["input-first", "lookup-first", "syntax-first"]),
  credentialOrder: dim("F-PAIR-CREDENTIAL-VS-REQUEST", ["credential-first", "route-first", "feature-last"]),
  noCredential: dim("F-PAIR-NO-CREDENTIAL", ["unauthorized", "forbidden"]),
  certificate: dim("F-PAIR-CERTIFICATE", ["connection-first", "certificate-first"], { "connection-first": ["existence-first"], "certificate-first": ["existence-first"] }),
  genericRows: dim("F-PAIR-GENERIC-VS-SPECIFIC", ["specific-first", "generic-first"], undefined, GENERIC_OFFSET),
  twoUnknown: dim("F-PAIR-TWO-NOT-FOUND", ["path-first", "body-first"], { "path-first": ["outer-first"] }),
  stateOrRecord: dim("F-PAIR-STATE-VS-NOT-FOUND", ["state-first", "lookup-first"]),
  stateOrKey: dim("F-PAIR-STATE-VS-DOCUMENT-KEY", ["state-first", "key-first"]),
  updateDirection: dim("F-PAIR-STATE-VS-ISSUANCE-TYPE", ["kept", "state-first", "body-first"],
    { "state-first": ["F-ISSUANCE-TYPE-MISMATCH:fixed-on-update"], "body-first": ["F-ISSUANCE-TYPE-MISMATCH:fixed-on-update"] }),
  malformedIds: dim("F-PAIR-MALFORMED-ID", ["any-string", "fixed-form"], { "any-string": ["form-404"] }),
  counterpartyRules: dim("F-PAIR-COUNTERPARTY-RULES", ["partner-first", "content-first"]),
  creationOrder: dim("F-PAIR-CREATION-RULES", ["direction-first", "uniqueness-first", "parties-first", "original-first"]),
  unknownParty: dim("F-CREATE-COUNTERPARTY-NOT-FOUND", ["never", "either-party", "other-party"],
    { never: ["F-PAIR-PARTY-NOT-FOUND:party-row"], "either-party": ["F-PAIR-PARTY-NOT-FOUND:counterparty-row"], "other-party": ["F-PAIR-PARTY-NOT-FOUND:counterparty-row"] }),
  actingParty: dim("F-ACTING-PARTY", ["one-account", "by-credential", "own-refusal", "by-brn", "outside"],
    { "one-account": ["F-PAIR-STATE-VS-PARTY:state-first"], "by-credential": ["F-PAIR-STATE-VS-PARTY:party-first"],
      "own-refusal": ["by-credential", "F-PAIR-STATE-VS-PARTY:party-first"], "by-brn": ["F-PAIR-STATE-VS-PARTY:party-first"] }),
  modificationCopies: dim("F-MODIFICATION-COPIES", ["free", "same-direction", "same-parties"], { "same-direction": ["F-ISSUANCE-TYPE-MISMATCH:follows-original"] }),
  issuanceTypeInput: dim("F-ISSUANCE-TYPE-INPUT", ["defaulted", "required", "refused-where-implied"], { defaulted: ["kept-on-update"] }),
  drafts: dim("F-ISSUANCE-TYPE-MISMATCH", ["per-operation", "forward-drafts-only"]),
  documentKeys: dim("F-DOCUMENT-KEYS-INPUT", ["both-optional", "creator-required", "both-required"]),
  counterpartyType: dim("F-COUNTERPARTY-TYPE-INPUT", ["optional", "required", "absent", "from-verification"]),
  updateTarget: dim("F-UPDATE-DRAFT-TARGET", ["id-in-body", "key-with-type", "query", "document-key-match"]),
  recipients: dim("F-UNREGISTERED-RECIPIENT", ["registered-only", "any-business", "registry"]),
  ownParty: dim("F-OWN-PARTY", ["own-brn", "registered-company", "several-companies"]),
  testMode: dim("F-TEST-MODE", ["shared", "sandbox", "test-only-fixtures"]),
  brnFormat: dim("F-BRN-FORMAT", ["digits", "hyphenated"]),
  brnValidity: dim("F-BRN-VALIDITY", ["check-digit", "form-only", "registry", "closed"]),
  writeDate: dim("F-WRITE-DATE", ["iso-date", "compact", "date-time"], { compact: ["korean-day"] }),
  amounts: dim("F-AMOUNT-TYPE", ["integer", "decimal", "string", "rounded", "truncated"], { string: ["F-RECORD-FIELDS:typed-otherwise"] }),
  keyForm: dim("F-TEXT-VALUES", ["free", "lengths", "key-form", "characters"]),
  counterpartyList: dim("F-COUNTERPARTY-LIST-PAGES", ["filter", "all", "pages", "pages-from-one", "small-default"], { "pages-from-one": ["pages", "filter"], "small-default": ["filter"] }),
  attachments: dim("F-ATTACHMENT-ID", ["newest-last", "newest-first", "by-name", "by-id"]),
  contacts: dim("F-CONTACTS-LIMIT", ["few", "none-allowed", "many", "unlimited"]),
  emptyAnswer: dim("F-EMPTY-ANSWER", ["no-body", "empty-object", "null", "record"]),
  booleanQuery: dim("F-BOOLEAN-QUERY", ["words", "digits", "any-case"]),
  unknownParameters: dim("F-UNKNOWN-PARAMETERS", ["ignored", "refused"]),
  includeMenu: dim("F-INCLUDE-MENU", ["honoured", "same-url"]),
  urlForm: dim("F-URL-FORM", ["absolute-http", "absolute-https"]),
  refuseRequest: dim("F-REFUSE-REQUEST-STATES", ["requested-only", "other-error", "cancelled-state", "removed"], { "requested-only": ["refused-state"] }),
  refuseInterface: dim("F-REFUSE-REQUEST-INTERFACE", ["answers-invoice", "no-body", "reason-body", "empty", "no-parameters"],
    { "answers-invoice": ["common-parameters"], "no-body": ["answers-invoice"] }),
  refuseTest: dim("F-REFUSE-REQUEST-TEST-PARAM", ["accepted", "ignored", "refused"]),
  otherOperations: dim("F-OTHER-OPERATIONS", ["none", "read-by-key", "more"], { none: ["F-NO-READ-OPERATION:mutations-only"], "read-by-key": ["F-NO-READ-OPERATION:unlisted-read"] }),
  rateLimit: dim("F-RATE-LIMITS", ["none", "paced", "unavailable", "bare-429", "slowed"]),
  versioning: dim("F-VERSIONING", ["unversioned", "version-header", "deprecation-headers"], { "version-header": ["pinned"] }),
  sheetNotEnabled: dim("F-SHEET-NOT-ENABLED", ["not-enabled", "unauthorized", "invalid"]),
  sheetTest: dim("F-SHEET-TEST-PARAM", ["ignored", "refused", "honoured"]),
  sheetFormat: dim("F-SHEET-COLUMNS", ["columns", "no-header", "semicolon", "bom", "attachment"],
    { columns: ["header-row", "delimiter", "encoding"], "no-header": ["header-row"], semicolon: ["delimiter"], bom: ["encoding"] }),
  ownBrnIdentifier: dim("F-OWN-BRN-IDENTIFIER", ["equality", "origin-mismatch"]),
  ongoing: dim("F-ONGOING-TAX-INVOICE", ["until-transmitted", "drafts", "requests", "not-cancelled"]),
  deleteBody: dim("F-DELETE-BODY", ["none", "empty-object", "reason"]),
  taxTypeScope: dim("F-TAX-TYPE-SCOPE", ["every-draft", "modifications-only"]),
  documentKeySet: dim("F-DOCUMENT-KEY-SET", ["setting-is-change", "setting-allowed"]),
  immediateSupplierKey: dim("F-ISSUE-IMMEDIATELY-SUPPLIER-KEY", ["no-supplier-key", "invalid", "accepted"]),
  reverseDraftPath: dim("F-REVERSE-DRAFT-PATH", ["never", "issue-requests", "unlisted"]),
  attachAfterCreate: dim("F-ATTACH-AFTER-CREATE", ["never", "in-creation", "unlisted"]),
  createNotFound: dim("F-CREATE-TAX-INVOICE-NOT-FOUND", ["never", "original", "draft-replaced"]),
  invoiceIds: dim("F-ID-IN-USE", ["assigned", "caller-id", "update-renames"]),
  keyBrn: dim("F-KEY-BRN-PARAM", ["narrows", "ignored", "acting-company", "checked"]),
  businessInfoBrns: dim("F-BUSINESS-INFO-BRNS", ["any-count", "limited", "refused"], { "any-count": ["per-item-result"] }),
  ntsParty: dim("F-NTS-PARTY", ["either", "supplier", "recipient"]),
  externalFailure: dim("F-EXTERNAL-FAILURE", ["never", "test-mode-trigger", "control"]),
  forbidden: dim("F-FORBIDDEN", ["never", "other-company"]),
  updateOriginal: dim("F-UPDATE-ORIGINAL", ["never", "rechecked", "named-again"]),
  // Never with generic-first on seeds 1 to 8 (see fitted): one offset past genericRows'.
  modificationInput: dim("F-MODIFICATION-INPUT", ["modification-drafts", "every-put"], { "modification-drafts": ["creations-too"] }, GENERIC_OFFSET + 1),
};

export type DimensionName = keyof typeof DIMENSIONS;
export type Choices = { [K in DimensionName]: (typeof DIMENSIONS)[K]["values"][number] };

/** Seeds 1 to this take, in each dimension, value (seed + offset) modulo its count: together, every value of every dimension. */
export const COVERING_SEEDS = 8;

/** The (row, variation) pairs a dimension's value realizes: its own name (when the row has it) is the caller's to add. */
export function alsoRealized(name: DimensionName, value: string): string[] {
  const d: Dimension<string> = DIMENSIONS[name];
  return (d.also?.[value] ?? []).map((v) => (v.includes(":") ? v : `${d.row}:${v}`));
}

/** The choices of a seed: seeds 1 to 8 by the covering cycle, others drawn at random; then made to fit together. */
export function choicesOf(seed: number): Choices {
  const random = rng(seed ^ 0x2c9b1e37);
  const picked = Object.fromEntries(Object.entries(DIMENSIONS).map(([name, d], i) => {
    const values = (d as Dimension<string>).values;
    const covering = seed >= 1 && seed <= COVERING_SEEDS;
    const at = covering ? (seed + ((d as Dimension<string>).offset ?? i)) % values.length : Math.floor(random() * values.length);
    return [name, values[at]];
  })) as Choices;
  return fitted(picked);
}

/**
 * Combinations that cannot be, made to fit (the covering seeds are laid out so that these rules take no value away
 * from them): a file named by its form key needs a form; one named by the upload's answer, an upload; an informational
 * URL takes no upload, so its headers and status do not apply; an upload that answers the file id does so in a body (not
 * 204); an invoice transmitted at once by issue-immediately must show it (shown as ISSUED, no black box could tell that
 * it cannot be cancelled from a faulty refusal); a modification input required on every PUT draft is named by its own
 * row (answered with the general row, a plain draft's refused update could not be told from a faulty refusal).
 */
function fitted(c: Choices): Choices {
  const out = { ...c };
  if (out.fileReference === "form-key" && out.upload !== "presigned-form") out.fileReference = "answered-id";
  if (out.fileReference === "upload-answer" && out.upload === "informational") out.fileReference = "answered-id";
  if (out.upload === "informational") Object.assign(out, { uploadHeaders: "no-headers", uploadStatus: "status-200" });
  if (out.fileReference === "upload-answer" && out.uploadStatus === "status-204") out.uploadStatus = "status-201";
  if (out.stateAfter === "sent-at-once" && out.sendingCompleted === "stays-issued") out.stateAfter = "issued";
  if (out.modificationInput === "every-put" && out.genericRows === "generic-first") out.modificationInput = "modification-drafts";
  return out;
}

const GAP = "a gap of the profile language, left to the suite's owners";

/**
 * Variations of the freedom table no generated dialect takes, and why: what no black-box target can be told through
 * the profile or the configuration, what would make the reference non-conformant, what concerns nothing the suite
 * sends or reads, and the suite's known gaps (each also reported where the row's "today" or its owners track it).
 */
export const NOT_GENERATED: ReadonlyArray<{ row: string; variation: string; why: string }> = [
  { row: "F-RESPONSE-SHAPES", variation: "header", why: `a value only in a response header (the id in Location): the profile reads answer values by JSON pointer into the body only; ${GAP}` },
  { row: "F-BEARER-JWT", variation: "token-endpoint", why: "a token obtained at run time and living minutes: the suite takes the header line ready-made, never obtains or renews one (the row's rule and note)" },
  { row: "F-BEARER-JWT", variation: "exchanged", why: "a token exchanged for the serviceKey at run time: the suite takes the header line ready-made and never obtains one (the row's rule)" },
  { row: "F-SERVICE-KEY", variation: "signed", why: "a signature over each request: the suite sends the credential parts it is given and cannot sign anew per request (the row's note)" },
  { row: "F-BUSINESS-INFO-ENABLEMENT", variation: "not-enabled", why: "the answer to a caller the operator has not enabled for the lookup: the configuration holds no credential of an account with B2B but without the lookup (the B2B-disabled account lacks B2B as a whole, a firm row), so no request the suite sends can show it (A-BUSINESS-INFO-NOT-ENABLED waits on A-OPEN-BUSINESS-INFO-ENABLEMENT); a dialect whose own account were not enabled would leave the lookup unchecked, which no CONFORMANT run allows: test/meta/open-readings.test.ts runs that case (its tests disabled with the reason, the verdict INCOMPLETE)" },
  { row: "F-BUSINESS-INFO-ENABLEMENT", variation: "forbidden", why: "the answer to a caller the operator has not enabled for the lookup: the configuration holds no credential of an account with B2B but without the lookup (the B2B-disabled account lacks B2B as a whole, a firm row), so no request the suite sends can show it (A-BUSINESS-INFO-NOT-ENABLED waits on A-OPEN-BUSINESS-INFO-ENABLEMENT); a dialect whose own account were not enabled would leave the lookup unchecked, which no CONFORMANT run allows: test/meta/open-readings.test.ts runs that case (its tests disabled with the reason, the verdict INCOMPLETE)" },
  { row: "F-BUSINESS-INFO-ENABLEMENT", variation: "other", why: "the answer to a caller the operator has not enabled for the lookup: the configuration holds no credential of an account with B2B but without the lookup (the B2B-disabled account lacks B2B as a whole, a firm row), so no request the suite sends can show it (A-BUSINESS-INFO-NOT-ENABLED waits on A-OPEN-BUSINESS-INFO-ENABLEMENT); a dialect whose own account were not enabled would leave the lookup unchecked, which no CONFORMANT run allows: test/meta/open-readings.test.ts runs that case (its tests disabled with the reason, the verdict INCOMPLETE)" },
  { row: "F-NO-READ-OPERATION", variation: "bulk-lookup", why: "a read through the bulk tax invoice: the suite reads states only in the answers of the operations it calls (the row's rule) and reads nothing of the bulk record but its id, so no dialect could show the reading" },
  { row: "F-FORBIDDEN", variation: "permission", why: "a credential without one operation's permission: the configuration holds one credential per scheme, each with every permission the tests need, so no refusal can be provoked (its rows wait on A-OPEN-FORBIDDEN)" },
  { row: "F-FORBIDDEN", variation: "network", why: "an address allow-list: the embedded reference and the suite share 127.0.0.1, so a list the suite is on refuses nothing it sends" },
  { row: "F-URL-FORM", variation: "relative", why: "not conformant under the suite's rule (a path alone is no URL, RFC 3986): faults b2b.pdf-url-relative and its kin answer one, and the suite must fail them" },
  { row: "F-BRN-FORMAT", variation: "number", why: `brns as JSON numbers: every brn the suite makes is written as text (b2b.values.brnFormat), with no way to write it as a number; ${GAP}` },
  { row: "F-COUNTERPARTY-LIST-PAGES", variation: "cursor", why: `a token to the next page in the answer: the list is walked by page number ({{page}} from b2b.values.firstPage) only; ${GAP}` },
  { row: "F-DOCUMENT-KEYS-INPUT", variation: "other-refused", why: "a creation refusing the other party's key: the suite's setups send both keys (the row's rule), so every creation would be refused; the suite cannot yet leave the other party's key out, left to its owners" },
  { row: "F-MODIFICATION-COPIES", variation: "difference", why: "amounts read as differences to the original: every amount the suite sends is one, and no answer it reads shows the reading, so the dialect would behave as free" },
];
