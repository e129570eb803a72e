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
      case "several-members": return [s, { [words.stage]: base + (s === "SENDING_COMPLETED" ? 2 : i), [words.transmitted]: s === "SENDING_COMPLETED" }];
      case "flags": return [s, Object.fromEntries(STATES.map((other) => [words.flag(other), other === s]))];
      default: return [s, pick(random, stateStrings(s))];
    }
  }));
  if (invisible) values.SENDING_COMPLETED = values.ISSUED;
  return values;
}

/** A brn written with dashes (###-##-#####); dashes are read off again, a brn without them read as it is. */
export const dashedBrn: Conversion = {
  toWire(v) {
    return Array.isArray(v) ? v.map(dashedBrn.toWire) : typeof v === "string" && /^\d{10}$/.test(v) ? `${v.slice(0, 3)}-${v.slice(3, 5)}-${v.slice(5)}` : v;
  },
  fromWire(v) {
    return Array.isArray(v) ? v.map(dashedBrn.fromWire) : typeof v === "string" && /^\d{3}-\d{2}-\d{5}$/.test(v) ? v.replaceAll("-", "") : v;
  },
};

/** Amounts as strings of digits; a JSON number is not an amount here. */
export const textAmount: Conversion = {
  toWire(v) {
    return typeof v === "number" ? String(v) : v;
  },
  fromWire(v) {
    if (typeof v !== "string" || !/^\d+$/.test(v)) throw invalid("amounts are strings of digits");
    return Number(v);
  },
};

/** A write date as yyyyMMdd, or as a date-time at noon with a fixed offset; the canonical one is yyyy-MM-dd. */
export function writeDateCodec(form: "compact" | "date-time", offset = "-10:00"): Conversion {
  const canonical = /^(\d{4})-(\d{2})-(\d{2})$/;
  return form === "compact" ? {
    toWire: (v) => (typeof v === "string" && canonical.test(v) ? v.replaceAll("-", "") : v),
    fromWire: (v) => {
      const m = typeof v === "string" ? /^(\d{4})(\d{2})(\d{2})$/.exec(v) : null;
      if (!m) throw invalid("writeDate is yyyyMMdd");
      return `${m[1]}-${m[2]}-${m[3]}`;
    },
  } : {
    toWire: (v) => (typeof v === "string" && canonical.test(v) ? `${v}T12:00:00${offset}` : v),
    fromWire: (v) => {
      const m = typeof v === "string" ? /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(v) : null;
      if (!m) throw invalid("writeDate is an ISO date-time with an offset");
      return m[1];
    },
  };
}

/** Ids of digits answered as JSON numbers; a number sent back is read as its digits. */
export const numericId: Conversion = {
  toWire(v) {
    return typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : v;
  },
  fromWire(v) {
    return typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v;
  },
};
