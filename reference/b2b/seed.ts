// The reference's area A seed data: its own company, counterparties in every condition, verifications, a bulk invoice.
import { createHash } from "node:crypto";
import type { Counterparty, TaxInvoice, Verification } from "./model.js";
import type { Readings } from "./readings/readings.js";
import { brnValid } from "./brn.js";

export const OWN_BRN = "1208147521";
export const ACCOUNT_PARTY_BRN = "3148123459";
export const SENDING_COMPLETED_ID = "ti-sent-0001";
/** The seeded original's id where tax invoice ids are digits (Readings.numericIds). */
export const SENDING_COMPLETED_NUMBER = "100000000002";
/** The seeded original's document keys. */
export const SENDING_COMPLETED_KEYS = { supplier: "seed-supplier-0002", recipient: "seed-recipient-0002" };
export const BULK_TAX_INVOICE_ID = "bulk-reference-0001";
export const BUSINESS_INFO_BRNS = ["1208147521", "2148611416"];

const counterparty = (id: string, brn: string, extra: Partial<Counterparty>): Counterparty => ({
  // Stryker disable next-line StringLiteral: unfixed: a seeded counterparty's name, representative, type and email are a provider's data, made up here
  id, brn, name: `Reference ${id}`, representativeName: "Kim Reference", type: "BUSINESS", email: `${id}@reference.invalid`,
  // Stryker disable next-line ArrayDeclaration, StringLiteral: unfixed: a seeded counterparty's contacts and creation time are a provider's data, made up here
  additionalContacts: [], partnerLinked: false, ntsConnected: true, certificateRegistered: true, createdAt: "2026-01-05T00:00:00Z", ...extra,
});

/** The seeded counterparties; where the id is the brn (Readings.counterpartyIds "brn"), each one's id is its brn. */
export function seedCounterparties(readings: Readings = {}): Counterparty[] {
  return seedList().map((c, i) => {
    if (readings.counterpartyIds === "brn") return { ...c, id: c.brn };
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, ArithmeticOperator: unfixed: a seeded counterparty's own id beside the caller's (F-COUNTERPARTY-IDENTITY both) is a provider's data; the profile names seeded counterparties by the caller's id and the suite never reads the target's
    return readings.counterpartyIds === "both" ? { ...c, internalId: `cpi-${1000 + i}` } : c;
  });
}

function seedList(): Counterparty[] {
  return [
    counterparty("cp-certified", "1138620534", {}),
    // The ids of these two go unused: their tests name them by brn (operations 3 to 5).
    // Stryker disable next-line StringLiteral: unfixed: seeded data; the tests of a counterparty without certificate name it by its brn
    counterparty("cp-uncertified",
      "2208162517", { certificateRegistered: false }),
    // Stryker disable next-line StringLiteral: unfixed: seeded data; the tests of a counterparty not connected name it by its brn
    counterparty("cp-not-connected",
      "1248100998", { ntsConnected: false }),
    counterparty("cp-partner-linked", "1078155843", { partnerLinked: true }),
    counterparty("cp-ongoing", "2118869441", {}),
    // Stands for the account in a dialect whose company is never a party of its invoices (profile: ownPartyBrn).
    // Stryker disable next-line StringLiteral: unfixed: seeded data; the account's counterparty is named by its brn (profile: ownPartyBrn)
    counterparty("cp-account", ACCOUNT_PARTY_BRN, {}),
  ];
}

/** An approval number made up from an invoice's id (24 digits, written 8-8-8 as the tax authority writes them). */
export function ntsApprovalNumber(id: string): string {
  // Stryker disable next-line MethodExpression, ArithmeticOperator, StringLiteral: unfixed: an approval number's form is the tax authority's and not shown; the suite only passes back the number an answer gave
  const digits = [...createHash("sha256").update(id).digest()].slice(0, 24).map((b) => b % 10).join("");
  // Stryker disable next-line MethodExpression: unfixed: an approval number's form is the tax authority's and not shown; the suite only passes back the number an answer gave
  return `${digits.slice(0, 8)}-${digits.slice(8, 16)}-${digits.slice(16)}`;
}

/** The seeded ongoing invoice, in a state the target counts as in progress (Readings.ongoing). */
function ongoing(readings: Readings): TaxInvoice {
  // Stryker disable next-line StringLiteral: unfixed: seeded data; no profile names the ongoing invoice, only its counterparty
  const id = readings.numericIds ? "100000000001" : "ti-ongoing-0001";
  // Stryker disable next-line StringLiteral: unfixed: seeded data; no profile names the ongoing invoice, only its counterparty
  const forward = { id, issuanceType: "NORMAL" as const, taxationType: "TAXABLE", supplierBrn: OWN_BRN, supplierDocumentKey: "seed-supplier-0001",
    recipientBrn: "2118869441" };
  if (readings.ongoing === "drafts") return { ...forward, status: "DRAFTED" };
  // Stryker disable next-line ConditionalExpression: unfixed: which in-progress state the seeded invoice is in is seeded data; a request is in progress in every reading but drafts, which returned above
  if (readings.ongoing === "requests") {
    return { ...forward, status: "REQUESTED", supplierBrn: "2118869441", recipientBrn: OWN_BRN,
      // Stryker disable next-line StringLiteral: unfixed: seeded data; no profile names the ongoing invoice, only its counterparty
      issuanceType: "REVERSE", recipientDocumentKey: "seed-recipient-0001" };
  }
  // Stays in progress (never transmitted): the profile names its counterparty as one with a tax invoice in progress.
  return { ...forward, status: "ISSUED", issuedAtMs: Number.POSITIVE_INFINITY };
}

export function seedTaxInvoices(readings: Readings): TaxInvoice[] {
  const seeded: TaxInvoice[] = [ongoing(readings), {
    // A pre-provisioned original in the sending-completed state, for modifications (profile: fixtures.sendingCompletedOriginal).
    id: readings.numericIds ? SENDING_COMPLETED_NUMBER : SENDING_COMPLETED_ID, status: "SENDING_COMPLETED", issuanceType: "NORMAL", taxationType: "TAXABLE",
    supplierBrn: readings.ownCompanyNotParty ? ACCOUNT_PARTY_BRN : OWN_BRN,
    // Stryker disable next-line StringLiteral: unfixed: seeded data; the profile names the original (by its id, a key or its approval number), never its recipient
    recipientBrn: "1138620534",
    supplierDocumentKey: SENDING_COMPLETED_KEYS.supplier, recipientDocumentKey: SENDING_COMPLETED_KEYS.recipient,
  }];
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-FORBIDDEN: which requests are 403 ForbiddenError is open (the suite's ForbiddenError rows are pending); the profile names no other company's invoice
  if (readings.forbidden === "other-company") seeded.push(otherCompanyInvoice(readings));
  return seeded;
}

/** An invoice of another company, which the account may not see (never named by the profile: Readings.forbidden). */
function otherCompanyInvoice(readings: Readings): TaxInvoice {
  // Stryker disable next-line ObjectLiteral: open A-OPEN-FORBIDDEN: which requests are 403 ForbiddenError is open; the profile names no other company's invoice
  return {
    // Stryker disable next-line StringLiteral: open A-OPEN-FORBIDDEN: which requests are 403 ForbiddenError is open; the profile names no other company's invoice
    id: readings.numericIds ? "100000000003" : "ti-other-company-0001", status: "DRAFTED", issuanceType: "NORMAL", taxationType: "TAXABLE",
    // Stryker disable next-line StringLiteral, BooleanLiteral: open A-OPEN-FORBIDDEN: which requests are 403 ForbiddenError is open; the profile names no other company's invoice
    supplierBrn: "2148611416", recipientBrn: "1138620534", otherCompany: true,
  };
}

/** A closed business's brn (a valid check digit): invalid where the target reads closed businesses' brns so (Readings.brnValidity). */
export const CLOSED_BRN = "1018116293";

/**
 * The brns the tax authority's registry knows where a target checks brns against it (Readings.brnValidity "registry"):
 * the seed's, and fresh ones made from a fixed seed, which the profile lists as its fresh brns.
 */
export function registryBrns(fresh = 600): string[] {
  const out = new Set<string>();
  let x = 7;
  // Stryker disable next-line EqualityOperator: unfixed: a registry may know brns the profile does not list; the suite's unknown brns are its own, never the next of this sequence
  while (out.size < fresh) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const nine = String(100000000 + (x % 900000000));
    out.add(Array.from({ length: 10 }, (_, d) => `${nine}${d}`).find(brnValid)!);
  }
  return [...out];
}

export function seedVerifications(): Verification[] {
  return [
    { id: "verification-valid-0001", brn: "1358139402", type: "BUSINESS", valid: true },
    // The invalid result's brn and type: its invalidity answers first (a request from it breaks no other rule).
    { id: "verification-invalid-0002",
      // Stryker disable next-line StringLiteral: unfixed: seeded data; the suite names the invalid result with its own brn and type, and its invalidity answers first
      brn: "1018205129", type: "BUSINESS", valid: false },
  ];
}

export const BULK_TAX_INVOICE = {
  // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: a bulk tax invoice's fields are not shown; the suite reads its id only
  id: BULK_TAX_INVOICE_ID, graphqlId: "QnVsa1RheEludm9pY2U6MQ", name: "reference bulk", status: "COMPLETED",
  // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: a bulk tax invoice's fields are not shown; the suite reads its id only
  totalInvoiceCount: 2, totalAmount: 220000, stats: {}, createdAt: "2026-01-05T00:00:00Z",
  // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: a bulk tax invoice's fields are not shown; the suite reads its id only
  statusUpdatedAt: "2026-01-05T00:10:00Z", sourceType: "SHEET", issuanceType: "NORMAL",
};
