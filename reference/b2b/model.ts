// Area A records of the reference, in its canonical (default dialect) shapes, and the failure every rule raises.

/** A refusal named by the spec's identifier; each dialect writes it into its own error body. */
export class B2bFailure extends Error {
  constructor(readonly status: number, readonly identifier: string, message = identifier) {
    super(message);
  }
}

export const invalid = (why: string) => new B2bFailure(400, "InvalidRequestError", why);

export interface Contact {
  name?: string;
  email: string;
}

export interface Counterparty {
  id: string;
  /** The target's own id beside the caller's, where both name it (Readings.counterpartyIds "both"). */
  internalId?: string;
  brn: string;
  name: string;
  representativeName: string;
  type: string;
  email: string;
  additionalContacts: Contact[];
  partnerLinked: boolean;
  ntsConnected: boolean;
  certificateRegistered: boolean;
  createdAt: string;
}

export interface Verification {
  id: string;
  brn: string;
  type: string;
  valid: boolean;
}

/** Tax invoice states the reference uses (the SDK's B2bTaxInvoiceStatus names). */
export type TaxInvoiceStatus = "DRAFTED" | "REQUESTED" | "ISSUED" | "SENDING_COMPLETED" | "ISSUANCE_CANCELLED" | "REQUEST_CANCELLED"
  | "REQUEST_REFUSED" | IntermediateStatus;
/** States some targets show between the spec's (Readings.stateAfter intermediate, Readings.sendingSeconds). */
export type IntermediateStatus = "ISSUING" | "SENDING";

export interface Attachment {
  id: string;
  name: string;
  attachedAt: string;
}

export interface TaxInvoice {
  id: string;
  status: TaxInvoiceStatus;
  issuanceType: "NORMAL" | "REVERSE";
  taxationType: string;
  supplierBrn: string;
  recipientBrn: string;
  supplierDocumentKey?: string;
  recipientDocumentKey?: string;
  /** The rest of the last input (B2bTaxInvoiceInput fields), answered as given. */
  input?: Record<string, unknown>;
  /** The original's id when the invoice modifies one, with the modification type. */
  modification?: { type: string; originalId: string };
  memo?: string;
  attachments?: Attachment[];
  /** When the reference saw it ISSUED, on its clock (transmission.ts); never transmitted when infinite. */
  issuedAtMs?: number;
  /** The test clock it follows, if the clock control gave it one. */
  clockScope?: string;
  /** When it started being sent (SENDING), on its clock. */
  sendingSinceMs?: number;
  /** An invoice of another company than the account's (Readings.forbidden other-company): every call on it is 403. */
  otherCompany?: boolean;
}

/** States an invoice reaches only once issued: it carries the tax authority's approval number. */
export const ISSUED_ONCE: readonly TaxInvoiceStatus[] = ["ISSUED", "SENDING_COMPLETED", "ISSUANCE_CANCELLED"];

/** In progress for the deletion of a counterparty: not yet sent to the tax authority nor cancelled. */
export const IN_PROGRESS: readonly TaxInvoiceStatus[] = [
  // Stryker disable next-line StringLiteral: open A-OPEN-ONGOING-TAX-INVOICE: which states are in progress is open; the profile's counterparty has an ISSUED one
  "DRAFTED", "REQUESTED", "ISSUING",
  "ISSUED",
  // Stryker disable next-line StringLiteral: open A-OPEN-ONGOING-TAX-INVOICE: which states are in progress is open; the profile's counterparty has an ISSUED one
  "SENDING",
];
/** In progress as a target reading F-ONGOING-TAX-INVOICE otherwise counts (Readings.ongoing). */
export const ONGOING: Record<"drafts" | "requests" | "not-cancelled", readonly TaxInvoiceStatus[]> = {
  drafts: ["DRAFTED"], requests: ["REQUESTED"],
  // Stryker disable next-line StringLiteral: open A-OPEN-ONGOING-TAX-INVOICE: which states are in progress is open; the profile's counterparty has an invoice in progress in every reading, and the suite deletes no other seeded one
  "not-cancelled": [...IN_PROGRESS, "SENDING_COMPLETED"],
};

export const MAX_ADDITIONAL_CONTACTS = 3;
export const COUNTERPARTY_TYPES = ["BUSINESS", "INDIVIDUAL"];
