// Operations 13 to 24 (tax invoices) as calls; refuse-request (25) is open but for its path and purpose. Every call
// breaks at most one rule: the credential and invalid-input calls go to an invoice the test made, in the state the
// operation needs, with an otherwise valid request; unknown keys are shaped like real ones.
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi, CallOptions } from "../client/api.js";
import { INPUT } from "../profile/keys.js";
import { keyFor, withKeyType, type KeyType } from "../records/tax-invoice-keys.js";
import { createInvoice, createsTaxInvoice, creationOperation, freshDocumentKey, invoiceVars, sendCreate, updateDraft, type CreatedInvoice,
  type Creation } from "../records/tax-invoices.js";
import { uploadFile, UPLOADS } from "../records/uploads.js";
import { attachOne } from "../records/attachments.js";
import { unknownLike } from "../records/unknowns.js";
import { pathOf, row } from "../spec/operation-table.js";
import { isAbsoluteUrl } from "../spec/url.js";
import { jsonText } from "../profile/match.js";
import { BAD_TEST, MALFORMED, rawBody, type NoBody, type OperationCalls } from "./types.js";
import { goesOnFrom } from "../states/state-after.js";

const base = (op: string) => ({ op, key: row(op).key, title: row(op).title, requirement: `A.OP.${row(op).key}`, common: true });
const at = (op: string, taxInvoiceKey: string, rest: Record<string, string> = {}) => pathOf(op, { taxInvoiceKey, ...rest });

/** The answer is the tax invoice acted on: its id, read through the operation's own pointer or its family's. */
const answersInvoice = (name: string) => (api: B2bApi, res: HttpResponse, created: CreatedInvoice) =>
  api.t.expect(String(api.read(res, name, "id")), "id of the tax invoice answered").toBe(created.id);

/**
 * A key of the given type that names no invoice, shaped like a real one: a document key the suite's way, an id like the
 * id of a draft the test makes (a target may check an id's form before it looks the invoice up).
 */
export async function unknownKey(api: B2bApi, type: KeyType = "TAX_INVOICE_ID", like?: string): Promise<string> {
  if (type !== "TAX_INVOICE_ID") return freshDocumentKey(api, type);
  return String(unknownLike(api, like ?? (await createInvoice(api, "draft")).id));
}

function creation(op: string, how: Creation): OperationCalls {
  const name = creationOperation(how);
  return {
    ...base(op), needs: createsTaxInvoice(how),
    async success(api, o) {
      const res = await this.probe(api, o);
      // Its parties are the profile's fixtures.
      api.expectSuccess(res, this.title, true);
      api.t.expect(String(api.read(res, name, "id")), "id of the tax invoice answered").not.toBe("");
    },
    probe: (api, o) => sendCreate(api, how, invoiceVars(api, how === "reverse" ? "reverse" : "forward"), { call: o }),
    invalid: (api) => api.call("POST", pathOf(op), { body: MALFORMED }),
    noBody: { body: row(op).body.split(",")[0]!, requirement: `A.BODY.${row(op).key}-REQUIRED`, needs: [], call: (api, body) => api.call("POST", pathOf(op), rawBody(body)) },
  };
}

interface OnInvoice {
  op: string;
  /** The creation that makes the invoice the call needs. */
  made: Creation;
  /** The profile name of the body template, for operations with a required body. */
  body?: string;
  check(api: B2bApi, res: HttpResponse, created: CreatedInvoice): void;
  needs: string[];
}

/** A keyed operation (18 to 24) called on an invoice made for it: by its id for success, by each key type, on unknown keys. */
function onInvoice(p: OnInvoice): OperationCalls {
  const { method } = row(p.op);
  const call = (api: B2bApi, key: string, o: CallOptions = {}) =>
    p.body ? api.send(p.op, { params: { taxInvoiceKey: key }, template: p.body }, o) : api.call(method, at(p.op, key), o);
  /** The invoice the call needs, made for it; it must be reported in the state the operation needs, when the profile reads states. */
  const made = async (api: B2bApi) => {
    const created = await createInvoice(api, p.made);
    goesOnFrom(api, created, p.op);
    return created;
  };
  const calls: OperationCalls = {
    ...base(p.op), needs: [...createsTaxInvoice(p.made), ...(p.body ? [INPUT.request(p.body, "valid")] : []), ...p.needs],
    success: (api, o) => calls.keyed!.reach(api, "TAX_INVOICE_ID", o),
    keyed: {
      async reach(api, type, o) {
        const created = await made(api);
        const res = await call(api, keyFor(created, type), withKeyType(type, o));
        api.expectSuccess(res, `${calls.title} by its ${type} key`);
        p.check(api, res, created);
      },
      unknown: async (api, type) => call(api, await unknownKey(api, type), withKeyType(type)),
    },
    probe: async (api, o) => call(api, (await made(api)).id, o),
    invalid: async (api) => api.call(method, at(p.op, (await made(api)).id), p.body ? { body: MALFORMED } : BAD_TEST),
  };
  if (p.body) calls.noBody = invoiceWithoutBody(p.op, p.made);
  return calls;
}

/** A keyed operation called without its required body, on an invoice made in the state it needs. */
const invoiceWithoutBody = (op: string, made: Creation): NoBody => ({
  body: row(op).body.split(",")[0]!, requirement: `A.BODY.${row(op).key}-REQUIRED`, needs: createsTaxInvoice(made),
  async call(api, body) {
    const created = await createInvoice(api, made);
    goesOnFrom(api, created, op);
    return api.call("POST", at(op, created.id), rawBody(body));
  },
});

const isUrl = (name: string) => (api: B2bApi, res: HttpResponse) =>
  api.t.expect(isAbsoluteUrl(api.read(res, name, "url")), `the document URL (${jsonText(api.read(res, name, "url"))}) is an absolute URL`).toBe(true);
/** Operations 22 to 24 answer a URL, each in a type of its own (its pointer, else b2b.responses.taxInvoiceDocumentUrl). */
const documentUrl = (op: string) => onInvoice({ op, made: "draft", check: isUrl(row(op).name), needs: [INPUT.answer(row(op).name, "url")] });
/** Operations 19 to 21 answer the tax invoice acted on. */
const action = (op: string, made: Creation) =>
  onInvoice({ op, made, body: row(op).name, check: answersInvoice(row(op).name), needs: [INPUT.answer(row(op).name, "id")] });

/** Attaching a file the test uploaded to an invoice named by `key` (16). */
const attach = async (api: B2bApi, key: string, o?: CallOptions) => api.send("16", { params: { taxInvoiceKey: key }, vars: await uploadFile(api) }, o);
/** Deleting (17) a real attachment of a draft the test made, the draft named by `key(draft)`. */
async function deleteAttachment(api: B2bApi, key: (created: CreatedInvoice) => Promise<string> | string, o?: CallOptions): Promise<HttpResponse> {
  const created = await createInvoice(api, "draft");
  const attachmentId = await attachOne(api, created.id);
  return api.call("DELETE", at("17", await key(created), { attachmentId }), o);
}

export const TAX_INVOICE_CALLS: OperationCalls[] = [
  creation("13", "draft"),
  {
    ...base("14"), needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceUpdateDraft", "valid"), INPUT.answer("taxInvoiceUpdateDraft", "id")],
    async success(api, o) {
      const created = await createInvoice(api, "draft");
      const res = await updateDraft(api, created, { ...created.vars, supplyAmount: Number(created.vars.supplyAmount) + 100 }, { call: o });
      api.expectSuccess(res, this.title);
      answersInvoice("taxInvoiceUpdateDraft")(api, res, created);
    },
    async probe(api, o) {
      const created = await createInvoice(api, "draft");
      return updateDraft(api, created, created.vars, { call: o });
    },
    invalid: (api) => api.call("PUT", pathOf("14"), { body: MALFORMED }),
    noBody: { body: "UpdateB2bTaxInvoiceDraftBody", requirement: "A.BODY.UPDATE-DRAFT-REQUIRED", needs: [], call: (api, body) => api.call("PUT", pathOf("14"), rawBody(body)) },
  },
  creation("15", "immediate"),
  creation("15b", "reverse"),
  {
    ...base("16"), needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS],
    success(api, o) { return this.keyed!.reach(api, "TAX_INVOICE_ID", o); },
    keyed: {
      async reach(api, type, o) {
        const key = keyFor(await createInvoice(api, "draft"), type);
        api.expectSuccess(await attach(api, key, withKeyType(type, o)), `an attachment to a draft by its ${type} key`);
      },
      unknown: async (api, type) => attach(api, await unknownKey(api, type), withKeyType(type)),
    },
    probe: async (api, o) => attach(api, (await createInvoice(api, "draft")).id, o),
    invalid: async (api) => api.call("POST", at("16", (await createInvoice(api, "draft")).id), { body: MALFORMED }),
    noBody: invoiceWithoutBody("16", "draft"),
  },
  {
    ...base("17"), needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS, INPUT.response("taxInvoiceAttachments", "items"),
      INPUT.response("taxInvoiceAttachments", "itemId")],
    // An unknown invoice has none of its attachments: both rows of operation 17 describe the one request.
    unknownAlso: ["B2bTaxInvoiceAttachmentNotFoundError"],
    success(api, o) { return this.keyed!.reach(api, "TAX_INVOICE_ID", o); },
    keyed: {
      async reach(api, type, o) {
        api.expectSuccess(await deleteAttachment(api, (created) => keyFor(created, type), withKeyType(type, o)), `deleting a draft's attachment by its ${type} key`);
      },
      unknown: (api, type) => deleteAttachment(api, (created) => unknownKey(api, type, created.id), withKeyType(type)),
    },
    probe: (api, o) => deleteAttachment(api, (created) => created.id, o),
    invalid: (api) => deleteAttachment(api, (created) => created.id, BAD_TEST),
  },
  onInvoice({ op: "18", made: "draft", needs: [INPUT.response("taxInvoiceAttachments", "items")],
    check: (api, res) => api.t.expect(Array.isArray(api.read(res, "taxInvoiceAttachments", "items")), "the attachments are a list").toBe(true) }),
  { ...action("19", "immediate"), also: ["A.STATE.ISSUE-IMMEDIATELY-ONE-PROCESS"] },
  { ...action("20", "reverse"), also: ["A.STATE.REQUEST-REVERSE-ONE-PROCESS"] },
  action("21", "draft"),
  documentUrl("22"),
  documentUrl("23"),
  documentUrl("24"),
];
