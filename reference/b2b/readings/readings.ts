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
  /** F-COUNTERPARTY-IDENTITY: the id is the brn, or the target assigns it, or both the caller's and the target's (`internalId`) name it (usually the caller's, or one made up). */
  counterpartyIds?: "brn" | "target" | "both";
  /** F-COUNTERPARTY-IDENTITY: a counterparty id the caller chooses must have this form (a regular expression). */
  counterpartyIdPattern?: string;
  /** F-COUNTERPARTY-TYPE-INPUT: a create must name the type, or no body carries one (the default's), or it comes from the verification result. */
  counterpartyType?: "required" | "absent" | "from-verification";
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
  /**
   * F-ACTING-PARTY: the account acting for the other party of an invoice is refused first (403 ForbiddenError, an
   * identifier of its own, or unless the brn parameter names that party), or the supplier approves outside the API.
   */
  actingParty?: "forbidden" | "own-identifier" | "by-brn" | "outside";
  /** F-MODIFICATION-COPIES: a modification keeps its original's issuance type, or its parties too. */
  modificationCopies?: "same-direction" | "same-parties";
  /**
   * F-STATE-AFTER: issue-immediately transmits at once (answering the sending-completed state); issuing answers an
   * intermediate state (ISSUING, ISSUED from the next request on); cancellations go back to DRAFTED.
   */
  stateAfter?: "sent-at-once" | "intermediate" | "back-to-draft";
  /** F-TRANSMISSION-STATE: a transmitted invoice is SENDING for this many seconds before it is sending-completed. */
  sendingSeconds?: number;
  /** F-REFUSE-REQUEST-STATES: another state is refused with 409 and an identifier of its own. */
  refuseOtherStates?: "other-error";
  /** F-REFUSE-REQUEST-STATES: a refused request is cancelled, or removed (404 afterwards); usually REQUEST_REFUSED. */
  refusedRequest?: "cancelled-state" | "removed";
  /** F-REFUSE-REQUEST-INTERFACE: refuse-request refuses a body, requires a reason, answers empty, or takes no query parameter. */
  refuseInterface?: "no-body" | "reason-body" | "empty" | "no-parameters";
  /** F-REFUSE-REQUEST-TEST-PARAM: refuse-request ignores or refuses the test parameter. */
  refuseTestParam?: "ignored" | "refused";
  /** F-OTHER-OPERATIONS: operations the table does not list (a read by key; a list of tax invoices too). */
  otherOperations?: "read-by-key" | "more";
  /** F-UPLOAD-LIMITS: files refused beyond a size, of another type than text (at the upload, or early at the URL), with names of another form. */
  uploadLimits?: "size" | "types" | "names" | "refused-early";
  /** F-RATE-LIMITS: one late call of area A is answered 429 or 503 with Retry-After 0, or a 429 naming no wait (gateway.ts), or every answer is slowed. */
  rateLimit?: "paced" | "unavailable" | "bare-429" | "slowed";
  /** F-VERSIONING: answers carry the version (a version header is taken), or Deprecation and Sunset headers. */
  versioning?: "version-header" | "deprecation-headers";
  /** F-SHEET-NOT-ENABLED: the CSV export for an account without B2B (usually served). */
  sheetNotEnabled?: "not-enabled" | "unauthorized" | "invalid";
  /** F-SHEET-TEST-PARAM: the export refuses the test parameter, or exports test-mode invoices. */
  sheetTest?: "refused" | "honoured";
  /** F-SHEET-COLUMNS: no header row, semicolons, a byte order mark, or sent as an attachment. */
  sheetFormat?: "no-header" | "semicolon" | "bom" | "attachment";
  /** F-OWN-BRN-IDENTIFIER: B2bCounterpartySelfOriginBrnMismatchError also answers a verification whose brn differs. */
  ownBrnIdentifier?: "origin-mismatch";
  /** F-PAIR-COUNTERPARTY-RULES: an update's content is checked before the counterparty is refused as partner-linked. */
  counterpartyContentFirst?: boolean;
  /** F-BRN-VALIDITY: a brn is invalid when not ten digits, when no registry knows it, or when its business is closed. */
  brnValidity?: "form-only" | "registry" | "closed";
  /** F-ONGOING-TAX-INVOICE: the invoices in progress for a counterparty's deletion (usually drafts, requests and issued ones). */
  ongoing?: "drafts" | "requests" | "not-cancelled";
  /** F-DELETE-BODY: a deletion's body, when there is one, must be {} or carry a reason. */
  deleteBody?: "empty-object" | "reason";
  /** F-TAX-TYPE-SCOPE: PUT draft refuses a taxation type change only on modification drafts. */
  taxTypeScope?: "modifications-only";
  /** F-DOCUMENT-KEY-SET: PUT draft may set a document key the draft did not have. */
  documentKeySet?: "setting-allowed";
  /** F-ISSUE-IMMEDIATELY-SUPPLIER-KEY: issue-immediately without a supplier key is InvalidRequestError, or issues. */
  immediateSupplierKey?: "invalid" | "accepted";
  /** F-REVERSE-DRAFT-PATH: POST issue sends a reverse draft to the supplier (REQUESTED), or an operation of its own does. */
  reverseDraftPath?: "issue-requests" | "unlisted";
  /** F-ATTACH-AFTER-CREATE: files named in the creation body are attached, or an operation of its own attaches later. */
  attachAfterCreate?: "in-creation" | "unlisted";
  /** F-CREATE-TAX-INVOICE-NOT-FOUND: an unknown original is B2bTaxInvoiceNotFoundError, or a creation may name a draft it replaces. */
  createNotFound?: "original" | "draft-replaced";
  /** F-ID-IN-USE: a creation may carry an invoice id the caller chooses, or PUT draft may give a new one. */
  invoiceIds?: "caller-id" | "update-renames";
  /** F-KEY-BRN-PARAM: the brn of keyed operations is ignored, chooses the acting company, or is refused when neither party's. */
  keyBrn?: "ignored" | "acting-company" | "checked";
  /** F-BUSINESS-INFO-ENABLEMENT: business-info for an account the operator did not enable for it. */
  businessInfoNotEnabled?: "forbidden" | "other";
  /** F-UNREGISTERED-RECIPIENT: a forward invoice's recipient may be any brn of a valid form (the registry's). */
  recipientRegistry?: boolean;
  /** F-NTS-PARTY: only the supplier's, or only the recipient's connection to the tax authority counts. */
  ntsParty?: "supplier" | "recipient";
  /** F-EXTERNAL-FAILURE: a supplier brn of zeros fails in test mode, or a control makes the next call fail (502). */
  externalFailure?: "test-mode-trigger" | "control";
  /** F-FORBIDDEN: records of another company, or callers outside an address list, are refused 403 ForbiddenError. */
  forbidden?: "other-company" | "network";
  /** F-UPDATE-ORIGINAL: PUT draft of a modification checks its original again, or may name another. */
  updateOriginal?: "rechecked" | "named-again";
  /** F-ISSUANCE-TYPE-MISMATCH, F-PAIR-STATE-VS-ISSUANCE-TYPE: PUT draft refuses a change of direction (after the state, or before it). */
  updateDirection?: "fixed-on-update" | "body-first";
  /** F-MODIFICATION-INPUT: every PUT draft must carry a modification input. */
  modificationInput?: "every-put";
  /** F-AMOUNT-TYPE: amounts must be whole numbers. */
  integerAmounts?: boolean;
  /** F-TEXT-VALUES: names with commas or ampersands are invalid input. */
  plainNames?: boolean;
  /** F-COUNTERPARTY-LIST-PAGES: without requestBody the list answers only this many, newest first. */
  defaultPageSize?: number;
  /** F-EMPTY-ANSWER: attach-file and an attachment's deletion answer {}, null or the invoice (usually no body). */
  emptyAnswer?: "empty-object" | "null" | "record";
  /** F-BOOLEAN-QUERY: test and includeMenu also take 1 and 0, or any case. */
  booleanQuery?: "digits" | "any-case";
  /** F-UNKNOWN-PARAMETERS: a query parameter the operation does not know is invalid input. */
  unknownParametersRefused?: boolean;
  /** F-INCLUDE-MENU: the popup URL is the same whatever includeMenu says. */
  includeMenuSameUrl?: boolean;
  /** F-BUSINESS-INFO-BRNS: a lookup takes at most 10 brns, or refuses a brn no registry knows. */
  businessInfoBrns?: "limited" | "refused";
  /** F-OWN-PARTY: the account has several companies, each a party of its invoices without being a counterparty. */
  severalCompanies?: boolean;
  /** F-TEST-MODE: the fixtures exist in test mode only (live data is a set of its own, without them). */
  testOnlyFixtures?: boolean;
  /** F-URL-FORM: document and registration URLs are absolute https URLs (on a host the suite never reaches). */
  httpsUrls?: boolean;
  /** F-PAIR-TWO-NOT-FOUND: the records a body names are looked up before the one the path names. */
  bodyRecordsFirst?: boolean;
  /** F-PAIR-STATE-VS-NOT-FOUND: the file or attachment is looked up before the invoice's state is checked. */
  recordsBeforeState?: boolean;
  /** F-PAIR-STATE-VS-DOCUMENT-KEY: the missing document key is answered before the state. */
  keyBeforeState?: boolean;
  /** F-PAIR-MALFORMED-ID: ids of another form than the target's are invalid input. */
  fixedIdForm?: boolean;
  /** F-PAIR-CREATION-RULES: which of the creation rows is checked first (usually the issuance type, then parties, keys, original). */
  creationOrder?: "uniqueness-first" | "parties-first" | "original-first";
}
