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
    forwardDraftsOnly: c.drafts === "forward-drafts-only",
    ...named("issuanceType", c.issuanceTypeInput, "defaulted"),
    ...named("documentKeys", c.documentKeys, "both-optional"),
    ...when(c.keyForm === "lengths", "documentKeyMaxLength", 24),
    ...when(c.keyForm === "key-form", "documentKeyPattern", "^[sr][a-z0-9]{14}$"),
    ...when(c.keyForm === "characters", "plainNames", true),
    unregisteredForwardRecipients: c.recipients === "any-business",
    ...when(c.recipients === "registry", "recipientRegistry", true),
    ownCompanyNotParty: c.ownParty === "registered-company",
    ...when(c.ownParty === "several-companies", "severalCompanies", true),
    separateTestData: c.testMode === "sandbox",
    ...when(c.testMode === "test-only-fixtures", "testOnlyFixtures", true),
    uploadNotNeeded: c.upload === "informational",
    ...named("uploadLimits", c.uploadLimits, "none"),
    ...when(c.fileReference === "the-url", "fileReference", "url"),
    ...when(c.fileReference === "caller-name", "fileReference", "name"),
    ...when(c.counterpartyIdentity === "brn", "counterpartyIds", "brn"),
    ...when(c.counterpartyIdentity === "target-assigned", "counterpartyIds", "target"),
    ...when(c.counterpartyIdentity === "both", "counterpartyIds", "both"),
    ...when(c.counterpartyIdentity === "id-form", "counterpartyIdPattern", "^cp[_-][a-z0-9-]{6,24}$"),
    ...named("counterpartyType", c.counterpartyType, "optional"),
    ...named("brnValidity", c.brnValidity, "check-digit"),
    maxAdditionalContacts: maxContacts,
    numericIds: c.idType === "number",
    ...when(c.writeDate === "compact", "writeDateZone", "Asia/Seoul"),
    ...when(c.writeDate === "date-time", "writeDateZone", "Pacific/Honolulu"),
    ...when(c.amounts === "rounded", "taxRounding", "round"),
    ...when(c.amounts === "truncated", "taxRounding", "truncate"),
    ...when(c.amounts === "integer", "integerAmounts", true),
    ...when(c.counterpartyList === "pages", "counterpartyPages", { first: 0, size: 3 }),
    ...when(c.counterpartyList === "pages-from-one", "counterpartyPages", { first: 1, size: 2 }),
    ...when(c.counterpartyList === "small-default", "defaultPageSize", 3),
    ...named("attachmentOrder", c.attachments, "newest-last"),
    draftByDocumentKey: c.updateTarget === "document-key-match",
    ...named("lookupFirst", c.inputOrLookup, "input-first"),
    ...named("credentialOrder", c.credentialOrder, "credential-first"),
    noCredentialForbidden: c.noCredential === "forbidden",
    certificateFirst: c.certificate === "certificate-first",
    genericErrors: c.genericRows === "generic-first",
    bodyRecordsFirst: c.twoUnknown === "body-first",
    recordsBeforeState: c.stateOrRecord === "lookup-first",
    keyBeforeState: c.stateOrKey === "key-first",
    ...when(c.updateDirection === "state-first", "updateDirection", "fixed-on-update"),
    ...when(c.updateDirection === "body-first", "updateDirection", "body-first"),
    fixedIdForm: c.malformedIds === "fixed-form",
    counterpartyContentFirst: c.counterpartyRules === "content-first",
    ...named("creationOrder", c.creationOrder, "direction-first"),
    ...named("unknownParty", c.unknownParty, "never"),
    ...when(c.actingParty === "by-credential", "actingParty", "forbidden"),
    ...when(c.actingParty === "own-refusal", "actingParty", "own-identifier"),
    ...when(c.actingParty === "by-brn", "actingParty", "by-brn"),
    ...when(c.actingParty === "outside", "actingParty", "outside"),
    ...named("modificationCopies", c.modificationCopies, "free"),
    ...named("stateAfter", c.stateAfter, "issued"),
    ...when(c.sendingCompleted === "sending-state", "sendingSeconds", SENDING_SECONDS),
    ...when(c.refuseRequest === "other-error", "refuseOtherStates", "other-error"),
    ...when(c.refuseRequest === "cancelled-state" || c.refuseRequest === "removed", "refusedRequest", c.refuseRequest as "cancelled-state" | "removed"),
    ...named("refuseInterface", c.refuseInterface, "answers-invoice"),
    ...named("refuseTestParam", c.refuseTest, "accepted"),
    ...named("otherOperations", c.otherOperations, "none"),
    ...named("rateLimit", c.rateLimit, "none"),
    ...named("versioning", c.versioning, "unversioned"),
    sheetNotEnabled: c.sheetNotEnabled,
    ...named("sheetTest", c.sheetTest, "ignored"),
    ...named("sheetFormat", c.sheetFormat, "columns"),
    ...named("ownBrnIdentifier", c.ownBrnIdentifier, "equality"),
    ...named("ongoing", c.ongoing, "until-transmitted"),
    ...named("deleteBody", c.deleteBody, "none"),
    ...named("taxTypeScope", c.taxTypeScope, "every-draft"),
    ...named("documentKeySet", c.documentKeySet, "setting-is-change"),
    ...named("immediateSupplierKey", c.immediateSupplierKey, "no-supplier-key"),
    ...named("reverseDraftPath", c.reverseDraftPath, "never"),
    ...named("attachAfterCreate", c.attachAfterCreate, "never"),
    ...named("createNotFound", c.createNotFound, "never"),
    ...named("invoiceIds", c.invoiceIds, "assigned"),
    ...named("keyBrn", c.keyBrn, "narrows"),
    ...named("businessInfoBrns", c.businessInfoBrns, "any-count"),
    ...named("ntsParty", c.ntsParty, "either"),
    ...named("externalFailure", c.externalFailure, "never"),
    ...named("forbidden", c.forbidden, "never"),
    ...named("updateOriginal", c.updateOriginal, "never"),
    ...named("modificationInput", c.modificationInput, "modification-drafts"),
    ...when(c.emptyAnswer !== "no-body", "emptyAnswer", c.emptyAnswer as "empty-object" | "null" | "record"),
    ...named("booleanQuery", c.booleanQuery, "words"),
    unknownParametersRefused: c.unknownParameters === "refused",
    includeMenuSameUrl: c.includeMenu === "same-url",
    httpsUrls: c.urlForm === "absolute-https",
  };
}
