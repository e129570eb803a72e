// The route-level readings of open points (Readings): who is "not enabled" for the export and the lookup, refuse-request's
// parameters, the export's test parameter and its file, and the operations a target has beyond the spec's table.
import type { Req, Res } from "../../http-kit.js";
import { B2bFailure, invalid } from "../model.js";
import type { Readings } from "./readings.js";
import type { Key } from "../tax-invoice-key.js";
import type { TaxInvoiceDesk } from "../tax-invoices.js";

/** A route as routes.ts declares it (only what these readings need). */
interface RouteLike {
  op: string;
  common?: boolean;
}

/**
 * An account without B2B: B2bNotEnabledError on every operation but the CSV export, which lists no 403 and which the
 * reference serves unless the target reads F-SHEET-NOT-ENABLED otherwise.
 */
export function notEnabled(route: RouteLike, readings: Readings, asForbidden: boolean): void {
  if (route.common !== false) throw new B2bFailure(403, asForbidden ? "ForbiddenError" : "B2bNotEnabledError");
  switch (readings.sheetNotEnabled) {
    case "not-enabled": throw new B2bFailure(403, "B2bNotEnabledError");
    case "unauthorized": throw new B2bFailure(401, "UnauthorizedError");
    case "invalid": throw invalid("the account has no B2B");
    default:
  }
}

/** The main account not enabled for the business-info lookup (F-BUSINESS-INFO-ENABLEMENT): the answer it gets. */
export function lookupNotEnabled(readings: Readings): void {
  switch (readings.businessInfoNotEnabled) {
    case "forbidden": throw new B2bFailure(403, "ForbiddenError");
    case "other": throw invalid("the lookup is not enabled for the account");
    default:
  }
}

/** refuse-request's query parameters (F-REFUSE-REQUEST-INTERFACE, F-REFUSE-REQUEST-TEST-PARAM). */
export function refuseParameters(req: Req, readings: Readings, credentialQuery: readonly string[]): void {
  const given = [...req.query.keys()].filter((name) => !credentialQuery.includes(name));
  if (readings.refuseInterface === "no-parameters" && given.length > 0) throw invalid("refuse-request takes no query parameter");
  if (readings.refuseTestParam === "refused" && req.query.has("test")) throw invalid("refuse-request takes no test parameter");
}

/** The export's test parameter (F-SHEET-TEST-PARAM): usually ignored; refused, or honoured (routes.ts picks the data set). */
export function sheetTest(req: Req, readings: Readings): void {
  if (readings.sheetTest === "refused" && req.query.has("test")) throw invalid("the export takes no test parameter");
}

/** The export's file as the target writes it (F-SHEET-COLUMNS). */
export function sheetAnswer(csv: string, readings: Readings, jsonContentType: boolean): Res {
  let body = csv;
  if (readings.sheetFormat === "no-header") body = csv.slice(csv.indexOf("\n") + 1);
  if (readings.sheetFormat === "semicolon") body = csv.replaceAll(",", ";");
  if (readings.sheetFormat === "bom") body = `\uFEFF${csv}`;
  const headers: Record<string, string> = { "content-type": jsonContentType ? "application/json" : "text/csv; charset=utf-8" };
  if (readings.sheetFormat === "attachment") headers["content-disposition"] = 'attachment; filename="tax-invoices.csv"';
  return { status: 200, body, headers };
}

interface ExtraRoute extends RouteLike {
  method: string;
  path: string;
  run(call: { req: Req; body: unknown; invoices: TaxInvoiceDesk }): unknown;
}

/**
 * Operations the spec's table does not list, where a target has them: a read by key and a list (F-OTHER-OPERATIONS),
 * a reverse draft's request (F-REVERSE-DRAFT-PATH unlisted), attaching past DRAFTED (F-ATTACH-AFTER-CREATE unlisted).
 */
export function otherOperations(readings: Readings, key: (req: Req) => Key): ExtraRoute[] {
  const at = "/b2b/tax-invoices/:taxInvoiceKey";
  const out: ExtraRoute[] = [];
  if (readings.otherOperations) out.push({ method: "GET", path: at, op: "taxInvoiceGet", run: ({ req, invoices }) => invoices.record(invoices.find(key(req))) });
  if (readings.otherOperations === "more") out.push({ method: "GET", path: "/b2b/tax-invoices", op: "taxInvoiceList", run: ({ invoices }) => invoices.list() });
  if (readings.reverseDraftPath === "unlisted") {
    out.push({ method: "POST", path: `${at}/request`, op: "taxInvoiceRequestDraft", run: ({ req, invoices }) => invoices.requestDraft(key(req)) });
  }
  if (readings.attachAfterCreate === "unlisted") {
    out.push({ method: "POST", path: `${at}/attach-issued-file`, op: "taxInvoiceAttachIssued", run: ({ req, body, invoices }) => invoices.attach(key(req), body, true) });
  }
  return out;
}
