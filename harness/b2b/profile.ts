// The area A part of the target profile, typed, and its dotted keys as tests name them in `needs`.
import type { Profile } from "../profile.js";
import type { ErrorIdentifierLocation } from "../expect-error.js";

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
  type: string;
  otherType?: string;
}

export interface B2bProfile {
  requests?: Record<string, Record<string, B2bRequest> | unknown>;
  responses?: Record<string, Record<string, string>>;
  errors?: ErrorIdentifierLocation;
  fixtures?: {
    ownBrn?: string;
    bulkTaxInvoiceId?: string;
    businessInfoBrns?: string[];
    counterpartyType?: string;
    counterparties?: Partial<Record<CounterpartyCondition, CounterpartyFixture>>;
    verifications?: { valid?: VerificationFixture; invalid?: VerificationFixture };
    freshBrns?: { method: "check-digit" } | { method: "list"; brns: string[] };
  };
  features?: { businessInfo?: boolean; taxInvoicesSheet?: boolean };
  limits?: { maxAdditionalContacts?: number };
  states?: { pointer?: string; names?: Partial<Record<"DRAFTED" | "REQUESTED" | "ISSUED" | "sendingCompleted", string>> };
}

export type CounterpartyCondition = "certified" | "uncertified" | "notConnected" | "partnerLinked" | "ongoingTaxInvoice";

export function b2bProfile(profile: Profile): B2bProfile {
  return (profile.b2b ?? {}) as B2bProfile;
}

/** Dotted profile keys of area A inputs. */
export const INPUT = {
  errors: "b2b.errors",
  request: (operation: string, scenario: string) => `b2b.requests.${operation}.${scenario}`,
  response: (operation: string, value: string) => `b2b.responses.${operation}.${value}`,
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
  taxInvoiceFixture: (name: "taxationType" | "otherTaxationType" | "modificationType" | "sendingCompletedOriginal" | "sendingCompletedHook"
    | "sendingCompletedAfterSeconds") => `b2b.fixtures.taxInvoices.${name}`,
  statePointer: "b2b.states.pointer",
  stateNames: "b2b.states.names",
  upload: "b2b.upload",
} as const;

/** What creating a counterparty needs: its template, the id pointer of the answer, and a way to make brns. */
export const CREATES_COUNTERPARTY = [
  INPUT.request("counterpartyCreate", "valid"), INPUT.response("counterpartyCreate", "id"), INPUT.freshBrns,
  INPUT.counterpartyType, INPUT.additionalContact,
];
