// Reads a B2bTaxInvoiceInput (canonical shape) and the key of an existing invoice (the taxInvoiceKey of operations 16
// to 25, with the taxInvoiceKeyType and brn query parameters): the rules creations and updates share.
import { B2bFailure, invalid, type TaxInvoice } from "./model.js";
import type { B2bBook } from "./book.js";
import { object, optionalString, type Body } from "./input.js";
import { brnValid } from "./brn.js";
import { ACCOUNT_PARTY_BRN, OWN_BRN } from "./seed.js";
import { caselessQuery } from "./fault-paths.js";
import type { Readings } from "./readings/readings.js";

export const KEY_TYPES = ["TAX_INVOICE_ID", "SUPPLIER", "RECIPIENT"];
export const TAXATION_TYPES = ["TAXABLE", "ZERO_RATED",
  // Stryker disable next-line StringLiteral: open A-OPEN-REQUEST-SHAPES: the taxation types are not shown; the suite sends the profile's two (taxationType, otherTaxationType)
  "FREE"];
const ISSUANCE_TYPES = ["NORMAL", "REVERSE"];

const fail = (status: number, identifier: string) => new B2bFailure(status, identifier);

export interface InvoiceInput {
  taxationType: string;
  issuanceType?: "NORMAL" | "REVERSE";
  supplierBrn: string;
  recipientBrn: string;
  supplierDocumentKey?: string;
  recipientDocumentKey?: string;
  rest: Body;
}

function company(body: Body, field: string): string {
  const brn = optionalString(object(body[field], field), "brn");
  // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-REQUEST-SHAPES: which members a tax invoice input requires, and their values, are not shown; the suite sends the profile's bodies
  if (!brn) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`${field}.brn is required`);
  }
  return brn;
}

/** The tax rate of each taxation type, for a target that checks the tax amount (Readings.taxRounding). */
const RATE: Record<string, number> = { TAXABLE: 10, ZERO_RATED: 0, FREE: 0 };

/** The day a date is in a time zone, as yyyy-MM-dd. */
// Stryker disable next-line ArrowFunction, ObjectLiteral: unfixed: which write days a target takes is free (F-WRITE-DATE "korean-day"); the arrow's mutant refuses no day; the options' mutant takes the machine's day for the zone's, which refuses the suite's date (today in the profile's zone) only in the hours the two days differ, so its verdict would be the hour's
const dayIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/** The checks some targets make of an input's forms: document key lengths, the write date's day, the tax amount. */
// Stryker disable next-line BlockStatement: unfixed: the target's forms (F-TEXT-VALUES, F-WRITE-DATE, F-AMOUNT-TYPE) refuse only values the suite never sends: it writes keys, dates and amounts as the profile gives them, which meet every reading
function checkForms(body: Body, taxationType: string, readings: Readings): void {
  // Stryker disable next-line ArrayDeclaration, StringLiteral, BlockStatement: unfixed: the target's forms (F-TEXT-VALUES, F-WRITE-DATE, F-AMOUNT-TYPE) refuse only values the suite never sends: it writes keys, dates and amounts as the profile gives them, which meet every reading
  for (const field of ["supplierDocumentKey", "recipientDocumentKey"]) {
    const key = optionalString(body, field);
    // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: a length limit on document keys is a freedom (F-TEXT-VALUES "lengths"); the suite's keys have the profile's form, never longer (and a length is never above undefined)
    const limited = readings.documentKeyMaxLength !== undefined;
    // Stryker disable next-line BlockStatement, ConditionalExpression, EqualityOperator: unfixed: a length limit on document keys is a freedom (F-TEXT-VALUES "lengths"); the suite's keys have the profile's form, never as long as the limit, so refusing none (or keys of exactly the limit) is another legal choice (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
    if (key !== undefined && limited && key.length > readings.documentKeyMaxLength!) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid(`${field} is longer than ${readings.documentKeyMaxLength} characters`);
    }
    // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: a form of document keys is a freedom (F-TEXT-VALUES "key-form"); the suite's keys have the profile's form (and an undefined pattern matches every key)
    const formed = readings.documentKeyPattern !== undefined;
    // Stryker disable next-line BlockStatement, ConditionalExpression: unfixed: a form of document keys is a freedom (F-TEXT-VALUES "key-form"); the suite's keys have the profile's form, so refusing none is another legal choice (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
    if (key !== undefined && formed && !new RegExp(readings.documentKeyPattern!).test(key)) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid(`${field} does not have the form ${readings.documentKeyPattern}`);
    }
  }
  const date = body.writeDate;
  // Stryker disable next-line BlockStatement, ConditionalExpression, LogicalOperator, Regex: unfixed: which write days a target takes, and in which form, is free (F-WRITE-DATE); the suite sends today in the profile's zone as yyyy-MM-dd, so refusing fewer days or forms is another legal choice (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
  if (readings.writeDateZone && (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date > dayIn(readings.writeDateZone))) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`writeDate must be a day no later than today in ${readings.writeDateZone}`);
  }
  // Stryker disable next-line ArrayDeclaration, StringLiteral, BlockStatement: unfixed: whole-won amounts are a freedom (F-AMOUNT-TYPE "integer"); the suite's amounts are whole numbers
  for (const amount of ["totalSupplyAmount", "totalTaxAmount", "totalAmount"]) {
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator: unfixed: whole-won amounts are a freedom (F-AMOUNT-TYPE "integer"); the suite's bodies carry all three amounts, whole numbers, so neither skipping the check nor checking every amount changes an answer
    const checked = readings.integerAmounts && body[amount] !== undefined;
    // Stryker disable next-line BlockStatement, ConditionalExpression: unfixed: whole-won amounts are a freedom (F-AMOUNT-TYPE "integer"); the suite's amounts are whole numbers, so refusing none is another legal choice (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
    if (checked && !Number.isInteger(body[amount])) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid(`${amount} is a whole number of won`);
    }
  }
  // Stryker disable next-line ConditionalExpression, BlockStatement: unfixed: a checked tax amount is a freedom (F-AMOUNT-TYPE "rounded", "truncated"); the suite's supply amounts are whole hundreds of won and its tax and total the profile's, right at every rounding
  if (readings.taxRounding) {
    const [supply, tax, total] = [body.totalSupplyAmount, body.totalTaxAmount, body.totalAmount];
    // Stryker disable next-line LogicalOperator, BlockStatement, ConditionalExpression: unfixed: amounts as numbers are a freedom (F-AMOUNT-TYPE); where a target checks the tax, the suite's three amounts are numbers, so refusing none is another legal choice (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
    if (typeof supply !== "number" || typeof tax !== "number" || typeof total !== "number") {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid("the amounts must be numbers");
    }
    const due = ((readings.taxRounding === "round" ? Math.round : Math.trunc) as (n: number) => number)((supply * RATE[taxationType]!) / 100);
    // Stryker disable next-line LogicalOperator, BlockStatement, ConditionalExpression: unfixed: a checked tax amount is a freedom (F-AMOUNT-TYPE); the suite's tax and total are always right, so a check that refuses less changes no answer (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
    if (tax !== due || total !== supply + tax) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid(`the tax amount of ${supply} is ${due}, and the total their sum`);
    }
  }
}

export function invoiceInput(raw: unknown, readings: Readings = {}): InvoiceInput {
  // Stryker disable next-line StringLiteral: message: an error's message is not fixed
  const body = object(raw, "taxInvoice");
  const taxationType = optionalString(body, "taxationType");
  // Stryker disable next-line ConditionalExpression, LogicalOperator, BlockStatement: open A-OPEN-REQUEST-SHAPES: which members a tax invoice input requires, and their values, are not shown; the suite sends the profile's bodies
  if (!taxationType || !TAXATION_TYPES.includes(taxationType)) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`taxationType must be one of ${TAXATION_TYPES.join(", ")}`);
  }
  const issuanceType = optionalString(body, "issuanceType");
  // Stryker disable next-line ConditionalExpression, BlockStatement: open A-OPEN-REQUEST-SHAPES: which members a tax invoice input requires, and their values, are not shown; the suite sends the profile's bodies
  if (issuanceType !== undefined && !ISSUANCE_TYPES.includes(issuanceType)) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`issuanceType must be one of ${ISSUANCE_TYPES.join(", ")}`);
  }
  checkForms(body, taxationType, readings);
  return {
    taxationType, issuanceType: issuanceType as InvoiceInput["issuanceType"], supplierBrn: company(body, "supplier"), recipientBrn: company(body, "recipient"),
    supplierDocumentKey: optionalString(body, "supplierDocumentKey"), recipientDocumentKey: optionalString(body, "recipientDocumentKey"), rest: body,
  };
}

/** The forms of the target's ids, where ids of another form are invalid input (Readings.fixedIdForm). */
// Stryker disable next-line Regex: unfixed: a target's id forms are its own (F-PAIR-MALFORMED-ID, F-ID-TYPE); the suite's ids are the target's, so forms taking more are another legal choice (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
export const ID_FORMS = { taxInvoice: /^(ti-[a-z0-9-]{4,32}|\d{6,15})$/, attachment: /^att-[0-9a-f]{16}$/ };

/**
 * Finds an invoice by key, key type (default TAX_INVOICE_ID) and optional brn, as the target reads the brn
 * (F-KEY-BRN-PARAM: usually one of the invoice's parties; ignored; the acting company; refused when neither party's).
 */
export function findInvoice(book: B2bBook, has: (f: string) => boolean, k: Key, readings: Readings = {}): TaxInvoice {
  const { key } = k;
  let type = k.keyType ?? (has("default-key-type-supplier") ? "SUPPLIER" : "TAX_INVOICE_ID");
  if (!KEY_TYPES.includes(type) && has("key-type-invalid-read-as-id")) type = "TAX_INVOICE_ID";
  if (!KEY_TYPES.includes(type)) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid(`taxInvoiceKeyType must be one of ${KEY_TYPES.join(", ")}`);
  }
  if (type === "SUPPLIER" && has("supplier-key-type-ignored")) type = "TAX_INVOICE_ID";
  if (type === "RECIPIENT" && has("recipient-key-type-as-supplier")) type = "SUPPLIER";
  // Stryker disable next-line StringLiteral, BlockStatement, ConditionalExpression: unfixed: a key of a foreign form may be 400 or 404 (F-PAIR-MALFORMED-ID), and the suite's unknown keys have the form of real ones (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
  if (type === "TAX_INVOICE_ID" && readings.fixedIdForm && !ID_FORMS.taxInvoice.test(key)) {
    // Stryker disable next-line StringLiteral: message: an error's message is not fixed
    throw invalid("a tax invoice id has another form");
  }
  // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-KEY-BRN: what the brn parameter does is open (F-KEY-BRN-PARAM), and the suite never sends it
  const brn = readings.keyBrn === "ignored" || readings.keyBrn === "acting-company" ? undefined : k.brn;
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-KEY-BRN: what the brn parameter does is open (F-KEY-BRN-PARAM), and the suite never sends it, so the reading is never asked
  const acting = readings.keyBrn === "acting-company";
  // Stryker disable next-line StringLiteral, BooleanLiteral, ArrayDeclaration, ConditionalExpression: open A-OPEN-KEY-BRN: what the brn parameter does is open (F-KEY-BRN-PARAM), and the suite never sends it (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
  if (k.brn && acting && ![OWN_BRN, ACCOUNT_PARTY_BRN].includes(k.brn)) throw fail(403, "ForbiddenError");
  const field = (t: TaxInvoice) => (type === "SUPPLIER" ? t.supplierDocumentKey : type === "RECIPIENT" ? t.recipientDocumentKey : t.id);
  // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral, ArrowFunction: open A-OPEN-KEY-BRN: what the brn parameter does is open (F-KEY-BRN-PARAM), and the suite never sends it, so this never runs
  const brnParty = (t: TaxInvoice) => readings.keyBrn === "checked" || t.supplierBrn === brn || t.recipientBrn === brn;
  // Stryker disable next-line ConditionalExpression: open A-OPEN-KEY-BRN: what the brn parameter does is open (F-KEY-BRN-PARAM "ignored" among its readings), and the suite never sends it (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
  const partyOk = (t: TaxInvoice) => !brn || brnParty(t);
  const found = [...book.taxInvoices.values()].find((t) => field(t) === key && partyOk(t));
  if (!found) throw has("tax-invoice-unknown-400") ? invalid("unknown tax invoice") : fail(404, "B2bTaxInvoiceNotFoundError");
  // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-KEY-BRN: what the brn parameter does is open (F-KEY-BRN-PARAM), and the suite never sends it
  if (readings.keyBrn === "checked" && brn && found.supplierBrn !== brn && found.recipientBrn !== brn) throw fail(403, "ForbiddenError");
  // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-FORBIDDEN: which requests are refused with ForbiddenError is not described; the suite never names the seeded invoice of another company
  if (found.otherCompany) throw fail(403, "ForbiddenError");
  return found;
}

/**
 * The parties must exist (the company itself or a counterparty; only counterparties when the company is never a party)
 * and counterparties must be connected to the tax authority. A forward invoice's recipient may be unregistered where the
 * reading allows it.
 */
export function checkParties(book: B2bBook, has: (f: string) => boolean, input: InvoiceInput, readings: Readings = {}): void {
  // A value that fails on purpose (F-EXTERNAL-FAILURE): a supplier brn of zeros.
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-EXTERNAL-FAILURE: how a client makes an external service fail is open (F-EXTERNAL-FAILURE), and the suite never provokes it (A-DRAFT-EXTERNAL-502 is pending) nor sends a supplier brn of zeros
  const failsOnPurpose = readings.externalFailure === "test-mode-trigger";
  // Stryker disable next-line StringLiteral, ConditionalExpression: open A-OPEN-EXTERNAL-FAILURE: how a client makes an external service fail is open (F-EXTERNAL-FAILURE), and the suite never provokes it (A-DRAFT-EXTERNAL-502 is pending) nor sends a supplier brn of zeros (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
  if (failsOnPurpose && input.supplierBrn === "0000000000") throw fail(502, "B2bExternalServiceError");
  const companies = readings.severalCompanies ? [OWN_BRN, ACCOUNT_PARTY_BRN] : [OWN_BRN];
  for (const [brn, identifier, fault] of [[input.supplierBrn, "B2bSupplierNotFoundError", "supplier-unknown-accepted"],
    [input.recipientBrn, "B2bRecipientNotFoundError", "recipient-unknown-accepted"]] as const) {
    if (companies.includes(brn) && !readings.ownCompanyNotParty) continue;
    const found = [...book.counterparties.values()].find((c) => c.brn === brn);
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-UNREGISTERED-RECIPIENT: whether a forward invoice's unregistered recipient exists is open (F-UNREGISTERED-RECIPIENT); the suite takes an acceptance as pending and a refusal by the row (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
    const forwardRecipient = identifier === "B2bRecipientNotFoundError" && input.issuanceType !== "REVERSE";
    // Stryker disable next-line ConditionalExpression: open A-OPEN-UNREGISTERED-RECIPIENT: whether a forward invoice's unregistered recipient exists is open (F-UNREGISTERED-RECIPIENT); the suite takes an acceptance as pending and a refusal by the row (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
    const mayBeUnregistered = forwardRecipient && unregisteredAllowed(brn, readings);
    if (!found) {
      // Stryker disable next-line LogicalOperator, ConditionalExpression: open A-OPEN-UNREGISTERED-RECIPIENT: whether a forward invoice's unregistered recipient exists is open (F-UNREGISTERED-RECIPIENT); the suite takes an acceptance as pending and a refusal by the row (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
      if (has(fault) || mayBeUnregistered) continue;
      if (identifier === "B2bRecipientNotFoundError" && has("recipient-unknown-invalid")) throw invalid("the recipient is not known");
      throw fail(404, unknownPartyRow(identifier, input, readings));
    }
    // Whose connection counts (F-NTS-PARTY): usually either party's.
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-NTS-PARTY: whose connection counts is open (F-NTS-PARTY); each mutant is another reading (supplier, recipient), both of which A-DRAFT-NTS-NOT-CONNECTED-400 takes
    const supplierOnly = readings.ntsParty === "supplier";
    // Stryker disable next-line EqualityOperator, BooleanLiteral, ConditionalExpression: open A-OPEN-NTS-PARTY: whose connection counts is open (F-NTS-PARTY); each mutant is another reading (supplier, recipient, either), all of which A-DRAFT-NTS-NOT-CONNECTED-400 takes (a comment reaches the whole line: the killed opposite, refusing what the suite sends, is disabled with it)
    const counts = !readings.ntsParty || supplierOnly === (identifier === "B2bSupplierNotFoundError");
    if (counts && !found.ntsConnected && !has("nts-connection-unchecked")) throw fail(400, "B2bCounterpartyNtsNotConnectedError");
  }
}

/** Whether a forward invoice's recipient may be a brn no counterparty has (F-UNREGISTERED-RECIPIENT). */
// Stryker disable next-line ConditionalExpression, LogicalOperator, ArrowFunction: open A-OPEN-UNREGISTERED-RECIPIENT: whether a forward invoice's unregistered recipient exists is open (F-UNREGISTERED-RECIPIENT); the suite takes an acceptance as pending and a refusal by the row
const unregisteredAllowed = (brn: string, readings: Readings) => readings.unregisteredForwardRecipients || (readings.recipientRegistry && brnValid(brn));

/**
 * The row an unknown party is answered with: its own (B2bSupplierNotFoundError, B2bRecipientNotFoundError), or
 * B2bCounterpartyNotFoundError on either side or on the side of the counterparty (the side the account is not on).
 */
function unknownPartyRow(identifier: string, input: InvoiceInput, readings: Readings): string {
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-CREATE-COUNTERPARTY-NOT-FOUND: which row an unknown party gets is open (F-CREATE-COUNTERPARTY-NOT-FOUND, F-PAIR-PARTY-NOT-FOUND); the suite takes the party's row or B2bCounterpartyNotFoundError
  const counterpartySide = input.issuanceType === "REVERSE" ? "B2bSupplierNotFoundError" : "B2bRecipientNotFoundError";
  // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral: open A-OPEN-CREATE-COUNTERPARTY-NOT-FOUND: which row an unknown party gets is open (F-CREATE-COUNTERPARTY-NOT-FOUND, F-PAIR-PARTY-NOT-FOUND); the suite takes the party's row or B2bCounterpartyNotFoundError
  const counterpartyRow = readings.unknownParty === "either-party" || (readings.unknownParty === "other-party" && identifier === counterpartySide);
  // Stryker disable next-line ConditionalExpression: open A-OPEN-CREATE-COUNTERPARTY-NOT-FOUND: which row an unknown party gets is open (F-CREATE-COUNTERPARTY-NOT-FOUND, F-PAIR-PARTY-NOT-FOUND); the suite takes the party's row or B2bCounterpartyNotFoundError
  if (counterpartyRow) return "B2bCounterpartyNotFoundError";
  return identifier;
}

/** Document keys are unique among invoices (the invoice itself excepted). */
export function checkKeysUnique(book: B2bBook, has: (f: string) => boolean, input: InvoiceInput, self?: string): void {
  const others = [...book.taxInvoices.values()].filter((t) => t.id !== self);
  if (input.supplierDocumentKey && others.some((t) => t.supplierDocumentKey === input.supplierDocumentKey) && !has("duplicate-supplier-key-accepted")) {
    throw fail(400, "B2bTaxInvoiceSupplierDocumentKeyAlreadyUsedError");
  }
  if (input.recipientDocumentKey && others.some((t) => t.recipientDocumentKey === input.recipientDocumentKey) && !has("duplicate-recipient-key-accepted")) {
    throw fail(400, "B2bTaxInvoiceRecipientDocumentKeyAlreadyUsedError");
  }
}

export interface Key { key: string; keyType?: string | null; brn?: string | null }

/** The key of 16 to 25; `caseless` (a fault) reads the query parameter names without regard to case. */
// Stryker disable next-line BooleanLiteral: equivalent: the default is never used, its one caller (routes.ts) always passes caseless
export function keyOf(req: { params: Record<string, string>; query: URLSearchParams }, caseless = false): Key {
  const get = (name: string) => (caseless ? caselessQuery(req.query, name) : req.query.get(name));
  const keyType = get("taxInvoiceKeyType");
  // Stryker disable next-line StringLiteral: open A-OPEN-KEY-BRN: what the brn parameter does is open, and reading none is one of its readings (F-KEY-BRN-PARAM "ignored"); the suite never sends it
  return { key: req.params.taxInvoiceKey!, keyType, brn: get("brn") };
}
