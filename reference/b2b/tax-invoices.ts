// Tax invoice operations 13 to 25 on the canonical shapes: the state machine, updates, attachments, document URLs (creation: tax-invoice-create.ts).
import { B2bFailure, invalid, ISSUED_ONCE, type Attachment, type TaxInvoice, type TaxInvoiceStatus } from "./model.js";
import type { B2bBook } from "./book.js";
import { booleanOf, object, optionalString } from "./input.js";
import { checkKeysUnique, checkParties, findInvoice, ID_FORMS, invoiceInput, type InvoiceInput, type Key } from "./tax-invoice-input.js";
import { createTaxInvoice, invoiceFields, newId, original, specific, type CreateMode } from "./tax-invoice-create.js";
import { ntsApprovalNumber } from "./seed.js";
import type { Readings } from "./readings/readings.js";

/** The issuance due date of a yyyy-MM-dd write date: the 10th of the following month. */
// Stryker disable next-line BlockStatement: unfixed: the spec shows no issuanceDueDate, an extra field of the reference's record, so no value of it is wrong
function issuanceDueDate(writeDate: unknown): string | undefined {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral,Regex: unfixed: the spec shows no issuanceDueDate, an extra field of the reference's record, so no value of it is wrong
  const m = typeof writeDate === "string" ? /^(\d{4})-(\d{2})-\d{2}$/.exec(writeDate) : null;
  // Stryker disable next-line ConditionalExpression,MethodExpression: unfixed: the spec shows no issuanceDueDate, an extra field of the reference's record, so no value of it is wrong
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]), 10)).toISOString().slice(0, 10) : undefined;
}

const fail = (status: number, identifier: string) => new B2bFailure(status, identifier);
const NOT_IN: Record<string, string> = {
  DRAFTED: "B2bTaxInvoiceNotDraftedStatusError", REQUESTED: "B2bTaxInvoiceNotRequestedStatusError", ISSUED: "B2bTaxInvoiceNotIssuedStatusError",
};

/** Who acts in an operation on an invoice (the supplier issues and cancels an issuance, the recipient cancels its request). */
const ACTS = { issue: "supplier", cancelIssuance: "supplier", cancelRequest: "recipient" } as const;

/** The attachments' order in the list, as the target keeps it (Readings.attachmentOrder; usually oldest first). */
function ordered(list: Attachment[], order: Readings["attachmentOrder"]): Attachment[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,StringLiteral,MethodExpression: unfixed: the order of the attachment list is not shown (F-ATTACHMENT-ID); the suite reads its members by id
  if (order === "newest-first") return [...list].reverse();
  // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,StringLiteral,MethodExpression,ArrowFunction: unfixed: the order of the attachment list is not shown (F-ATTACHMENT-ID); the suite reads its members by id
  if (order === "by-name" || order === "by-id") return [...list].sort((a, b) => (order === "by-name" ? a.name.localeCompare(b.name) : a.id.localeCompare(b.id)));
  return list;
}

export class TaxInvoiceDesk {
  constructor(private readonly book: B2bBook, private readonly has: (fault: string) => boolean, private readonly readings: Readings = {}) {}

  find(k: Key): TaxInvoice {
    return findInvoice(this.book, this.has, k, this.readings);
  }

  /** The state precondition of the spec's table; `skip` (a fault) lets one operation skip it, `letThrough` (a narrower one) pass one case. */
  private require(t: TaxInvoice, state: TaxInvoiceStatus, skip: boolean, letThrough: boolean): void {
    if (t.status !== state && !skip && !letThrough) throw fail(400, NOT_IN[state]!);
  }

  /** Fault edit-after-cancel: a cancelled issuance or request is taken for a draft again by update and the attachment operations. */
  private editableAfterCancel(t: TaxInvoice): boolean {
    return this.has("edit-after-cancel") && (t.status === "ISSUANCE_CANCELLED" || t.status === "REQUEST_CANCELLED");
  }

  record(t: TaxInvoice): { taxInvoice: unknown } {
    const m = t.modification;
    return { taxInvoice: {
      // Stryker disable next-line ArrayDeclaration: open A-OPEN-RECORD-FIELDS: the tax invoice record's fields are not shown; these lists are the reference's defaults for members an input left out
      remarks: [], items: [], additionalContacts: [], ...t.input,
      // Stryker disable next-line OptionalChaining: unfixed: the spec shows no issuanceDueDate, an extra field of the reference's record, so no value of it is wrong
      issuanceDueDate: issuanceDueDate(t.input?.writeDate),
      id: t.id, status: t.status, taxationType: t.taxationType, issuanceType: t.issuanceType,
      // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: the tax invoice record's fields are not shown (documentModificationType is the reference's own member)
      documentModificationType: m ? "MODIFICATION" : "NORMAL", supplierDocumentKey: t.supplierDocumentKey,
      recipientDocumentKey: t.recipientDocumentKey, memo: t.memo,
      ...(ISSUED_ONCE.includes(t.status) ? { ntsApprovalNumber: ntsApprovalNumber(t.id) } : {}),
      // Stryker disable next-line ObjectLiteral: open A-OPEN-RECORD-FIELDS: the tax invoice record's fields are not shown; how a modification's record names its original is the target's
      ...(m ? { modification: { type: m.type, originalNtsApprovalNumber: ntsApprovalNumber(m.originalId), originalTaxInvoiceId: m.originalId,
        rootTaxInvoiceId: this.root(m.originalId) } } : {}),
    } };
  }

  /** The first invoice of a chain of modifications. */
  // Stryker disable next-line BlockStatement: open A-OPEN-RECORD-FIELDS: the tax invoice record's fields are not shown (rootTaxInvoiceId is the reference's own member)
  private root(id: string): string {
    // Stryker disable next-line OptionalChaining: equivalent: an original is always in the book (the creation found it there), and so is its own
    const modified = this.book.taxInvoices.get(id)?.modification;
    return modified ? this.root(modified.originalId) : id;
  }

  /** 13, 15, 15b: a draft save, alone or followed by the issuance approval or the reverse-issuance request. */
  create(raw: unknown, mode: CreateMode): unknown {
    const t = createTaxInvoice(this.book, this.has, raw, mode, this.readings);
    this.book.taxInvoices.set(t.id, t);
    return this.record(t);
  }

  /** 14: a DRAFTED invoice's input replaced; document keys and taxation type stay. */
  update(raw: unknown): unknown {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    const body = object(raw, "the body");
    const t = this.draftOf(body);
    // A change of direction (F-ISSUANCE-TYPE-MISMATCH fixed-on-update), checked after the state or before it (F-PAIR-STATE-VS-ISSUANCE-TYPE).
    // Stryker disable next-line BlockStatement: open A-OPEN-ISSUANCE-TYPE-MISMATCH: whether PUT draft may change an invoice's direction is open (F-ISSUANCE-TYPE-MISMATCH fixed-on-update); the suite changes it only where the profile lets it, so refusing no change is another reading (a comment reaches the whole line: refusing a change where the dialect allows it, killed, is disabled with it)
    const direction = (input: InvoiceInput) => {
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ISSUANCE-TYPE-MISMATCH: whether PUT draft may change an invoice's direction is open (F-ISSUANCE-TYPE-MISMATCH fixed-on-update); the suite changes it only where the profile lets it, so refusing no change is another reading (a comment reaches the whole line: refusing a change where the dialect allows it, killed, is disabled with it)
      if (this.readings.updateDirection && input.issuanceType !== undefined && input.issuanceType !== t.issuanceType) throw specific(this.readings, "B2bIssuanceTypeMismatchError");
    };
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-PAIR-STATE-VS-ISSUANCE-TYPE: which of the state and the issuance type rows answers first is the target's; the suite breaks one rule per request, so no order shows
    if (this.readings.updateDirection === "body-first") direction(invoiceInput(body.taxInvoice, this.readings));
    this.require(t, "DRAFTED", this.has("update-not-drafted-accepted"), this.editableAfterCancel(t));
    const input = invoiceInput(body.taxInvoice, this.readings);
    direction(input);
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: F-ISSUANCE-TYPE-INPUT: an update without an issuance type accepted where the dialect requires one is another legal choice (the suite names it in every update there); the message is not fixed (a comment reaches the whole line: requiring it where the suite leaves it out, killed, is disabled with it)
    if (this.readings.issuanceType === "required" && input.issuanceType === undefined) throw invalid("issuanceType is required");
    // Setting a key the draft did not have is a change, or not (F-DOCUMENT-KEY-SET).
    const changed = (given: string | undefined, stored: string | undefined) =>
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral: open A-OPEN-DOCUMENT-KEY-SET: whether giving a key the draft lacks (or leaving one out) is a change is open; the suite changes only keys a draft has
      given !== undefined && given !== stored && (stored !== undefined || this.readings.documentKeySet !== "setting-allowed");
    const recipientKeyChanged = changed(input.recipientDocumentKey, t.recipientDocumentKey) && !this.has("recipient-key-change-accepted");
    if ((changed(input.supplierDocumentKey, t.supplierDocumentKey) || recipientKeyChanged)
      && !this.has("document-key-change-accepted")) throw fail(400, "B2bDocumentKeyCannotBeChangedError");
    const needsInput = t.modification ||
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-MODIFICATION-INPUT: whether a plain draft's update needs a modification input is open
      this.readings.modificationInput === "every-put";
    if (needsInput && body.modification === undefined && !this.has("update-modification-input-optional")) {
      throw specific(this.readings, "B2bModificationNotProvidedError");
    }
    // Stryker disable next-line ConditionalExpression,LogicalOperator: open A-OPEN-TAX-TYPE-SCOPE: whether a plain draft's taxation type may change is open (AMBIGUITIES 23)
    const taxTypeFixed = t.modification ||
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-TAX-TYPE-SCOPE: whether a plain draft's taxation type may change is open (AMBIGUITIES 23)
      this.readings.taxTypeScope !== "modifications-only";
    if (taxTypeFixed && input.taxationType !== t.taxationType && !this.has("update-tax-type-change-accepted")) throw fail(400, "B2BCannotChangeTaxTypeError");
    // The original named again on a modification's update: checked again, or taken as its new original (F-UPDATE-ORIGINAL).
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,BlockStatement: open A-OPEN-UPDATE-ORIGINAL: how PUT draft meets the original's rows is open (F-UPDATE-ORIGINAL); the suite never names an original again in an update
    if (t.modification && body.modification !== undefined && this.readings.updateOriginal) {
      // Stryker disable next-line ObjectLiteral: open A-OPEN-UPDATE-ORIGINAL: how PUT draft meets the original's rows is open (F-UPDATE-ORIGINAL); the suite never names an original again in an update
      const again = original(this.book, this.has, body.modification, { ...input, issuanceType: t.issuanceType }, this.readings);
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-UPDATE-ORIGINAL: how PUT draft meets the original's rows is open (F-UPDATE-ORIGINAL); the suite never names an original again in an update
      if (this.readings.updateOriginal === "named-again") t.modification = again;
    }
    // Stryker disable next-line LogicalOperator: open A-OPEN-UNREGISTERED-RECIPIENT: the direction the party check reads decides only whether an unregistered recipient is taken (F-UNREGISTERED-RECIPIENT) and which row an unknown party gets (F-CREATE-COUNTERPARTY-NOT-FOUND), both open; the suite's updates of reverse drafts name known parties
    checkParties(this.book, this.has, { ...input, issuanceType: input.issuanceType ?? t.issuanceType }, this.readings);
    checkKeysUnique(this.book, this.has, input, t.id);
    // Stryker disable next-line ObjectLiteral,LogicalOperator: open A-OPEN-REQUEST-SHAPES: whether PUT draft keeps or drops a document key its body leaves out is not shown (a key given is the stored one: a change is refused above)
    const keys = { supplierDocumentKey: t.supplierDocumentKey ?? input.supplierDocumentKey, recipientDocumentKey: t.recipientDocumentKey ?? input.recipientDocumentKey };
    // Stryker disable next-line ObjectLiteral,LogicalOperator,StringLiteral: unfixed: the spec shows no memo field; the reference keeps one and answers it
    Object.assign(t, invoiceFields(input), keys, { memo: optionalString(body, "memo") ?? t.memo });
    this.renamed(t, input);
    return this.record(t);
  }

  /** PUT draft may give the draft a new id (F-ID-IN-USE update-renames; 409 B2bIdAlreadyExistsError when it is in use). */
  // Stryker disable next-line BlockStatement: open A-OPEN-ID-IN-USE: whether PUT draft may give a draft a new id is open (F-ID-IN-USE update-renames); the suite never sends one
  private renamed(t: TaxInvoice, input: InvoiceInput): void {
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ID-IN-USE: whether PUT draft may give a draft a new id is open (F-ID-IN-USE update-renames); the suite never sends one
    const id = this.readings.invoiceIds === "update-renames" ? optionalString(input.rest, "id") : undefined;
    // Stryker disable next-line ConditionalExpression, EqualityOperator: open A-OPEN-ID-IN-USE: whether PUT draft may give a draft a new id is open (F-ID-IN-USE update-renames); the suite never sends one
    if (id === undefined || id === t.id) return;
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-ID-IN-USE: whether PUT draft may give a draft a new id is open (F-ID-IN-USE update-renames); the suite never sends one
    if (this.book.taxInvoices.has(id)) throw fail(409, "B2bIdAlreadyExistsError");
    this.book.taxInvoices.delete(t.id);
    t.id = id;
    this.book.taxInvoices.set(id, t);
  }

  /** The draft PUT draft names: by its key in the body, or (Readings.draftByDocumentKey) by the supplier document key its invoice carries. */
  private draftOf(body: Record<string, unknown>): TaxInvoice {
    if (this.readings.draftByDocumentKey) {
      // Stryker disable next-line StringLiteral: message: the name in an error's message is not fixed
      const invoice = object(body.taxInvoice, "taxInvoice");
      const key = optionalString(invoice, "supplierDocumentKey");
      // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-REQUEST-SHAPES: how PUT draft's body names its draft is not shown (F-UPDATE-DRAFT-TARGET); one naming none is refused as invalid or unknown alike, and the message is not fixed
      if (!key) throw invalid("taxInvoice.supplierDocumentKey names the draft and is required");
      return this.find({ key, keyType: "SUPPLIER" });
    }
    const key = optionalString(body, "taxInvoiceKey");
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-REQUEST-SHAPES: how PUT draft's body names its draft is not shown (F-UPDATE-DRAFT-TARGET); one naming none is refused as invalid or unknown alike, and the message is not fixed
    if (!key) throw invalid("taxInvoiceKey is required");
    // Stryker disable next-line StringLiteral: open A-OPEN-REQUEST-SHAPES: how PUT draft's body names its draft is not shown (F-UPDATE-DRAFT-TARGET); the suite names it by its id
    return this.find({ key, keyType: optionalString(body, "taxInvoiceKeyType"), brn: optionalString(body, "brn") });
  }

  /** A target that refuses the account acting for the other party of an invoice (Readings.actingParty) refuses it before anything else. */
  // Stryker disable next-line BlockStatement: open A-OPEN-ACTING-PARTY: whether and how the account acting for an invoice's other party is refused is open (F-ACTING-PARTY); the suite takes any refusal of it as pending, and acting for both parties is one reading
  private acting(t: TaxInvoice, op: keyof typeof ACTS, k: Key): void {
    const reading = this.readings.actingParty;
    // Stryker disable next-line ConditionalExpression: open A-OPEN-ACTING-PARTY: whether and how the account acting for an invoice's other party is refused is open (F-ACTING-PARTY); the suite takes any refusal of it as pending, and acting for both parties is one reading (a comment reaches the whole line: the killed opposite, refusing the acting party itself, is disabled with it)
    if (!reading) return;
    const account = t.issuanceType === "REVERSE" ? "recipient" : "supplier";
    // Stryker disable next-line ConditionalExpression: open A-OPEN-ACTING-PARTY: whether and how the account acting for an invoice's other party is refused is open (F-ACTING-PARTY); the suite takes any refusal of it as pending, and acting for both parties is one reading (a comment reaches the whole line: the killed opposite, refusing the acting party itself, is disabled with it)
    if (ACTS[op] === account) return;
    // The supplier approves outside the API: only a reverse invoice's supplier acts there.
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, BlockStatement: open A-OPEN-ACTING-PARTY: whether and how the account acting for an invoice's other party is refused is open (F-ACTING-PARTY); the suite takes any refusal of it as pending, and acting for both parties is one reading
    if (reading === "outside") {
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ACTING-PARTY: whether and how the account acting for an invoice's other party is refused is open (F-ACTING-PARTY); the suite takes any refusal of it as pending, and acting for both parties is one reading
      if (t.issuanceType === "REVERSE") throw invalid("the supplier acts on a reverse request in the tax authority's portal");
      return;
    }
    // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-ACTING-PARTY: whether and how the account acting for an invoice's other party is refused is open (F-ACTING-PARTY); the suite takes any refusal of it as pending, and acting for both parties is one reading
    if (reading === "by-brn" && k.brn === (ACTS[op] === "supplier" ? t.supplierBrn : t.recipientBrn)) return;
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-ACTING-PARTY: whether and how the account acting for an invoice's other party is refused is open (F-ACTING-PARTY); the suite takes any refusal of it as pending, and acting for both parties is one reading
    throw reading === "own-identifier" ? fail(403, "B2bTaxInvoiceNotActingPartyError") : fail(403, "ForbiddenError");
  }

  /** 21: forward invoices from DRAFTED, reverse ones from REQUESTED; a supplier document key is required. */
  issue(k: Key, raw: unknown): unknown {
    this.actionBody(raw);
    const t = this.find(k);
    this.acting(t, "issue", k);
    const supplierKey = () => { if (!t.supplierDocumentKey && !this.has("no-supplier-key-issued")) throw fail(400, "B2bTaxInvoiceNoSupplierDocumentKeyError"); };
    // Stryker disable next-line ConditionalExpression: equivalent: the order of two rules the spec does not order; only a request breaking both could tell, and the suite breaks one rule per request
    if (this.readings.keyBeforeState) supplierKey();
    // POST issue sends a reverse draft to its supplier (F-REVERSE-DRAFT-PATH issue-requests).
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral: open A-OPEN-REVERSE-DRAFT-PATH: how a reverse draft reaches its supplier is open; POST issue sending it is one reading
    if (t.issuanceType === "REVERSE" && t.status === "DRAFTED" && this.readings.reverseDraftPath === "issue-requests") return this.move(t, "REQUESTED");
    if (t.issuanceType === "REVERSE" && this.has("reverse-not-approvable")) throw fail(400, NOT_IN.REQUESTED!);
    if (t.issuanceType === "REVERSE") this.require(t, "REQUESTED", this.has("issue-reverse-any-state"), this.has("reverse-draft-issued") && t.status === "DRAFTED");
    else this.require(t, "DRAFTED", this.has("issue-forward-any-state"), this.has("reissue-after-cancel") && t.status === "ISSUANCE_CANCELLED");
    supplierKey();
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-STATE-AFTER: what state issuing answers (issued, or an intermediate one) is open (F-STATE-AFTER); answering ISSUED where the dialect answers an intermediate state is another reading
    const intermediate = this.readings.stateAfter === "intermediate";
    // Stryker disable next-line ConditionalExpression: open A-OPEN-STATE-AFTER: what state issuing answers (issued, or an intermediate one) is open (F-STATE-AFTER); answering ISSUED where the dialect answers an intermediate state is another reading (a comment reaches the whole line: answering ISSUING elsewhere, killed, is disabled with it)
    return this.move(t, intermediate ? "ISSUING" : "ISSUED");
  }

  cancelIssuance(k: Key, raw: unknown): unknown {
    this.actionBody(raw);
    const t = this.find(k);
    this.acting(t, "cancelIssuance", k);
    this.require(t, "ISSUED", this.has("cancel-issuance-any-state"), this.has("cancel-after-transmission-accepted") && t.status === "SENDING_COMPLETED");
    if (this.has("cancel-issuance-not-stored")) return this.record({ ...t, status: "ISSUANCE_CANCELLED" });
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-STATE-AFTER: the state a cancelled issuance is left in is open (only that it is no longer ISSUED nor transmitted is fixed)
    return this.move(t, this.readings.stateAfter === "back-to-draft" ? "DRAFTED" : "ISSUANCE_CANCELLED");
  }

  cancelRequest(k: Key, raw: unknown): unknown {
    this.actionBody(raw);
    const t = this.find(k);
    this.acting(t, "cancelRequest", k);
    const recipientKey = () => {
      if (!t.recipientDocumentKey && !this.has("no-recipient-key-cancel-accepted")) throw fail(400, "B2bTaxInvoiceNoRecipientDocumentKeyError");
    };
    // Stryker disable next-line ConditionalExpression: equivalent: the order of two rules the spec does not order; only a request breaking both could tell, and the suite breaks one rule per request
    if (this.readings.keyBeforeState) recipientKey();
    this.require(t, "REQUESTED", this.has("cancel-request-any-state"), this.has("cancel-request-of-draft") && t.status === "DRAFTED");
    recipientKey();
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-STATE-AFTER: the state a cancelled request is left in is open (only that it is no longer REQUESTED is fixed)
    return this.move(t, this.readings.stateAfter === "back-to-draft" ? "DRAFTED" : "REQUEST_CANCELLED");
  }

  /**
   * 25: the spec shows only the purpose; the reference refuses REQUESTED invoices alone, into REQUEST_REFUSED, and
   * answers the invoice; other readings of its interface and states are the target's (F-REFUSE-REQUEST-*).
   */
  // Stryker disable next-line BlockStatement: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
  refuseRequest(k: Key, raw: unknown): unknown {
    const how = this.readings.refuseInterface;
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
    if (raw !== undefined && how === "no-body") throw invalid("refuse-request takes no body");
    // Stryker disable next-line BlockStatement,ConditionalExpression,EqualityOperator,LogicalOperator,StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
    if (raw !== undefined || how === "reason-body") {
      // Stryker disable next-line StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
      const body = object(raw, "the body");
      // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
      if (how === "reason-body" && optionalString(body, "reason") === undefined) throw invalid("a refusal carries its reason");
    }
    const t = this.find(k);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,StringLiteral: open A-OPEN-REFUSE-REQUEST: the states refuse-request takes and leaves are not shown (its tests wait on the open point, so the suite never calls it)
    if (t.status !== "REQUESTED" && this.readings.refuseOtherStates === "other-error") throw fail(409, "B2bTaxInvoiceNotRefusableError");
    // Stryker disable next-line StringLiteral,BooleanLiteral: open A-OPEN-REFUSE-REQUEST: the states refuse-request takes and leaves are not shown (its tests wait on the open point, so the suite never calls it)
    this.require(t, "REQUESTED", false, false);
    // Stryker disable next-line BlockStatement,ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-REFUSE-REQUEST: the states refuse-request takes and leaves are not shown (its tests wait on the open point, so the suite never calls it)
    if (this.readings.refusedRequest === "removed") {
      this.book.taxInvoices.delete(t.id);
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
      return how === "empty" ? undefined : this.record(t);
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-REFUSE-REQUEST: the states refuse-request takes and leaves are not shown (its tests wait on the open point, so the suite never calls it)
    const answer = this.move(t, this.readings.refusedRequest === "cancelled-state" ? "REQUEST_CANCELLED" : "REQUEST_REFUSED");
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
    return how === "empty" ? undefined : answer;
  }

  /** The account's invoices, an operation some targets have beyond the table (F-OTHER-OPERATIONS more). */
  // Stryker disable next-line BlockStatement: open A-OPEN-OTHER-OPERATIONS: operations beyond refuse-request are not shown; the list is one a target may have
  list(): unknown {
    // Stryker disable next-line ArrayDeclaration,ArrowFunction,BooleanLiteral,MethodExpression,ObjectLiteral: open A-OPEN-OTHER-OPERATIONS: operations beyond refuse-request are not shown; the list is one a target may have
    return { taxInvoices: [...this.book.taxInvoices.values()].filter((t) => !t.otherCompany).map((t) => this.record(t).taxInvoice) };
  }

  /** A reverse draft sent to its supplier by an operation of the target's own (F-REVERSE-DRAFT-PATH unlisted). */
  // Stryker disable next-line BlockStatement: open A-OPEN-REVERSE-DRAFT-PATH: how a reverse draft reaches its supplier is not shown; this operation is one reading's own
  requestDraft(k: Key): unknown {
    const t = this.find(k);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: open A-OPEN-REVERSE-DRAFT-PATH: how a reverse draft reaches its supplier is not shown; this operation is one reading's own
    if (t.issuanceType !== "REVERSE") throw specific(this.readings, "B2bIssuanceTypeMismatchError");
    // Stryker disable next-line StringLiteral,BooleanLiteral: open A-OPEN-REVERSE-DRAFT-PATH: how a reverse draft reaches its supplier is not shown; this operation is one reading's own
    this.require(t, "DRAFTED", false, false);
    // Stryker disable next-line StringLiteral: open A-OPEN-REVERSE-DRAFT-PATH: how a reverse draft reaches its supplier is not shown; this operation is one reading's own
    return this.move(t, "REQUESTED");
  }

  /** What attach-file and an attachment's deletion answer (F-EMPTY-ANSWER): usually nothing. */
  // Stryker disable next-line BlockStatement: unfixed: what an "empty" answer is on the wire (no body, {}, null, the invoice) is the target's (F-EMPTY-ANSWER); the suite reads no member of it
  private empty(t: TaxInvoice): unknown {
    const answer = this.readings.emptyAnswer;
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: unfixed: what an "empty" answer is on the wire (no body, {}, null, the invoice) is the target's (F-EMPTY-ANSWER); the suite reads no member of it
    return answer === "empty-object" ? {} : answer === "null" ? null : answer === "record" ? this.record(t) : undefined;
  }

  /** The body of 19 to 21 (no field is read from it, but it is required). */
  private actionBody(raw: unknown): void {
    if (raw === undefined && this.has("action-body-optional")) return;
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    object(raw, "the body");
  }

  private move(t: TaxInvoice, status: TaxInvoiceStatus): unknown {
    t.status = status;
    return this.record(t);
  }

  /**
   * 16: the file must have been uploaded; where the target looks up the body's records first (F-PAIR-TWO-NOT-FOUND) the
   * file before the invoice, where it looks them up before the state (F-PAIR-STATE-VS-NOT-FOUND) the file before the state.
   * `anyState`: an operation of the target's own that attaches to an invoice past DRAFTED (F-ATTACH-AFTER-CREATE unlisted).
   */
  attach(k: Key, raw: unknown, anyState = false): unknown {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    const body = object(raw, "the body");
    const fileId = optionalString(body, "fileId");
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-REQUEST-SHAPES: AttachB2bTaxInvoiceFileBody's members are not shown (F-FILE-REFERENCE); a body naming no file is refused as invalid or as an unknown file alike, and the message is not fixed
    if (!fileId) throw invalid("fileId is required");
    const file = this.book.file(fileId, this.readings.fileReference);
    const uploaded = () => { if (!file?.uploaded && !this.has("file-unknown-accepted")) throw fail(404, "B2bFileNotFoundError"); };
    // Stryker disable next-line ConditionalExpression: equivalent: the order of two rules the spec does not order; only a request breaking both could tell, and the suite breaks one rule per request
    if (this.readings.bodyRecordsFirst) uploaded();
    const t = this.find(k);
    // Stryker disable next-line ConditionalExpression: equivalent: the order of two rules the spec does not order; only a request breaking both could tell, and the suite breaks one rule per request
    if (this.readings.recordsBeforeState) uploaded();
    // Stryker disable next-line ConditionalExpression: open A-OPEN-ATTACH-AFTER-CREATE: whether an invoice past DRAFTED can get attachments (by an operation of the target's own, F-ATTACH-AFTER-CREATE unlisted) is open; the suite never calls one (a comment reaches the whole line: skipping the state check on attach-file, killed, is disabled with it)
    if (!anyState) this.require(t, "DRAFTED", this.has("attach-not-drafted-accepted"), this.editableAfterCancel(t));
    uploaded();
    if (!this.has("attach-not-stored")) {
      // Stryker disable next-line StringLiteral,LogicalOperator,OptionalChaining: unfixed: an attachment's id and name are not shown (and the file, found uploaded above, has its name)
      const attachment = { id: newId("att"), name: file?.name ?? fileId, attachedAt: new Date().toISOString() };
      if (this.has("attach-replaces")) t.attachments = [];
      // Stryker disable next-line ArrayDeclaration: unfixed: only seeded invoices have no list of attachments (a creation gives one); the suite attaches only to invoices it made
      (t.attachments ??= []).push(attachment);
    }
    return this.empty(t);
  }

  deleteAttachment(k: Key, attachmentId: string): unknown {
    // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: a key of a foreign form may be 400 or 404 (F-PAIR-MALFORMED-ID), and the suite's unknown attachment ids have the form of real ones; the message is not fixed (a comment reaches the whole line: refusing real ids, killed, is disabled with it)
    if (this.readings.fixedIdForm && !ID_FORMS.attachment.test(attachmentId)) throw invalid("an attachment id has another form");
    const t = this.find(k);
    // Stryker disable next-line ArrayDeclaration: unfixed: only seeded invoices have no list of attachments (a creation gives one); the suite deletes attachments only of invoices it made
    const list = t.attachments ?? [];
    const at = list.findIndex((a) => a.id === attachmentId);
    const known = () => {
      if (at < 0 || this.has("attachment-delete-refused")) { if (this.has("attachment-unknown-accepted")) return false; throw fail(404, "B2bTaxInvoiceAttachmentNotFoundError"); }
      return true;
    };
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent: the order of two rules the spec does not order; only a request breaking both could tell, and the suite breaks one rule per request
    if (this.readings.recordsBeforeState && !known()) return this.empty(t);
    this.require(t, "DRAFTED", this.has("delete-attachment-not-drafted-accepted"), this.editableAfterCancel(t));
    if (!known()) return this.empty(t);
    if (!this.has("attachment-delete-not-stored")) list.splice(at, 1);
    return this.empty(t);
  }

  attachments(k: Key): unknown {
    // Stryker disable next-line ArrayDeclaration: unfixed: only seeded invoices have no list of attachments (a creation gives one); the suite lists attachments only of invoices it made
    const list = ordered(this.find(k).attachments ?? [], this.readings.attachmentOrder);
    return { attachments: this.has("attachments-as-object") ? Object.fromEntries(list.map((a) => [a.id, a])) : list };
  }

  /** 22 to 24: URLs of the invoice's documents on the reference itself; the popup honours includeMenu (default true). */
  documentUrl(k: Key, kind: "pdf" | "popup" | "print", origin: string, includeMenu?: string | null): unknown {
    const t = this.has("document-url-unknown-served") ? this.book.taxInvoices.get(k.key) ?? { id: k.key } : this.find(k);
    let menu = "";
    // Only the popup's call passes includeMenu: null when its query has none.
    if (includeMenu !== null && includeMenu !== undefined) {
      const flag = booleanOf(includeMenu, this.readings);
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      if ((flag === undefined && !this.has("include-menu-unchecked")) || this.has("include-menu-refused")) throw invalid("includeMenu must be true or false");
      // Stryker disable next-line BooleanLiteral,ConditionalExpression,StringLiteral: unfixed: a popup URL's form, and whether it changes with includeMenu, is the target's (F-INCLUDE-MENU); the suite asks only for an absolute URL
      if (!this.readings.includeMenuSameUrl) menu = `?menu=${flag}`;
    }
    // Stryker disable next-line StringLiteral: unfixed: a document URL's path is the target's; the suite asks only for an absolute URL
    const path = `/__documents/${t.id}/${kind}${menu}`;
    // Stryker disable next-line StringLiteral: equivalent: a fault's name, read only by has(), and no fault is active in a mutant's run
    const fault = `${kind}-url-relative`;
    return { url: this.has(fault) ? path : `${origin}${path}` };
  }
}
