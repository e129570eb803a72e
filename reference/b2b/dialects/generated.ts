// A family of area A dialects: a seed draws one legal combination of wire choices in every dimension the spec leaves
// open, and yields both the reference's dialect (what it reads and answers) and the profile that describes it. The
// suite's tests never know the dialect: only the profile tells them.
import { readFileSync } from "node:fs";
import { sdkType, type Dialect, type Pair } from "./dialect.js";
import type { B2bFailure } from "../model.js";
import type { Readings } from "../readings.js";
import { ACCOUNT_PARTY_BRN } from "../seed.js";
import {
  ANSWERS, CONTACT, counterpartyScenarios, COUNTERPARTY_FIELDS, DOCUMENT_URLS, EMPTY_BODIES, INVOICE, INVOICE_ANSWERS, INVOICE_OPERATIONS,
  MODIFICATION, SIMPLE_REQUESTS, type EnumName, type Field,
} from "./shapes.js";
import { wireName, type Namer } from "./names.js";
import { pick, rng, type Rng } from "./random.js";

/** The choices a seed made, by dimension (the meta-test checks that its seeds cover every value). */
export interface Choices {
  style: "camel" | "snake" | "pascal";
  counterpartyContainer: boolean;
  flatParties: boolean;
  groupedAmounts: boolean;
  contactLevel: boolean;
  modification: "beside" | "inside";
  reverseInvoiceOwnShape: boolean;
  answers: "uniform" | "per-operation";
  errorAt: "pointer" | "anywhere";
  errorSpelling: "spec" | "sdk" | "kebab" | "code";
  issuanceTypeRequired: boolean;
  forwardDraftsOnly: boolean;
  unregisteredForwardRecipients: boolean;
  separateTestData: boolean;
  ownCompanyNotParty: boolean;
  upload: "none" | "PUT" | "POST";
  original: "provisioned" | "hook" | "wait";
  counterpartyTyped: boolean;
  serviceKeyHeader: "Authorization" | "X-Api-Key" | "X-Service-Key";
}

/** Each dimension's values: a seed picks one of each; every value is legal. */
export const DIMENSIONS: { [K in keyof Choices]: readonly Choices[K][] } = {
  style: ["camel", "snake", "pascal"], counterpartyContainer: [true, false], flatParties: [true, false], groupedAmounts: [true, false],
  contactLevel: [true, false], modification: ["beside", "inside"], reverseInvoiceOwnShape: [true, false], answers: ["uniform", "per-operation"],
  errorAt: ["pointer", "anywhere"], errorSpelling: ["spec", "sdk", "kebab", "code"], issuanceTypeRequired: [true, false], forwardDraftsOnly: [true, false],
  unregisteredForwardRecipients: [true, false], separateTestData: [true, false], ownCompanyNotParty: [true, false], upload: ["none", "PUT", "POST"],
  original: ["provisioned", "hook", "wait"], counterpartyTyped: [true, false], serviceKeyHeader: ["Authorization", "X-Api-Key", "X-Service-Key"],
};

export interface GeneratedDialect {
  seed: number;
  choices: Choices;
  dialect: Dialect;
  readings: Readings;
  /** The profile's b2b section that describes the dialect. */
  profile: Record<string, unknown>;
}

const IDENTIFIERS = [...new Set((JSON.parse(readFileSync(new URL("../../../fixtures/error-tables/b2b.json", import.meta.url), "utf8")) as
  { errors: { error: string }[] }).errors.map((e) => e.error))];

/** Wire spellings of the enums, canonical → wire, each value distinct. */
const ENUM_CHOICES: Record<EnumName, Record<string, string[]>> = {
  issuanceType: { NORMAL: ["NORMAL", "FORWARD", "REGULAR", "DIRECT"], REVERSE: ["REVERSE", "BACKWARD", "INVERSE", "REVERSED"] },
  taxationType: { TAXABLE: ["TAXABLE", "TAX", "VAT", "STANDARD"], ZERO_RATED: ["ZERO_RATED", "ZERO", "ZERO_RATE"], FREE: ["FREE", "EXEMPT", "TAX_FREE"] },
  keyType: { TAX_INVOICE_ID: ["TAX_INVOICE_ID", "ID", "INVOICE"], SUPPLIER: ["SUPPLIER", "SELLER", "SUPPLIER_REF"], RECIPIENT: ["RECIPIENT", "BUYER", "RECIPIENT_REF"] },
  counterpartyType: { BUSINESS: ["BUSINESS", "CORPORATE", "COMPANY"], INDIVIDUAL: ["INDIVIDUAL", "PERSON", "SOLE_TRADER"] },
  modificationType: { CORRECTION_OF_ENTRY_ERRORS: ["CORRECTION_OF_ENTRY_ERRORS", "ENTRY_ERROR", "FIX_ENTRY"] },
  state: {
    DRAFTED: ["DRAFTED", "DRAFT", "SAVED"], REQUESTED: ["REQUESTED", "ASKED", "AWAITING_APPROVAL"], ISSUED: ["ISSUED", "APPROVED", "ISSUE_DONE"],
    SENDING_COMPLETED: ["SENDING_COMPLETED", "TRANSMITTED", "SENT_TO_NTS"], ISSUANCE_CANCELLED: ["ISSUANCE_CANCELLED", "WITHDRAWN", "VOIDED"],
    REQUEST_CANCELLED: ["REQUEST_CANCELLED", "ASK_WITHDRAWN", "REQUEST_VOIDED"], REQUEST_REFUSED: ["REQUEST_REFUSED", "DECLINED", "ASK_REFUSED"],
  },
};

export function generateDialect(seed: number): GeneratedDialect {
  const random = rng(seed);
  const choices = Object.fromEntries(Object.entries(DIMENSIONS).map(([k, values]) => [k, pick(random, values as readonly unknown[])])) as unknown as Choices;
  const names = wireName(random, choices.style);
  const enums = Object.fromEntries(Object.entries(ENUM_CHOICES).map(([e, values]) =>
    [e, Object.fromEntries(Object.entries(values).map(([canonical, options]) => [canonical, pick(random, options)]))])) as Record<EnumName, Record<string, string>>;
  const shape = new Shape(random, names, choices, enums);
  const readings: Readings = {
    issuanceTypeRequired: choices.issuanceTypeRequired, forwardDraftsOnly: choices.forwardDraftsOnly,
    unregisteredForwardRecipients: choices.unregisteredForwardRecipients, separateTestData: choices.separateTestData,
    ownCompanyNotParty: choices.ownCompanyNotParty, uploadNotNeeded: choices.upload === "none",
  };
  return { seed, choices, dialect: shape.dialect(`generated:${seed}`), readings, profile: shape.profile() };
}

/** The wire shape of one dialect: paths for canonical fields, envelopes of answers, the error body. */
class Shape {
  private readonly invoice: string;
  private readonly reverseInvoice: { container: string; parties: Record<string, string> };
  private readonly parties: Record<string, string>;
  private readonly modificationName: string;
  private readonly envelopes = new Map<string, string>();
  private readonly errorSpot: string;

  constructor(random: Rng, private readonly names: Namer, private readonly c: Choices, private readonly enums: Record<EnumName, Record<string, string>>) {
    this.invoice = names.word("taxInvoice");
    this.parties = { supplier: names.word("supplier"), recipient: names.word("recipient") };
    this.reverseInvoice = c.reverseInvoiceOwnShape
      ? { container: names.word("reverseTaxInvoice"), parties: { supplier: names.word("approver"), recipient: names.word("requester") } }
      : { container: this.invoice, parties: this.parties };
    this.modificationName = names.word("modification");
    this.errorSpot = pick(random, ["/type", "/error/code", "/errors/0/id", "/fault/name"]);
    const uniform = pick(random, ["", "data", "result"]);
    for (const op of [...INVOICE_ANSWERS, ...DOCUMENT_URLS, ...Object.keys(ANSWERS)]) {
      const perOperation = c.answers === "per-operation" || !(INVOICE_ANSWERS as readonly string[]).includes(op);
      this.envelopes.set(op, perOperation ? pick(random, ["", "data", "result", "payload.item", `${names.word(op)}`]) : uniform);
    }
  }

  /** A field of an invoice input, relative to the invoice, in the operation's shape. */
  private invoiceField(path: string, reverse: boolean): string {
    const parties = reverse ? this.reverseInvoice.parties : this.parties;
    const segments = path.split(".");
    if (segments[0] in parties) {
      const rest = segments.slice(1).filter((s) => this.c.contactLevel || s !== "contact").map((s) => this.names.word(s));
      return this.c.flatParties ? this.names.join(parties[segments[0]!]!, ...rest) : [parties[segments[0]!], ...rest].join(".");
    }
    if (this.c.groupedAmounts && path in AMOUNTS) return `${this.names.word("amounts")}.${this.names.word(AMOUNTS[path]!)}`;
    return segments.map((s) => this.names.word(s)).join(".");
  }

  private containerOf(operation: string): string {
    return operation === "taxInvoiceRequestReverse" ? this.reverseInvoice.container : this.invoice;
  }

  /** Where the modification input sits in an operation's body. */
  private modificationAt(operation: string): string {
    return this.c.modification === "inside" ? `${this.containerOf(operation)}.${this.modificationName}` : this.modificationName;
  }

  private counterpartyField(path: string): string {
    const field = this.names.word(path.replace(/^counterparty\./, ""));
    return this.c.counterpartyContainer ? `${this.names.word("counterparty")}.${field}` : field;
  }

  private simpleField(path: string): string {
    return path.split(".").map((s) => this.names.word(s)).join(".");
  }

  private answerPath(op: string, canonical: string): string {
    const envelope = this.envelopes.get(op) ?? "";
    const path = canonical.split(".").map((s) => (s === "taxInvoice" ? this.invoice : this.names.word(s))).join(".");
    return envelope ? `${envelope}.${path}` : path;
  }

  private pairs(fields: Field[], wire: (path: string) => string): Pair[] {
    return fields.map((x): Pair => [x.path, wire(x.path), x.items && this.pairs(x.items, (p) => this.names.word(p)), x.enum && this.enums[x.enum]]);
  }

  private invoicePairs(operation: string): Pair[] {
    const reverse = operation === "taxInvoiceRequestReverse" && this.c.reverseInvoiceOwnShape;
    const container = this.containerOf(operation);
    return [
      ...this.pairs(INVOICE, (p) => `${container}.${this.invoiceField(p, reverse)}`).map(([p, ...rest]): Pair => [`taxInvoice.${p}`, ...rest]),
      ...this.pairs(MODIFICATION, (p) => `${this.modificationAt(operation)}.${this.names.word(p)}`).map(([p, ...rest]): Pair => [`modification.${p}`, ...rest]),
      ...(operation === "taxInvoiceUpdateDraft" ? [["taxInvoiceKey", this.names.word("taxInvoiceKey")], ["taxInvoiceKeyType", this.names.word("taxInvoiceKeyType"),
        undefined, this.enums.keyType]] as Pair[] : []),
    ];
  }

  dialect(name: string): Dialect {
    const requests: Record<string, Pair[]> = {
      counterpartyCreate: this.pairs(COUNTERPARTY_FIELDS, (p) => this.counterpartyField(p)),
      counterpartyUpdate: this.pairs(COUNTERPARTY_FIELDS, (p) => this.counterpartyField(p)),
      ...Object.fromEntries(Object.entries(SIMPLE_REQUESTS).map(([op, r]) => [op, this.pairs(r.fields, (p) => this.simpleField(p))])),
      ...Object.fromEntries(INVOICE_OPERATIONS.map((op) => [op, this.invoicePairs(op)])),
    };
    const responses: Record<string, Pair[]> = {
      ...Object.fromEntries(Object.entries(ANSWERS).map(([op, values]) => [op, values.map(([, path, items]): Pair =>
        [path, this.answerPath(op, path), items && this.pairs(items, (p) => this.names.word(p))])])),
      ...Object.fromEntries(INVOICE_ANSWERS.map((op) => [op, [["taxInvoice.id", this.answerPath(op, "taxInvoice.id")],
        ["taxInvoice.status", this.answerPath(op, "taxInvoice.status"), undefined, this.enums.state]] as Pair[]])),
      ...Object.fromEntries(DOCUMENT_URLS.map((op) => [op, [["url", this.answerPath(op, "url")]] as Pair[]])),
    };
    return { name, serviceKey: { header: this.c.serviceKeyHeader, prefix: this.c.serviceKeyHeader === "Authorization" ? "Key " : "" },
      requests, responses, error: (f) => this.errorBody(f) };
  }

  /** How the dialect spells an identifier of the spec. */
  spell(identifier: string): string {
    switch (this.c.errorSpelling) {
      case "spec": return identifier;
      case "sdk": return sdkType(identifier);
      case "kebab": return sdkType(identifier).toLowerCase().replaceAll("_", "-");
      case "code": return `E${String(IDENTIFIERS.indexOf(identifier) + 100)}`;
    }
  }

  private errorBody(f: B2bFailure): unknown {
    const wire = this.spell(f.identifier);
    if (this.c.errorAt === "anywhere") return { message: f.message, details: [{ reason: wire }] };
    const body: Record<string, unknown> = { message: f.message };
    set(body, this.errorSpot.slice(1).split("/").join("."), wire);
    return body;
  }

  /** The profile's b2b section that describes this dialect. */
  profile(): Record<string, unknown> {
    return {
      requests: this.requestTemplates(),
      responses: this.answerPointers(),
      values: { issuanceType: { forward: this.enums.issuanceType.NORMAL, reverse: this.enums.issuanceType.REVERSE }, taxInvoiceKeyType: this.enums.keyType },
      errors: this.c.errorAt === "anywhere" ? { anywhere: true, identifiers: this.identifiers() } : { at: [this.errorSpot], identifiers: this.identifiers() },
      fixtures: this.fixtures(),
      features: { businessInfo: true, taxInvoicesSheet: true },
      limits: { maxAdditionalContacts: 3 },
      states: {
        ...(this.c.answers === "uniform" ? { pointer: pointer(this.answerPath("taxInvoiceDraft", "taxInvoice.status")) } : {}),
        names: { DRAFTED: this.enums.state.DRAFTED, REQUESTED: this.enums.state.REQUESTED, ISSUED: this.enums.state.ISSUED, sendingCompleted: this.enums.state.SENDING_COMPLETED },
      },
      upload: { method: this.c.upload },
    };
  }

  private identifiers(): Record<string, string> {
    return Object.fromEntries(IDENTIFIERS.map((i) => [i, this.spell(i)]).filter(([i, w]) => i !== w));
  }

  private template(fields: Field[], wire: (path: string) => string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const x of fields) set(out, wire(x.path), x.value);
    return out;
  }

  private invoiceTemplate(operation: string): Record<string, unknown> {
    const reverse = operation === "taxInvoiceRequestReverse" && this.c.reverseInvoiceOwnShape;
    const out = this.template(INVOICE, (p) => this.invoiceField(p, reverse));
    if (this.c.modification === "inside") out[this.modificationName] = "{{modification}}";
    return out;
  }

  private requestTemplates(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [op, scenarios] of Object.entries(counterpartyScenarios(this.c.counterpartyTyped))) {
      out[op] = Object.fromEntries(Object.entries(scenarios).map(([s, fields]) => [s, { body: this.template(fields, (p) => this.counterpartyField(p)) }]));
    }
    for (const [op, r] of Object.entries(SIMPLE_REQUESTS)) out[op] = { [r.scenario]: { [r.in]: this.template(r.fields, (p) => this.simpleField(p)) } };
    out.additionalContact = this.template(CONTACT, (p) => this.names.word(p));
    out.taxInvoice = this.invoiceTemplate("taxInvoiceDraft");
    if (this.c.reverseInvoiceOwnShape) out.taxInvoicePerOperation = { taxInvoiceRequestReverse: this.invoiceTemplate("taxInvoiceRequestReverse") };
    out.modification = this.template(MODIFICATION, (p) => this.names.word(p));
    if (this.c.issuanceTypeRequired) out.issuanceTypeSent = "always";
    for (const op of INVOICE_OPERATIONS) {
      const valid: Record<string, unknown> = { [this.containerOf(op)]: "{{taxInvoice}}" };
      if (op === "taxInvoiceUpdateDraft") Object.assign(valid, { [this.names.word("taxInvoiceKey")]: "{{taxInvoiceKey}}", [this.names.word("taxInvoiceKeyType")]: "{{taxInvoiceKeyType}}" });
      const modification = this.c.modification === "beside" ? { ...valid, [this.modificationName]: "{{modification}}" } : valid;
      out[op] = { valid: { body: valid }, modification: { body: modification } };
    }
    for (const op of EMPTY_BODIES) out[op] = { valid: { body: {} } };
    return out;
  }

  private answerPointers(): Record<string, Record<string, string>> {
    const out: Record<string, Record<string, string>> = {};
    for (const [op, values] of Object.entries(ANSWERS)) {
      out[op] = Object.fromEntries(values.map(([value, path]) => [value, pointer(this.answerPath(op, path))]));
      const list = values.find(([value]) => value === "items");
      if (list) out[op]!.itemId = pointer(this.names.word("id"));
    }
    if (this.c.answers === "uniform") {
      out.taxInvoice = { id: pointer(this.answerPath("taxInvoiceDraft", "taxInvoice.id")) };
      out.taxInvoiceDocumentUrl = { url: pointer(this.answerPath("taxInvoicePdfUrl", "url")) };
      for (const op of DOCUMENT_URLS) if (this.answerPath(op, "url") !== this.answerPath("taxInvoicePdfUrl", "url")) out[op] = { url: pointer(this.answerPath(op, "url")) };
    } else {
      for (const op of INVOICE_ANSWERS) out[op] = { id: pointer(this.answerPath(op, "taxInvoice.id")), state: pointer(this.answerPath(op, "taxInvoice.status")) };
      for (const op of DOCUMENT_URLS) out[op] = { url: pointer(this.answerPath(op, "url")) };
    }
    return out;
  }

  private fixtures(): Record<string, unknown> {
    const cpType = this.enums.counterpartyType;
    const tax = this.enums.taxationType;
    // A pre-provisioned original serves the modifications; cancel-issuance after transmission still needs an invoice the suite saw transmitted.
    const original = this.c.original === "provisioned" ? { sendingCompletedOriginal: "ti-sent-0001", sendingCompletedAfterSeconds: 600 }
      : this.c.original === "hook" ? { sendingCompletedHook: "{base_url}/__b2b/sending-completed" } : { sendingCompletedAfterSeconds: 600 };
    return {
      ownBrn: "1208147521", bulkTaxInvoiceId: "bulk-reference-0001", businessInfoBrns: ["1208147521", "2148611416"],
      ...(this.c.counterpartyTyped ? { counterpartyType: cpType.BUSINESS } : {}),
      counterparties: {
        certified: { id: "cp-certified", brn: "1138620534" }, uncertified: { id: "cp-uncertified", brn: "2208162517" },
        notConnected: { id: "cp-not-connected", brn: "1248100998" }, partnerLinked: { id: "cp-partner-linked", brn: "1078155843" },
        ongoingTaxInvoice: { id: "cp-ongoing", brn: "2118869441" },
      },
      verifications: {
        valid: { id: "verification-valid-0001", brn: "1358139402", type: cpType.BUSINESS, otherType: cpType.INDIVIDUAL },
        invalid: { id: "verification-invalid-0002", brn: "1018205129", type: cpType.BUSINESS },
      },
      freshBrns: { method: "check-digit" },
      taxInvoices: {
        taxationType: tax.TAXABLE, otherTaxationType: tax.ZERO_RATED, modificationType: this.enums.modificationType.CORRECTION_OF_ENTRY_ERRORS,
        taxPercent: { [tax.TAXABLE!]: 10, [tax.ZERO_RATED!]: 0 }, ...original,
        ...(this.c.ownCompanyNotParty ? { ownPartyBrn: ACCOUNT_PARTY_BRN } : {}),
      },
    };
  }
}

/** The three totals, grouped under one object in some dialects. */
const AMOUNTS: Record<string, string> = { totalSupplyAmount: "supply", totalTaxAmount: "tax", totalAmount: "grand" };

const pointer = (path: string) => `/${path.split(".").join("/")}`;

function set(o: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = o;
  for (const k of keys.slice(0, -1)) {
    const next = node[k];
    if (next !== undefined && (typeof next !== "object" || next === null)) throw new Error(`dialect generator: ${path} runs through the value at ${k}`);
    node = (node[k] ??= {}) as Record<string, unknown>;
  }
  if (node[keys.at(-1)!] !== undefined) throw new Error(`dialect generator: two fields at ${path}`);
  node[keys.at(-1)!] = value;
}
