// Tax invoice operations 13 to 25 on the canonical shapes: the state machine, document keys, attachments, document URLs.
import { randomBytes } from "node:crypto";
import { B2bFailure, invalid, type TaxInvoice, type TaxInvoiceStatus } from "./model.js";
import type { B2bBook } from "./book.js";
import { object, optionalString } from "./input.js";
import { checkKeysUnique, checkParties, findInvoice, invoiceInput, type InvoiceInput } from "./tax-invoice-input.js";

export type CreateMode = "draft" | "immediate" | "reverse";
export interface Key { key: string; keyType?: string | null; brn?: string | null }

const fail = (status: number, identifier: string) => new B2bFailure(status, identifier);
const id = (prefix: string) => `${prefix}-${randomBytes(8).toString("hex")}`;
const NOT_IN: Record<string, string> = {
  DRAFTED: "B2bTaxInvoiceNotDraftedStatusError", REQUESTED: "B2bTaxInvoiceNotRequestedStatusError", ISSUED: "B2bTaxInvoiceNotIssuedStatusError",
};

export class TaxInvoiceDesk {
  constructor(private readonly book: B2bBook, private readonly has: (fault: string) => boolean) {}

  find(k: Key): TaxInvoice {
    return findInvoice(this.book, this.has, k.key, k.keyType, k.brn);
  }

  /** The state precondition of the spec's table; `fault` lets one operation skip it. */
  private require(t: TaxInvoice, state: TaxInvoiceStatus, fault: string): void {
    if (t.status !== state && !this.has(fault)) throw fail(400, NOT_IN[state]!);
  }

  record(t: TaxInvoice): { taxInvoice: unknown } {
    return { taxInvoice: {
      ...t.input, id: t.id, status: t.status, taxationType: t.taxationType, issuanceType: t.issuanceType,
      documentModificationType: t.modification ? "MODIFICATION" : "ORIGINAL", supplierDocumentKey: t.supplierDocumentKey,
      recipientDocumentKey: t.recipientDocumentKey, memo: t.memo,
      ...(t.modification ? { modification: { type: t.modification.type, originalTaxInvoiceId: t.modification.originalId } } : {}),
    } };
  }

  /** 13, 15, 15b: a draft save, alone or followed by the issuance approval or the reverse-issuance request. */
  create(raw: unknown, mode: CreateMode): unknown {
    const body = object(raw, "the body");
    const input = invoiceInput(body.taxInvoice);
    const issuanceType = input.issuanceType ?? (mode === "reverse" ? "REVERSE" : "NORMAL");
    const expected = mode === "immediate" ? "NORMAL" : mode === "reverse" ? "REVERSE" : issuanceType;
    if (issuanceType !== expected && !this.has("issuance-type-unchecked")) throw fail(400, "B2bIssuanceTypeMismatchError");
    checkParties(this.book, this.has, input);
    checkKeysUnique(this.book, this.has, input);
    const modification = body.modification === undefined ? undefined : this.original(body.modification, input);
    if (mode === "immediate" && !input.supplierDocumentKey && !this.has("no-supplier-key-issued")) throw fail(400, "B2bTaxInvoiceNoSupplierDocumentKeyError");
    const status = this.createdState(mode);
    const t: TaxInvoice = { id: id("ti"), status, issuanceType, ...this.fields(input), modification, memo: optionalString(body, "memo"), attachments: [] };
    this.book.taxInvoices.set(t.id, t);
    return this.record(t);
  }

  private createdState(mode: CreateMode): TaxInvoiceStatus {
    if (mode === "immediate") return this.has("immediate-left-drafted") ? "DRAFTED" : "ISSUED";
    if (mode === "reverse") return this.has("reverse-left-drafted") ? "DRAFTED" : "REQUESTED";
    return this.has("draft-saved-as-requested") ? "REQUESTED" : "DRAFTED";
  }

  private fields(input: InvoiceInput) {
    return { taxationType: input.taxationType, supplierBrn: input.supplierBrn, recipientBrn: input.recipientBrn,
      supplierDocumentKey: input.supplierDocumentKey, recipientDocumentKey: input.recipientDocumentKey, input: input.rest };
  }

  /** A modification refers to a sending-completed original of the same taxation type. */
  private original(raw: unknown, input: InvoiceInput): TaxInvoice["modification"] {
    const m = object(raw, "modification");
    const type = optionalString(m, "type");
    if (!type) throw fail(400, "B2bModificationNotProvidedError");
    const key = optionalString(m, "taxInvoiceKey");
    if (!key) throw invalid("modification.taxInvoiceKey is required");
    let original: TaxInvoice;
    try { original = this.find({ key, keyType: optionalString(m, "taxInvoiceKeyType"), brn: optionalString(m, "brn") }); } catch (err) {
      if (this.has("original-unknown-accepted")) return { type: type ?? "", originalId: key };
      throw err instanceof B2bFailure && err.status === 404 ? fail(404, "B2bOriginalTaxInvoiceNotFoundError") : err;
    }
    if (original.status === "SENDING_COMPLETED" && this.has("sending-completed-original-refused")) throw fail(400, "B2BTaxInvoiceStatusNotSendingCompletedError");
    if (original.status !== "SENDING_COMPLETED" && !this.has("original-not-sending-completed-accepted")) {
      throw fail(400, "B2BTaxInvoiceStatusNotSendingCompletedError");
    }
    if (original.taxationType !== input.taxationType && !this.has("modification-tax-type-change-accepted")) throw fail(400, "B2BCannotChangeTaxTypeError");
    return { type: type ?? "", originalId: original.id };
  }

  /** 14: a DRAFTED invoice's input replaced; document keys and taxation type stay. */
  update(raw: unknown): unknown {
    const body = object(raw, "the body");
    const key = optionalString(body, "taxInvoiceKey");
    if (!key) throw invalid("taxInvoiceKey is required");
    const t = this.find({ key, keyType: optionalString(body, "taxInvoiceKeyType"), brn: optionalString(body, "brn") });
    this.require(t, "DRAFTED", "update-not-drafted-accepted");
    const input = invoiceInput(body.taxInvoice);
    const changed = (given: string | undefined, stored: string | undefined) => given !== undefined && given !== stored;
    if ((changed(input.supplierDocumentKey, t.supplierDocumentKey) || changed(input.recipientDocumentKey, t.recipientDocumentKey))
      && !this.has("document-key-change-accepted")) throw fail(400, "B2bDocumentKeyCannotBeChangedError");
    if (t.modification && body.modification === undefined && !this.has("update-modification-input-optional")) {
      throw fail(400, "B2bModificationNotProvidedError");
    }
    if (input.taxationType !== t.taxationType && !this.has("update-tax-type-change-accepted")) throw fail(400, "B2BCannotChangeTaxTypeError");
    checkParties(this.book, this.has, input);
    checkKeysUnique(this.book, this.has, input, t.id);
    const keys = { supplierDocumentKey: t.supplierDocumentKey ?? input.supplierDocumentKey, recipientDocumentKey: t.recipientDocumentKey ?? input.recipientDocumentKey };
    Object.assign(t, this.fields(input), keys, { memo: optionalString(body, "memo") ?? t.memo });
    return this.record(t);
  }

  /** 21: forward invoices from DRAFTED, reverse ones from REQUESTED; a supplier document key is required. */
  issue(k: Key, raw: unknown): unknown {
    this.actionBody(raw);
    const t = this.find(k);
    if (t.issuanceType === "REVERSE" && this.has("reverse-not-approvable")) throw fail(400, NOT_IN.REQUESTED!);
    if (t.issuanceType === "REVERSE") this.require(t, "REQUESTED", "issue-reverse-any-state");
    else this.require(t, "DRAFTED", "issue-forward-any-state");
    if (!t.supplierDocumentKey && !this.has("no-supplier-key-issued")) throw fail(400, "B2bTaxInvoiceNoSupplierDocumentKeyError");
    return this.move(t, "ISSUED");
  }

  cancelIssuance(k: Key, raw: unknown): unknown {
    this.actionBody(raw);
    const t = this.find(k);
    this.require(t, "ISSUED", "cancel-issuance-any-state");
    return this.move(t, "ISSUANCE_CANCELLED");
  }

  cancelRequest(k: Key, raw: unknown): unknown {
    this.actionBody(raw);
    const t = this.find(k);
    this.require(t, "REQUESTED", "cancel-request-any-state");
    if (!t.recipientDocumentKey && !this.has("no-recipient-key-cancel-accepted")) throw fail(400, "B2bTaxInvoiceNoRecipientDocumentKeyError");
    return this.move(t, "REQUEST_CANCELLED");
  }

  /** 25: the spec shows only the purpose; the reference refuses REQUESTED invoices alone. */
  refuseRequest(k: Key, raw: unknown): unknown {
    if (raw !== undefined) object(raw, "the body");
    const t = this.find(k);
    this.require(t, "REQUESTED", "never");
    return this.move(t, "REQUEST_REFUSED");
  }

  /** The body of 19 to 21 (no field is read from it, but it is required). */
  private actionBody(raw: unknown): void {
    if (raw === undefined && this.has("action-body-optional")) return;
    object(raw, "the body");
  }

  private move(t: TaxInvoice, status: TaxInvoiceStatus): unknown {
    t.status = status;
    return this.record(t);
  }

  attach(k: Key, raw: unknown): void {
    const fileId = optionalString(object(raw, "the body"), "fileId");
    if (!fileId) throw invalid("fileId is required");
    const t = this.find(k);
    this.require(t, "DRAFTED", "attach-not-drafted-accepted");
    const file = this.book.files.get(fileId);
    if (!file?.uploaded && !this.has("file-unknown-accepted")) throw fail(404, "B2bFileNotFoundError");
    if (!this.has("attach-not-stored")) (t.attachments ??= []).push({ id: id("att"), name: file?.name ?? fileId, attachedAt: new Date().toISOString() });
  }

  deleteAttachment(k: Key, attachmentId: string): void {
    const t = this.find(k);
    this.require(t, "DRAFTED", "delete-attachment-not-drafted-accepted");
    const list = t.attachments ?? [];
    const at = list.findIndex((a) => a.id === attachmentId);
    if (at < 0) { if (this.has("attachment-unknown-accepted")) return; throw fail(404, "B2bTaxInvoiceAttachmentNotFoundError"); }
    if (!this.has("attachment-delete-not-stored")) list.splice(at, 1);
  }

  attachments(k: Key): unknown {
    const list = this.find(k).attachments ?? [];
    return { attachments: this.has("attachments-as-object") ? Object.fromEntries(list.map((a) => [a.id, a])) : list };
  }

  /** 22 to 24: URLs of the invoice's documents on the reference itself; the popup honours includeMenu (default true). */
  documentUrl(k: Key, kind: "pdf" | "popup" | "print", origin: string, includeMenu?: string | null): unknown {
    const t = this.has("document-url-unknown-served") ? this.book.taxInvoices.get(k.key) ?? { id: k.key } : this.find(k);
    let menu = "";
    if (kind === "popup" && includeMenu !== null && includeMenu !== undefined) {
      if (!["true", "false"].includes(includeMenu) || this.has("include-menu-refused")) throw invalid("includeMenu must be true or false");
      menu = `?menu=${includeMenu}`;
    }
    const path = `/__documents/${t.id}/${kind}${menu}`;
    return { url: this.has(`${kind}-url-relative`) ? path : `${origin}${path}` };
  }
}

/** The key of 16 to 25; `caseless` (a fault) reads the query parameter names without regard to case. */
export function keyOf(req: { params: Record<string, string>; query: URLSearchParams }, caseless = false): Key {
  const get = (name: string) => (caseless ? [...req.query].find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null : req.query.get(name));
  return { key: req.params.taxInvoiceKey!, keyType: get("taxInvoiceKeyType"), brn: get("brn") };
}
