// Operations 13 to 24 as rows of the operation table (refuse-request, 25, is open but for its path and purpose).
import type { HttpResponse } from "../http.js";
import type { B2bApi, CallOptions } from "./api.js";
import type { B2bOperation } from "./operations.js";
import { INPUT } from "./profile.js";
import { keyFor, unknownKey, withKeyType } from "./tax-invoice-keys.js";
import { createInvoice, CREATES_TAX_INVOICE, invoicePath, invoiceVars, renderInvoice, sendCreate, uploadFile, UPLOADS, type Creation } from "./tax-invoices.js";

const MALFORMED = "{\"malformed\": ";
const badTest = { test: null, query: { test: "maybe" } } as const;
const ok = (api: B2bApi, res: HttpResponse, what: string) => api.t.expect(res.status, `status of ${what} (${res.text.slice(0, 300)})`).toBe(200);
export { unknownKey };

type Row = Omit<B2bOperation, "common" | "needs" | "success"> & { needs: string[]; success?: B2bOperation["success"] };
/** A row; a keyed row (16 to 24) succeeds by reaching its invoice through the default key type. */
const row = (r: Row): B2bOperation => ({ ...r, common: true, success: r.success ?? ((api, o) => r.keyed!.reach(api, "TAX_INVOICE_ID", o)) });

function creation(op: string, key: string, how: Creation, operation: string, path: string, title: string): B2bOperation {
  return row({
    op, key, title, requirement: `A.OP.${key}`, needs: [...CREATES_TAX_INVOICE, INPUT.request(operation, "valid")],
    async success(api, o) {
      const res = await this.probe(api, o);
      ok(api, res, title);
      api.t.expect(String(api.read(res, "taxInvoice", "id")), "id of the tax invoice answered").not.toBe("");
    },
    probe: (api, o) => sendCreate(api, how, invoiceVars(api, how === "reverse" ? "reverse" : "forward"), "valid", {}, o),
    invalid: (api) => api.call("POST", path, { body: MALFORMED }),
  });
}

/** The body of a keyed operation's call, from its template (operations with a required body). */
const keyed = (method: string, rest: string, operation?: string) => (api: B2bApi, key: string, o: CallOptions = {}) =>
  operation ? api.send(method, invoicePath(key, rest), operation, "valid", {}, o) : api.call(method, invoicePath(key, rest), o);

/** A keyed operation (18 to 24) called on an invoice made for it (a draft, an immediate issuance or a reverse request). */
function withKey(op: string, key: string, title: string, method: string, rest: string, made: Creation, operation: string | undefined,
  check: (api: B2bApi, res: HttpResponse) => void, needs: string[] = []): B2bOperation {
  const call = keyed(method, rest, operation);
  return row({
    op, key, title, requirement: `A.OP.${key}`, needs: [...CREATES_TAX_INVOICE, INPUT.request(`taxInvoice${made === "draft" ? "Draft" : made === "immediate" ? "IssueImmediately" : "RequestReverse"}`, "valid"),
      ...(operation ? [INPUT.request(operation, "valid")] : []), ...needs],
    keyed: {
      async reach(api, type, o) {
        const res = await call(api, keyFor(await createInvoice(api, made), type), withKeyType(type, o));
        ok(api, res, `${title} by its ${type} key`);
        check(api, res);
      },
      unknown: (api, type) => call(api, unknownKey(api), withKeyType(type)),
    },
    probe: (api, o) => call(api, unknownKey(api), o),
    invalid: (api) => (operation ? api.call(method, invoicePath(unknownKey(api), rest), { body: MALFORMED }) : api.call(method, invoicePath(unknownKey(api), rest), badTest)),
  });
}

const isUrl = (api: B2bApi, res: HttpResponse) =>
  api.t.expect(String(api.read(res, "taxInvoiceDocumentUrl", "url")), "the document URL").toMatch(/^https?:\/\/\S+$/);
const URL_NEEDS = [INPUT.response("taxInvoiceDocumentUrl", "url")];

export const TAX_INVOICE_OPERATIONS: B2bOperation[] = [
  creation("13", "DRAFT", "draft", "taxInvoiceDraft", "/b2b/tax-invoices/draft", "POST of a tax invoice draft"),
  row({
    op: "14", key: "UPDATE-DRAFT", title: "PUT of a drafted tax invoice", requirement: "A.OP.UPDATE-DRAFT",
    needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceUpdateDraft", "valid")],
    async success(api, o) {
      const { id, vars } = await createInvoice(api, "draft");
      const res = await api.send("PUT", "/b2b/tax-invoices/draft", "taxInvoiceUpdateDraft", "valid",
        { taxInvoiceKey: id, taxInvoiceKeyType: "TAX_INVOICE_ID", taxInvoice: renderInvoice(api, { ...vars, supplyAmount: Number(vars.supplyAmount) + 100,
          totalAmount: Number(vars.totalAmount) + 100 }) }, o);
      ok(api, res, this.title);
    },
    probe: (api, o) => api.send("PUT", "/b2b/tax-invoices/draft", "taxInvoiceUpdateDraft", "valid",
      { taxInvoiceKey: unknownKey(api), taxInvoiceKeyType: "TAX_INVOICE_ID", taxInvoice: renderInvoice(api, invoiceVars(api, "forward")) }, o),
    invalid: (api) => api.call("PUT", "/b2b/tax-invoices/draft", { body: MALFORMED }),
  }),
  creation("15", "ISSUE-IMMEDIATELY", "immediate", "taxInvoiceIssueImmediately", "/b2b/tax-invoices/issue-immediately", "POST of an immediate issuance"),
  creation("15b", "REQUEST-REVERSE", "reverse", "taxInvoiceRequestReverse", "/b2b/tax-invoices/request-reverse-issuance", "POST of a reverse-issuance request"),
  row({
    op: "16", key: "ATTACH-FILE", title: "POST of a file attachment to a draft", requirement: "A.OP.ATTACH-FILE",
    needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS],
    keyed: {
      async reach(api, type, o) {
        const key = keyFor(await createInvoice(api, "draft"), type);
        ok(api, await api.send("POST", invoicePath(key, "/attach-file"), "taxInvoiceAttachFile", "valid", { fileId: await uploadFile(api) }, withKeyType(type, o)),
          `an attachment to a draft by its ${type} key`);
      },
      unknown: async (api, type) =>
        api.send("POST", invoicePath(unknownKey(api), "/attach-file"), "taxInvoiceAttachFile", "valid", { fileId: await uploadFile(api) }, withKeyType(type)),
    },
    probe: (api, o) => api.send("POST", invoicePath(unknownKey(api), "/attach-file"), "taxInvoiceAttachFile", "valid", { fileId: unknownKey(api) }, o),
    invalid: (api) => api.call("POST", invoicePath(unknownKey(api), "/attach-file"), { body: MALFORMED }),
  }),
  row({
    op: "17", key: "DELETE-ATTACHMENT", title: "DELETE of a draft's attachment", requirement: "A.OP.DELETE-ATTACHMENT",
    needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS, INPUT.response("taxInvoiceAttachments", "items"),
      INPUT.response("taxInvoiceAttachments", "itemId")],
    keyed: {
      async reach(api, type, o) {
        const created = await createInvoice(api, "draft");
        const attachmentId = await attachOne(api, created.id);
        ok(api, await api.call("DELETE", invoicePath(keyFor(created, type), `/attachments/${encodeURIComponent(attachmentId)}`), withKeyType(type, o)),
          `deleting a draft's attachment by its ${type} key`);
      },
      unknown: (api, type) => api.call("DELETE", invoicePath(unknownKey(api), `/attachments/${unknownKey(api)}`), withKeyType(type)),
    },
    probe: (api, o) => api.call("DELETE", invoicePath(unknownKey(api), `/attachments/${unknownKey(api)}`), o),
    invalid: (api) => api.call("DELETE", invoicePath(unknownKey(api), `/attachments/${unknownKey(api)}`), badTest),
  }),
  withKey("18", "LIST-ATTACHMENTS", "GET of a tax invoice's attachments", "GET", "/attachments", "draft", undefined,
    (api, res) => api.t.expect(Array.isArray(api.read(res, "taxInvoiceAttachments", "items")), "the attachments are a list").toBe(true),
    [INPUT.response("taxInvoiceAttachments", "items")]),
  { ...withKey("19", "CANCEL-ISSUANCE", "POST of a cancel-issuance of an issued invoice", "POST", "/cancel-issuance", "immediate", "taxInvoiceCancelIssuance",
    () => {}), also: ["A.STATE.ISSUE-IMMEDIATELY-ONE-PROCESS"] },
  { ...withKey("20", "CANCEL-REQUEST", "POST of a cancel-request of a requested invoice", "POST", "/cancel-request", "reverse", "taxInvoiceCancelRequest",
    () => {}), also: ["A.STATE.REQUEST-REVERSE-ONE-PROCESS"] },
  withKey("21", "ISSUE", "POST of an issue of a drafted forward invoice", "POST", "/issue", "draft", "taxInvoiceIssue", () => {}),
  withKey("22", "PDF-URL", "GET of a tax invoice's PDF URL", "GET", "/pdf-download-url", "draft", undefined, isUrl, URL_NEEDS),
  withKey("23", "POPUP-URL", "GET of a tax invoice's popup URL", "GET", "/popup-url", "draft", undefined, isUrl, URL_NEEDS),
  withKey("24", "PRINT-URL", "GET of a tax invoice's print URL", "GET", "/print-url", "draft", undefined, isUrl, URL_NEEDS),
];

/** Uploads a file, attaches it to the draft and returns its attachment id (the one the list adds). */
export async function attachOne(api: B2bApi, id: string): Promise<string> {
  const res = await api.send("POST", invoicePath(id, "/attach-file"), "taxInvoiceAttachFile", "valid", { fileId: await uploadFile(api) });
  ok(api, res, "attaching an uploaded file to a draft");
  const list = await api.call("GET", invoicePath(id, "/attachments"));
  ok(api, list, "listing the draft's attachments");
  const items = api.read(list, "taxInvoiceAttachments", "items");
  api.t.expect(Array.isArray(items) && items.length > 0, "the attachment is listed").toBe(true);
  return String(api.read({ ...list, json: (items as unknown[]).at(-1) }, "taxInvoiceAttachments", "itemId"));
}
