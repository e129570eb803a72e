// Operations 1 to 12 (bulk tax invoice, business info, certificates, counterparties, upload URL, CSV export) as calls.
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi, CallOptions } from "../client/api.js";
import { CREATES_COUNTERPARTY, INPUT, type CounterpartyFixture } from "../profile/keys.js";
import { counterpartyVars, createCounterparty } from "../records/counterparties.js";
import { pathOf, row } from "../spec/operation-table.js";
import { sameBrn } from "../spec/brn.js";
import { isAbsoluteUrl } from "../spec/url.js";
import { uploadFileName } from "../records/uploads.js";
import { jsonText } from "../profile/match.js";
import { BAD_TEST, MALFORMED, rawBody, type OperationCalls } from "./types.js";

const certified = (api: B2bApi) => api.need<CounterpartyFixture>(INPUT.counterparty("certified"));

/** The table's names of an operation, and what every operation but the export shares. */
const base = (op: string) => ({ op, key: row(op).key, title: row(op).title, requirement: `A.OP.${row(op).key}`, common: true });

interface ByPath {
  op: string;
  /** The path's parameters, from the profile's fixtures. */
  params(api: B2bApi): Record<string, string>;
  /** What the spec says of the answer, checked after its 200. */
  check?(api: B2bApi, res: HttpResponse): void;
  needs: string[];
  also?: string[];
}

/** An operation on a fixture named in its path (1, 3 to 6): no body; its fixtures live in the profile's test mode. */
function byPath(p: ByPath): OperationCalls {
  const { method } = row(p.op);
  const call = (api: B2bApi, o = {}) => api.call(method, pathOf(p.op, p.params(api)), o);
  return {
    ...base(p.op), needs: p.needs, ...(p.also ? { also: p.also } : {}),
    async success(api, o) { const res = await call(api, o); api.expectSuccess(res, this.title, true); p.check?.(api, res); },
    probe: (api, o) => call(api, o),
    invalid: (api) => call(api, BAD_TEST),
  };
}

const atCertified = (api: B2bApi) => ({ brn: certified(api).brn });

/** The answer's URL must be an absolute one (of any scheme). */
const urlAt = (api: B2bApi, res: HttpResponse, operation: string, what: string) =>
  api.t.expect(isAbsoluteUrl(api.read(res, operation, "url")), `${what} (${jsonText(api.read(res, operation, "url"))}) is an absolute URL`).toBe(true);

/** DELETE of a counterparty with the profile's body (b2b.requests.counterpartyDelete.valid), or without one (it is optional). */
const deletion = (api: B2bApi, counterpartyId: string, o?: CallOptions) => (api.t.input(INPUT.request("counterpartyDelete", "valid")) === undefined
  ? api.call("DELETE", pathOf("7", { counterpartyId }), o) : api.send("7", { params: { counterpartyId } }, o));

/** The lookup (2) must be enabled for the account (b2b.features.businessInfo) for a call of the account's to check anything else. */
function lookupEnabled(api: B2bApi): void {
  if (api.t.input(INPUT.businessInfoEnabled) === false) api.t.disabled(`${INPUT.businessInfoEnabled} is false: the lookup is not enabled for the account`);
}

export const COUNTERPARTY_CALLS: OperationCalls[] = [
  byPath({ op: "1", params: (api) => ({ bulkTaxInvoiceId: api.need<string>(INPUT.bulkTaxInvoiceId) }), also: ["A.ID.BULK-TAX-INVOICE-ID"],
    check: (api, res) => api.t.expect(String(api.read(res, "bulkTaxInvoiceGet", "id")), "id of the bulk tax invoice answered").toBe(String(api.need(INPUT.bulkTaxInvoiceId))),
    needs: [INPUT.bulkTaxInvoiceId, INPUT.response("bulkTaxInvoiceGet", "id")] }),
  {
    ...base("2"), needs: [INPUT.request("businessInfo", "lookup"), INPUT.businessInfoBrns, INPUT.response("businessInfo", "results")],
    async success(api, o) {
      lookupEnabled(api);
      const res = await this.probe(api, o);
      api.expectSuccess(res, this.title);
      api.t.expect(Array.isArray(api.read(res, "businessInfo", "results")), "the lookup results are a list").toBe(true);
    },
    probe: (api, o) => api.send("2", { scenario: "lookup", vars: { brns: api.need(INPUT.businessInfoBrns) } }, o),
    // Where the account may not use the lookup, an invalid call would break that rule too: there is no such call to make.
    invalid: (api) => { lookupEnabled(api); return api.call("POST", pathOf("2"), { body: MALFORMED }); },
    noBody: { body: "GetB2bBusinessInfosBody", requirement: "A.BODY.BUSINESS-INFO-REQUIRED", needs: [],
      call: (api, body) => { lookupEnabled(api); return api.call("POST", pathOf("2"), rawBody(body)); } },
  },
  byPath({ op: "3", params: atCertified, also: ["A.ID.BRN"], needs: [INPUT.counterparty("certified"), INPUT.response("certificateRegistrationUrl", "url")],
    check: (api, res) => urlAt(api, res, "certificateRegistrationUrl", "the registration URL") }),
  byPath({ op: "4", params: atCertified, also: ["A.ID.BRN"], needs: [INPUT.counterparty("certified")] }),
  byPath({ op: "5", params: atCertified, also: ["A.ID.BRN"], needs: [INPUT.counterparty("certified")] }),
  byPath({ op: "6", params: (api) => ({ counterpartyId: certified(api).id }), needs: [INPUT.counterparty("certified"), INPUT.response("counterpartyGet", "brn")],
    check: (api, res) => api.t.expect(sameBrn(api.read(res, "counterpartyGet", "brn"), certified(api).brn),
      `brn of the counterparty answered (${jsonText(api.read(res, "counterpartyGet", "brn"))}) is ${certified(api).brn}, however written`).toBe(true) }),
  {
    ...base("7"), needs: CREATES_COUNTERPARTY,
    async success(api, o) { api.expectSuccess(await this.probe(api, o), this.title); },
    probe: async (api, o) => deletion(api, (await createCounterparty(api)).id, o),
    invalid: async (api) => api.call("DELETE", pathOf("7", { counterpartyId: (await createCounterparty(api)).id }), { body: MALFORMED }),
  },
  {
    ...base("8"), needs: [...CREATES_COUNTERPARTY, INPUT.request("counterpartyUpdate", "valid")],
    async success(api, o) {
      const { id, brn } = await createCounterparty(api);
      api.expectSuccess(await api.send("8", { params: { counterpartyId: id }, vars: counterpartyVars(api, { brn }) }, o), this.title);
    },
    async probe(api, o) {
      const { id, brn } = await createCounterparty(api);
      return api.send("8", { params: { counterpartyId: id }, vars: counterpartyVars(api, { brn }) }, o);
    },
    invalid: async (api) => api.call("PATCH", pathOf("8", { counterpartyId: (await createCounterparty(api)).id }), { body: MALFORMED }),
    noBody: { body: "UpdateB2bCounterpartyBody", requirement: "A.BODY.COUNTERPARTY-UPDATE-REQUIRED", needs: CREATES_COUNTERPARTY,
      async call(api, body) { return api.call("PATCH", pathOf("8", { counterpartyId: (await createCounterparty(api)).id }), rawBody(body)); } },
  },
  {
    ...base("9"), needs: [INPUT.response("counterpartyList", "items")],
    async success(api, o) {
      const res = await this.probe(api, o);
      api.expectSuccess(res, this.title);
      api.t.expect(Array.isArray(api.read(res, "counterpartyList", "items")), "the counterparties are a list").toBe(true);
    },
    probe: (api, o) => api.call("GET", pathOf("9"), o),
    invalid: (api) => api.call("GET", pathOf("9"), { query: { requestBody: MALFORMED } }),
  },
  {
    ...base("10"), also: ["A.RECORD.ADDITIONAL-CONTACTS"], needs: CREATES_COUNTERPARTY,
    async success(api, o) { api.expectSuccess(await this.probe(api, o), this.title); },
    probe: (api, o) => api.send("10", { vars: counterpartyVars(api) }, o),
    invalid: (api) => api.call("POST", pathOf("10"), { body: MALFORMED }),
    noBody: { body: "CreateB2bCounterpartyBody", requirement: "A.BODY.COUNTERPARTY-CREATE-REQUIRED", needs: [], call: (api, body) => api.call("POST", pathOf("10"), rawBody(body)) },
  },
  {
    ...base("11"), needs: [INPUT.request("fileUploadUrl", "valid"), INPUT.response("fileUploadUrl", "url")],
    async success(api, o) {
      const res = await this.probe(api, o);
      api.expectSuccess(res, this.title);
      urlAt(api, res, "fileUploadUrl", "the upload URL");
    },
    probe: (api, o) => api.send("11", { vars: { fileName: uploadFileName(api) } }, o),
    invalid: (api) => api.call("POST", pathOf("11"), { body: MALFORMED }),
    noBody: { body: "CreateB2bFileUploadUrlBody", requirement: "A.BODY.FILE-UPLOAD-URL-REQUIRED", needs: [], call: (api, body) => api.call("POST", pathOf("11"), rawBody(body)) },
  },
  {
    ...base("12"), common: false, also: ["A.PARAM.SHEET-NO-TEST"], needs: [INPUT.request("taxInvoicesSheet", "valid")],
    async success(api, o) {
      if (api.t.input(INPUT.sheetEnabled) === false) api.t.disabled(`${INPUT.sheetEnabled} is false: the CSV export is not enabled for the account`);
      const res = await this.probe(api, o);
      api.expectSuccess(res, this.title);
      api.t.expect(res.headers["content-type"] ?? "", "content type of the export").toMatch(/^text\/csv\b/);
    },
    probe: (api, o) => api.send("12", {}, { ...o, test: null }),
    invalid: (api) => api.call("GET", pathOf("12"), { test: null, query: { requestBody: MALFORMED } }),
  },
];
