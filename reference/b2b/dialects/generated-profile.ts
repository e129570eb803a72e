// The profile's b2b section that describes a generated dialect: templates at the wire paths of its shape, pointers to
// the values the suite reads, spellings, states as matches, the upload as a request, and the account's fixtures.
import { ACCOUNT_PARTY_BRN, BULK_TAX_INVOICE_ID, CLOSED_BRN, ntsApprovalNumber, OWN_BRN, registryBrns, SENDING_COMPLETED_ID, SENDING_COMPLETED_KEYS,
  SENDING_COMPLETED_NUMBER } from "../seed.js";
import type { StorageProtocol } from "../readings/storage.js";
import { answerValues, contactFields, counterparty, documentUrls, emptyBodies, invoiceAnswers, invoiceFields, invoiceOperations, simpleRequests,
  type Field } from "./shapes.js";
import type { WireShape } from "./wire-shape.js";

/** A JSON pointer to a dotted wire path ("" is the whole answer). */
const pointer = (path: string) => (path === "" ? "" : `/${path.split(".").join("/")}`);

/** How long a transmitted invoice is SENDING where a dialect shows that state (F-TRANSMISSION-STATE sending-state). */
export const SENDING_SECONDS = 60;

export interface ProfileFacts {
  identifiers: readonly string[];
  spell: (identifier: string) => unknown;
  storage?: StorageProtocol;
  maxContacts: number | null;
}

/** A brn the target holds invalid, where its check digit does not tell (F-BRN-VALIDITY): not ten digits, unknown to its registry, closed. */
const INVALID_BRN: Partial<Record<string, string>> = { "form-only": "12345", registry: "1234567891", closed: CLOSED_BRN };

/**
 * What a template writes in each canonical request field (shapes.ts), by its path: a profile placeholder or a fixed
 * value. A counterparty made from a verification takes the verification's type.
 */
const TEMPLATE_VALUES: Record<string, unknown> = {
  name: "{{name}}", email: "{{email}}",
  "counterparty.id": "{{counterpartyId}}", "counterparty.brn": "{{brn}}", "counterparty.name": "{{name}}", "counterparty.representativeName": "{{representativeName}}",
  "counterparty.type": "{{type}}", "counterparty.email": "{{email}}", "counterparty.additionalContacts": "{{additionalContacts}}",
  "counterparty.verificationId": "{{verificationId}}", "counterparty.partnerLinked": true, "counterparty.connectToNts": true,
  taxationType: "{{taxationType}}", issuanceType: "{{issuanceType}}", writeDate: "{{writeDate}}", purposeType: "NONE", totalSupplyAmount: "{{supplyAmount}}",
  totalTaxAmount: "{{taxAmount}}", totalAmount: "{{totalAmount}}", supplierDocumentKey: "{{supplierDocumentKey}}", recipientDocumentKey: "{{recipientDocumentKey}}",
  ...Object.fromEntries(["supplier", "recipient"].flatMap((party) => [[`${party}.brn`, `{{${party}Brn}}`], [`${party}.name`, `{{${party}Name}}`],
    [`${party}.representativeName`, "{{representativeName}}"], [`${party}.contact.email`, "{{email}}"]])),
  type: "{{modificationType}}", taxInvoiceKey: "{{originalKey}}", taxInvoiceKeyType: "{{originalKeyType}}",
  brnList: "{{brns}}", fileName: "{{fileName}}", filter: {}, fields: [], fileId: "{{fileId}}", "filter.brn": "{{brn}}",
};
const FROM_VERIFICATION: Record<string, unknown> = { ...TEMPLATE_VALUES, "counterparty.type": "{{verificationType}}" };

/**
 * A field's value in a template (none for a field not in the table: test/meta/generated-dialects.test.ts then misses
 * it). Never a throw: the reference makes this profile in every run, also a mutant's, whose profile is not this one.
 */
const templateValue = (path: string, values = TEMPLATE_VALUES): unknown => structuredClone(values[path]);

const dashed = (brn: string) => `${brn.slice(0, 3)}-${brn.slice(3, 5)}-${brn.slice(5)}`;

/**
 * The counterparty scenarios: `type` says whether the valid ones write the counterparty type ("typed"), leave it to the
 * target's default ("defaulted": only verifications carry one) or whether the target has none ("absent"); `ids`
 * whether the caller chooses the id.
 */
function counterpartyScenarios(type: "typed" | "defaulted" | "absent", ids: boolean): Record<"counterpartyCreate" | "counterpartyUpdate", Record<string, Field[]>> {
  const cp = counterparty();
  const typed = type === "typed" ? [cp.type] : [];
  const person = [cp.name, cp.representativeName, ...typed, cp.email, cp.additionalContacts];
  const verified = [cp.name, cp.representativeName, ...(type === "absent" ? [] : [cp.type]), cp.email, cp.additionalContacts, cp.verificationId];
  const id = ids ? [cp.id] : [];
  return {
    counterpartyCreate: {
      valid: [...id, cp.brn, ...person], missingRequired: [...id, cp.brn], fromVerification: [...id, cp.brn, ...verified],
      partnerConnect: [...id, cp.brn, ...person, cp.partnerLinked, cp.connectToNts],
    },
    counterpartyUpdate: {
      valid: person, changeBrn: [...person, cp.brn], missingRequired: type === "typed" ? [cp.type] : [cp.email], fromVerification: [...verified, cp.brn],
    },
  };
}

export class GeneratedProfile {
  constructor(private readonly s: WireShape, private readonly facts: ProfileFacts) {}

  private get c() {
    return this.s.c;
  }

  private brn(brn: string): string {
    return this.c.brnFormat === "hyphenated" ? dashed(brn) : brn;
  }

  build(): Record<string, unknown> {
    const { spelled, states } = this.s;
    const stateNames = { DRAFTED: states.DRAFTED, REQUESTED: states.REQUESTED, ISSUED: states.ISSUED,
      ...(this.c.sendingCompleted === "stays-issued" ? {} : { sendingCompleted: states.SENDING_COMPLETED }) };
    return {
      requests: this.requests(), responses: this.responses(), references: this.references(),
      values: {
        issuanceType: { forward: spelled.issuanceType.NORMAL, reverse: spelled.issuanceType.REVERSE }, taxInvoiceKeyType: spelled.keyType,
        ...(this.c.brnFormat === "hyphenated" ? { brnFormat: "###-##-#####" } : {}),
        ...(this.c.writeDate === "compact" ? { writeDate: { format: "yyyyMMdd", timeZone: "Asia/Seoul" } } : {}),
        ...(this.c.writeDate === "date-time" ? { writeDate: { format: "yyyy-MM-ddT12:00:00-10:00", timeZone: "Pacific/Honolulu" } } : {}),
        ...(this.c.counterpartyList === "pages" ? { firstPage: 0 } : this.c.counterpartyList === "pages-from-one" ? { firstPage: 1 } : {}),
        ...(this.c.counterpartyIdentity === "id-form" ? { counterpartyId: "cp_{{random}}" } : {}),
        ...(this.c.keyForm === "key-form" ? { documentKey: "{{side}}{{random}}" } : {}),
      },
      errors: this.errors(), fixtures: this.fixtures(),
      features: { businessInfo: true, taxInvoicesSheet: true },
      limits: { maxAdditionalContacts: this.facts.maxContacts },
      states: { ...(this.uniformStates ? { pointer: pointer(this.s.statePath("taxInvoiceDraft")) } : {}), names: stateNames },
      upload: this.upload(),
    };
  }

  private get uniformStates(): boolean {
    return this.c.answers !== "per-operation" && this.c.stateForm !== "per-operation";
  }

  private errors(): Record<string, unknown> {
    const identifiers = Object.fromEntries(this.facts.identifiers.map((i) => [i, this.facts.spell(i)]).filter(([i, w]) => i !== w));
    switch (this.c.errorAt) {
      case "anywhere": return { anywhere: true, identifiers };
      case "header": return { header: this.s.errorHeader, identifiers };
      case "text": return { at: [""], identifiers };
      default: return { at: [this.s.errorSpot], identifiers };
    }
  }

  private template(fields: Field[], wire: (path: string) => string, values = TEMPLATE_VALUES): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const x of fields) {
      const value = templateValue(x.path, values);
      put(out, wire(x.path), x.form === "amount" && this.c.amounts === "string" ? `${String(value).slice(0, -2)}|text}}` : value);
    }
    return out;
  }

  private invoiceTemplate(operation: string): Record<string, unknown> {
    const reverse = operation === "taxInvoiceRequestReverse" && this.c.reverseShape === "per-operation";
    const out = this.template(invoiceFields(), (p) => this.s.invoiceField(p, reverse));
    if (this.c.modification === "modification-inside") out[this.s.modificationName] = "{{modification}}";
    return out;
  }

  private modificationTemplate(): Record<string, unknown> {
    const word = (w: string) => this.s.names.word(w);
    const type = { [word("type")]: "{{modificationType}}" };
    if (this.c.originalReference === "approval-number") return { ...type, [word("originalApprovalNumber")]: "{{originalKey}}" };
    if (this.c.originalReference === "embedded") return { ...type, [word("original")]: "{{originalKey}}" };
    return Object.fromEntries(this.s.modificationFields().map(([x, wire]) => [wire, templateValue(x.path)]));
  }

  private counterpartyList(): Record<string, unknown> {
    const filter = this.template([{ path: "filter.brn" }], (p) => this.s.simpleField(p));
    const page = { [this.s.names.word("page")]: "{{page}}" };
    switch (this.c.counterpartyList) {
      case "all": return { requestBody: {} };
      case "pages": return { requestBody: page };
      case "pages-from-one": return { requestBody: { ...filter, ...page } };
      default: return { requestBody: filter };
    }
  }

  private requests(): Record<string, unknown> {
    const s = this.s;
    const out: Record<string, unknown> = {};
    const type = { optional: "defaulted", required: "typed", absent: "absent", "from-verification": "absent" } as const;
    const ids = ["caller-chosen", "id-form", "both"].includes(this.c.counterpartyIdentity);
    for (const [op, scenarios] of Object.entries(counterpartyScenarios(type[this.c.counterpartyType], ids))) {
      out[op] = Object.fromEntries(Object.entries(scenarios).map(([sc, fields]) =>
        [sc, { body: this.template(fields, (p) => s.counterpartyField(p), sc === "fromVerification" ? FROM_VERIFICATION : TEMPLATE_VALUES) }]));
    }
    for (const [op, r] of Object.entries(simpleRequests())) out[op] = { [r.scenario]: { [r.in]: this.template(r.fields, (p) => s.simpleField(p)) } };
    out.counterpartyList = { byBrn: this.counterpartyList() };
    if (this.c.fileReference === "caller-name") out.taxInvoiceAttachFile = { valid: { body: { [s.names.word("fileId")]: "{{fileName}}" } } };
    out.additionalContact = this.template(contactFields(), (p) => s.names.word(p));
    out.taxInvoice = this.invoiceTemplate("taxInvoiceDraft");
    if (this.c.reverseShape === "per-operation") out.taxInvoicePerOperation = { taxInvoiceRequestReverse: this.invoiceTemplate("taxInvoiceRequestReverse") };
    out.modification = this.modificationTemplate();
    if (this.c.issuanceTypeInput === "required") out.issuanceTypeSent = "always";
    for (const op of invoiceOperations()) {
      const valid: Record<string, unknown> = { [s.containerOf(op)]: "{{taxInvoice}}" };
      const query = op === "taxInvoiceUpdateDraft" ? this.updateTarget(valid) : undefined;
      const modification = this.c.modification === "beside" ? { ...valid, [s.modificationName]: "{{modification}}" } : valid;
      out[op] = { valid: { body: valid, ...query }, modification: { body: modification, ...query } };
    }
    const reason = this.c.actionBodies === "required-members" ? { [s.names.word("reason")]: "conformance check" } : {};
    for (const op of emptyBodies()) out[op] = { valid: { body: reason } };
    return out;
  }

  /** How PUT draft names its draft: members of the body (filled in `valid`), or the query it returns. */
  private updateTarget(valid: Record<string, unknown>): { query?: Record<string, string> } | undefined {
    const key = this.s.names.word("taxInvoiceKey");
    const keyType = this.s.names.word("taxInvoiceKeyType");
    switch (this.c.updateTarget) {
      case "id-in-body": valid[key] = "{{taxInvoiceKey}}"; return undefined;
      case "key-with-type": Object.assign(valid, { [key]: "{{draftSupplierDocumentKey}}", [keyType]: this.s.spelled.keyType.SUPPLIER }); return undefined;
      case "query": return { query: { taxInvoiceKey: "{{taxInvoiceKey}}" } };
      case "document-key-match": return undefined;
    }
  }

  /** Where the answers name the value that names an invoice as an original (none: its id). */
  private referencePath(op: string): string | undefined {
    const container = this.s.answerPath(op, "taxInvoice");
    const word = (w: string) => this.s.names.word(w);
    switch (this.c.originalReference) {
      case "document-key": return `${container}.${this.s.invoiceField("supplierDocumentKey", false)}`;
      case "recipient-key": return `${container}.${this.s.invoiceField("recipientDocumentKey", false)}`;
      case "approval-number": return `${container}.${word("ntsApprovalNumber")}`;
      case "embedded": return `${container}.${word("original")}`;
      default: return undefined;
    }
  }

  private references(): Record<string, unknown> {
    const keyType = { "tax-invoice-id": "TAX_INVOICE_ID", "id-untyped": "none", "document-key": "SUPPLIER", "recipient-key": "RECIPIENT",
      "approval-number": "none", embedded: "none" } as const;
    const counterpartyId = { "caller-chosen": "caller", "id-form": "caller", both: "caller", brn: "brn", "target-assigned": "target" } as const;
    return { originalKeyType: keyType[this.c.originalReference], counterpartyId: counterpartyId[this.c.counterpartyIdentity] };
  }

  private responses(): Record<string, Record<string, string>> {
    const s = this.s;
    const out: Record<string, Record<string, string>> = {};
    for (const [op, values] of Object.entries(answerValues())) {
      out[op] = Object.fromEntries(Object.entries(values).filter(([v]) => v !== "fields" && v !== "headers").map(([value, [path]]) => [value, pointer(s.answerPath(op, path))]));
      if ("items" in values) out[op]!.itemId = pointer(s.names.word("id"));
    }
    out.certificateRegistrationUrl = { url: pointer(s.answerPath("certificateRegistrationUrl", "url")) };
    const url = out.fileUploadUrl!;
    if (this.c.fileReference === "the-url") url.fileId = url.url!;
    if (this.c.fileReference === "form-key") url.fileId = pointer(`${s.answerPath("fileUploadUrl", "fields")}.key`);
    if (this.c.fileReference === "upload-answer") delete url.fileId;
    const reference = (op: string): Record<string, string> => (this.referencePath(op) === undefined ? {} : { reference: pointer(this.referencePath(op)!) });
    if (this.c.answers !== "per-operation") out.taxInvoice = { id: pointer(s.answerPath("taxInvoiceDraft", "taxInvoice.id")), ...reference("taxInvoiceDraft") };
    for (const op of invoiceAnswers()) {
      if (this.c.answers === "per-operation") out[op] = { id: pointer(s.answerPath(op, "taxInvoice.id")), ...reference(op) };
      if (!this.uniformStates) out[op] = { ...out[op], state: pointer(s.statePath(op)) };
    }
    const first = s.answerPath("taxInvoicePdfUrl", "url");
    out.taxInvoiceDocumentUrl = { url: pointer(first) };
    for (const op of documentUrls()) if (s.answerPath(op, "url") !== first) out[op] = { url: pointer(s.answerPath(op, "url")) };
    return out;
  }

  /** The value that names the pre-provisioned original, as the answers name originals. */
  private provisionedOriginal(): unknown {
    const id = this.c.idType === "number" ? Number(SENDING_COMPLETED_NUMBER) : SENDING_COMPLETED_ID;
    const approval = ntsApprovalNumber(String(this.c.idType === "number" ? SENDING_COMPLETED_NUMBER : SENDING_COMPLETED_ID));
    switch (this.c.originalReference) {
      case "document-key": return SENDING_COMPLETED_KEYS.supplier;
      case "recipient-key": return SENDING_COMPLETED_KEYS.recipient;
      case "approval-number": return approval;
      case "embedded": return { [this.s.names.word("approvalNumber")]: approval };
      default: return id;
    }
  }

  private fixtures(): Record<string, unknown> {
    const { counterpartyType: cpType, taxationType: tax, modificationType } = this.s.spelled;
    const key = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
    const after = 600 + (this.c.sendingCompleted === "sending-state" ? SENDING_SECONDS : 0);
    const original = this.c.original === "provisioned" ? { sendingCompletedOriginal: this.provisionedOriginal(), sendingCompletedAfterSeconds: after }
      : this.c.original === "hook" ? { sendingCompletedHook: "{base_url}/__b2b/sending-completed" } : { sendingCompletedAfterSeconds: after };
    const counterparty = (id: string, brn: string) => ({ id: this.c.counterpartyIdentity === "brn" ? brn : id, brn: this.brn(brn) });
    return {
      ownBrn: this.brn(OWN_BRN), bulkTaxInvoiceId: BULK_TAX_INVOICE_ID, businessInfoBrns: ["1208147521", "2148611416"].map((b) => this.brn(b)),
      ...(this.c.counterpartyType === "required" ? { counterpartyType: cpType.BUSINESS } : {}),
      counterparties: {
        certified: counterparty("cp-certified", "1138620534"), uncertified: counterparty("cp-uncertified", "2208162517"),
        notConnected: counterparty("cp-not-connected", "1248100998"), partnerLinked: counterparty("cp-partner-linked", "1078155843"),
        ongoingTaxInvoice: counterparty("cp-ongoing", "2118869441"),
      },
      verifications: {
        valid: { id: "verification-valid-0001", brn: this.brn("1358139402"), type: cpType.BUSINESS, otherType: cpType.INDIVIDUAL },
        invalid: { id: "verification-invalid-0002", brn: this.brn("1018205129"), type: cpType.BUSINESS },
      },
      freshBrns: this.c.brnValidity === "registry" ? { method: "list", brns: registryBrns().map((b) => this.brn(b)) } : { method: "check-digit" },
      ...(INVALID_BRN[this.c.brnValidity] ? { invalidBrn: this.brn(INVALID_BRN[this.c.brnValidity]!) } : {}),
      taxInvoices: {
        taxationType: tax.TAXABLE, otherTaxationType: tax.ZERO_RATED, modificationType: modificationType.CORRECTION_OF_ENTRY_ERRORS,
        taxPercent: { [key(tax.TAXABLE)]: 10, [key(tax.ZERO_RATED)]: 0 }, ...original,
        ...(this.c.ownParty === "registered-company" ? { ownPartyBrn: this.brn(ACCOUNT_PARTY_BRN) } : {}),
      },
    };
  }

  /** The file the suite uploads, where the target takes only PDF files (F-UPLOAD-LIMITS types, refused-early). */
  private file(): Record<string, unknown> {
    if (this.c.uploadLimits !== "types" && this.c.uploadLimits !== "refused-early") return {};
    return { file: { name: "conformance-{{random}}.pdf", contentType: "application/pdf", text: "%PDF-1.4\n% conformance attachment\n%%EOF\n" } };
  }

  private upload(): Record<string, unknown> {
    const p = this.facts.storage;
    if (this.c.upload === "informational" || !p) return { method: "none", ...this.file() };
    const answer = (value: string) => `{{answer:${pointer(this.s.answerPath("fileUploadUrl", value))}}}`;
    const body = p.encoding === "raw" ? { encoding: "raw", contentType: "text/plain" }
      : p.encoding === "json" ? { encoding: "json", template: { [p.json!.name]: "{{fileName}}", [p.json!.content]: "{{fileBase64}}" } }
        : { encoding: "multipart", fields: answer("fields"), file: { field: p.fileField } };
    return {
      method: p.method, body, ...(p.headers ? { headers: answer("headers") } : {}), ...(p.status === 200 ? {} : { success: [p.status] }),
      ...(p.answersId ? { fileId: `/${p.answersId}` } : {}), ...this.file(),
    };
  }
}

/** Sets a template member at a dotted path; two fields at one place are a bug of the generator. */
function put(o: Record<string, unknown>, path: string, value: unknown): void {
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
