// The readings of open points and the legal choices a target may make, as switches of the reference.
/**
 * Legal choices the spec leaves to a target, where the reference usually takes one and a generated dialect may take
 * another (dialects/generated.ts, each named by its row of fixtures/spec-tables/b2b-freedoms.json): the suite must pass
 * either way, told only by the profile. Absent, each is the reference's usual choice.
 */
export interface Readings {
  /** POST draft refuses the reverse issuance type (A-OPEN-ISSUANCE-TYPE-MISMATCH); usually it saves either. */
  forwardDraftsOnly?: boolean;
  /** POST draft refuses a body that names no issuance type; usually absent means the operation's default. */
  issuanceTypeRequired?: boolean;
  /** F-ISSUANCE-TYPE-INPUT: every creation and PUT draft must name it, or 15 and 15b refuse a body naming their own. */
  issuanceType?: "required" | "refused-where-implied";
  /** F-DOCUMENT-KEYS-INPUT: a creation must carry its creator's document key, or both. */
  documentKeys?: "creator-required" | "both-required";
  /** F-TEXT-VALUES: document keys longer than this are invalid input. */
  documentKeyMaxLength?: number;
  /** F-TEXT-VALUES: document keys of another form (this regular expression) are invalid input. */
  documentKeyPattern?: string;
  /** A forward invoice may name a recipient no counterparty has (A-OPEN-UNREGISTERED-RECIPIENT); usually 404. */
  unregisteredForwardRecipients?: boolean;
  /** The company itself is never a party of its invoices: both parties must be registered counterparties. */
  ownCompanyNotParty?: boolean;
  /** test=true calls see a data set of their own, seeded alike (A-OPEN-TEST-MODE); usually one data set. */
  separateTestData?: boolean;
  /** The upload URL is informational, on a host that does not resolve: a file counts as uploaded once its URL is made. */
  uploadNotNeeded?: boolean;
  /** F-FILE-REFERENCE: attach-file names the file by its upload URL, or by the name the caller gave it (usually its id). */
  fileReference?: "url" | "name";
  /** F-COUNTERPARTY-IDENTITY: the id is the brn, or the target assigns it (usually the caller's, or one made up). */
  counterpartyIds?: "brn" | "target";
  /** F-COUNTERPARTY-IDENTITY: a counterparty id the caller chooses must have this form (a regular expression). */
  counterpartyIdPattern?: string;
  /** F-COUNTERPARTY-TYPE-INPUT: a create must name the type, or no body carries one (the default's). */
  counterpartyType?: "required" | "absent";
  /** F-CONTACTS-LIMIT: how many additional contacts a counterparty may have; null: no limit (usually 3). */
  maxAdditionalContacts?: number | null;
  /** F-ID-TYPE: tax invoice ids are digits (a dialect may answer them as JSON numbers). */
  numericIds?: boolean;
  /** F-WRITE-DATE: a write date after today in this time zone is invalid input. */
  writeDateZone?: string;
  /** F-AMOUNT-TYPE: the tax amount must be the supply amount at the type's rate, rounded or truncated to the won. */
  taxRounding?: "round" | "truncate";
  /** F-COUNTERPARTY-LIST-PAGES: the list pages (newest first): its first page's number and size. */
  counterpartyPages?: { first: 0 | 1; size: number };
  /** F-ATTACHMENT-ID: the order of an invoice's attachments (usually oldest first). */
  attachmentOrder?: "newest-first" | "by-name" | "by-id";
  /** F-UPDATE-DRAFT-TARGET: PUT draft updates the draft whose supplier document key its invoice carries. */
  draftByDocumentKey?: boolean;
  /** F-PAIR-INVALID-INPUT-VS-NOT-FOUND: the record a path names is looked up before the body is read (or after its syntax). */
  lookupFirst?: "lookup-first" | "syntax-first";
  /** F-PAIR-CREDENTIAL-VS-REQUEST: an unknown record in the path is 404 before the credential, or B2bNotEnabledError comes last. */
  credentialOrder?: "route-first" | "feature-last";
  /** F-PAIR-NO-CREDENTIAL: a call with no credential at all is 403 ForbiddenError (the CSV export, listing no 403: 401). */
  noCredentialForbidden?: boolean;
  /** F-PAIR-CERTIFICATE: no certificate is answered before no connection. */
  certificateFirst?: boolean;
  /** F-PAIR-GENERIC-VS-SPECIFIC: the general row answers where a specific one also applies. */
  genericErrors?: boolean;
  /** F-CREATE-COUNTERPARTY-NOT-FOUND: an unknown party is B2bCounterpartyNotFoundError on either side, or on the counterparty's side. */
  unknownParty?: "either-party" | "other-party";
  /** F-ACTING-PARTY: the account acting for the other party of an invoice is refused first (403 ForbiddenError or an identifier of its own). */
  actingParty?: "forbidden" | "own-identifier";
  /** F-MODIFICATION-COPIES: a modification keeps its original's issuance type, or its parties too. */
  modificationCopies?: "same-direction" | "same-parties";
  /** F-STATE-AFTER: issue-immediately transmits at once, answering the sending-completed state. */
  stateAfter?: "sent-at-once";
  /** F-REFUSE-REQUEST-STATES: another state is refused with 409 and an identifier of its own. */
  refuseOtherStates?: "other-error";
}
