// Area A on {base_url}: authentication, the B2B feature, the test parameter, and operations 1 to 25 in a dialect.
import { json, type Req, type Res, type Router } from "../http-kit.js";
import type { ReferenceContext } from "../context.js";
import { identify, type B2bCredentials } from "./accounts.js";
import { B2bBook } from "./book.js";
import { CounterpartyDesk } from "./counterparties.js";
import { CatalogDesk } from "./desk.js";
import { reshape, type Dialect } from "./dialects/dialect.js";
import { testFlag } from "./input.js";
import { keyOf } from "./tax-invoice-key.js";
import { TaxInvoiceDesk } from "./tax-invoices.js";
import { B2bFailure, invalid } from "./model.js";
import type { Transmission } from "./transmission.js";
import type { Readings } from "./readings.js";

interface Call extends Desks {
  req: Req;
  /** The request body in canonical shape. */
  body: unknown;
  /** The requestBody query parameter, JSON re-encoded in canonical shape (null when absent). */
  requestBody: string | null;
}

interface Route {
  method: string;
  path: string;
  op: string;
  /** false for the CSV export, which takes no test parameter and lists no 403. */
  common?: boolean;
  run(call: Call): unknown;
}

const KEY = "/b2b/tax-invoices/:taxInvoiceKey";
/** Where informational upload URLs point: a host that never resolves (RFC 6761), so nothing may need to reach it. */
const INFORMATIONAL_UPLOADS = "https://uploads.reference.invalid";

/** The operations over one data set. */
interface Desks {
  book: B2bBook;
  counterparties: CounterpartyDesk;
  catalog: CatalogDesk;
  invoices: TaxInvoiceDesk;
}

function deskSet(has: (fault: string) => boolean, readings: Readings): Desks {
  const book = new B2bBook(has);
  return { book, counterparties: new CounterpartyDesk(book, has), catalog: new CatalogDesk(book, has, readings), invoices: new TaxInvoiceDesk(book, has, readings) };
}

/** Operations on a counterparty or tax invoice that exists already (7, 8, 14, 16 to 25). */
const ON_EXISTING = new Set(["counterpartyDelete", "counterpartyUpdate", "taxInvoiceUpdateDraft", "taxInvoiceAttachFile", "taxInvoiceDeleteAttachment",
  "taxInvoiceAttachments", "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest", "taxInvoiceIssue", "taxInvoicePdfUrl", "taxInvoicePopupUrl",
  "taxInvoicePrintUrl", "taxInvoiceRefuseRequest"]);

/** Operations whose body the spec lists as required. */
const BODY_REQUIRED = new Set(["businessInfo", "counterpartyUpdate", "counterpartyCreate", "fileUploadUrl", "taxInvoiceDraft", "taxInvoiceUpdateDraft",
  "taxInvoiceIssueImmediately", "taxInvoiceRequestReverse", "taxInvoiceAttachFile", "taxInvoiceCancelIssuance", "taxInvoiceCancelRequest", "taxInvoiceIssue"]);

export function b2bRoutes(router: Router, ctx: ReferenceContext, dialect: Dialect, credentials: B2bCredentials, transmission: Transmission,
  readings: Readings = {}): Router {
  const has = (name: string) => ctx.faults.has(`b2b.${name}`);
  const live = deskSet(has, readings);
  // Test mode as a data set of its own, seeded alike, is one legal reading (A-OPEN-TEST-MODE); usually there is one.
  const test = readings.separateTestData ? deskSet(has, readings) : live;
  const sets = [...new Set([live, test])];
  ctx.onReset(() => sets.forEach((d) => d.book.reset()));
  transmission.watch(() => sets.flatMap((d) => [...d.book.taxInvoices.values()]));
  const key = (req: Req) => keyOf(req, has("query-names-case-insensitive"));
  const documents = (req: Req) => `http://${req.headers.host ?? "127.0.0.1"}`;
  const uploads = (req: Req) => (readings.uploadNotNeeded ? INFORMATIONAL_UPLOADS : documents(req));

  const routes: Route[] = [
    { method: "GET", path: "/b2b/bulk-tax-invoices/:bulkTaxInvoiceId", op: "bulkTaxInvoiceGet", run: ({ req, catalog }) => catalog.bulk(req.params.bulkTaxInvoiceId!) },
    { method: "POST", path: "/b2b/companies/business-info", op: "businessInfo", run: ({ body, catalog }) => catalog.businessInfo(body) },
    { method: "GET", path: "/b2b/counterparties/:brn/certificate/registration-url", op: "certificateRegistrationUrl",
      run: ({ req, counterparties }) => ({ url: `${documents(req)}/__certificates/register/${counterparties.certificateTarget(req.params.brn!, false).brn}` }) },
    { method: "POST", path: "/b2b/counterparties/:brn/certificate/validate", op: "certificateValidate",
      run: ({ req, counterparties }) => ({ valid: !!counterparties.certificateTarget(req.params.brn!, true) }) },
    { method: "GET", path: "/b2b/counterparties/:brn/certificate", op: "certificateGet", run: ({ req, counterparties }) => {
      counterparties.certificateTarget(req.params.brn!, true);
      return { registeredAt: "2026-01-05T00:00:00Z", expiresAt: "2027-01-05T00:00:00Z", subject: `brn ${req.params.brn}` };
    } },
    { method: "GET", path: "/b2b/counterparties/:counterpartyId", op: "counterpartyGet", run: ({ req, counterparties }) => counterparties.get(req.params.counterpartyId!) },
    { method: "DELETE", path: "/b2b/counterparties/:counterpartyId", op: "counterpartyDelete",
      run: ({ req, body, counterparties }) => ({ deleted: counterparties.delete(req.params.counterpartyId!, body).id }) },
    { method: "PATCH", path: "/b2b/counterparties/:counterpartyId", op: "counterpartyUpdate",
      run: ({ req, body, counterparties }) => ({ counterparty: counterparties.update(req.params.counterpartyId!, body) }) },
    { method: "GET", path: "/b2b/counterparties", op: "counterpartyList", run: ({ requestBody, counterparties }) => {
      const items = counterparties.list(requestBody);
      return { counterparties: items, page: { number: 0, size: items.length, totalCount: items.length } };
    } },
    { method: "POST", path: "/b2b/counterparties", op: "counterpartyCreate", run: ({ body, counterparties }) => ({ counterparty: counterparties.create(body) }) },
    { method: "POST", path: "/b2b/file-upload-url", op: "fileUploadUrl", run: ({ req, body, catalog }) => catalog.uploadUrl(body, uploads(req)) },
    { method: "GET", path: "/b2b/tax-invoices-sheet", op: "taxInvoicesSheet", common: false, run: ({ requestBody, catalog }) => catalog.sheet(requestBody) },
    { method: "POST", path: "/b2b/tax-invoices/draft", op: "taxInvoiceDraft", run: ({ body, invoices }) => invoices.create(body, "draft") },
    { method: "PUT", path: "/b2b/tax-invoices/draft", op: "taxInvoiceUpdateDraft", run: ({ body, invoices }) => invoices.update(body) },
    { method: "POST", path: "/b2b/tax-invoices/issue-immediately", op: "taxInvoiceIssueImmediately", run: ({ body, invoices }) => invoices.create(body, "immediate") },
    { method: "POST", path: "/b2b/tax-invoices/request-reverse-issuance", op: "taxInvoiceRequestReverse", run: ({ body, invoices }) => invoices.create(body, "reverse") },
    { method: "POST", path: `${KEY}/attach-file`, op: "taxInvoiceAttachFile", run: ({ req, body, invoices }) => invoices.attach(key(req), body) },
    { method: "DELETE", path: `${KEY}/attachments/:attachmentId`, op: "taxInvoiceDeleteAttachment",
      run: ({ req, invoices }) => invoices.deleteAttachment(key(req), req.params.attachmentId!) },
    { method: "GET", path: `${KEY}/attachments`, op: "taxInvoiceAttachments", run: ({ req, invoices }) => invoices.attachments(key(req)) },
    { method: "POST", path: `${KEY}/cancel-issuance`, op: "taxInvoiceCancelIssuance", run: ({ req, body, invoices }) => invoices.cancelIssuance(key(req), body) },
    { method: "POST", path: `${KEY}/cancel-request`, op: "taxInvoiceCancelRequest", run: ({ req, body, invoices }) => invoices.cancelRequest(key(req), body) },
    { method: "POST", path: `${KEY}/issue`, op: "taxInvoiceIssue", run: ({ req, body, invoices }) => invoices.issue(key(req), body) },
    { method: "GET", path: `${KEY}/pdf-download-url`, op: "taxInvoicePdfUrl", run: ({ req, invoices }) => invoices.documentUrl(key(req), "pdf", documents(req)) },
    { method: "GET", path: `${KEY}/popup-url`, op: "taxInvoicePopupUrl",
      run: ({ req, invoices }) => invoices.documentUrl(key(req), "popup", documents(req), req.query.get("includeMenu")) },
    { method: "GET", path: `${KEY}/print-url`, op: "taxInvoicePrintUrl", run: ({ req, invoices }) => invoices.documentUrl(key(req), "print", documents(req)) },
    { method: "POST", path: `${KEY}/refuse-request`, op: "taxInvoiceRefuseRequest", run: ({ req, body, invoices }) => invoices.refuseRequest(key(req), body) },
  ];

  const failure = (f: B2bFailure): Res => json(f.status, dialect.error(f));

  /** The canonical requestBody query parameter: the wire JSON reshaped; JSON the dialect cannot read passes as it is. */
  function canonicalRequestBody(req: Req, op: string): string | null {
    const raw = req.query.get("requestBody");
    if (raw === null || !dialect.requests[op]) return raw;
    try { return JSON.stringify(reshape(JSON.parse(raw), dialect.requests[op], false)); } catch { return raw; }
  }

  function handle(route: Route, req: Req): Res {
    const who = identify(req.headers, credentials);
    const letThrough = (!who.sent && has("missing-credential-accepted")) || (who.sent && !who.caller && has("wrong-credential-accepted"));
    // Faults "…-on-existing" refuse only operations on a record that exists already, so the creations before them succeed.
    const faulty = (fault: string) => has(fault) || (ON_EXISTING.has(route.op) && has(`${fault}-on-existing`));
    const refusedScheme = (who.scheme === "serviceKey" && has("service-key-refused")) || (who.scheme === "bearer" && faulty("bearer-refused"));
    if ((!who.caller && !letThrough) || refusedScheme) {
      return failure(new B2bFailure(401, has("unauthorized-identifier-wrong") ? "ForbiddenError" : "UnauthorizedError"));
    }
    try {
      if (who.caller === "disabled" && route.common !== false && !has("not-enabled-served")) {
        throw new B2bFailure(403, has("not-enabled-as-forbidden") ? "ForbiddenError" : "B2bNotEnabledError");
      }
      if (route.common !== false) {
        const flag = req.query.get("test");
        if (!(flag !== null && !["true", "false"].includes(flag) && has("bad-test-value-accepted"))) testFlag(flag);
        if ((flag === "true" && faulty("test-true-refused")) || (flag === "false" && faulty("test-false-refused"))) throw invalid("test is not accepted");
      }
      if (req.bodyError !== undefined) throw has("malformed-json-500") ? new Error("malformed JSON") : invalid(`malformed JSON: ${req.bodyError}`);
      if (req.body === undefined && BODY_REQUIRED.has(route.op) && has("missing-body-500")) throw new Error("no request body");
      const body = reshape(req.body, dialect.requests[route.op], false);
      const desks = route.common !== false && req.query.get("test") === "true" ? test : live;
      const out = route.run({ req, body, requestBody: canonicalRequestBody(req, route.op), ...desks });
      if (typeof out === "string") {
        return { status: 200, body: out, headers: { "content-type": has("sheet-json-content-type") ? "application/json" : "text/csv; charset=utf-8" } };
      }
      return json(200, reshape(out, dialect.responses[route.op], true));
    } catch (err) {
      if (err instanceof B2bFailure) return failure(err);
      throw err;
    }
  }

  for (const route of routes) {
    router.on(route.method, route.path, (req) => {
      transmission.transmitDue();
      try {
        return handle(route, req);
      } finally {
        transmission.transmitDue();
      }
    });
  }
  // The object storage behind operation 11's upload URLs: a PUT or POST of any content stores the file.
  for (const method of ["PUT", "POST"]) {
    router.on(method, "/__files/:fileId", (req) => {
      const file = sets.map((d) => d.book.files.get(req.params.fileId!)).find(Boolean);
      if (!file) return json(404, { message: "no such upload URL" });
      file.uploaded = !has("upload-not-stored");
      return { status: 200 };
    });
  }
  // A test hook, not part of the spec: moves an ISSUED tax invoice to SENDING_COMPLETED (profile key sendingCompletedHook).
  router.on("POST", "/__b2b/sending-completed", (req) => {
    const id = (req.body as { taxInvoiceId?: unknown } | undefined)?.taxInvoiceId;
    const t = typeof id === "string" ? sets.map((d) => d.book.taxInvoices.get(id)).find(Boolean) : undefined;
    if (!t) return json(404, { message: "no such tax invoice" });
    if (t.status !== "ISSUED") return json(409, { message: `the tax invoice is ${t.status}, not ISSUED` });
    t.status = "SENDING_COMPLETED";
    return json(200, { taxInvoiceId: t.id, status: t.status });
  });
  return router;
}
