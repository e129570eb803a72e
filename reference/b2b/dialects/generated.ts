// A family of area A dialects: a seed draws one legal choice in every dimension of the freedom table (dimensions.ts)
// and yields both the reference's dialect and readings (what it reads, answers and decides) and the profile that
// describes them. The suite's tests never know the dialect: only the profile tells them.
import { readFileSync } from "node:fs";
import type { Readings } from "../readings/readings.js";
import type { StorageProtocol } from "../readings/storage.js";
import type { Dialect } from "./dialect.js";
import { choicesOf, type Choices } from "./dimensions.js";
import { GeneratedProfile, SENDING_SECONDS } from "./generated-profile.js";
import { wireName, type Namer } from "./names.js";
import { pick, rng } from "./random.js";
import { spellings } from "./spellings.js";
import { speller, WireShape } from "./wire-shape.js";

export { choicesOf, type Choices } from "./dimensions.js";

export interface GeneratedDialect {
  seed: number;
  choices: Choices;
  dialect: Dialect;
  readings: Readings;
  /** The profile's b2b section that describes the dialect. */
  profile: Record<string, unknown>;
}

/** Area A's error identifiers (its error table), read as a dialect is made. */
function identifiers(): string[] {
  const table = JSON.parse(readFileSync(new URL("../../../fixtures/error-tables/b2b.json", import.meta.url), "utf8")) as { errors: { error: string }[] };
  return [...new Set(table.errors.map((e) => e.error))];
}

export function generateDialect(seed: number): GeneratedDialect {
  const random = rng(seed);
  const c = choicesOf(seed);
  const names = wireName(random, c.style);
  const shape = new WireShape(random, names, c, spellings(random, c.enums));
  const storage = storageOf(c, names);
  const maxContacts = { few: pick(random, [3, 5]), "none-allowed": 0, many: 100, unlimited: null }[c.contacts];
  const known = identifiers();
  const spell = speller(c, known);
  return {
    seed, choices: c, readings: readingsOf(c, maxContacts),
    // Stryker disable next-line StringLiteral: equivalent: the dialect's name only labels it; no part of the reference or the harness reads it
    dialect: shape.dialect(`generated:${seed}`, storage, spell),
    profile: new GeneratedProfile(shape, { identifiers: known, spell, storage, maxContacts }).build(),
  };
}

/** How the dialect's object storage takes a file. */
function storageOf(c: Choices, names: Namer): StorageProtocol | undefined {
  const status = ({ "status-200": 200, "status-201": 201, "status-204": 204 } as const)[c.uploadStatus];
  const common = { status, headers: c.uploadHeaders === "answer-headers", ...(c.fileReference === "upload-answer" ? { answersId: names.word("fileId") } : {}) };
  switch (c.upload) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: unfixed: an informational URL takes no upload (F-UPLOAD-REQUEST informational), so no file ever meets a protocol it were given, and what that adds to the URL's answer is no member the suite reads
    case "informational": return undefined;
    case "put-raw": return { method: "PUT", encoding: "raw", ...common };
    case "post-raw": return { method: "POST", encoding: "raw", ...common };
    case "presigned-form": return { method: "POST", encoding: "multipart", fileField: "file", ...common };
    case "json-base64": return { method: "POST", encoding: "json", json: { name: names.word("fileName"), content: names.word("content") }, ...common };
  }
}

/** The legal choices of the reference's core a dialect takes (Readings, each named by its row). */
function readingsOf(c: Choices, maxContacts: number | null): Readings {
  const when = <K extends keyof Readings>(on: boolean, key: K, value: Readings[K]): Partial<Readings> => (on ? { [key]: value } : {});
  const named = <K extends keyof Readings>(key: K, value: string, off: string): Partial<Readings> => (value === off ? {} : { [key]: value as Readings[K] });
  return {
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ISSUANCE-TYPE-MISMATCH: F-ISSUANCE-TYPE-MISMATCH (dimension drafts) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    forwardDraftsOnly: c.drafts === "forward-drafts-only",
    // Stryker disable next-line StringLiteral: unfixed: F-ISSUANCE-TYPE-INPUT (dimension issuanceTypeInput) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("issuanceType", c.issuanceTypeInput, "defaulted"),
    // Stryker disable next-line StringLiteral: unfixed: F-DOCUMENT-KEYS-INPUT (dimension documentKeys) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("documentKeys", c.documentKeys, "both-optional"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-TEXT-VALUES (dimension keyForm) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.keyForm === "lengths", "documentKeyMaxLength", 24),
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-TEXT-VALUES (dimension keyForm) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.keyForm === "key-form", "documentKeyPattern", "^[sr][a-z0-9]{14}$"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, BooleanLiteral: unfixed: F-TEXT-VALUES (dimension keyForm) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.keyForm === "characters", "plainNames", true),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-UNREGISTERED-RECIPIENT: F-UNREGISTERED-RECIPIENT (dimension recipients) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    unregisteredForwardRecipients: c.recipients === "any-business",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, BooleanLiteral: open A-OPEN-UNREGISTERED-RECIPIENT: F-UNREGISTERED-RECIPIENT (dimension recipients) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.recipients === "registry", "recipientRegistry", true),
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-OWN-PARTY (dimension ownParty) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ownCompanyNotParty: c.ownParty === "registered-company",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, BooleanLiteral: unfixed: F-OWN-PARTY (dimension ownParty) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.ownParty === "several-companies", "severalCompanies", true),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-TEST-MODE: F-TEST-MODE (dimension testMode) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    separateTestData: c.testMode === "sandbox",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, BooleanLiteral: open A-OPEN-TEST-MODE: F-TEST-MODE (dimension testMode) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.testMode === "test-only-fixtures", "testOnlyFixtures", true),
    uploadNotNeeded: c.upload === "informational",
    // Stryker disable next-line StringLiteral: open A-OPEN-UPLOAD-LIMITS: F-UPLOAD-LIMITS (dimension uploadLimits) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("uploadLimits", c.uploadLimits, "none"),
    ...when(c.fileReference === "the-url", "fileReference", "url"),
    // Stryker disable next-line StringLiteral: unfixed: F-FILE-REFERENCE (dimension fileReference) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 2 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.fileReference === "caller-name", "fileReference", "name"),
    ...when(c.counterpartyIdentity === "brn", "counterpartyIds", "brn"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-COUNTERPARTY-IDENTITY (dimension counterpartyIdentity) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.counterpartyIdentity === "target-assigned", "counterpartyIds", "target"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-COUNTERPARTY-IDENTITY (dimension counterpartyIdentity) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.counterpartyIdentity === "both", "counterpartyIds", "both"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-COUNTERPARTY-IDENTITY (dimension counterpartyIdentity) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.counterpartyIdentity === "id-form", "counterpartyIdPattern", "^cp[_-][a-z0-9-]{6,24}$"),
    // Stryker disable next-line StringLiteral: unfixed: F-COUNTERPARTY-TYPE-INPUT (dimension counterpartyType) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("counterpartyType", c.counterpartyType, "optional"),
    // Stryker disable next-line StringLiteral: unfixed: F-BRN-VALIDITY (dimension brnValidity) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...named("brnValidity", c.brnValidity, "check-digit"),
    maxAdditionalContacts: maxContacts,
    numericIds: c.idType === "number",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-WRITE-DATE (dimension writeDate) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.writeDate === "compact", "writeDateZone", "Asia/Seoul"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-WRITE-DATE (dimension writeDate) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.writeDate === "date-time", "writeDateZone", "Pacific/Honolulu"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-AMOUNT-TYPE (dimension amounts) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.amounts === "rounded", "taxRounding", "round"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-AMOUNT-TYPE (dimension amounts) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.amounts === "truncated", "taxRounding", "truncate"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, BooleanLiteral: unfixed: F-AMOUNT-TYPE (dimension amounts) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.amounts === "integer", "integerAmounts", true),
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-COUNTERPARTY-LIST-PAGES (dimension counterpartyList) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.counterpartyList === "pages", "counterpartyPages", { first: 0, size: 3 }),
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-COUNTERPARTY-LIST-PAGES (dimension counterpartyList) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.counterpartyList === "pages-from-one", "counterpartyPages", { first: 1, size: 2 }),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-COUNTERPARTY-LIST-PAGES (dimension counterpartyList) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.counterpartyList === "small-default", "defaultPageSize", 3),
    // Stryker disable next-line StringLiteral: unfixed: F-ATTACHMENT-ID (dimension attachments) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("attachmentOrder", c.attachments, "newest-last"),
    draftByDocumentKey: c.updateTarget === "document-key-match",
    // Stryker disable next-line StringLiteral: unfixed: F-PAIR-INVALID-INPUT-VS-NOT-FOUND (dimension inputOrLookup) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("lookupFirst", c.inputOrLookup, "input-first"),
    // Stryker disable next-line StringLiteral: unfixed: F-PAIR-CREDENTIAL-VS-REQUEST (dimension credentialOrder) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("credentialOrder", c.credentialOrder, "credential-first"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-FORBIDDEN: F-PAIR-NO-CREDENTIAL (dimension noCredential) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    noCredentialForbidden: c.noCredential === "forbidden",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-PAIR-CERTIFICATE (dimension certificate) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    certificateFirst: c.certificate === "certificate-first",
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-GENERIC-VS-SPECIFIC: F-PAIR-GENERIC-VS-SPECIFIC (dimension genericRows) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    genericErrors: c.genericRows === "generic-first",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-PAIR-TWO-NOT-FOUND (dimension twoUnknown) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    bodyRecordsFirst: c.twoUnknown === "body-first",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-PAIR-STATE-VS-NOT-FOUND (dimension stateOrRecord) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    recordsBeforeState: c.stateOrRecord === "lookup-first",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-STATE-AFTER: F-PAIR-STATE-VS-DOCUMENT-KEY (dimension stateOrKey) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    keyBeforeState: c.stateOrKey === "key-first",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-PAIR-STATE-VS-ISSUANCE-TYPE (dimension updateDirection) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.updateDirection === "state-first", "updateDirection", "fixed-on-update"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-PAIR-STATE-VS-ISSUANCE-TYPE (dimension updateDirection) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.updateDirection === "body-first", "updateDirection", "body-first"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-PAIR-MALFORMED-ID (dimension malformedIds) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    fixedIdForm: c.malformedIds === "fixed-form",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-PAIR-COUNTERPARTY-RULES (dimension counterpartyRules) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    counterpartyContentFirst: c.counterpartyRules === "content-first",
    // Stryker disable next-line StringLiteral: unfixed: F-PAIR-CREATION-RULES (dimension creationOrder) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("creationOrder", c.creationOrder, "direction-first"),
    // Stryker disable next-line StringLiteral: open A-OPEN-CREATE-COUNTERPARTY-NOT-FOUND: F-CREATE-COUNTERPARTY-NOT-FOUND (dimension unknownParty) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("unknownParty", c.unknownParty, "never"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-ACTING-PARTY: F-ACTING-PARTY (dimension actingParty) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.actingParty === "by-credential", "actingParty", "forbidden"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-ACTING-PARTY: F-ACTING-PARTY (dimension actingParty) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.actingParty === "own-refusal", "actingParty", "own-identifier"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-ACTING-PARTY: F-ACTING-PARTY (dimension actingParty) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.actingParty === "by-brn", "actingParty", "by-brn"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-ACTING-PARTY: F-ACTING-PARTY (dimension actingParty) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.actingParty === "outside", "actingParty", "outside"),
    // Stryker disable next-line StringLiteral: unfixed: F-MODIFICATION-COPIES (dimension modificationCopies) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("modificationCopies", c.modificationCopies, "free"),
    // Stryker disable next-line StringLiteral: open A-OPEN-STATE-AFTER: F-STATE-AFTER (dimension stateAfter) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("stateAfter", c.stateAfter, "issued"),
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-CANCEL-ISSUANCE-TRANSMISSION: F-TRANSMISSION-STATE (dimension sendingCompleted) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...when(c.sendingCompleted === "sending-state", "sendingSeconds", SENDING_SECONDS),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-REFUSE-REQUEST: F-REFUSE-REQUEST-STATES (dimension refuseRequest) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.refuseRequest === "other-error", "refuseOtherStates", "other-error"),
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral: open A-OPEN-REFUSE-REQUEST: F-REFUSE-REQUEST-STATES (dimension refuseRequest) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.refuseRequest === "cancelled-state" || c.refuseRequest === "removed", "refusedRequest", c.refuseRequest as "cancelled-state" | "removed"),
    // Stryker disable next-line StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: F-REFUSE-REQUEST-INTERFACE (dimension refuseInterface) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("refuseInterface", c.refuseInterface, "answers-invoice"),
    // Stryker disable next-line StringLiteral: open A-OPEN-REFUSE-REQUEST-TEST-PARAM: F-REFUSE-REQUEST-TEST-PARAM (dimension refuseTest) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("refuseTestParam", c.refuseTest, "accepted"),
    // Stryker disable next-line StringLiteral: open A-OPEN-OTHER-OPERATIONS: F-OTHER-OPERATIONS (dimension otherOperations) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("otherOperations", c.otherOperations, "none"),
    // Stryker disable next-line StringLiteral: open A-OPEN-RATE-LIMITS: F-RATE-LIMITS (dimension rateLimit) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("rateLimit", c.rateLimit, "none"),
    // Stryker disable next-line StringLiteral: unfixed: F-VERSIONING (dimension versioning) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("versioning", c.versioning, "unversioned"),
    sheetNotEnabled: c.sheetNotEnabled,
    // Stryker disable next-line StringLiteral: open A-OPEN-SHEET-TEST-PARAM: F-SHEET-TEST-PARAM (dimension sheetTest) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("sheetTest", c.sheetTest, "ignored"),
    // Stryker disable next-line StringLiteral: open A-OPEN-SHEET-COLUMNS: F-SHEET-COLUMNS (dimension sheetFormat) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("sheetFormat", c.sheetFormat, "columns"),
    // Stryker disable next-line StringLiteral: open A-OPEN-OWN-BRN-IDENTIFIER: F-OWN-BRN-IDENTIFIER (dimension ownBrnIdentifier) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("ownBrnIdentifier", c.ownBrnIdentifier, "equality"),
    // Stryker disable next-line StringLiteral: open A-OPEN-ONGOING-TAX-INVOICE: F-ONGOING-TAX-INVOICE (dimension ongoing) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should; the comment also reaches 1 killed mutant(s) of these mutators (the reading forced on dialects whose profile says otherwise)
    ...named("ongoing", c.ongoing, "until-transmitted"),
    // Stryker disable next-line StringLiteral: unfixed: F-DELETE-BODY (dimension deleteBody) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("deleteBody", c.deleteBody, "none"),
    // Stryker disable next-line StringLiteral: open A-OPEN-TAX-TYPE-SCOPE: F-TAX-TYPE-SCOPE (dimension taxTypeScope) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("taxTypeScope", c.taxTypeScope, "every-draft"),
    // Stryker disable next-line StringLiteral: open A-OPEN-DOCUMENT-KEY-SET: F-DOCUMENT-KEY-SET (dimension documentKeySet) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("documentKeySet", c.documentKeySet, "setting-is-change"),
    // Stryker disable next-line StringLiteral: open A-OPEN-ISSUE-IMMEDIATELY-SUPPLIER-KEY: F-ISSUE-IMMEDIATELY-SUPPLIER-KEY (dimension immediateSupplierKey) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("immediateSupplierKey", c.immediateSupplierKey, "no-supplier-key"),
    // Stryker disable next-line StringLiteral: open A-OPEN-REVERSE-DRAFT-PATH: F-REVERSE-DRAFT-PATH (dimension reverseDraftPath) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("reverseDraftPath", c.reverseDraftPath, "never"),
    // Stryker disable next-line StringLiteral: open A-OPEN-ATTACH-AFTER-CREATE: F-ATTACH-AFTER-CREATE (dimension attachAfterCreate) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("attachAfterCreate", c.attachAfterCreate, "never"),
    // Stryker disable next-line StringLiteral: open A-OPEN-CREATE-TAX-INVOICE-NOT-FOUND: F-CREATE-TAX-INVOICE-NOT-FOUND (dimension createNotFound) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("createNotFound", c.createNotFound, "never"),
    // Stryker disable next-line StringLiteral: open A-OPEN-ID-IN-USE: F-ID-IN-USE (dimension invoiceIds) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("invoiceIds", c.invoiceIds, "assigned"),
    // Stryker disable next-line StringLiteral: open A-OPEN-KEY-BRN: F-KEY-BRN-PARAM (dimension keyBrn) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("keyBrn", c.keyBrn, "narrows"),
    // Stryker disable next-line StringLiteral: unfixed: F-BUSINESS-INFO-BRNS (dimension businessInfoBrns) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("businessInfoBrns", c.businessInfoBrns, "any-count"),
    // Stryker disable next-line StringLiteral: open A-OPEN-NTS-PARTY: F-NTS-PARTY (dimension ntsParty) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("ntsParty", c.ntsParty, "either"),
    // Stryker disable next-line StringLiteral: open A-OPEN-EXTERNAL-FAILURE: F-EXTERNAL-FAILURE (dimension externalFailure) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("externalFailure", c.externalFailure, "never"),
    // Stryker disable next-line StringLiteral: open A-OPEN-FORBIDDEN: F-FORBIDDEN (dimension forbidden) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("forbidden", c.forbidden, "never"),
    // Stryker disable next-line StringLiteral: open A-OPEN-UPDATE-ORIGINAL: F-UPDATE-ORIGINAL (dimension updateOriginal) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("updateOriginal", c.updateOriginal, "never"),
    // Stryker disable next-line StringLiteral: open A-OPEN-MODIFICATION-INPUT: F-MODIFICATION-INPUT (dimension modificationInput) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("modificationInput", c.modificationInput, "modification-drafts"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-EMPTY-ANSWER (dimension emptyAnswer) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...when(c.emptyAnswer !== "no-body", "emptyAnswer", c.emptyAnswer as "empty-object" | "null" | "record"),
    // Stryker disable next-line StringLiteral: unfixed: F-BOOLEAN-QUERY (dimension booleanQuery) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    ...named("booleanQuery", c.booleanQuery, "words"),
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-UNKNOWN-PARAMETERS (dimension unknownParameters) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    unknownParametersRefused: c.unknownParameters === "refused",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-INCLUDE-MENU (dimension includeMenu) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    includeMenuSameUrl: c.includeMenu === "same-url",
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-URL-FORM (dimension urlForm) has several legal answers and the suite, neutral to it, asserts none: a mutant here gives the reference another of them (the reading dropped or its value changed), which the suite passes as it should
    httpsUrls: c.urlForm === "absolute-https",
  };
}
