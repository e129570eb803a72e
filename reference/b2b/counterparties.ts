// Counterparty operations 3 to 10 on the canonical shapes: certificates, get, delete, update, list, create.
import { B2bFailure, COUNTERPARTY_TYPES, IN_PROGRESS, invalid, MAX_ADDITIONAL_CONTACTS, type Contact, type Counterparty } from "./model.js";
import type { B2bBook } from "./book.js";
import { brnValid } from "./brn.js";
import { object, optionalArray, optionalBoolean, optionalString, type Body } from "./input.js";
import { OWN_BRN } from "./seed.js";

const fail = (status: number, identifier: string) => new B2bFailure(status, identifier);

/** The fields a create or update carries; wrong types are invalid input, missing ones are reported by the caller. */
function fields(body: Body) {
  const contacts = optionalArray(body, "additionalContacts")?.map((c, i): Contact => {
    const o = object(c, `additionalContacts/${i}`);
    const email = optionalString(o, "email");
    if (!email) throw fail(400, "B2bCounterpartyMissingRequiredFieldsError");
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
  constructor(private readonly book: B2bBook, private readonly has: (fault: string) => boolean) {}

  certificateTarget(brn: string, needsCertificate: boolean): Counterparty {
    const found = this.book.byBrn(brn);
    if (!found.ntsConnected && !this.has("cert-not-connected-served")) throw fail(400, "B2bCounterpartyNtsNotConnectedError");
    if (needsCertificate && !found.certificateRegistered && !this.has("cert-unregistered-served")) throw fail(404, "B2bCertificateUnregisteredError");
    return found;
  }

  get(id: string): Counterparty {
    return this.book.counterparty(id);
  }

  delete(id: string, body: unknown): Counterparty {
    if (body !== undefined) object(body, "the body");
    const found = this.book.counterparty(id);
    if (found.partnerLinked && !this.has("partner-linked-deletable")) throw fail(403, "B2bCounterpartyPartnerNotDeletableError");
    const ongoing = this.book.invoicesOf(found.brn).some((t) => IN_PROGRESS.includes(t.status));
    if (ongoing && !this.has("ongoing-deletable")) throw fail(409, "B2bCounterpartyOngoingTaxInvoiceExistsError");
    if (!this.has("delete-not-stored")) this.book.counterparties.delete(id);
    return found;
  }

  update(id: string, rawBody: unknown): Counterparty {
    const found = this.book.counterparty(id);
    if (found.partnerLinked && !this.has("partner-linked-updatable")) throw fail(403, "B2bCounterpartyPartnerNotUpdatableError");
    const f = fields(object(object(rawBody, "the body").counterparty, "counterparty"));
    if (f.brn !== undefined && f.brn !== found.brn && !this.has("brn-change-accepted")) throw fail(400, "B2bCounterpartyBrnModificationNotAllowedError");
    this.check(f, f.brn ?? found.brn);
    const updated: Counterparty = { ...found, name: f.name!, representativeName: f.representativeName!, email: f.email!,
      type: f.type ?? found.type, additionalContacts: f.additionalContacts ?? found.additionalContacts };
    if (!this.has("update-not-stored")) this.book.counterparties.set(id, updated);
    return updated;
  }

  list(requestBody: string | null): Counterparty[] {
    let brn: string | undefined;
    if (requestBody !== null) {
      let parsed: unknown;
      try { parsed = JSON.parse(requestBody); } catch { if (this.has("request-body-json-unchecked")) return [...this.book.counterparties.values()]; throw invalid("requestBody must be JSON"); }
      const filter = object(parsed, "requestBody").filter;
      brn = filter === undefined ? undefined : optionalString(object(filter, "filter"), "brn");
    }
    const all = [...this.book.counterparties.values()].filter((c) => brn === undefined || c.brn === brn);
    return this.has("list-ignores-created") ? all.filter((c) => c.id.startsWith("cp-")) : all;
  }

  create(rawBody: unknown): Counterparty {
    const f = fields(object(object(rawBody, "the body").counterparty, "counterparty"));
    if (f.brn === undefined) throw fail(400, "B2bCounterpartyMissingRequiredFieldsError");
    if (!brnValid(f.brn) && !this.has("invalid-brn-accepted")) throw fail(400, "B2bCounterpartyBrnInvalidError");
    if (f.brn === OWN_BRN && !this.has("own-brn-accepted")) throw fail(400, "B2bCounterpartySelfOriginBrnMismatchError");
    this.check(f, f.brn);
    if (f.partnerLinked && f.connectToNts && !this.has("partner-connect-accepted")) throw fail(403, "B2bCounterpartyPartnerNotConnectableError");
    const id = f.id ?? `cp-${this.book.counterparties.size + 1}-${Date.now().toString(36)}`;
    const taken = this.book.counterparties.get(id);
    if (taken?.partnerLinked && !this.has("duplicate-id-accepted")) {
      throw fail(409, "B2bCounterpartyIdAlreadyExistsByPartnerError");
    }
    if (taken && !this.has("duplicate-id-accepted")) throw fail(409, "B2bCounterpartyIdAlreadyExistsError");
    const created: Counterparty = {
      id, brn: f.brn, name: f.name!, representativeName: f.representativeName!, type: f.type ?? "BUSINESS", email: f.email!,
      additionalContacts: f.additionalContacts ?? [], partnerLinked: false, ntsConnected: f.connectToNts ?? false,
      certificateRegistered: false, createdAt: new Date().toISOString(),
    };
    this.book.counterparties.set(id, created);
    return created;
  }

  /** The rules create and update share: required fields, contact limit, type, and the verification result. */
  private check(f: Fields, brn: string): void {
    if ((!f.name || !f.representativeName || !f.email) && !this.has("missing-fields-accepted")) throw fail(400, "B2bCounterpartyMissingRequiredFieldsError");
    if (f.type !== undefined && !COUNTERPARTY_TYPES.includes(f.type)) throw invalid(`type must be one of ${COUNTERPARTY_TYPES.join(", ")}`);
    if ((f.additionalContacts?.length ?? 0) > MAX_ADDITIONAL_CONTACTS && !this.has("contacts-unlimited")) {
      throw fail(400, "B2bCounterpartyTooManyAdditionalContactsError");
    }
    if (f.verificationId === undefined) return;
    const v = this.book.verifications.get(f.verificationId);
    if (!v) {
      if (this.has("verification-unknown-accepted")) return;
      throw fail(404, "B2bCounterpartyVerificationNotFoundError");
    }
    if (!v.valid && !this.has("verification-invalid-accepted")) throw fail(400, "B2bCounterpartyVerificationInvalidError");
    if (v.brn !== brn && !this.has("verification-brn-unchecked")) throw fail(400, "B2bCounterpartyVerificationBrnMismatchError");
    if (f.type !== undefined && v.type !== f.type && !this.has("verification-type-unchecked")) throw fail(400, "B2bCounterpartyVerificationTypeMismatchError");
  }
}
