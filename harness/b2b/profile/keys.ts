// The area A part of the target profile, typed, and its dotted keys as tests name them in `needs`.
import type { Profile } from "../../config/profile.js";
import type { ErrorIdentifierLocation } from "../../tests/expect-error.js";

export interface B2bRequest {
  query?: Record<string, string | number | boolean>;
  requestBody?: unknown;
  body?: unknown;
}

export interface CounterpartyFixture {
  id: string;
  brn: string;
}

export interface VerificationFixture {
  id: string;
  brn: string;
  /** Any JSON type, as the counterparty body writes it. */
  type: unknown;
  otherType?: unknown;
}

/** The spec's names of the enum values the suite writes into requests, and the profile's wire value of each (any JSON type). */
export interface WireValues {
  issuanceType?: { forward?: unknown; reverse?: unknown };
  taxInvoiceKeyType?: { TAX_INVOICE_ID?: unknown; SUPPLIER?: unknown; RECIPIENT?: unknown };
  /** How the suite writes the brns it makes: "#" a digit. */
  brnFormat?: string;
  /** How the suite writes {{writeDate}}: yyyy, MM and dd in the format, the day as it is in the time zone. */
  writeDate?: { format?: string; timeZone?: string };
  /** The number of the first page of a paged list ({{page}}), 0 or 1. */
  firstPage?: number;
  /** The form of the ids and keys the suite makes: templates with {{random}} (and {{side}}, s or r, for document keys). */
  counterpartyId?: string;
  documentKey?: string;
}

export type KeyTypeName = "TAX_INVOICE_ID" | "SUPPLIER" | "RECIPIENT";

/** How records name each other (b2b.references). */
export interface References {
  originalKeyType?: KeyTypeName | "none";
  counterpartyId?: "caller" | "brn" | "target";
}

/** How a file is uploaded to the URL of operation 11 (b2b.upload). */
export interface UploadProfile {
  method: string;
  url?: string;
  headers?: Record<string, unknown> | string;
  body?: { encoding: "raw"; contentType?: string } | { encoding: "json"; template: unknown }
    | { encoding: "multipart"; fields?: Record<string, unknown> | string; file: { field: string; filename?: string; contentType?: string } };
  contentType?: string;
  success?: number[];
  fileId?: string;
  /** The file the suite uploads: its name (a template with {{random}}), content type and text. */
  file?: { name?: string; contentType?: string; text?: string };
}

export interface B2bProfile {
  requests?: Record<string, Record<string, B2bRequest> | unknown>;
  responses?: Record<string, Record<string, string>>;
  references?: References;
  values?: WireValues;
  errors?: ErrorIdentifierLocation;
  fixtures?: {
    ownBrn?: string;
    invalidBrn?: string;
    bulkTaxInvoiceId?: string;
    businessInfoBrns?: string[];
    counterpartyType?: unknown;
    counterparties?: Partial<Record<CounterpartyCondition, CounterpartyFixture>>;
    verifications?: { valid?: VerificationFixture; invalid?: VerificationFixture };
    freshBrns?: { method: "check-digit" } | { method: "list"; brns: string[] };
    taxInvoices?: { ownPartyBrn?: string; taxPercent?: Record<string, number> };
  };
  features?: { businessInfo?: boolean; taxInvoicesSheet?: boolean };
  limits?: { maxAdditionalContacts?: number | null };
  states?: { pointer?: string; names?: Partial<Record<"DRAFTED" | "REQUESTED" | "ISSUED" | "sendingCompleted", unknown>> };
  upload?: UploadProfile;
}

export type CounterpartyCondition = "certified" | "uncertified" | "notConnected" | "partnerLinked" | "ongoingTaxInvoice";

export function b2bProfile(profile: Profile): B2bProfile {
  return (profile.b2b ?? {}) as B2bProfile;
}

/** Operations whose answers the spec names with types of their own, and the family key that answers for all of them. */
export const ANSWER_FAMILY: Record<string, string> = {
  taxInvoiceDraft: "taxInvoice", taxInvoiceUpdateDraft: "taxInvoice", taxInvoiceIssueImmediately: "taxInvoice", taxInvoiceRequestReverse: "taxInvoice",
  taxInvoiceCancelIssuance: "taxInvoice", taxInvoiceCancelRequest: "taxInvoice", taxInvoiceIssue: "taxInvoice",
  taxInvoicePdfUrl: "taxInvoiceDocumentUrl", taxInvoicePopupUrl: "taxInvoiceDocumentUrl", taxInvoicePrintUrl: "taxInvoiceDocumentUrl",
};

/** Dotted profile keys of area A inputs. A need "a|b" is met by either key (the first is preferred). */
export const INPUT = {
  errors: "b2b.errors",
  request: (operation: string, scenario: string) => `b2b.requests.${operation}.${scenario}`,
  response: (operation: string, value: string) => `b2b.responses.${operation}.${value}`,
  /** A value of an operation's answer: its own pointer, else its family's (the state: b2b.states.pointer). */
  answer: (operation: string, value: string) => {
    const family = value === "state" ? "b2b.states.pointer" : ANSWER_FAMILY[operation] && `b2b.responses.${ANSWER_FAMILY[operation]}.${value}`;
    return family ? `b2b.responses.${operation}.${value}|${family}` : `b2b.responses.${operation}.${value}`;
  },
  additionalContact: "b2b.requests.additionalContact",
  ownBrn: "b2b.fixtures.ownBrn",
  bulkTaxInvoiceId: "b2b.fixtures.bulkTaxInvoiceId",
  businessInfoBrns: "b2b.fixtures.businessInfoBrns",
  counterpartyType: "b2b.fixtures.counterpartyType",
  counterparty: (condition: CounterpartyCondition) => `b2b.fixtures.counterparties.${condition}`,
  verification: (kind: "valid" | "invalid") => `b2b.fixtures.verifications.${kind}`,
  freshBrns: "b2b.fixtures.freshBrns",
  businessInfoEnabled: "b2b.features.businessInfo",
  sheetEnabled: "b2b.features.taxInvoicesSheet",
  maxAdditionalContacts: "b2b.limits.maxAdditionalContacts",
  taxInvoice: "b2b.requests.taxInvoice",
  /** An operation's own invoice template, used instead of b2b.requests.taxInvoice. */
  taxInvoiceOf: (operation: string) => `b2b.requests.taxInvoicePerOperation.${operation}`,
  modification: "b2b.requests.modification",
  issuanceTypeSent: "b2b.requests.issuanceTypeSent",
  values: (name: keyof WireValues) => `b2b.values.${name}`,
  taxInvoiceFixture: (name: "taxationType" | "otherTaxationType" | "modificationType" | "sendingCompletedOriginal" | "sendingCompletedHook"
    | "sendingCompletedAfterSeconds" | "ownPartyBrn" | "taxPercent") => `b2b.fixtures.taxInvoices.${name}`,
  statePointer: "b2b.states.pointer",
  stateNames: "b2b.states.names",
  upload: "b2b.upload",
  originalKeyType: "b2b.references.originalKeyType",
  counterpartyIdentity: "b2b.references.counterpartyId",
} as const;

/** What creating a counterparty needs: its template, the id pointer of the answer, and a way to make brns. */
export const CREATES_COUNTERPARTY = [INPUT.request("counterpartyCreate", "valid"), INPUT.response("counterpartyCreate", "id"), INPUT.freshBrns];
