// Area A on {base_url}: authentication, the B2B feature, the test parameter, and operations 1 to 25 in a dialect.
import { json, type Req, type Res, type Router } from "../http-kit.js";
import type { ReferenceContext } from "../context.js";
import { credentialQueryNames, identify, type B2bCredentials } from "./accounts.js";
import { B2bBook } from "./book.js";
import { CounterpartyDesk } from "./counterparties.js";
import { CatalogDesk } from "./desk.js";
import { reshape, type Dialect } from "./dialects/dialect.js";
import { booleanOf, testFlag } from "./input.js";
import { Gateway, SLOWED_MS } from "./readings/gateway.js";
import { lookupNotEnabled, notEnabled, otherOperations, refuseParameters, sheetAnswer, sheetTest } from "./readings/route-readings.js";
import { keyOf } from "./tax-invoice-input.js";
import { TaxInvoiceDesk } from "./tax-invoices.js";
import { B2bFailure, invalid } from "./model.js";
import type { Transmission } from "./transmission.js";
import type { Readings } from "./readings/readings.js";
import { grant, received, stored } from "./readings/storage.js";
import { ACTIONS, BODY_REQUIRED, ON_EXISTING, readAsShaped } from "./fault-paths.js";
import { b2bControlRoutes } from "./control.js";

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
  /** Query parameter rules of this operation alone, checked after the common ones (names: the credential's query names). */
  check?(req: Req, names: readonly string[]): void;
  run(call: Call): unknown;
}

const KEY = "/b2b/tax-invoices/:taxInvoiceKey";
/** Where informational upload URLs point: a host that never resolves (RFC 6761), so nothing may need to reach it. */
const INFORMATIONAL_UPLOADS = "https://uploads.reference.invalid";
/** Where https document URLs point (never reached by the suite). */
const DOCUMENTS_HOST = "https://documents.reference.invalid";

/** The operations over one data set. */
interface Desks {
  book: B2bBook;
  counterparties: CounterpartyDesk;
  catalog: CatalogDesk;
  invoices: TaxInvoiceDesk;
}

function deskSet(has: (fault: string) => boolean, readings: Readings, seeded = true): Desks {
  const book = new B2bBook(has, readings, seeded);
  return { book, counterparties: new CounterpartyDesk(book, has, readings), catalog: new CatalogDesk(book, has, readings), invoices: new TaxInvoiceDesk(book, has, readings) };
}

/** Path and query parameters as the dialect writes them (a brn with dashes), read into the canonical ones. */
function canonicalParams(req: Req, dialect: Dialect): Req {
  const conversions = dialect.params;
  if (!conversions) return req;
  const read = (name: string, value: string) => String(conversions[name]?.fromWire(value) ?? value);
  const query = new URLSearchParams([...req.query].map(([k, v]) => [k, read(k, v)]));
  return { ...req, params: Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, read(k, v)])), query };
}

export function b2bRoutes(router: Router, ctx: ReferenceContext, dialect: Dialect, credentials: B2bCredentials, transmission: Transmission,
  readings: Readings = {}): Router {
  const has = (name: string) => ctx.faults.has(`b2b.${name}`);
  // Test mode as a data set of its own, seeded alike (or the fixtures in test mode only), is one legal reading
  // (A-OPEN-TEST-MODE); usually there is one.
  // Stryker disable next-line BooleanLiteral: open A-OPEN-TEST-MODE: whether test mode is a data set of its own, and which set holds the seed records, is open (F-TEST-MODE); the suite reads only records it made in the same mode
  const live = deskSet(has, readings, !readings.testOnlyFixtures);
  // Stryker disable next-line ConditionalExpression: open A-OPEN-TEST-MODE: whether test mode keeps a data set of its own is open (F-TEST-MODE): a target may always keep one; the suite reads only records it made in the same mode (never keeping one is killed)
  const test = readings.separateTestData || readings.testOnlyFixtures ? deskSet(has, readings) : live;
  const gateway = new Gateway(readings);
  transmission.sendingSeconds = readings.sendingSeconds ?? 0;
  const sets = [...new Set([live, test])];
  // Stryker disable next-line ArrowFunction: unfixed: the test-control reset (POST /__control/reset), no part of the spec; a run starts its own reference
  ctx.onReset(() => sets.forEach((d) => d.book.reset()));
  transmission.watch(() => sets.flatMap((d) => [...d.book.taxInvoices.values()]));
  const key = (req: Req) => keyOf(req, has("query-names-case-insensitive"));
  const origin = (req: Req) => {
    // Stryker disable next-line StringLiteral: unfixed: the fallback for a request without a Host header, which every HTTP/1.1 client sends; no part of the spec
    const host = req.headers.host ?? "127.0.0.1";
    return `http://${host}`;
  };
  // Document and registration URLs on https, where the target answers so (F-URL-FORM): the suite never reaches them.
  const documents = (req: Req) => (readings.httpsUrls ? DOCUMENTS_HOST : origin(req));
  const uploads = (req: Req) => (readings.uploadNotNeeded ? INFORMATIONAL_UPLOADS : origin(req));

  const routes: Route[] = [
    { method: "GET", path: "/b2b/bulk-tax-invoices/:bulkTaxInvoiceId", op: "bulkTaxInvoiceGet", run: ({ req, catalog }) => catalog.bulk(req.params.bulkTaxInvoiceId!) },
    { method: "POST", path: "/b2b/companies/business-info", op: "businessInfo", run: ({ body, catalog }) => catalog.businessInfo(body) },
    { method: "GET", path: "/b2b/counterparties/:brn/certificate/registration-url", op: "certificateRegistrationUrl",
      run: ({ req, counterparties }) => ({ url: `${documents(req)}/__certificates/register/${counterparties.certificateTarget(req.params.brn!, false).brn}` }) },
    { method: "POST", path: "/b2b/counterparties/:brn/certificate/validate",
      // Stryker disable next-line StringLiteral: open A-OPEN-RESPONSE-SHAPES: the operation's name keys only the dialect's answer shape here, which the suite does not read (it asserts the 200)
      op: "certificateValidate", run: ({ req, counterparties }) => {
      counterparties.certificateTarget(req.params.brn!, true);
      // Stryker disable next-line ObjectLiteral, BooleanLiteral: open A-OPEN-RESPONSE-SHAPES: the validation result's fields are not shown; the suite asserts only the 200
      return { valid: true };
    } },
    { method: "GET", path: "/b2b/counterparties/:brn/certificate",
      // Stryker disable next-line StringLiteral: open A-OPEN-RECORD-FIELDS: the operation's name keys only the dialect's shape of a B2bCertificate here, whose fields are not shown (the suite asserts the 200)
      op: "certificateGet", run: ({ req, counterparties }) => {
      counterparties.certificateTarget(req.params.brn!, true);
      // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-RECORD-FIELDS: a B2bCertificate's fields are not shown; the suite asserts only the 200
      return { registeredAt: "2026-01-05T00:00:00Z", expiresAt: "2027-01-05T00:00:00Z", subject: `brn ${req.params.brn}` };
    } },
    { method: "GET", path: "/b2b/counterparties/:counterpartyId", op: "counterpartyGet", run: ({ req, counterparties }) => counterparties.get(req.params.counterpartyId!) },
    { method: "DELETE", path: "/b2b/counterparties/:counterpartyId",
      // Stryker disable next-line StringLiteral: open A-OPEN-RESPONSE-SHAPES: the operation's name keys only the dialect's answer shape here, which the suite does not read (it asserts the 200)
      op: "counterpartyDelete",
      run: ({ req, body, counterparties }) => ({ deleted: counterparties.delete(req.params.counterpartyId!, body).id }) },
    { method: "PATCH", path: "/b2b/counterparties/:counterpartyId", op: "counterpartyUpdate",
      run: ({ req, body, counterparties }) => ({ counterparty: counterparties.update(req.params.counterpartyId!, body) }) },
    { method: "GET", path: "/b2b/counterparties", op: "counterpartyList", run: ({ requestBody, counterparties }) => {
      const items = counterparties.list(requestBody);
      // Stryker disable next-line ObjectLiteral: open A-OPEN-RESPONSE-SHAPES: the list's paging fields are not shown; the suite reads only the profile's items
      const page = { number: 0, size: items.length, totalCount: items.length };
      return { counterparties: items, page };
    } },
    { method: "POST", path: "/b2b/counterparties", op: "counterpartyCreate", run: ({ body, counterparties }) => ({ counterparty: counterparties.create(body) }) },
    { method: "POST", path: "/b2b/file-upload-url", op: "fileUploadUrl", run: ({ req, body, catalog, book }) => {
      const made = catalog.uploadUrl(body, uploads(req));
      const granted = grant(dialect.storage, made.fileId);
      book.files.get(made.fileId)!.grant = granted;
      return { ...made, ...granted };
    } },
    { method: "GET", path: "/b2b/tax-invoices-sheet", op: "taxInvoicesSheet", common: false, run: ({ requestBody, catalog }) => catalog.sheet(requestBody),
      // Stryker disable next-line ArrowFunction: open A-OPEN-SHEET-TEST-PARAM: what the export does with test is open, and the suite exports without it
      check: (req) => sheetTest(req, readings) },
    { method: "POST", path: "/b2b/tax-invoices/draft", op: "taxInvoiceDraft", run: ({ body, invoices }) => invoices.create(body, "draft") },
    { method: "PUT", path: "/b2b/tax-invoices/draft", op: "taxInvoiceUpdateDraft", run: ({ body, invoices }) => invoices.update(body) },
    { method: "POST", path: "/b2b/tax-invoices/issue-immediately", op: "taxInvoiceIssueImmediately", run: ({ body, invoices }) => invoices.create(body, "immediate") },
    { method: "POST", path: "/b2b/tax-invoices/request-reverse-issuance", op: "taxInvoiceRequestReverse", run: ({ body, invoices }) => invoices.create(body, "reverse") },
    { method: "POST", path: `${KEY}/attach-file`, op: "taxInvoiceAttachFile", run: ({ req, body, invoices }) => invoices.attach(key(req), body) },
    { method: "DELETE", path: `${KEY}/attachments/:attachmentId`,
      // Stryker disable next-line StringLiteral: equivalent: no dialect keys a shape, a required member or a parameter to this operation, so its name changes nothing a run sees
      op: "taxInvoiceDeleteAttachment",
      run: ({ req, invoices }) => invoices.deleteAttachment(key(req), req.params.attachmentId!) },
    { method: "GET", path: `${KEY}/attachments`, op: "taxInvoiceAttachments", run: ({ req, invoices }) => invoices.attachments(key(req)) },
    { method: "POST", path: `${KEY}/cancel-issuance`, op: "taxInvoiceCancelIssuance", run: ({ req, body, invoices }) => invoices.cancelIssuance(key(req), body) },
    { method: "POST", path: `${KEY}/cancel-request`, op: "taxInvoiceCancelRequest", run: ({ req, body, invoices }) => invoices.cancelRequest(key(req), body) },
    { method: "POST", path: `${KEY}/issue`, op: "taxInvoiceIssue", run: ({ req, body, invoices }) => invoices.issue(key(req), body) },
    { method: "GET", path: `${KEY}/pdf-download-url`, op: "taxInvoicePdfUrl", run: ({ req, invoices }) => invoices.documentUrl(key(req),
      // Stryker disable next-line StringLiteral: unfixed: a document URL's form is the target's (F-URL-FORM); the suite asserts only that a URL is given
      "pdf", documents(req)) },
    { method: "GET", path: `${KEY}/popup-url`, op: "taxInvoicePopupUrl",
      run: ({ req, invoices }) => invoices.documentUrl(key(req),
        // Stryker disable next-line StringLiteral: unfixed: a document URL's form is the target's (F-URL-FORM); the suite asserts only that a URL is given
        "popup", documents(req), req.query.get("includeMenu")) },
    { method: "GET", path: `${KEY}/print-url`, op: "taxInvoicePrintUrl", run: ({ req, invoices }) => invoices.documentUrl(key(req),
      // Stryker disable next-line StringLiteral: unfixed: a document URL's form is the target's (F-URL-FORM); the suite asserts only that a URL is given
      "print", documents(req)) },
    // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
    { method: "POST", path: `${KEY}/refuse-request`, op: "taxInvoiceRefuseRequest", common: readings.refuseTestParam !== "ignored",
      // Stryker disable next-line ArrowFunction: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's body, parameters and answer are not shown (its tests wait on the open point, so the suite never calls it)
      run: ({ req, body, invoices }) => invoices.refuseRequest(key(req), body), check: (req, names) => refuseParameters(req, readings, names) },
    ...otherOperations(readings, key),
  ];

  const failure = (f: B2bFailure): Res => ({ status: f.status, body: dialect.error(f), headers: dialect.errorHeaders?.(f) });

  /**
   * The record a keyed operation's path names must exist (404 otherwise), in any of the data sets (the test parameter
   * may be the very thing that is wrong): for targets that look it up before other rows.
   */
  // Stryker disable next-line BlockStatement: unfixed: locate serves only the orders F-PAIR-CREDENTIAL-VS-REQUEST and F-PAIR-INVALID-INPUT-VS-NOT-FOUND leave free, which the suite never pairs
  function locate(route: Route, req: Req): void {
    // Stryker disable next-line BlockStatement: unfixed: locate serves only the orders F-PAIR-CREDENTIAL-VS-REQUEST and F-PAIR-INVALID-INPUT-VS-NOT-FOUND leave free, which the suite never pairs
    const lookUp = (d: Desks) => {
      // Stryker disable next-line ConditionalExpression: unfixed: locate serves only the orders F-PAIR-CREDENTIAL-VS-REQUEST and F-PAIR-INVALID-INPUT-VS-NOT-FOUND leave free, which the suite never pairs
      if (req.params.taxInvoiceKey !== undefined && !(route.op.endsWith("Url") && has("document-url-unknown-served"))) return d.invoices.find(key(req));
      // Stryker disable next-line ConditionalExpression: unfixed: locate serves only the orders F-PAIR-CREDENTIAL-VS-REQUEST and F-PAIR-INVALID-INPUT-VS-NOT-FOUND leave free, which the suite never pairs
      if (req.params.counterpartyId !== undefined) return d.counterparties.get(req.params.counterpartyId);
      // Stryker disable next-line ConditionalExpression: unfixed: locate serves only the orders F-PAIR-CREDENTIAL-VS-REQUEST and F-PAIR-INVALID-INPUT-VS-NOT-FOUND leave free, which the suite never pairs
      if (req.params.brn !== undefined) return d.book.byBrn(req.params.brn);
    };
    // Stryker disable next-line BlockStatement: unfixed: locate serves only the orders F-PAIR-CREDENTIAL-VS-REQUEST and F-PAIR-INVALID-INPUT-VS-NOT-FOUND leave free, which the suite never pairs
    const failures = sets.map((d) => { try { lookUp(d); return undefined; } catch (err) { return err; } });
    // Stryker disable next-line ArrowFunction, ConditionalExpression: unfixed: locate serves only the orders F-PAIR-CREDENTIAL-VS-REQUEST and F-PAIR-INVALID-INPUT-VS-NOT-FOUND leave free, which the suite never pairs
    if (failures.every((f) => f !== undefined)) throw failures[0];
  }

  /** The canonical body: the wire body reshaped, query parameters the dialect reads into it, members it requires checked. */
  function wireBody(op: string, req: Req): unknown {
    let body = reshape(req.body, dialect.requests[op], false);
    if (op === "taxInvoiceAttachFile" ? has("null-file-reference-500") : has("wrong-type-member-500")) readAsShaped(req.body, body);
    // Stryker disable next-line ArrayDeclaration: equivalent: a name no request carries reads nothing into the body
    const fromQuery = dialect.queryIntoBody?.[op] ?? [];
    // Stryker disable next-line ConditionalExpression, LogicalOperator, EqualityOperator: open A-OPEN-REQUEST-SHAPES: where a body's members may come from is the dialect's (F-REQUEST-SHAPES); the suite sends bodies as objects, and no query members where the profile reads none
    if (fromQuery.length > 0 && body && typeof body === "object") {
      // Stryker disable next-line ArrayDeclaration: open A-OPEN-REQUEST-SHAPES: where a body's members may come from is the dialect's (F-REQUEST-SHAPES); the suite sends each member where the profile puts it
      body = { ...body, ...Object.fromEntries(fromQuery.flatMap((name) => (req.query.has(name) ? [[name, req.query.get(name)]] : []))) };
    }
    // A target that takes an action without its body (a fault) asks nothing of the members it did not get either.
    const bodyless = req.body === undefined && ACTIONS.has(op) && has("action-body-optional");
    // Stryker disable next-line BlockStatement: open A-OPEN-REQUEST-SHAPES: which members a body must carry is the dialect's (F-REQUEST-SHAPES); the suite sends every member the profile names
    for (const member of bodyless ? [] : dialect.required?.[op] ?? []) {
      // Stryker disable next-line BlockStatement, ConditionalExpression, LogicalOperator: open A-OPEN-REQUEST-SHAPES: which members a body must carry is the dialect's (F-REQUEST-SHAPES); the suite sends every member the profile names
      if (!body || typeof body !== "object" || (body as Record<string, unknown>)[member] === undefined) {
        // Stryker disable next-line StringLiteral: message: an error's message is not fixed
        throw invalid(`${member} is required`);
      }
    }
    return body;
  }

  /** The canonical requestBody query parameter: the wire JSON reshaped; JSON the dialect cannot read passes as it is. */
  function canonicalRequestBody(req: Req, op: string): string | null {
    const raw = req.query.get("requestBody");
    if (raw === null || !dialect.requests[op]) return raw;
    try {
      return JSON.stringify(reshape(JSON.parse(raw), dialect.requests[op], false));
    }
    // Stryker disable next-line BlockStatement: equivalent: what the desk gets instead (undefined) is no JSON either, and it refuses both with the same 400
    catch {
      return raw;
    }
  }

  function handle(route: Route, wireReq: Req): Res {
    const req = canonicalParams(wireReq, dialect);
    const flag = req.query.get("test");
    // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, BooleanLiteral, StringLiteral: open A-OPEN-SHEET-TEST-PARAM: whether the export takes test is open and the suite exports without it; and whether test mode is a data set of its own is open (A-OPEN-TEST-MODE), the suite reading only records it made in the same mode
    const takesTest = route.common !== false || readings.sheetTest === "honoured";
    // Stryker disable next-line ConditionalExpression: open A-OPEN-TEST-MODE: what test mode changes that a client can see is open: a target whose test mode is its only data set answers alike with or without it (the other direction is killed)
    const inTest = takesTest && flag !== null && booleanOf(flag, readings) === true;
    const desks = inTest ? test : live;
    const who = identify(req.headers, req.query, credentials, has);
    const letThrough = (!who.sent && has("missing-credential-accepted")) || (who.sent && !who.caller && has("wrong-credential-accepted"));
    // Faults "…-on-existing" refuse only operations on a record that exists already, so the creations before them succeed.
    const faulty = (fault: string) => has(fault) || (ON_EXISTING.has(route.op) && has(`${fault}-on-existing`));
    const refusedScheme = (who.scheme === "serviceKey" && has("service-key-refused")) || (who.scheme === "bearer" && faulty("bearer-refused"));
    try {
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: whether an unknown record in the path is answered before the credential is a freedom (F-PAIR-CREDENTIAL-VS-REQUEST), which the suite never pairs
      if (readings.credentialOrder === "route-first") locate(route, req);
      if ((!who.caller && !letThrough) || refusedScheme) {
        // A call with no credential may be answered 403 ForbiddenError (F-PAIR-NO-CREDENTIAL); the fault answers 401 ForbiddenError.
        const wrong = has("unauthorized-identifier-wrong");
        // Stryker disable next-line ConditionalExpression: open A-OPEN-FORBIDDEN: a call with no credential may be 401 or 403, and the suite takes either (F-PAIR-NO-CREDENTIAL)
        const forbidden = readings.noCredentialForbidden && !who.sent && route.common !== false;
        return failure(new B2bFailure(forbidden && !wrong ? 403 : 401, wrong || forbidden ? "ForbiddenError" : "UnauthorizedError"));
      }
      // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: unfixed: whether B2bNotEnabledError waits for the record to be found is a freedom (F-PAIR-CREDENTIAL-VS-REQUEST), which the suite never pairs
      if (who.caller === "disabled" && readings.credentialOrder === "feature-last") locate(route, req);
      if (who.caller === "disabled" && !has("not-enabled-served")) notEnabled(route, readings, has("not-enabled-as-forbidden") ? "ForbiddenError" : "B2bNotEnabledError");
      // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-BUSINESS-INFO-ENABLEMENT: the lookup's answer to a caller not enabled for it is open, and no configured credential is such a caller
      if (who.caller === "main" && route.op === "businessInfo") lookupNotEnabled(readings);
      const credentialQuery = credentialQueryNames(credentials);
      // Stryker disable next-line ArrayDeclaration: equivalent: a name no request carries adds nothing the request could name
      const fromQuery = dialect.queryIntoBody?.[route.op] ?? [];
      // Stryker disable next-line BooleanLiteral, ConditionalExpression: open A-OPEN-SHEET-TEST-PARAM: whether the export takes test is open, and the suite exports without it
      gateway.checkParameters(route.op, req, route.common !== false, [...fromQuery, ...credentialQuery],
        has("query-names-case-insensitive"));
      route.check?.(req, credentialQuery);
      // Stryker disable next-line BooleanLiteral, ConditionalExpression: open A-OPEN-SHEET-TEST-PARAM: whether the export takes test is open, and the suite exports without it
      if (route.common !== false) {
        const flag = req.query.get("test");
        // A bad test value is refused, unless a fault accepts it.
        const read = flag !== null && has("bad-test-value-accepted") ? booleanOf(flag, readings) : testFlag(flag, readings);
        if (flag === null && has("test-absent-refused")) throw invalid("test is required");
        if ((read === true && faulty("test-true-refused")) || (read === false && faulty("test-false-refused"))) throw invalid("test is not accepted");
      }
      gateway.checkExternal();
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: whether the record a path names is looked up before the body is read is a freedom (F-PAIR-INVALID-INPUT-VS-NOT-FOUND), which the suite never pairs
      if (readings.lookupFirst === "lookup-first") locate(route, req);
      if (req.bodyError !== undefined) {
        // Stryker disable next-line StringLiteral: message: an error's message is not fixed
        throw has("malformed-json-500") ? new Error("malformed JSON") : invalid(`malformed JSON: ${req.bodyError}`);
      }
      if (req.body === null && has("null-body-500")) throw new Error("a JSON null body");
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: unfixed: whether the record a path names is looked up before the body is read is a freedom (F-PAIR-INVALID-INPUT-VS-NOT-FOUND), which the suite never pairs
      if (readings.lookupFirst === "syntax-first") locate(route, req);
      if (req.body === undefined && BODY_REQUIRED.has(route.op) && has("missing-body-500")) throw new Error("no request body");
      const body = wireBody(route.op, req);
      const out = route.run({ req, body, requestBody: canonicalRequestBody(req, route.op), ...desks });
      if (typeof out === "string") return sheetAnswer(out, readings, has("sheet-json-content-type") ? "application/json" : "text/csv; charset=utf-8");
      return json(200, reshape(out, dialect.responses[route.op], true));
    } catch (err) {
      // Stryker disable next-line ConditionalExpression: equivalent: nothing but a B2bFailure is thrown here in a run the reference does not crash
      if (err instanceof B2bFailure) return failure(err);
      throw err;
    }
  }

  for (const route of routes) {
    router.on(route.method, route.path, async (req) => {
      // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-RATE-LIMITS: a target may be slow (F-RATE-LIMITS); a slowed answer differs only in time, which no test asserts
      if (readings.rateLimit === "slowed") await new Promise((resolve) => setTimeout(resolve, SLOWED_MS));
      const answer = gateway.before() ?? answered(route, req);
      return { ...answer, headers: { ...answer.headers, ...gateway.headers() } };
    });
  }

  function answered(route: Route, req: Req): Res {
    transmission.transmitDue();
    const answer = handle(route, req);
    // Stamps what this request issued at its end (the next request's start would stamp it too, only later: the second a
    // target transmits is not fixed, and the suite waits at least the profile's sendingCompletedAfterSeconds).
    transmission.transmitDue();
    return answer;
  }
  // The object storage behind operation 11's upload URLs, taking a file the way the dialect's protocol says (by default
  // a PUT or POST of any content).
  const storageMethods = ["PUT", "POST",
    // Stryker disable next-line StringLiteral: unfixed: the object storage is the reference's own, no part of the spec; no dialect uploads with PATCH
    "PATCH"];
  for (const method of storageMethods) {
    router.on(method, "/__files/:fileId", (req) => {
      const file = sets.map((d) => d.book.files.get(req.params.fileId!)).find(Boolean);
      // Stryker disable next-line ConditionalExpression, ObjectLiteral, StringLiteral: unfixed: the object storage is the reference's own, no part of the spec; the suite uploads only to the URLs it was given
      if (!file) return json(404, { message: "no such upload URL" });
      if (has("upload-refused")) return json(403, { message: "uploads are refused" });
      // Stryker disable next-line LogicalOperator: unfixed: the object storage is the reference's own, no part of the spec; every file has its grant once its URL is made
      const refused = received(req, dialect.storage, file.grant ?? {}, readings.uploadLimits);
      // Stryker disable next-line ConditionalExpression: open A-OPEN-UPLOAD-LIMITS: which uploads the storage refuses is open; the suite uploads only files every reading takes (refusing every one is killed)
      if (refused) return refused;
      file.uploaded = !has("upload-not-stored");
      return stored(dialect.storage, req.params.fileId!);
    });
  }
  return b2bControlRoutes(router, (id) => sets.map((d) => d.book.taxInvoices.get(id)).find(Boolean), gateway);
}
