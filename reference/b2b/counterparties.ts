// Counterparty operations 3 to 10 on the canonical shapes: certificates, get, delete, update, list, create.
import { B2bFailure, COUNTERPARTY_TYPES, IN_PROGRESS, invalid, MAX_ADDITIONAL_CONTACTS, ONGOING, type Contact, type Counterparty } from "./model.js";
import type { Readings } from "./readings/readings.js";
import type { B2bBook } from "./book.js";
import { brnValid } from "./brn.js";
import { object, optionalArray, optionalBoolean, optionalString, type Body } from "./input.js";
import { ACCOUNT_PARTY_BRN, BUSINESS_INFO_BRNS, CLOSED_BRN, OWN_BRN, registryBrns, seedCounterparties, seedVerifications } from "./seed.js";

const SEEDED_BRNS = new Set(seedCounterparties().map((c) => c.brn));
/**
 * The brns a registry knows (Readings.brnValidity "registry"): the seed's and the fresh ones the profile lists. Made
 * once per reference (its readings are made as it starts), not as the module loads, so a mutant in it acts in the run
 * that uses it (mutation/README.md).
 */
const registries = new WeakMap<Readings, Set<string>>();
function registry(readings: Readings): Set<string> {
  let known = registries.get(readings);
  // Stryker disable next-line ConditionalExpression: equivalent: a registry made again holds the same brns (the cache only saves the time)
  if (!known) registries.set(readings, (known = new Set([...SEEDED_BRNS, ...seedVerifications().map((v) => v.brn), OWN_BRN, ACCOUNT_PARTY_BRN, ...BUSINESS_INFO_BRNS, ...registryBrns()])));
  return known;
}

/** Whether a brn is valid as the target reads validity (F-BRN-VALIDITY): usually its national check digit. */
function valid(brn: string, readings: Readings): boolean {
  switch (readings.brnValidity) {
    // Stryker disable next-line StringLiteral, Regex: unfixed: a brn's validity is a freedom (F-BRN-VALIDITY); where it is the form alone, the profile's invalid brn (12345) is refused by any ten-digit test, anchored or not, and by the check digit
    case "form-only": return /^\d{10}$/.test(brn);
    case "registry": return registry(readings).has(brn);
    case "closed": return brnValid(brn) && brn !== CLOSED_BRN;
    default: return brnValid(brn);
  }
}

const fail = (status: number, identifier: string) => new B2bFailure(status, identifier);

/** The fields a create or update carries; wrong types are invalid input, missing ones are reported by the caller. */
function fields(body: Body, readings: Readings) {
  // Stryker disable next-line ArrayDeclaration, StringLiteral, BlockStatement: unfixed: whether names may hold commas or ampersands is a freedom (F-TEXT-VALUES); the suite's names hold neither
  for (const name of ["name", "representativeName"]) {
    // Stryker disable next-line ConditionalExpression, LogicalOperator, Regex, StringLiteral: unfixed: whether names may hold commas or ampersands is a freedom (F-TEXT-VALUES), its message too; the suite's names hold neither
    if (readings.plainNames && /[,&]/.test(optionalString(body, name) ?? "")) throw invalid(`${name} may not hold commas or ampersands`);
  }
  // Stryker disable next-line BlockStatement: open A-OPEN-REQUEST-SHAPES: an additional contact's fields are not shown; the suite counts contacts only
  const contacts = optionalArray(body, "additionalContacts")?.map((c, i): Contact => {
    // Stryker disable next-line StringLiteral: message: the name in an error's message is not fixed
    const o = object(c, `additionalContacts/${i}`);
    const email = optionalString(o, "email");
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-REQUEST-SHAPES: which fields an additional contact needs is not shown; the suite's contacts are the profile's
    if (!email) throw fail(400, "B2bCounterpartyMissingRequiredFieldsError");
    // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-RECORD-FIELDS: a counterparty's contacts are not shown; the suite reads a counterparty's brn and name only
    return { name: optionalString(o, "name"), email };
  });
  return {
    id: optionalString(body, "id"), brn: optionalString(body, "brn"), name: optionalString(body, "name"),
    representativeName: optionalString(body, "representativeName"), type: optionalString(body, "type"),
    email: optionalString(body, "email"), additionalContacts: contacts, verificationId: optionalString(body, "verificationId"),
    partnerLinked: optionalBoolean(body, "partnerLinked"), connectToNts: optionalBoolean(body, "connectToNts"),
  };
}
type Fields = ReturnType<typeof fields>;

export class CounterpartyDesk {
  constructor(private readonly book: B2bBook, private readonly has: (fault: string) => boolean, private readonly readings: Readings = {}) {}

  /** A specific row, or the general one where the target answers it instead (F-PAIR-GENERIC-VS-SPECIFIC). */
  private specific(status: number, identifier: string): B2bFailure {
    return this.readings.genericErrors ? invalid(identifier) : fail(status, identifier);
  }

  certificateTarget(brn: string, needsCertificate: boolean): Counterparty {
    const found = this.book.byBrn(brn);
    const unregistered = () => {
      if ((this.has("registration-url-needs-certificate") || needsCertificate) && !found.certificateRegistered && !this.has("cert-unregistered-served")) {
        throw fail(404, "B2bCertificateUnregisteredError");
      }
    };
    // Stryker disable next-line ConditionalExpression: unfixed: which of two rows answers first is a freedom (F-PAIR-CERTIFICATE); the seed's counterparty without connection has a certificate, so no request shows the order
    if (this.readings.certificateFirst) unregistered();
    if (!found.ntsConnected && !this.has("cert-not-connected-served")) throw fail(400, "B2bCounterpartyNtsNotConnectedError");
    unregistered();
    return found;
  }

  get(id: string): Counterparty {
    return this.book.counterparty(id);
  }

  delete(id: string, body: unknown): Counterparty {
    // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-REQUEST-SHAPES: a deletion body's fields are not shown; the suite sends the profile's body or none, and as invalid input malformed JSON
    if (body !== undefined) {
      // Stryker disable next-line StringLiteral: message: the name in an error's message is not fixed
      const given = object(body, "the body");
      // Stryker disable next-line ConditionalExpression, StringLiteral, EqualityOperator, LogicalOperator: open A-OPEN-REQUEST-SHAPES: a deletion body's fields are not shown (F-DELETE-BODY), its message neither; the suite sends the profile's body
      if (this.readings.deleteBody === "empty-object" && Object.keys(given).length > 0) throw invalid("a deletion's body is {}");
      // Stryker disable next-line ConditionalExpression, StringLiteral, EqualityOperator, LogicalOperator: open A-OPEN-REQUEST-SHAPES: a deletion body's fields are not shown (F-DELETE-BODY), its message neither; the suite sends the profile's body
      if (this.readings.deleteBody === "reason" && optionalString(given, "reason") === undefined) throw invalid("a deletion's body carries a reason");
    }
    const found = this.book.counterparty(id);
    if (found.partnerLinked && !this.has("partner-linked-deletable")) throw fail(403, "B2bCounterpartyPartnerNotDeletableError");
    const inProgress = this.readings.ongoing ? ONGOING[this.readings.ongoing] : IN_PROGRESS;
    const ongoing = this.book.invoicesOf(found.brn).some((t) => inProgress.includes(t.status));
    if (ongoing && !this.has("ongoing-deletable")) throw fail(409, "B2bCounterpartyOngoingTaxInvoiceExistsError");
    if (!this.has("delete-not-stored")) this.book.counterparties.delete(id);
    return found;
  }

  update(id: string, rawBody: unknown): Counterparty {
    const found = this.book.counterparty(id);
    const partner = () => {
      if (found.partnerLinked && !this.has("partner-linked-updatable")) throw fail(403, "B2bCounterpartyPartnerNotUpdatableError");
    };
    // Stryker disable next-line BooleanLiteral, ConditionalExpression: equivalent: partner() runs again after the content's checks, so the order shows only on a request breaking two rules (F-PAIR-COUNTERPARTY-RULES)
    if (!this.readings.counterpartyContentFirst) partner();
    // Stryker disable next-line StringLiteral: message: the names in an error's message are not fixed
    const f = fields(object(object(rawBody, "the body").counterparty, "counterparty"), this.readings);
    if (f.brn !== undefined && f.brn !== found.brn && !this.has("brn-change-accepted")) throw fail(400, "B2bCounterpartyBrnModificationNotAllowedError");
    // Stryker disable next-line LogicalOperator: open A-OPEN-REQUEST-SHAPES: whether an update names the brn is not shown; the profile's update from a verification names it
    this.check(f, f.brn ?? found.brn);
    partner();
    const updated: Counterparty = { ...found, name: f.name!, representativeName: f.representativeName!, email: f.email!,
      // Stryker disable next-line LogicalOperator: open A-OPEN-RECORD-FIELDS: a counterparty's type and contacts are not shown; the suite reads a counterparty's brn and name only
      type: f.type ?? found.type, additionalContacts: f.additionalContacts ?? found.additionalContacts };
    if (!this.has("update-not-stored")) this.book.counterparties.set(id, updated);
    return updated;
  }

  /** The counterparties a list request asks for; where the list pages (newest first), the page requestBody names (default the first). */
  list(requestBody: string | null): Counterparty[] {
    let brn: string | undefined;
    let page: unknown;
    if (requestBody !== null) {
      let parsed: unknown;
      // Stryker disable next-line BlockStatement, StringLiteral: equivalent: without the catch's block object() refuses the undefined left with the same 400 InvalidRequestError; the message is not fixed
      try { parsed = JSON.parse(requestBody); } catch { if (this.has("request-body-json-unchecked")) return [...this.book.counterparties.values()]; throw invalid("requestBody must be JSON"); }
      // Stryker disable next-line StringLiteral: message: the name in an error's message is not fixed
      const body = object(parsed, "requestBody");
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-REQUEST-SHAPES: GetB2bCounterpartiesBody's fields are not shown; the suite only looks for its counterparty in what the list answers
      brn = body.filter === undefined ? undefined : optionalString(object(body.filter, "filter"), "brn");
      page = body.page;
    }
    // Stryker disable next-line MethodExpression, ConditionalExpression, EqualityOperator: open A-OPEN-REQUEST-SHAPES: GetB2bCounterpartiesBody's fields are not shown; the suite only looks for its counterparty in what the list answers
    let all = [...this.book.counterparties.values()].filter((c) => brn === undefined || c.brn === brn);
    const pages = this.readings.counterpartyPages;
    // Stryker disable next-line ConditionalExpression, BlockStatement: unfixed: whether and how the list pages is a freedom (F-COUNTERPARTY-LIST-PAGES); the suite walks the pages from the first for its counterparty, which one page, larger or overlapping pages and any order still hold, and never asks for a page outside them
    if (pages) {
      const n = page ?? pages.first;
      // Stryker disable next-line ConditionalExpression, LogicalOperator, StringLiteral: unfixed: whether and how the list pages is a freedom (F-COUNTERPARTY-LIST-PAGES); the suite walks the pages from the first for its counterparty, which one page, larger or overlapping pages and any order still hold, and never asks for a page outside them
      if (typeof n !== "number" || !Number.isInteger(n) || n < pages.first) throw invalid(`page must be a whole number from ${pages.first}`);
      // Stryker disable next-line MethodExpression, ArithmeticOperator: unfixed: whether and how the list pages is a freedom (F-COUNTERPARTY-LIST-PAGES); the suite walks the pages from the first for its counterparty, which one page, larger or overlapping pages and any order still hold, and never asks for a page outside them
      all = all.reverse().slice((n - pages.first) * pages.size, (n - pages.first + 1) * pages.size);
    }
    return this.has("list-ignores-created") ? all.filter((c) => SEEDED_BRNS.has(c.brn)) : all;
  }

  create(rawBody: unknown): Counterparty {
    // Stryker disable next-line StringLiteral: message: the names in an error's message are not fixed
    const f = fields(object(object(rawBody, "the body").counterparty, "counterparty"), this.readings);
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-REQUEST-SHAPES: which fields a new counterparty needs is not shown; the profile's bodies all name a brn
    if (f.brn === undefined) throw this.specific(400, "B2bCounterpartyMissingRequiredFieldsError");
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, BooleanLiteral, BlockStatement: unfixed: a form of the ids a caller chooses is a freedom (F-COUNTERPARTY-IDENTITY); the suite's ids take the profile's form
    if (f.id !== undefined && this.readings.counterpartyIdPattern !== undefined && !new RegExp(this.readings.counterpartyIdPattern).test(f.id)) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid(`id does not have the form ${this.readings.counterpartyIdPattern}`);
    }
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral, BlockStatement: unfixed: whether a create must name the type is a freedom (F-COUNTERPARTY-TYPE-INPUT); the suite's bodies name it where the profile's templates do
    if (this.readings.counterpartyType === "required" && f.type === undefined && f.verificationId === undefined) {
      // Stryker disable next-line StringLiteral: unfixed: whether a create must name the type is a freedom (F-COUNTERPARTY-TYPE-INPUT); no request of the suite leaves it out
      throw this.specific(400, "B2bCounterpartyMissingRequiredFieldsError");
    }
    if (!valid(f.brn, this.readings) && !this.has("invalid-brn-accepted")) throw this.specific(400, "B2bCounterpartyBrnInvalidError");
    if (f.brn === OWN_BRN && !this.has("own-brn-accepted")) throw fail(400, "B2bCounterpartySelfOriginBrnMismatchError");
    // Stryker disable next-line BooleanLiteral: open A-OPEN-OWN-BRN-IDENTIFIER: on creation a verification's other brn may be answered by either row
    this.check(f, f.brn, true);
    // Stryker disable next-line LogicalOperator: open A-OPEN-REQUEST-SHAPES: the fields naming a partner link and a connection are not shown; the profile's only body with either names both
    if (f.partnerLinked && f.connectToNts && !this.has("partner-connect-accepted")) throw fail(403, "B2bCounterpartyPartnerNotConnectableError");
    // Stryker disable next-line ArithmeticOperator: unfixed: the form of an id the target makes is its own (F-COUNTERPARTY-IDENTITY)
    const made = `cp-${this.book.counterparties.size + 1}-${Date.now().toString(36)}`;
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-COUNTERPARTY-IDENTITY: where the target assigns ids the suite sends none, so taking the caller's id when given changes nothing it sees (a comment reaches the whole line: the id-is-brn reading's killed mutants are disabled with it)
    const id = this.readings.counterpartyIds === "brn" ? f.brn : this.readings.counterpartyIds === "target" ? made : f.id ?? made;
    const taken = this.book.counterparties.get(id);
    if (taken?.partnerLinked && !this.has("duplicate-id-accepted")) {
      throw this.readings.genericErrors ? fail(409, "B2bCounterpartyIdAlreadyExistsError") : fail(409, "B2bCounterpartyIdAlreadyExistsByPartnerError");
    }
    if (taken && !this.has("duplicate-id-accepted")) throw fail(409, "B2bCounterpartyIdAlreadyExistsError");
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral, OptionalChaining: open A-OPEN-RECORD-FIELDS: a counterparty's type is not shown; the suite reads a counterparty's brn and name only
    const fromVerification = this.readings.counterpartyType === "from-verification" && f.verificationId ? this.book.verifications.get(f.verificationId)?.type : undefined;
    const created: Counterparty = {
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, ObjectLiteral, ArithmeticOperator: open A-OPEN-RECORD-FIELDS: a counterparty's fields are not shown; the target's own internalId beside the caller's id (F-COUNTERPARTY-IDENTITY both) is a member the suite does not read
      id, ...(this.readings.counterpartyIds === "both" ? { internalId: `cpi-${this.book.counterparties.size + 1000}-${Date.now().toString(36)}` } : {}),
      // Stryker disable next-line LogicalOperator, StringLiteral: open A-OPEN-RECORD-FIELDS: a counterparty's type is not shown; the suite reads a counterparty's brn and name only
      brn: f.brn, name: f.name!, representativeName: f.representativeName!, type: f.type ?? fromVerification ?? "BUSINESS", email: f.email!,
      // Stryker disable next-line LogicalOperator, ArrayDeclaration: open A-OPEN-RECORD-FIELDS: a counterparty's contacts are not shown; the suite reads a counterparty's brn and name only
      additionalContacts: f.additionalContacts ?? [], partnerLinked: false,
      // Stryker disable next-line LogicalOperator, BooleanLiteral: unfixed: whether a new counterparty is connected to the tax authority or has a certificate is the provider's; the suite takes the profile's counterparties for the rows on either
      ntsConnected: f.connectToNts ?? false, certificateRegistered: false,
      createdAt: new Date().toISOString(),
    };
    this.book.counterparties.set(id, created);
    return created;
  }

  /** The rules create and update share: required fields, contact limit, type, and the verification result. */
  private check(f: Fields, brn: string, creating = false): void {
    // Stryker disable next-line LogicalOperator, ConditionalExpression: open A-OPEN-REQUEST-SHAPES: which fields a counterparty needs is not shown; the profile's body missing required fields leaves out all three
    if ((!f.name || !f.representativeName || !f.email) && !this.has("missing-fields-accepted")) throw this.specific(400, "B2bCounterpartyMissingRequiredFieldsError");
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-REQUEST-SHAPES: a counterparty's types are not shown; the suite sends the profile's types, and the message is not fixed
    if (f.type !== undefined && !COUNTERPARTY_TYPES.includes(f.type)) throw invalid(`type must be one of ${COUNTERPARTY_TYPES.join(", ")}`);
    const max = this.readings.maxAdditionalContacts === undefined ? MAX_ADDITIONAL_CONTACTS : this.readings.maxAdditionalContacts;
    // Stryker disable next-line OptionalChaining: open A-OPEN-REQUEST-SHAPES: which fields a counterparty body carries is not shown; the profile's bodies always carry additionalContacts, so one without them is never sent
    const count = f.additionalContacts?.length ?? 0;
    if (max !== null && (this.has("contacts-at-limit-refused") ? count >= max : count > max) && !this.has("contacts-unlimited")) {
      throw this.specific(400, "B2bCounterpartyTooManyAdditionalContactsError");
    }
    if (f.verificationId === undefined) return;
    const v = this.book.verifications.get(f.verificationId);
    if (!v) {
      if (this.has("verification-unknown-accepted")) return;
      throw fail(404, "B2bCounterpartyVerificationNotFoundError");
    }
    if (!v.valid && !this.has("verification-invalid-accepted")) throw fail(400, "B2bCounterpartyVerificationInvalidError");
    if (v.brn !== brn && !this.has("verification-brn-unchecked")) {
      // On creation, the origin-brn row may answer it too (F-OWN-BRN-IDENTIFIER origin-mismatch); it is no row of the update.
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-OWN-BRN-IDENTIFIER: on creation a verification's other brn may be answered by either row
      const origin = creating && this.readings.ownBrnIdentifier === "origin-mismatch";
      throw fail(400, origin ? "B2bCounterpartySelfOriginBrnMismatchError" : "B2bCounterpartyVerificationBrnMismatchError");
    }
    if (f.type !== undefined && v.type !== f.type && !this.has("verification-type-unchecked")) throw fail(400, "B2bCounterpartyVerificationTypeMismatchError");
    if (this.has("verified-counterparty-refused")) throw fail(400, "B2bCounterpartyVerificationInvalidError");
  }
}
