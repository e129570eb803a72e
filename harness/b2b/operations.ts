// Operations 1 to 24 as data: a call that must succeed, a call for the credential checks, and an invalid call.
// The common-rule and error-table tests follow this table by themselves (13 to 24: tax-invoice-operations.ts).
import type { HttpResponse } from "../http.js";
import type { B2bApi, CallOptions } from "./api.js";
import { certificatePath, counterpartyPath, counterpartyVars, createCounterparty } from "./counterparties.js";
import { CREATES_COUNTERPARTY, INPUT, type CounterpartyFixture } from "./profile.js";
import type { KeyType } from "./tax-invoice-keys.js";
import { TAX_INVOICE_OPERATIONS } from "./tax-invoice-operations.js";

export interface B2bOperation {
  op: string;
  /** The operation's part of test ids: A-<key>-… */
  key: string;
  title: string;
  /** The requirement that the operation answers 200 (A.OP.…). */
  requirement: string;
  /** The CSV export takes no test parameter and lists no 403. */
  common: boolean;
  /** Further requirements its success shows (an identifier in its path, a record fact, a state it needs). */
  also?: string[];
  /** Profile inputs the success call needs. */
  needs: string[];
  /** Calls the operation so it must succeed, and asserts what the spec says of the answer. */
  success(api: B2bApi, o?: CallOptions): Promise<void>;
  /** Any well-formed call (the credential checks refuse it before it is looked at). */
  probe(api: B2bApi, o?: CallOptions): Promise<HttpResponse>;
  /** Operations 16 to 24: the call on an invoice made for it, named by a key of the given type; and on an unknown key of that type. */
  keyed?: {
    reach(api: B2bApi, type: KeyType, o?: CallOptions): Promise<void>;
    unknown(api: B2bApi, type: KeyType): Promise<HttpResponse>;
  };
  /** A call whose input is invalid: malformed JSON, or a test value other than true and false. */
  invalid(api: B2bApi): Promise<HttpResponse>;
}

const MALFORMED = "{\"malformed\": ";
const ok = (api: B2bApi, res: HttpResponse, what: string) => api.expectSuccess(res, what);
/** The success of a call that reads the profile's fixtures. */
const okOnFixtures = (api: B2bApi, res: HttpResponse, what: string) => api.expectSuccess(res, what, true);
const certified = (api: B2bApi) => api.need<CounterpartyFixture>(INPUT.counterparty("certified")).brn;
const unknownId = (api: B2bApi) => `conformance-unknown-${api.t.faker.string.alphanumeric(12).toLowerCase()}`;
const badTest = { test: null, query: { test: "maybe" } } as const;

function withId(op: string, key: string, title: string, requirement: string, method: string, path: (api: B2bApi) => string,
  check: (api: B2bApi, res: HttpResponse) => void, needs: string[]): B2bOperation {
  return {
    op, key, title, requirement, common: true, needs,
    async success(api, o) { const res = await api.call(method, path(api), o); okOnFixtures(api, res, title); check(api, res); },
    probe: (api, o) => api.call(method, path(api), o),
    invalid: (api) => api.call(method, path(api), badTest),
  };
}

const also = (o: B2bOperation, ...requirements: string[]): B2bOperation => ({ ...o, also: requirements });

export const B2B_OPERATIONS: B2bOperation[] = [
  also(withId("1", "BULK-GET", "GET of a bulk tax invoice", "A.OP.BULK-GET", "GET",
    (api) => `/b2b/bulk-tax-invoices/${encodeURIComponent(api.need<string>(INPUT.bulkTaxInvoiceId))}`,
    (api, res) => api.t.expect(api.read(res, "bulkTaxInvoiceGet", "id"), "id of the bulk tax invoice answered").toBe(api.need(INPUT.bulkTaxInvoiceId)),
    [INPUT.bulkTaxInvoiceId, INPUT.response("bulkTaxInvoiceGet", "id")]), "A.ID.BULK-TAX-INVOICE-ID"),
  {
    op: "2", key: "BUSINESS-INFO", title: "a business info lookup", requirement: "A.OP.BUSINESS-INFO", common: true,
    needs: [INPUT.request("businessInfo", "lookup"), INPUT.businessInfoBrns, INPUT.response("businessInfo", "results")],
    async success(api, o) {
      if (api.t.input(INPUT.businessInfoEnabled) === false) api.t.disabled(`${INPUT.businessInfoEnabled} is false: the lookup is not enabled for the account`);
      const res = await this.probe(api, o);
      ok(api, res, this.title);
      api.t.expect(Array.isArray(api.read(res, "businessInfo", "results")), "the lookup results are a list").toBe(true);
    },
    probe: (api, o) => api.send("POST", "/b2b/companies/business-info", "businessInfo", "lookup", { brns: api.need(INPUT.businessInfoBrns) }, o),
    invalid: (api) => api.call("POST", "/b2b/companies/business-info", { body: MALFORMED }),
  },
  also(withId("3", "CERT-REGISTRATION-URL", "GET of a certificate registration URL", "A.OP.CERT-REGISTRATION-URL", "GET",
    (api) => certificatePath(certified(api), "/registration-url"),
    (api, res) => api.t.expect(String(api.read(res, "certificateRegistrationUrl", "url")), "the registration URL").toMatch(/^https?:\/\/\S+$/),
    [INPUT.counterparty("certified"), INPUT.response("certificateRegistrationUrl", "url")]), "A.ID.BRN"),
  also(withId("4", "CERT-VALIDATE", "POST of a certificate validation", "A.OP.CERT-VALIDATE", "POST",
    (api) => certificatePath(certified(api), "/validate"), () => {}, [INPUT.counterparty("certified")]), "A.ID.BRN"),
  also(withId("5", "CERT-GET", "GET of a certificate", "A.OP.CERT-GET", "GET", (api) => certificatePath(certified(api)), () => {},
    [INPUT.counterparty("certified")]), "A.ID.BRN"),
  withId("6", "COUNTERPARTY-GET", "GET of a counterparty", "A.OP.COUNTERPARTY-GET", "GET",
    (api) => counterpartyPath(api.need<CounterpartyFixture>(INPUT.counterparty("certified")).id),
    (api, res) => api.t.expect(api.read(res, "counterpartyGet", "brn"), "brn of the counterparty answered")
      .toBe(api.need<CounterpartyFixture>(INPUT.counterparty("certified")).brn),
    [INPUT.counterparty("certified"), INPUT.response("counterpartyGet", "brn")]),
  {
    op: "7", key: "COUNTERPARTY-DELETE", title: "DELETE of a counterparty the suite created", requirement: "A.OP.COUNTERPARTY-DELETE", common: true,
    needs: CREATES_COUNTERPARTY,
    async success(api, o) { const { id } = await createCounterparty(api); ok(api, await api.call("DELETE", counterpartyPath(id), o), this.title); },
    probe: (api, o) => api.call("DELETE", counterpartyPath(unknownId(api)), o),
    invalid: (api) => api.call("DELETE", counterpartyPath(unknownId(api)), { body: MALFORMED }),
  },
  {
    op: "8", key: "COUNTERPARTY-UPDATE", title: "PATCH of a counterparty the suite created", requirement: "A.OP.COUNTERPARTY-UPDATE", common: true,
    needs: [...CREATES_COUNTERPARTY, INPUT.request("counterpartyUpdate", "valid")],
    async success(api, o) {
      const { id, brn } = await createCounterparty(api);
      ok(api, await api.send("PATCH", counterpartyPath(id), "counterpartyUpdate", "valid", counterpartyVars(api, { brn }), o), this.title);
    },
    probe: (api, o) => api.send("PATCH", counterpartyPath(unknownId(api)), "counterpartyUpdate", "valid", counterpartyVars(api, { brn: undefined }), o),
    invalid: (api) => api.call("PATCH", counterpartyPath(unknownId(api)), { body: MALFORMED }),
  },
  {
    op: "9", key: "COUNTERPARTY-LIST", title: "GET of the counterparty list", requirement: "A.OP.COUNTERPARTY-LIST", common: true,
    needs: [INPUT.response("counterpartyList", "items")],
    async success(api, o) {
      const res = await this.probe(api, o);
      ok(api, res, this.title);
      api.t.expect(Array.isArray(api.read(res, "counterpartyList", "items")), "the counterparties are a list").toBe(true);
    },
    probe: (api, o) => api.call("GET", "/b2b/counterparties", o),
    invalid: (api) => api.call("GET", "/b2b/counterparties", { query: { requestBody: MALFORMED } }),
  },
  {
    op: "10", key: "COUNTERPARTY-CREATE", title: "POST of a new counterparty", requirement: "A.OP.COUNTERPARTY-CREATE", common: true,
    also: ["A.RECORD.ADDITIONAL-CONTACTS"],
    needs: CREATES_COUNTERPARTY,
    async success(api, o) { ok(api, await this.probe(api, o), this.title); },
    probe: (api, o) => api.send("POST", "/b2b/counterparties", "counterpartyCreate", "valid", counterpartyVars(api), o),
    invalid: (api) => api.call("POST", "/b2b/counterparties", { body: MALFORMED }),
  },
  {
    op: "11", key: "FILE-UPLOAD-URL", title: "POST of a file upload URL request", requirement: "A.OP.FILE-UPLOAD-URL", common: true,
    needs: [INPUT.request("fileUploadUrl", "valid"), INPUT.response("fileUploadUrl", "url")],
    async success(api, o) {
      const res = await this.probe(api, o);
      ok(api, res, this.title);
      api.t.expect(String(api.read(res, "fileUploadUrl", "url")), "the upload URL").toMatch(/^https?:\/\/\S+$/);
    },
    probe: (api, o) => api.send("POST", "/b2b/file-upload-url", "fileUploadUrl", "valid", { fileName: `${api.t.faker.system.fileName()}` }, o),
    invalid: (api) => api.call("POST", "/b2b/file-upload-url", { body: MALFORMED }),
  },
  {
    op: "12", key: "SHEET", title: "GET of the CSV export", requirement: "A.OP.SHEET", common: false, also: ["A.PARAM.SHEET-NO-TEST"],
    needs: [INPUT.request("taxInvoicesSheet", "valid")],
    async success(api, o) {
      if (api.t.input(INPUT.sheetEnabled) === false) api.t.disabled(`${INPUT.sheetEnabled} is false: the CSV export is not enabled for the account`);
      const res = await this.probe(api, o);
      ok(api, res, this.title);
      api.t.expect(res.headers["content-type"] ?? "", "content type of the export").toMatch(/^text\/csv\b/);
    },
    probe: (api, o) => api.send("GET", "/b2b/tax-invoices-sheet", "taxInvoicesSheet", "valid", {}, { ...o, test: null }),
    invalid: (api) => api.call("GET", "/b2b/tax-invoices-sheet", { test: null, query: { requestBody: MALFORMED } }),
  },
  ...TAX_INVOICE_OPERATIONS,
];

export const operation = (op: string): B2bOperation => B2B_OPERATIONS.find((o) => o.op === op)!;
