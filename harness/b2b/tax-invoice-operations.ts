// Operations 13 to 24 as rows of the operation table (refuse-request, 25, is open but for its path and purpose).
import type { HttpResponse } from "../http.js";
import type { B2bApi, CallOptions } from "./api.js";
import type { B2bOperation } from "./operations.js";
import { INPUT } from "./profile.js";
import { keyFor, unknownKey, withKeyType } from "./tax-invoice-keys.js";
import { createInvoice, createsTaxInvoice, creationOperation, invoicePath, invoiceVars, sendCreate, updateDraft, type CreatedInvoice, type Creation } from "./tax-invoices.js";
import { uploadFile, UPLOADS } from "./uploads.js";

const MALFORMED = "{\"malformed\": ";
const badTest = { test: null, query: { test: "maybe" } } as const;
const ok = (api: B2bApi, res: HttpResponse, what: string) => api.expectSuccess(res, what);
export { unknownKey };

type Row = Omit<B2bOperation, "common" | "needs" | "success"> & { needs: string[]; success?: B2bOperation["success"] };
/** A row; a keyed row (16 to 24) succeeds by reaching its invoice through the default key type. */
const row = (r: Row): B2bOperation => ({ ...r, common: true, success: r.success ?? ((api, o) => r.keyed!.reach(api, "TAX_INVOICE_ID", o)) });

function creation(op: string, key: string, how: Creation, path: string, title: string): B2bOperation {
  return row({
    op, key, title, requirement: `A.OP.${key}`, needs: createsTaxInvoice(how),
    async success(api, o) {
      const res = await this.probe(api, o);
      // Its parties are the profile's fixtures.
      api.expectSuccess(res, title, true);
      api.t.expect(String(api.read(res, creationOperation(how), "id")), "id of the tax invoice answered").not.toBe("");
    },
    probe: (api, o) => sendCreate(api, how, invoiceVars(api, how === "reverse" ? "reverse" : "forward"), undefined, o),
    invalid: (api) => api.call("POST", path, { body: MALFORMED }),
  });
}

/** The body of a keyed operation's call, from its template (operations with a required body). */
const keyed = (method: string, rest: string, operation?: string) => (api: B2bApi, key: string, o: CallOptions = {}) =>
  operation ? api.send(method, invoicePath(key, rest), operation, "valid", {}, o) : api.call(method, invoicePath(key, rest), o);

/** A keyed operation (18 to 24) called on an invoice made for it (a draft, an immediate issuance or a reverse request). */
function withKey(op: string, key: string, title: string, method: string, rest: string, made: Creation, operation: string | undefined,
  check: (api: B2bApi, res: HttpResponse, created: CreatedInvoice) => void, needs: string[] = []): B2bOperation {
  const call = keyed(method, rest, operation);
  return row({
    op, key, title, requirement: `A.OP.${key}`, needs: [...createsTaxInvoice(made), ...(operation ? [INPUT.request(operation, "valid")] : []), ...needs],
    keyed: {
      async reach(api, type, o) {
        const created = await createInvoice(api, made);
        const res = await call(api, keyFor(created, type), withKeyType(type, o));
        ok(api, res, `${title} by its ${type} key`);
        check(api, res, created);
      },
      unknown: (api, type) => call(api, unknownKey(api), withKeyType(type)),
    },
    probe: (api, o) => call(api, unknownKey(api), o),
    invalid: (api) => (operation ? api.call(method, invoicePath(unknownKey(api), rest), { body: MALFORMED }) : api.call(method, invoicePath(unknownKey(api), rest), badTest)),
  });
}

/** Operations 19 to 21 answer the tax invoice, each in a type of its own (its pointer, else b2b.responses.taxInvoice). */
const answersInvoice = (operation: string) => (api: B2bApi, res: HttpResponse, created: CreatedInvoice) =>
  api.t.expect(String(api.read(res, operation, "id")), "id of the tax invoice answered").toBe(created.id);
const action = (op: string, key: string, title: string, rest: string, made: Creation, operation: string) =>
  withKey(op, key, title, "POST", rest, made, operation, answersInvoice(operation), [INPUT.answer(operation, "id")]);

/** Operations 22 to 24 answer a URL, each in a type of its own (its pointer, else b2b.responses.taxInvoiceDocumentUrl). */
const isUrl = (operation: string) => (api: B2bApi, res: HttpResponse) =>
  api.t.expect(String(api.read(res, operation, "url")), "the document URL").toMatch(/^https?:\/\/\S+$/);
const documentUrl = (op: string, key: string, title: string, rest: string, operation: string) =>
  withKey(op, key, title, "GET", rest, "draft", undefined, isUrl(operation), [INPUT.answer(operation, "url")]);

export const TAX_INVOICE_OPERATIONS: B2bOperation[] = [
  creation("13", "DRAFT", "draft", "/b2b/tax-invoices/draft", "POST of a tax invoice draft"),
  row({
    op: "14", key: "UPDATE-DRAFT", title: "PUT of a drafted tax invoice", requirement: "A.OP.UPDATE-DRAFT",
    needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceUpdateDraft", "valid"), INPUT.answer("taxInvoiceUpdateDraft", "id")],
    async success(api, o) {
      const created = await createInvoice(api, "draft");
      const res = await updateDraft(api, created.id, { ...created.vars, supplyAmount: Number(created.vars.supplyAmount) + 100 }, undefined, o);
      ok(api, res, this.title);
      answersInvoice("taxInvoiceUpdateDraft")(api, res, created);
    },
    probe: (api, o) => updateDraft(api, unknownKey(api), invoiceVars(api, "forward"), undefined, o),
    invalid: (api) => api.call("PUT", "/b2b/tax-invoices/draft", { body: MALFORMED }),
  }),
  creation("15", "ISSUE-IMMEDIATELY", "immediate", "/b2b/tax-invoices/issue-immediately", "POST of an immediate issuance"),
  creation("15b", "REQUEST-REVERSE", "reverse", "/b2b/tax-invoices/request-reverse-issuance", "POST of a reverse-issuance request"),
  row({
    op: "16", key: "ATTACH-FILE", title: "POST of a file attachment to a draft", requirement: "A.OP.ATTACH-FILE",
    needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS],
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
    needs: [...createsTaxInvoice("draft"), INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS, INPUT.response("taxInvoiceAttachments", "items"),
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
  { ...action("19", "CANCEL-ISSUANCE", "POST of a cancel-issuance of an issued invoice", "/cancel-issuance", "immediate", "taxInvoiceCancelIssuance"),
    also: ["A.STATE.ISSUE-IMMEDIATELY-ONE-PROCESS"] },
  { ...action("20", "CANCEL-REQUEST", "POST of a cancel-request of a requested invoice", "/cancel-request", "reverse", "taxInvoiceCancelRequest"),
    also: ["A.STATE.REQUEST-REVERSE-ONE-PROCESS"] },
  action("21", "ISSUE", "POST of an issue of a drafted forward invoice", "/issue", "draft", "taxInvoiceIssue"),
  documentUrl("22", "PDF-URL", "GET of a tax invoice's PDF URL", "/pdf-download-url", "taxInvoicePdfUrl"),
  documentUrl("23", "POPUP-URL", "GET of a tax invoice's popup URL", "/popup-url", "taxInvoicePopupUrl"),
  documentUrl("24", "PRINT-URL", "GET of a tax invoice's print URL", "/print-url", "taxInvoicePrintUrl"),
];

/**
 * Uploads a file, attaches it to the draft and returns its attachment id (the one the list adds): setup steps, each
 * refusal blamed on its operation's test, an attachment missing from the list on A-ATTACH-FILE-LISTED.
 */
export async function attachOne(api: B2bApi, id: string): Promise<string> {
  const res = await api.send("POST", invoicePath(id, "/attach-file"), "taxInvoiceAttachFile", "valid", { fileId: await uploadFile(api) });
  api.setupStep(res, "POST attach-file", api.dedicated("ATTACH-FILE"));
  const list = api.setupStep(await api.call("GET", invoicePath(id, "/attachments")), "GET attachments", api.dedicated("LIST-ATTACHMENTS"));
  const items = api.read(list, "taxInvoiceAttachments", "items");
  if (!Array.isArray(items) || items.length === 0) {
    api.setupStep({ ...list, status: 0, text: `the list holds no attachment: ${list.text}` }, "GET attachments after attach-file", "A-ATTACH-FILE-LISTED");
  }
  return String(api.read({ ...list, json: (items as unknown[]).at(-1) }, "taxInvoiceAttachments", "itemId"));
}
