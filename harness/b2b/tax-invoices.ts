// Tax invoices the suite creates for itself (forward or reverse), their observed state, and files uploaded for attachments.
import type { HttpResponse } from "../http.js";
import { HarnessError } from "../errors.js";
import { atPointer } from "../json-pointer.js";
import type { B2bApi, CallOptions } from "./api.js";
import { INPUT, type CounterpartyFixture } from "./profile.js";
import { render, type Vars } from "./template.js";

export type Direction = "forward" | "reverse";
export type Creation = "draft" | "immediate" | "reverse";
export type SpecState = "DRAFTED" | "REQUESTED" | "ISSUED" | "sendingCompleted";

const CREATE = {
  draft: ["/b2b/tax-invoices/draft", "taxInvoiceDraft"],
  immediate: ["/b2b/tax-invoices/issue-immediately", "taxInvoiceIssueImmediately"],
  reverse: ["/b2b/tax-invoices/request-reverse-issuance", "taxInvoiceRequestReverse"],
} as const;

/** What creating a tax invoice needs from the profile. */
export const CREATES_TAX_INVOICE = [
  INPUT.taxInvoice, INPUT.request("taxInvoiceDraft", "valid"), INPUT.response("taxInvoice", "id"), INPUT.ownBrn,
  INPUT.counterparty("certified"), INPUT.taxInvoiceFixture("taxationType"),
];

export const invoicePath = (key: string, rest = "") => `/b2b/tax-invoices/${encodeURIComponent(key)}${rest}`;

/** The variables of b2b.requests.taxInvoice: the own company supplies forward and receives in reverse. */
export function invoiceVars(api: B2bApi, direction: Direction, overrides: Vars = {}): Vars {
  const f = api.t.faker;
  const own = api.need<string>(INPUT.ownBrn);
  const other = api.need<CounterpartyFixture>(INPUT.counterparty("certified")).brn;
  const supply = f.number.int({ min: 10, max: 9000 }) * 100;
  return {
    taxationType: api.need<string>(INPUT.taxInvoiceFixture("taxationType")), issuanceType: undefined,
    writeDate: new Date().toISOString().slice(0, 10), supplyAmount: supply, taxAmount: supply / 10, totalAmount: supply + supply / 10,
    supplierBrn: direction === "forward" ? own : other, recipientBrn: direction === "forward" ? other : own,
    supplierName: f.company.name(), recipientName: f.company.name(), representativeName: f.person.fullName(), email: f.internet.email(),
    supplierDocumentKey: `conf-s-${f.string.alphanumeric(14).toLowerCase()}`, recipientDocumentKey: `conf-r-${f.string.alphanumeric(14).toLowerCase()}`,
    ...overrides,
  };
}

export const renderInvoice = (api: B2bApi, vars: Vars): unknown => render(api.need<unknown>(INPUT.taxInvoice), vars, INPUT.taxInvoice);

/** Sends a creation (13, 15 or 15b) with the scenario's template; `extra` fills the modification placeholders. */
export function sendCreate(api: B2bApi, how: Creation, vars: Vars, scenario = "valid", extra: Vars = {}, o: CallOptions = {}): Promise<HttpResponse> {
  const [path, operation] = CREATE[how];
  return api.send("POST", path, operation, scenario, { taxInvoice: renderInvoice(api, vars), modificationType: undefined, originalKey: undefined, ...extra }, o);
}

export interface CreatedInvoice {
  id: string;
  vars: Vars;
  res: HttpResponse;
}

/** Creates a tax invoice the suite owns; a refusal fails the calling test. */
export async function createInvoice(api: B2bApi, how: Creation, overrides: Vars = {}): Promise<CreatedInvoice> {
  const vars = invoiceVars(api, how === "reverse" ? "reverse" : "forward", overrides);
  const res = await sendCreate(api, how, vars);
  api.t.expect(res.status, `status of creating a tax invoice (${how}) with the profile's templates (${res.text.slice(0, 200)})`).toBe(200);
  return { id: String(api.read(res, "taxInvoice", "id")), vars, res };
}

/** The spec state an answer carrying a tax invoice reports, through the profile's pointer and names (the wire name when unmapped). */
export function observedState(api: B2bApi, res: HttpResponse): string {
  const pointer = api.need<string>(INPUT.statePointer);
  const names = api.need<Record<string, string>>(INPUT.stateNames);
  const wire = atPointer(res.json ?? res.text, pointer, INPUT.statePointer);
  if (typeof wire !== "string") throw new HarnessError(`no state string at ${INPUT.statePointer} (${pointer}) in the answer`, `fix ${INPUT.statePointer}`);
  return Object.entries(names).find(([, w]) => w === wire)?.[0] ?? wire;
}

/** Asks operation 11 for an upload URL and uploads a small file the way b2b.upload says; returns the file id. */
export async function uploadFile(api: B2bApi): Promise<string> {
  const how = api.need<{ method: string; contentType?: string }>(INPUT.upload);
  const res = await api.send("POST", "/b2b/file-upload-url", "fileUploadUrl", "valid", { fileName: `conformance-${api.t.faker.string.alphanumeric(8)}.txt` });
  api.t.expect(res.status, `status of the upload URL request (${res.text.slice(0, 200)})`).toBe(200);
  const answered = String(api.read(res, "fileUploadUrl", "url"));
  api.t.expect(answered, "the upload URL").toMatch(/^https?:\/\/\S+$/);
  const url = new URL(answered);
  const up = await api.t.client(url.origin).request(how.method, `${url.pathname}${url.search}`,
    { body: "conformance attachment\n", headers: { "content-type": how.contentType ?? "application/octet-stream" } });
  api.t.expect(up.status, `status of the upload to the upload URL (${up.text.slice(0, 200)})`).toBeLessThan(300);
  return String(api.read(res, "fileUploadUrl", "fileId"));
}

export const UPLOADS = [INPUT.upload, INPUT.request("fileUploadUrl", "valid"), INPUT.response("fileUploadUrl", "url"), INPUT.response("fileUploadUrl", "fileId")];
