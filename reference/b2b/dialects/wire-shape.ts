// Where a generated dialect puts each canonical value on the wire, and how it writes it: the paths of request fields
// and answer values, envelopes, codecs, and the Dialect the reference reads and answers through.
import type { B2bFailure } from "../model.js";
import type { StorageProtocol } from "../readings/storage.js";
import { sdkType, type Codec, type Conversion, type Dialect, type Pair } from "./dialect.js";
import type { Choices } from "./dimensions.js";
import type { Namer } from "./names.js";
import { pick, type Rng } from "./random.js";
import {
  answerValues, counterpartyFields, emptyBodies, invoiceAnswers, invoiceFields, invoiceOperations, modificationFields, simpleRequests, urlAnswers,
  type Field, type Form,
} from "./shapes.js";
import { dashedBrn, numericId, stateValues, textAmount, writeDateCodec, type Spellings } from "./spellings.js";

/** The three totals, grouped under one object in some dialects, by their canonical names. */
const amountWords = (): Record<string, string> => ({ totalSupplyAmount: "supply", totalTaxAmount: "tax", totalAmount: "grand" });

/** Where each dialect's serviceKey travels (F-SERVICE-KEY). */
const serviceKeys = (): Record<Choices["serviceKey"], Dialect["serviceKey"]> => ({
  authorization: { header: "Authorization", prefix: "Key " }, "x-api-key": { header: "X-Api-Key", prefix: "" }, "x-service-key": { header: "X-Service-Key", prefix: "" },
  "two-headers": { header: "X-Key-Id", prefix: "", secret: "X-Key-Secret" }, query: { header: "serviceKey", prefix: "", query: true },
});

export const pointer = (path: string) => (path === "" ? "" : `/${path.split(".").join("/")}`);

export class WireShape {
  readonly invoice: string;
  readonly parties: Record<string, string>;
  readonly reverseInvoice: { container: string; parties: Record<string, string> };
  readonly modificationName: string;
  readonly errorSpot: string;
  readonly errorHeader: string;
  readonly states: Record<string, unknown>;
  readonly forms: Record<Form, Codec | undefined>;
  private readonly envelopes = new Map<string, string>();
  private readonly stateMembers = new Map<string, string>();

  constructor(random: Rng, readonly names: Namer, readonly c: Choices, readonly spelled: Spellings) {
    this.invoice = names.word("taxInvoice");
    this.parties = { supplier: names.word("supplier"), recipient: names.word("recipient") };
    this.reverseInvoice = c.reverseShape === "per-operation"
      ? { container: names.word("reverseTaxInvoice"), parties: { supplier: names.word("approver"), recipient: names.word("requester") } }
      : { container: this.invoice, parties: this.parties };
    this.modificationName = names.word("modification");
    this.errorSpot = pick(random, ["/type", "/error/code", "/errors/0/id", "/fault/name"]);
    this.errorHeader = pick(random, ["x-error-code", "x-error", "error-code"]);
    const uniform = c.answers === "bare" ? "" : pick(random, ["data", "result"]);
    for (const op of [...invoiceAnswers(), ...urlAnswers(), ...Object.keys(answerValues())]) {
      const perOperation = c.answers === "per-operation" || !invoiceAnswers().includes(op);
      this.envelopes.set(op, perOperation ? pick(random, ["", "data", "result", "payload.item", `${names.word(op)}`]) : uniform);
    }
    const members = ["status", "state", "phase", "stage", "progress", "step", "condition"];
    invoiceAnswers().forEach((op, i) => this.stateMembers.set(op, names.word(c.stateForm === "per-operation" ? members[i]! : "status")));
    this.states = stateValues(random, c.stateForm, { stage: names.word("stage"), transmitted: names.word("transmitted"),
      flag: (s) => names.word(`is${s.toLowerCase().replace(/_(\w)/g, (_, x: string) => x.toUpperCase()).replace(/^\w/, (x) => x.toUpperCase())}`) },
    c.sendingCompleted === "stays-issued");
    this.forms = {
      brn: c.brnFormat === "hyphenated" ? dashedBrn : undefined, amount: c.amounts === "string" ? textAmount : undefined,
      date: c.writeDate === "iso-date" ? undefined : writeDateCodec(c.writeDate), id: c.idType === "number" ? numericId : undefined,
    };
  }

  /** Whether tax invoice states are objects merged into the record (its pointer is then the record's). */
  get stateIsObject(): boolean {
    return this.c.stateForm === "several-members" || this.c.stateForm === "flags";
  }

  /** A field of an invoice input, relative to the invoice, in the operation's shape. */
  invoiceField(path: string, reverse: boolean): string {
    const parties = reverse ? this.reverseInvoice.parties : this.parties;
    const segments = path.split(".");
    if (segments[0]! in parties) {
      const rest = segments.slice(1).filter((s) => this.c.contactLevel === "contact-object" || s !== "contact").map((s) => this.names.word(s));
      return this.c.parties === "flat" ? this.names.join(parties[segments[0]!]!, ...rest) : [parties[segments[0]!], ...rest].join(".");
    }
    const amounts = amountWords();
    if (this.c.amountsGrouped === "grouped" && path in amounts) return `${this.names.word("amounts")}.${this.names.word(amounts[path]!)}`;
    return segments.map((s) => this.names.word(s)).join(".");
  }

  containerOf(operation: string): string {
    return operation === "taxInvoiceRequestReverse" ? this.reverseInvoice.container : this.invoice;
  }

  /** Where the modification input sits in an operation's body. */
  modificationAt(operation: string): string {
    return this.c.modification === "modification-inside" ? `${this.containerOf(operation)}.${this.modificationName}` : this.modificationName;
  }

  counterpartyField(path: string): string {
    const field = this.names.word(path.replace(/^counterparty\./, ""));
    return this.c.counterpartyContainer === "enveloped" ? `${this.names.word("counterparty")}.${field}` : field;
  }

  simpleField(path: string): string {
    return path.split(".").map((s) => this.names.word(s)).join(".");
  }

  /** The wire path of an answer value; a URL answered as a bare string is the whole answer. */
  answerPath(op: string, canonical: string): string {
    if (canonical === "url" && this.c.urlAnswers === "root-string" && urlAnswers().includes(op)) return "";
    const envelope = this.envelopes.get(op) ?? "";
    const path = canonical.split(".").map((s) => (s === "taxInvoice" ? this.invoice : s === "status" ? this.stateMembers.get(op)! : this.names.word(s))).join(".");
    return envelope ? `${envelope}.${path}` : path;
  }

  /** Where an operation's answer shows the state: the state member, or the record when the state is several members. */
  statePath(op: string): string {
    return this.answerPath(op, this.stateIsObject ? "taxInvoice" : "taxInvoice.status");
  }

  /** The modification input's own fields, by the way the dialect names an original. */
  modificationFields(): Array<[Field, string]> {
    const type = modificationFields()[0]!;
    const word = (w: string) => this.names.word(w);
    switch (this.c.originalReference) {
      case "approval-number": return [[type, word("type")], [{ path: "ntsApprovalNumber" }, word("originalApprovalNumber")]];
      case "embedded": return [[type, word("type")], [{ path: "ntsApprovalNumber" }, `${word("original")}.${word("approvalNumber")}`],
        [{ path: "originalWriteDate", form: "date" }, `${word("original")}.${word("writeDate")}`]];
      default: return modificationFields(this.c.originalReference !== "id-untyped").map((x) => [x, word(x.path)]);
    }
  }

  pairs(fields: Field[], wire: (path: string) => string): Pair[] {
    return fields.map((x): Pair => [x.path, wire(x.path), x.items && this.pairs(x.items, (p) => this.names.word(p)), this.codec(x)]);
  }

  codec(x: { enum?: keyof Spellings; form?: Form }): Codec | undefined {
    return x.enum ? this.spelled[x.enum] : x.form && this.forms[x.form];
  }

  private invoicePairs(operation: string): Pair[] {
    const reverse = operation === "taxInvoiceRequestReverse" && this.c.reverseShape === "per-operation";
    const container = this.containerOf(operation);
    const key = this.names.word("taxInvoiceKey");
    return [
      ...this.pairs(invoiceFields(), (p) => `${container}.${this.invoiceField(p, reverse)}`).map(([p, ...rest]): Pair => [`taxInvoice.${p}`, ...rest]),
      ...this.modificationFields().map(([x, wire]): Pair => [`modification.${x.path}`, `${this.modificationAt(operation)}.${wire}`, undefined, this.codec(x)]),
      ...(operation === "taxInvoiceUpdateDraft" && this.c.updateTarget !== "document-key-match" && this.c.updateTarget !== "query"
        ? [["taxInvoiceKey", key, undefined, this.forms.id], ["taxInvoiceKeyType", this.names.word("taxInvoiceKeyType"), undefined, this.spelled.keyType]] as Pair[] : []),
    ];
  }

  /** The members of an invoice's answer: id, state, the input's fields, the approval number (or a copy of identifying members). */
  private invoiceAnswer(op: string): Pair[] {
    const container = this.answerPath(op, "taxInvoice");
    const at = (path: string) => `${container}.${path}`;
    const reference: Pair[] = this.c.originalReference === "embedded"
      ? [["taxInvoice.ntsApprovalNumber", at(`${this.names.word("original")}.${this.names.word("approvalNumber")}`)],
        ["taxInvoice.writeDate", at(`${this.names.word("original")}.${this.names.word("writeDate")}`), undefined, this.forms.date, "taxInvoice.ntsApprovalNumber"]]
      : [["taxInvoice.ntsApprovalNumber", at(this.names.word("ntsApprovalNumber"))]];
    return [
      ["taxInvoice.id", this.answerPath(op, "taxInvoice.id"), undefined, this.forms.id],
      ["taxInvoice.status", this.statePath(op), undefined, this.states],
      ...this.pairs(invoiceFields(), (p) => at(this.invoiceField(p, false))).map(([p, ...rest]): Pair => [`taxInvoice.${p}`, ...rest]),
      ...reference,
    ];
  }

  dialect(name: string, storage: StorageProtocol | undefined, spell: (identifier: string) => unknown): Dialect {
    const counterparty = this.pairs(counterpartyFields(), (p) => this.counterpartyField(p));
    const list: Pair[] = [["filter.brn", this.simpleField("filter.brn"), undefined, this.forms.brn], ["page", this.names.word("page")]];
    const reason = this.c.actionBodies === "required-members" ? [["reason", this.names.word("reason")]] as Pair[] : [];
    const requests: Record<string, Pair[]> = {
      counterpartyCreate: counterparty, counterpartyUpdate: counterparty, counterpartyList: list,
      ...Object.fromEntries(Object.entries(simpleRequests()).map(([op, r]) => [op, this.pairs(r.fields, (p) => this.simpleField(p))])),
      ...Object.fromEntries(invoiceOperations().map((op) => [op, this.invoicePairs(op)])),
      ...Object.fromEntries(emptyBodies().map((op) => [op, reason])),
    };
    // Where both the caller's and the target's ids name a counterparty, answers carry the target's beside it.
    const internal = (op: string, path: string): Pair[] => (this.c.counterpartyIdentity === "both" && /(^|\.)id$/.test(path)
      ? [[path.replace(/id$/, "internalId"), this.answerPath(op, path.replace(/id$/, "internalId"))]] : []);
    const responses: Record<string, Pair[]> = {
      ...Object.fromEntries(Object.entries(answerValues()).map(([op, values]) => [op, Object.values(values).flatMap(([path, items, form]): Pair[] =>
        [[path, this.answerPath(op, path), items && this.pairs(items, (p) => this.names.word(p)), form && this.forms[form]], ...(op.startsWith("counterparty") ? internal(op, path) : [])])])),
      ...Object.fromEntries(invoiceAnswers().map((op) => [op, this.invoiceAnswer(op)])),
      ...Object.fromEntries(urlAnswers().map((op) => [op, [["url", this.answerPath(op, "url")]] as Pair[]])),
    };
    const brn = this.forms.brn as Conversion | undefined;
    return {
      name, serviceKey: serviceKeys()[this.c.serviceKey],
      ...(this.c.bearer === "own-header" ? { bearer: { header: "X-Access-Token", prefix: "" } } : {}),
      requests, responses, storage, error: (f) => this.errorBody(f, spell), errorHeaders: (f) => this.errorHeaders(f, spell),
      ...(brn ? { params: { brn, counterpartyId: brn } } : {}),
      ...(reason.length > 0 ? { required: Object.fromEntries(emptyBodies().map((op) => [op, ["reason"]])) } : {}),
      ...(this.c.updateTarget === "query" ? { queryIntoBody: { taxInvoiceUpdateDraft: ["taxInvoiceKey"] } } : {}),
    };
  }

  private errorBody(f: B2bFailure, spell: (identifier: string) => unknown): unknown {
    const wire = spell(f.identifier);
    switch (this.c.errorAt) {
      case "anywhere": return { message: f.message, details: [{ reason: wire }] };
      case "header": return { message: f.message };
      case "text": return String(wire);
      default: {
        // "/errors/0/id" is a list of one error; the other spots are members.
        const [first, ...rest] = this.errorSpot.slice(1).split("/");
        const inner = rest.reduceRight<unknown>((value, key) => (/^\d+$/.test(key) ? [value] : { [key]: value }), wire);
        return { message: f.message, [first!]: inner };
      }
    }
  }

  private errorHeaders(f: B2bFailure, spell: (identifier: string) => unknown): Record<string, string> | undefined {
    if (this.c.errorAt === "header") return { [this.errorHeader]: String(spell(f.identifier)) };
    if (this.c.errorAt === "text") return { "content-type": "text/plain; charset=utf-8" };
    return undefined;
  }
}

/** Every spec identifier's wire spelling of a dialect. */
export function speller(c: Choices, identifiers: readonly string[]): (identifier: string) => unknown {
  const kebab = (i: string) => sdkType(i).toLowerCase().replaceAll("_", "-");
  const index = (i: string) => (identifiers.includes(i) ? identifiers.indexOf(i) : 899);
  return (i) => {
    switch (c.errorSpelling) {
      case "spec": return i;
      case "spec-as-others": return i.replace(/^B2B(?=[A-Z][a-z])/, "B2b");
      case "screaming-snake": return sdkType(i);
      case "kebab": return kebab(i);
      case "string-code": return `E${index(i) + 100}`;
      case "integer": return 1000 + index(i);
      case "uri": return `https://problems.reference.invalid/b2b/${kebab(i)}`;
    }
  };
}
