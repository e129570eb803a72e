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
  serviceKey: dim("F-SERVICE-KEY", ["authorization", "x-api-key", "x-service-key"], { "x-api-key": ["own-header"], "x-service-key": ["own-header"] }),
  bearer: dim("F-BEARER-JWT", ["console", "own-header"]),
  stateForm: dim("F-STATE-REPRESENTATION", ["spec-strings", "other-strings", "integer", "several-members", "flags", "per-operation"], {
    "spec-strings": ["F-SENDING-COMPLETED-ID:name"], "other-strings": ["F-SENDING-COMPLETED-ID:name"], integer: ["F-SENDING-COMPLETED-ID:code"],
    "several-members": ["F-SENDING-COMPLETED-ID:flag"] }),
  sendingCompleted: dim("F-TRANSMISSION-STATE", ["sending-completed", "stays-issued"], { "stays-issued": ["F-SENDING-COMPLETED-ID:invisible"] }),
  stateAfter: dim("F-STATE-AFTER", ["issued", "sent-at-once"], { issued: ["update-keeps", "cancelled-states"] }),
  enums: dim("F-ENUM-VALUES", ["spec-names", "other-strings", "integers", "booleans"]),
  originalReference: dim("F-ORIGINAL-REFERENCE", ["tax-invoice-id", "id-untyped", "document-key", "recipient-key", "approval-number", "embedded"],
    { "id-untyped": ["tax-invoice-id"], "recipient-key": ["document-key"] }),
  counterpartyIdentity: dim("F-COUNTERPARTY-IDENTITY", ["caller-chosen", "target-assigned", "brn", "id-form"], { "id-form": ["caller-chosen"] }),
  idType: dim("F-ID-TYPE", ["string", "number"]),
  upload: dim("F-UPLOAD-REQUEST", ["put-raw", "post-raw", "presigned-form", "json-base64", "informational"], undefined, UPLOAD_OFFSET),
  fileReference: dim("F-FILE-REFERENCE", ["upload-answer", "caller-name", "form-key", "the-url", "answered-id"], undefined, UPLOAD_OFFSET),
  uploadHeaders: dim("F-UPLOAD-REQUEST", ["no-headers", "answer-headers"]),
  uploadStatus: dim("F-UPLOAD-REQUEST", ["status-200", "status-201", "status-204"], { "status-201": ["other-statuses"], "status-204": ["other-statuses"] }),
  inputOrLookup: dim("F-PAIR-INVALID-INPUT-VS-NOT-FOUND", ["input-first", "lookup-first", "syntax-first"]),
  credentialOrder: dim("F-PAIR-CREDENTIAL-VS-REQUEST", ["credential-first", "route-first", "feature-last"]),
  noCredential: dim("F-PAIR-NO-CREDENTIAL", ["unauthorized", "forbidden"]),
  certificate: dim("F-PAIR-CERTIFICATE", ["connection-first", "certificate-first"], { "connection-first": ["existence-first"], "certificate-first": ["existence-first"] }),
  genericRows: dim("F-PAIR-GENERIC-VS-SPECIFIC", ["specific-first", "generic-first"]),
  unknownParty: dim("F-CREATE-COUNTERPARTY-NOT-FOUND", ["never", "either-party", "other-party"],
    { never: ["F-PAIR-PARTY-NOT-FOUND:party-row"], "either-party": ["F-PAIR-PARTY-NOT-FOUND:counterparty-row"], "other-party": ["F-PAIR-PARTY-NOT-FOUND:counterparty-row"] }),
  actingParty: dim("F-ACTING-PARTY", ["one-account", "by-credential", "own-refusal"],
    { "one-account": ["F-PAIR-STATE-VS-PARTY:state-first"], "by-credential": ["F-PAIR-STATE-VS-PARTY:party-first"], "own-refusal": ["by-credential", "F-PAIR-STATE-VS-PARTY:party-first"] }),
  modificationCopies: dim("F-MODIFICATION-COPIES", ["free", "same-direction", "same-parties"], { "same-direction": ["F-ISSUANCE-TYPE-MISMATCH:follows-original"] }),
  issuanceTypeInput: dim("F-ISSUANCE-TYPE-INPUT", ["defaulted", "required", "refused-where-implied"], { defaulted: ["kept-on-update"] }),
  drafts: dim("F-ISSUANCE-TYPE-MISMATCH", ["per-operation", "forward-drafts-only"]),
  documentKeys: dim("F-DOCUMENT-KEYS-INPUT", ["both-optional", "creator-required", "both-required"]),
  counterpartyType: dim("F-COUNTERPARTY-TYPE-INPUT", ["optional", "required", "absent"]),
  updateTarget: dim("F-UPDATE-DRAFT-TARGET", ["id-in-body", "key-with-type", "query", "document-key-match"]),
  recipients: dim("F-UNREGISTERED-RECIPIENT", ["registered-only", "any-business"]),
  ownParty: dim("F-OWN-PARTY", ["own-brn", "registered-company"]),
  testMode: dim("F-TEST-MODE", ["shared", "sandbox"]),
  brnFormat: dim("F-BRN-FORMAT", ["digits", "hyphenated"]),
  writeDate: dim("F-WRITE-DATE", ["iso-date", "compact", "date-time"], { compact: ["korean-day"] }),
  amounts: dim("F-AMOUNT-TYPE", ["integer", "string", "rounded", "truncated"], { string: ["F-RECORD-FIELDS:typed-otherwise"] }),
  keyForm: dim("F-TEXT-VALUES", ["free", "lengths", "key-form"]),
  counterpartyList: dim("F-COUNTERPARTY-LIST-PAGES", ["filter", "all", "pages", "pages-from-one"], { "pages-from-one": ["pages", "filter"] }),
  attachments: dim("F-ATTACHMENT-ID", ["newest-last", "newest-first", "by-name", "by-id"]),
  contacts: dim("F-CONTACTS-LIMIT", ["few", "none-allowed", "many", "unlimited"]),
  refuseRequest: dim("F-REFUSE-REQUEST-STATES", ["requested-only", "other-error"], { "requested-only": ["refused-state"] }),
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
 * it cannot be cancelled from a faulty refusal).
 */
function fitted(c: Choices): Choices {
  const out = { ...c };
  if (out.fileReference === "form-key" && out.upload !== "presigned-form") out.fileReference = "answered-id";
  if (out.fileReference === "upload-answer" && out.upload === "informational") out.fileReference = "answered-id";
  if (out.upload === "informational") Object.assign(out, { uploadHeaders: "no-headers", uploadStatus: "status-200" });
  if (out.fileReference === "upload-answer" && out.uploadStatus === "status-204") out.uploadStatus = "status-201";
  if (out.stateAfter === "sent-at-once" && out.sendingCompleted === "stays-issued") out.stateAfter = "issued";
  return out;
}

/** Variations of the freedom table no generated dialect takes, and why. */
export const NOT_GENERATED: ReadonlyArray<{ row: string; variation: string; why: string }> = [];
