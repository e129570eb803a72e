// How a generated dialect writes values: enum spellings (strings of its own, integers, booleans), tax invoice states
// (a string, an integer, a code with a transmitted flag, one flag per state), and the forms of brns, amounts, write
// dates and ids. Each is a codec of dialect.ts: the reference reads the wire value back into the canonical one.
import { invalid } from "../model.js";
import type { Conversion } from "./dialect.js";
import { pick, type Rng } from "./random.js";

export type EnumName = "issuanceType" | "taxationType" | "keyType" | "counterpartyType" | "modificationType";
export type EnumForm = "spec-names" | "other-strings" | "integers" | "booleans";
export type Spellings = Record<EnumName, Record<string, unknown>>;

/**
 * Each enum's values, a value a line: the enum, the value (the spec's or the SDK's name), then strings of a dialect's
 * own (the last, the value in camelCase). A value's integer code is its place in its enum, from 1 (the modification
 * reasons in the tax authority's own numbering, 1 to 6: 1 is a correction of entry errors). One text, made as a dialect
 * is (see names.ts).
 */
function enumValues(): Map<EnumName, { canonical: string; own: string[] }[]> {
  const vocabulary = `
    issuanceType NORMAL FORWARD REGULAR DIRECT normal
    issuanceType REVERSE BACKWARD INVERSE REVERSED reverse
    taxationType TAXABLE TAX VAT STANDARD taxable
    taxationType ZERO_RATED ZERO ZERO_RATE zeroRated
    taxationType FREE EXEMPT TAX_FREE free
    keyType TAX_INVOICE_ID ID INVOICE taxInvoiceId
    keyType SUPPLIER SELLER SUPPLIER_REF supplier
    keyType RECIPIENT BUYER RECIPIENT_REF recipient
    counterpartyType BUSINESS CORPORATE COMPANY business
    counterpartyType INDIVIDUAL PERSON SOLE_TRADER individual
    modificationType CORRECTION_OF_ENTRY_ERRORS ENTRY_ERROR FIX_ENTRY correctionOfEntryErrors`;
  const out = new Map<EnumName, { canonical: string; own: string[] }[]>();
  for (const line of vocabulary.trim().split("\n")) {
    const [name, canonical, ...own] = line.trim().split(" ") as [EnumName, string, ...string[]];
    out.set(name, [...(out.get(name) ?? []), { canonical, own }]);
  }
  return out;
}

export function spellings(random: Rng, form: EnumForm): Spellings {
  const out = {} as Spellings;
  for (const [name, values] of enumValues()) {
    out[name] = Object.fromEntries(values.map(({ canonical, own }, i) =>
      [canonical, form === "spec-names" ? canonical : form === "integers" ? i + 1 : pick(random, own)]));
  }
  // A flag: {"reverse": true} is the reverse issuance, false the forward one.
  if (form === "booleans") out.issuanceType = { NORMAL: false, REVERSE: true };
  return out;
}

/** The tax invoice states the reference has (the last two only where a dialect shows an intermediate state). */
export const STATES = ["DRAFTED", "REQUESTED", "ISSUED", "SENDING_COMPLETED", "ISSUANCE_CANCELLED", "REQUEST_CANCELLED", "REQUEST_REFUSED",
  "ISSUING", "SENDING"] as const;

/** Strings of a dialect's own for a state: a state a line, then its strings. */
function stateStrings(state: string): string[] {
  const vocabulary = `
    DRAFTED DRAFT SAVED draft
    REQUESTED ASKED AWAITING_APPROVAL requested
    ISSUED APPROVED ISSUE_DONE issued
    SENDING_COMPLETED TRANSMITTED SENT_TO_NTS sent
    ISSUANCE_CANCELLED WITHDRAWN VOIDED cancelled
    REQUEST_CANCELLED ASK_WITHDRAWN REQUEST_VOIDED requestCancelled
    REQUEST_REFUSED DECLINED ASK_REFUSED refused
    ISSUING IN_ISSUANCE PROCESSING issuing
    SENDING SENDING TRANSMITTING sending`;
  const line = vocabulary.split("\n").find((l) => l.trim().startsWith(`${state} `))!;
  return line.trim().split(" ").slice(1);
}

export type StateForm = "spec-strings" | "other-strings" | "integer" | "several-members" | "flags" | "per-operation";

/**
 * Each state's wire value. Objects (several members, flags) are merged into the record, whose pointer the profile
 * names. `invisible`: the sending-completed state is written as ISSUED (no answer tells them apart).
 */
export function stateValues(random: Rng, form: StateForm, words: { stage: string; transmitted: string; flag: (state: string) => string }, invisible: boolean): Record<string, unknown> {
  const base = pick(random, [10, 20, 30]);
  const values: Record<string, unknown> = Object.fromEntries(STATES.map((s, i): [string, unknown] => {
    switch (form) {
      // Stryker disable next-line ArrayDeclaration: equivalent: a state spelled as itself and a state the codec does not name go on the wire alike (dialect.ts writes and reads an unnamed value as it is)
      case "spec-strings": return [s, s];
      case "integer": return [s, base + i];
      case "several-members": {
        // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-SENDING-COMPLETED-ID: the sending-completed state's identifier is not shown, and the suite asserts it of no answer (it waits past the profile's time or calls its hook, then uses the original); the comment also reaches the killed opposite (every state at one stage)
        const stage = base + (s === "SENDING_COMPLETED" ? 2 : i);
        return [s, { [words.stage]: stage, [words.transmitted]: s === "SENDING_COMPLETED" }];
      }
      case "flags": return [s, Object.fromEntries(STATES.map((other) => [words.flag(other), other === s]))];
      default: return [s, pick(random, stateStrings(s))];
    }
  }));
  // Stryker disable next-line ConditionalExpression: unfixed: whether an answer shows the sending-completed state is the dialect's (F-SENDING-COMPLETED-ID); the suite never needs it shown or hidden (A-OPEN-STATE-AFTER); the comment also reaches the killed opposite (always hidden, generated 4)
  if (invisible) values.SENDING_COMPLETED = values.ISSUED;
  return values;
}

/** A brn written with dashes (###-##-#####); dashes are read off again, a brn without them read as it is. */
export const dashedBrn: Conversion = {
  toWire(v) {
    return Array.isArray(v) ? v.map(dashedBrn.toWire) : dashed(v);
  },
  fromWire(v) {
    return Array.isArray(v) ? v.map(dashedBrn.fromWire) : undashed(v);
  },
};

function dashed(v: unknown): unknown {
  // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, BooleanLiteral, StringLiteral, Regex: unfixed: whether an answer writes a brn with dashes is the dialect's (F-BRN-FORMAT), and the suite reads an answered brn by its digits (the slices that keep them are on the next line)
  if (typeof v !== "string" || !/^\d{10}$/.test(v)) return v;
  return `${v.slice(0, 3)}-${v.slice(3, 5)}-${v.slice(5)}`;
}

/** A dashed brn without its dashes (no other value has the dashed form, a text's or not). */
function undashed(v: unknown): unknown {
  // Stryker disable next-line ConditionalExpression, Regex: unfixed: where a dialect's brn has its dashes is the dialect's (F-BRN-FORMAT); the suite sends brns only in the profile's form, so a text with dashes elsewhere or around a brn is no request it makes; the comment also reaches the killed opposites (a dashed brn kept or misread)
  return /^\d{3}-\d{2}-\d{5}$/.test(String(v)) ? String(v).replaceAll("-", "") : v;
}

/** Amounts as strings of digits; a JSON number is not an amount here. */
// Stryker disable next-line ObjectLiteral: unfixed: F-AMOUNT-TYPE: amounts written as text are the dialect's; in those dialects the core holds no rule on amounts (rounding and whole amounts are other values of the dimension) and the suite reads no amount back, so an amount read or answered otherwise is no answer it sees
export const textAmount: Conversion = {
  // Stryker disable next-line BlockStatement: unfixed: F-AMOUNT-TYPE: amounts written as text are the dialect's; in those dialects the core holds no rule on amounts (rounding and whole amounts are other values of the dimension) and the suite reads no amount back, so an amount read or answered otherwise is no answer it sees
  toWire(v) {
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: F-AMOUNT-TYPE: amounts written as text are the dialect's; in those dialects the core holds no rule on amounts (rounding and whole amounts are other values of the dimension) and the suite reads no amount back, so an amount read or answered otherwise is no answer it sees
    return typeof v === "number" ? String(v) : v;
  },
  // Stryker disable next-line BlockStatement: unfixed: F-AMOUNT-TYPE: amounts written as text are the dialect's; in those dialects the core holds no rule on amounts (rounding and whole amounts are other values of the dimension) and the suite reads no amount back, so an amount read or answered otherwise is no answer it sees
  fromWire(v) {
    // Stryker disable next-line ConditionalExpression, LogicalOperator, Regex, BlockStatement: unfixed: F-AMOUNT-TYPE: amounts written as text are the dialect's; in those dialects the core holds no rule on amounts (rounding and whole amounts are other values of the dimension) and the suite reads no amount back, so an amount read or answered otherwise is no answer it sees; the comment also reaches the killed opposites (every amount refused)
    if (typeof v !== "string" || !/^\d+$/.test(v)) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid("amounts are strings of digits");
    }
    return Number(v);
  },
};

/** A write date as yyyyMMdd, or as a date-time at noon with a fixed offset; the canonical one is yyyy-MM-dd. */
export function writeDateCodec(form: "compact" | "date-time", offset = "-10:00"): Conversion {
  // Stryker disable next-line Regex: equivalent: every write date the reference answers is canonical (the core keeps only dates it read), so matching without an anchor changes nothing; the comment also reaches the killed mutants of its digits (a canonical date written as it is)
  const canonical = /^(\d{4})-(\d{2})-(\d{2})$/;
  return form === "compact" ? {
    // Stryker disable next-line ArrowFunction, ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral: open A-OPEN-RECORD-FIELDS: whether a record answers its write date is not shown; the suite reads one only to name an original, which the reference then knows by its approval number alone (F-ORIGINAL-REFERENCE)
    toWire: (v) => (typeof v === "string" && canonical.test(v) ? v.replaceAll("-", "") : v),
    fromWire: (v) => {
      // Stryker disable next-line ConditionalExpression, Regex: unfixed: the write date's form is the dialect's (F-WRITE-DATE); the suite sends it only in the profile's form, so a date in another (a number, text around it, another precision) is no request it makes; the comment also reaches the killed opposites (no date read)
      const m = typeof v === "string" ? /^(\d{4})(\d{2})(\d{2})$/.exec(v) : null;
      // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: the write date's form is the dialect's (F-WRITE-DATE); the suite sends it only in the profile's form, so a date in another (a number, text around it, another precision) is no request it makes; the message is not fixed; the comment also reaches the killed opposite (every date refused)
      if (!m) throw invalid("writeDate is yyyyMMdd");
      return `${m[1]}-${m[2]}-${m[3]}`;
    },
  } : {
    // Stryker disable next-line ArrowFunction, ConditionalExpression, LogicalOperator: open A-OPEN-RECORD-FIELDS: whether a record answers its write date is not shown; the suite reads one only to name an original, which the reference then knows by its approval number alone (F-ORIGINAL-REFERENCE); every date answered is canonical, and the comment also reaches the killed opposite (a date answered without its time)
    toWire: (v) => (typeof v === "string" && canonical.test(v) ? `${v}T12:00:00${offset}` : v),
    fromWire: (v) => {
      // Stryker disable next-line ConditionalExpression, Regex: unfixed: the write date's form is the dialect's (F-WRITE-DATE); the suite sends it only in the profile's form, so a date in another (a number, text around it, another precision) is no request it makes; the comment also reaches the killed opposites (no date read)
      const m = typeof v === "string" ? /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(v) : null;
      // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: the write date's form is the dialect's (F-WRITE-DATE); the suite sends it only in the profile's form, so a date in another (a number, text around it, another precision) is no request it makes; the message is not fixed; the comment also reaches the killed opposite (every date refused)
      if (!m) throw invalid("writeDate is an ISO date-time with an offset");
      return m[1];
    },
  };
}

/** Ids of digits answered as JSON numbers; a number sent back is read as its digits. */
export const numericId: Conversion = {
  toWire(v) {
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator, StringLiteral, Regex: unfixed: whether ids are written as JSON numbers is the dialect's (F-ID-TYPE), and the suite reads every id as text
    return typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : v;
  },
  fromWire(v) {
    // Stryker disable next-line ConditionalExpression, LogicalOperator: equivalent: an id sent as text is that text either way, and the suite sends ids only as text or as the whole numbers the profile answered; the comment also reaches the killed opposite (a number never read as text)
    return typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v;
  },
};
