// A family of area A dialects: a seed draws one legal choice in every dimension of the freedom table (dimensions.ts)
// and yields both the reference's dialect and readings (what it reads, answers and decides) and the profile that
// describes them. The suite's tests never know the dialect: only the profile tells them.
import { readFileSync } from "node:fs";
import type { Readings } from "../readings.js";
import type { StorageProtocol } from "../storage.js";
import type { Dialect } from "./dialect.js";
import { choicesOf, type Choices } from "./dimensions.js";
import { GeneratedProfile } from "./generated-profile.js";
import { wireName, type Namer } from "./names.js";
import { pick, rng } from "./random.js";
import { spellings } from "./spellings.js";
import { speller, WireShape } from "./wire-shape.js";

export { DIMENSIONS, NOT_GENERATED, choicesOf, type Choices } from "./dimensions.js";

export interface GeneratedDialect {
  seed: number;
  choices: Choices;
  dialect: Dialect;
  readings: Readings;
  /** The profile's b2b section that describes the dialect. */
  profile: Record<string, unknown>;
}

const IDENTIFIERS = [...new Set((JSON.parse(readFileSync(new URL("../../../fixtures/error-tables/b2b.json", import.meta.url), "utf8")) as
  { errors: { error: string }[] }).errors.map((e) => e.error))];

export function generateDialect(seed: number): GeneratedDialect {
  const random = rng(seed);
  const c = choicesOf(seed);
  const names = wireName(random, c.style);
  const shape = new WireShape(random, names, c, spellings(random, c.enums));
  const storage = storageOf(c, names);
  const maxContacts = { few: pick(random, [3, 5]), "none-allowed": 0, many: 100, unlimited: null }[c.contacts];
  const spell = speller(c, IDENTIFIERS);
  return {
    seed, choices: c, readings: readingsOf(c, maxContacts),
    dialect: shape.dialect(`generated:${seed}`, storage, spell),
    profile: new GeneratedProfile(shape, { identifiers: IDENTIFIERS, spell, storage, maxContacts }).build(),
  };
}

/** How the dialect's object storage takes a file. */
function storageOf(c: Choices, names: Namer): StorageProtocol | undefined {
  const status = ({ "status-200": 200, "status-201": 201, "status-204": 204 } as const)[c.uploadStatus];
  const common = { status, headers: c.uploadHeaders === "answer-headers", ...(c.fileReference === "upload-answer" ? { answersId: names.word("fileId") } : {}) };
  switch (c.upload) {
    case "informational": return undefined;
    case "put-raw": return { method: "PUT", encoding: "raw", ...common };
    case "post-raw": return { method: "POST", encoding: "raw", ...common };
    case "presigned-form": return { method: "POST", encoding: "multipart", fileField: "file", ...common };
    case "json-base64": return { method: "POST", encoding: "json", json: { name: names.word("fileName"), content: names.word("content") }, ...common };
  }
}

/** The legal choices of the reference's core a dialect takes (Readings, each named by its row). */
function readingsOf(c: Choices, maxContacts: number | null): Readings {
  return {
    forwardDraftsOnly: c.drafts === "forward-drafts-only",
    ...(c.issuanceTypeInput !== "defaulted" ? { issuanceType: c.issuanceTypeInput } : {}),
    ...(c.documentKeys !== "both-optional" ? { documentKeys: c.documentKeys } : {}),
    ...(c.keyForm === "lengths" ? { documentKeyMaxLength: 24 } : c.keyForm === "key-form" ? { documentKeyPattern: "^[sr][a-z0-9]{14}$" } : {}),
    unregisteredForwardRecipients: c.recipients === "any-business", ownCompanyNotParty: c.ownParty === "registered-company",
    separateTestData: c.testMode === "sandbox", uploadNotNeeded: c.upload === "informational",
    ...(c.fileReference === "the-url" ? { fileReference: "url" } : c.fileReference === "caller-name" ? { fileReference: "name" } : {}),
    ...(c.counterpartyIdentity === "brn" ? { counterpartyIds: "brn" } : c.counterpartyIdentity === "target-assigned" ? { counterpartyIds: "target" } : {}),
    ...(c.counterpartyIdentity === "id-form" ? { counterpartyIdPattern: "^cp[_-][a-z0-9-]{6,24}$" } : {}),
    ...(c.counterpartyType !== "optional" ? { counterpartyType: c.counterpartyType } : {}),
    maxAdditionalContacts: maxContacts, numericIds: c.idType === "number",
    ...(c.writeDate === "compact" ? { writeDateZone: "Asia/Seoul" } : c.writeDate === "date-time" ? { writeDateZone: "Pacific/Honolulu" } : {}),
    ...(c.amounts === "rounded" ? { taxRounding: "round" } : c.amounts === "truncated" ? { taxRounding: "truncate" } : {}),
    ...(c.counterpartyList === "pages" ? { counterpartyPages: { first: 0, size: 3 } } : c.counterpartyList === "pages-from-one" ? { counterpartyPages: { first: 1, size: 2 } } : {}),
    ...(c.attachments !== "newest-last" ? { attachmentOrder: c.attachments } : {}),
    draftByDocumentKey: c.updateTarget === "document-key-match",
    ...(c.inputOrLookup !== "input-first" ? { lookupFirst: c.inputOrLookup } : {}),
    ...(c.credentialOrder !== "credential-first" ? { credentialOrder: c.credentialOrder } : {}),
    noCredentialForbidden: c.noCredential === "forbidden", certificateFirst: c.certificate === "certificate-first", genericErrors: c.genericRows === "generic-first",
    ...(c.unknownParty !== "never" ? { unknownParty: c.unknownParty } : {}),
    ...(c.actingParty === "by-credential" ? { actingParty: "forbidden" } : c.actingParty === "own-refusal" ? { actingParty: "own-identifier" } : {}),
    ...(c.modificationCopies !== "free" ? { modificationCopies: c.modificationCopies } : {}),
    ...(c.stateAfter === "sent-at-once" ? { stateAfter: "sent-at-once" } : {}),
    ...(c.refuseRequest === "other-error" ? { refuseOtherStates: "other-error" } : {}),
  };
}
