// Operations 13 to 24 (tax invoices) as calls; refuse-request (25) is open but for its path and purpose.
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi, CallOptions } from "../client/api.js";
import { INPUT } from "../profile/keys.js";
import { keyFor, unknownKey, withKeyType } from "../records/tax-invoice-keys.js";
import { createInvoice, createsTaxInvoice, creationOperation, invoiceVars, sendCreate, updateDraft, type CreatedInvoice, type Creation } from "../records/tax-invoices.js";
import { uploadFile, UPLOADS } from "../records/uploads.js";
import { attachOne } from "../records/attachments.js";
import { pathOf, row } from "../spec/operation-table.js";
import { BAD_TEST, MALFORMED, type NoBody, type OperationCalls } from "./types.js";

const base = (op: string) => ({ op, key: row(op).key, title: row(op).title, requirement: `A.OP.${row(op).key}`, common: true });
const at = (op: string, taxInvoiceKey: string, rest: Record<string, string> = {}) => pathOf(op, { taxInvoiceKey, ...rest });

/** The answer is the tax invoice acted on: its id, read through the operation's own pointer or its family's. */
const answersInvoice = (name: string) => (api: B2bApi, res: HttpResponse, created: CreatedInvoice) =>
  api.t.expect(String(api.read(res, name, "id")), "id of the tax invoice answered").toBe(created.id);

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
    noBody: { body: row(op).body.split(",")[0]!, requirement: `A.BODY.${row(op).key}-REQUIRED`, needs: [], call: (api) => api.call("POST", pathOf(op)) },
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
  const calls: OperationCalls = {
    ...base(p.op), needs: [...createsTaxInvoice(p.made), ...(p.body ? [INPUT.request(p.body, "valid")] : []), ...p.needs],
    success: (api, o) => calls.keyed!.reach(api, "TAX_INVOICE_ID", o),
    keyed: {
      async reach(api, type, o) {
        const created = await createInvoice(api, p.made);
        const res = await call(api, keyFor(created, type), withKeyType(type, o));
        api.expectSuccess(res, `${calls.title} by its ${type} key`);
        p.check(api, res, created);
      },
      unknown: (api, type) => call(api, unknownKey(api), withKeyType(type)),
    },
    probe: (api, o) => call(api, unknownKey(api), o),
    invalid: (api) => (p.body ? api.call(method, at(p.op, unknownKey(api)), { body: MALFORMED }) : api.call(method, at(p.op, unknownKey(api)), BAD_TEST)),
  };
  if (p.body) calls.noBody = invoiceWithoutBody(p.op, p.made);
  return calls;
}

/** A keyed operation called without its required body, on an invoice made in the state it needs. */
const invoiceWithoutBody = (op: string, made: Creation): NoBody => ({
  body: row(op).body.split(",")[0]!, requirement: `A.BODY.${row(op).key}-REQUIRED`, needs: createsTaxInvoice(made),
  async call(api) { return api.call("POST", at(op, (await createInvoice(api, made)).id)); },
});

const isUrl = (name: string) => (api: B2bApi, res: HttpResponse) =>
  api.t.expect(String(api.read(res, name, "url")), "the document URL").toMatch(/^https?:\/\/\S+$/);
/** Operations 22 to 24 answer a URL, each in a type of its own (its pointer, else b2b.responses.taxInvoiceDocumentUrl). */
const documentUrl = (op: string) => onInvoice({ op, made: "draft", check: isUrl(row(op).name), needs: [INPUT.answer(row(op).name, "url")] });
/** Operations 19 to 21 answer the tax invoice acted on. */
const action = (op: string, made: Creation) =>
  onInvoice({ op, made, body: row(op).name, check: answersInvoice(row(op).name), needs: [INPUT.answer(row(op).name, "id")] });

export const TAX_INVOICE_CALLS: OperationCalls[] = [
  creation("13", "draft"),
  {
    ...base("14"), needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceUpdateDraft", "valid"), INPUT.answer("taxInvoiceUpdateDraft", "id")],
    async success(api, o) {
      const created = await createInvoice(api, "draft");
      const res = await updateDraft(api, created.id, { ...created.vars, supplyAmount: Number(created.vars.supplyAmount) + 100 }, { call: o });
      api.expectSuccess(res, this.title);
      answersInvoice("taxInvoiceUpdateDraft")(api, res, created);
    },
    probe: (api, o) => updateDraft(api, unknownKey(api), invoiceVars(api, "forward"), { call: o }),
    invalid: (api) => api.call("PUT", pathOf("14"), { body: MALFORMED }),
    noBody: { body: "UpdateB2bTaxInvoiceDraftBody", requirement: "A.BODY.UPDATE-DRAFT-REQUIRED", needs: [], call: (api) => api.call("PUT", pathOf("14")) },
  },
  creation("15", "immediate"),
  creation("15b", "reverse"),
  {
    ...base("16"), needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS],
    success(api, o) { return this.keyed!.reach(api, "TAX_INVOICE_ID", o); },
    keyed: {
      async reach(api, type, o) {
        const key = keyFor(await createInvoice(api, "draft"), type);
        api.expectSuccess(await api.send("16", { params: { taxInvoiceKey: key }, vars: { fileId: await uploadFile(api) } }, withKeyType(type, o)),
          `an attachment to a draft by its ${type} key`);
      },
      unknown: async (api, type) =>
        api.send("16", { params: { taxInvoiceKey: unknownKey(api) }, vars: { fileId: await uploadFile(api) } }, withKeyType(type)),
    },
    probe: (api, o) => api.send("16", { params: { taxInvoiceKey: unknownKey(api) }, vars: { fileId: unknownKey(api) } }, o),
    invalid: (api) => api.call("POST", at("16", unknownKey(api)), { body: MALFORMED }),
    noBody: invoiceWithoutBody("16", "draft"),
  },
  {
    ...base("17"), needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS, INPUT.response("taxInvoiceAttachments", "items"),
      INPUT.response("taxInvoiceAttachments", "itemId")],
    success(api, o) { return this.keyed!.reach(api, "TAX_INVOICE_ID", o); },
    keyed: {
      async reach(api, type, o) {
        const created = await createInvoice(api, "draft");
        const attachmentId = await attachOne(api, created.id);
        api.expectSuccess(await api.call("DELETE", at("17", keyFor(created, type), { attachmentId }), withKeyType(type, o)),
          `deleting a draft's attachment by its ${type} key`);
      },
      unknown: (api, type) => api.call("DELETE", at("17", unknownKey(api), { attachmentId: unknownKey(api) }), withKeyType(type)),
    },
    probe: (api, o) => api.call("DELETE", at("17", unknownKey(api), { attachmentId: unknownKey(api) }), o),
    invalid: (api) => api.call("DELETE", at("17", unknownKey(api), { attachmentId: unknownKey(api) }), BAD_TEST),
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
