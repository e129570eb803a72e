// The route-level readings of open points (Readings): who is "not enabled" for the export and the lookup, refuse-request's
// parameters, the export's test parameter and its file, and the operations a target has beyond the spec's table.
import type { Req, Res } from "../../http-kit.js";
import { B2bFailure, invalid } from "../model.js";
import type { Readings } from "./readings.js";
import type { Key } from "../tax-invoice-input.js";
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
export function notEnabled(route: RouteLike, readings: Readings, identifier: string): void {
  // Stryker disable next-line ConditionalExpression, BooleanLiteral: open A-OPEN-SHEET-NOT-ENABLED: the export's answer to a caller without B2B is open (A-SHEET-B2B-NOT-ENABLED waits on it): no run asks the export as that caller
  if (route.common !== false) throw new B2bFailure(403, identifier);
  switch (readings.sheetNotEnabled) {
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-SHEET-NOT-ENABLED: the export's answer to a caller without B2B is open (A-SHEET-B2B-NOT-ENABLED waits on it): no run asks the export as that caller
    case "not-enabled": throw new B2bFailure(403, "B2bNotEnabledError");
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-SHEET-NOT-ENABLED: the export's answer to a caller without B2B is open (A-SHEET-B2B-NOT-ENABLED waits on it): no run asks the export as that caller
    case "unauthorized": throw new B2bFailure(401, "UnauthorizedError");
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-SHEET-NOT-ENABLED: the export's answer to a caller without B2B is open (A-SHEET-B2B-NOT-ENABLED waits on it): no run asks the export as that caller; its message is not fixed
    case "invalid": throw invalid("the account has no B2B");
    default:
  }
}

/** The main account not enabled for the business-info lookup (F-BUSINESS-INFO-ENABLEMENT): the answer it gets. */
// Stryker disable next-line BlockStatement: open A-OPEN-BUSINESS-INFO-ENABLEMENT: the lookup's answer to a caller not enabled for it is open, and no configured credential is such a caller (dimensions.ts, NOT_GENERATED)
export function lookupNotEnabled(readings: Readings): void {
  switch (readings.businessInfoNotEnabled) {
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-BUSINESS-INFO-ENABLEMENT: the lookup's answer to a caller not enabled for it is open, and no configured credential is such a caller (dimensions.ts, NOT_GENERATED)
    case "forbidden": throw new B2bFailure(403, "ForbiddenError");
    // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-BUSINESS-INFO-ENABLEMENT: the lookup's answer to a caller not enabled for it is open, and no configured credential is such a caller (dimensions.ts, NOT_GENERATED); its message is not fixed
    case "other": throw invalid("the lookup is not enabled for the account");
    default:
  }
}

/** refuse-request's query parameters (F-REFUSE-REQUEST-INTERFACE, F-REFUSE-REQUEST-TEST-PARAM). */
// Stryker disable next-line BlockStatement: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's parameters are not shown, and the suite never calls it (its tests wait on this point)
export function refuseParameters(req: Req, readings: Readings, credentialQuery: readonly string[]): void {
  // Stryker disable next-line ArrayDeclaration, ArrowFunction, BooleanLiteral, MethodExpression: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's parameters are not shown, and the suite never calls it (its tests wait on this point)
  const given = [...req.query.keys()].filter((name) => !credentialQuery.includes(name));
  // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-REFUSE-REQUEST-INTERFACE: refuse-request's parameters are not shown, and the suite never calls it (its tests wait on this point); its message is not fixed
  if (readings.refuseInterface === "no-parameters" && given.length > 0) throw invalid("refuse-request takes no query parameter");
  // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-REFUSE-REQUEST-TEST-PARAM: whether refuse-request takes test is open, and the suite never calls it; its message is not fixed
  if (readings.refuseTestParam === "refused" && req.query.has("test")) throw invalid("refuse-request takes no test parameter");
}

/** The export's test parameter (F-SHEET-TEST-PARAM): usually ignored; refused, or honoured (routes.ts picks the data set). */
// Stryker disable next-line BlockStatement: open A-OPEN-SHEET-TEST-PARAM: what the export does with test is open (A-SHEET-TEST-PARAM waits on it): the suite exports without test
export function sheetTest(req: Req, readings: Readings): void {
  // Stryker disable next-line ConditionalExpression, EqualityOperator, LogicalOperator, StringLiteral: open A-OPEN-SHEET-TEST-PARAM: what the export does with test is open (A-SHEET-TEST-PARAM waits on it): the suite exports without test; its message is not fixed
  if (readings.sheetTest === "refused" && req.query.has("test")) throw invalid("the export takes no test parameter");
}

/** The export's file as the target writes it (F-SHEET-COLUMNS). */
export function sheetAnswer(csv: string, readings: Readings, contentType: string): Res {
  let body = csv;
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, ArithmeticOperator, MethodExpression: open A-OPEN-SHEET-COLUMNS: the export's header row, delimiter, encoding and disposition are not shown; the suite asserts only a CSV answer
  if (readings.sheetFormat === "no-header") body = csv.slice(csv.indexOf("\n") + 1);
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-SHEET-COLUMNS: the export's header row, delimiter, encoding and disposition are not shown; the suite asserts only a CSV answer
  if (readings.sheetFormat === "semicolon") body = csv.replaceAll(",", ";");
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-SHEET-COLUMNS: the export's header row, delimiter, encoding and disposition are not shown; the suite asserts only a CSV answer
  if (readings.sheetFormat === "bom") body = `\uFEFF${csv}`;
  const headers: Record<string, string> = { "content-type": contentType };
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral: open A-OPEN-SHEET-COLUMNS: the export's header row, delimiter, encoding and disposition are not shown; the suite asserts only a CSV answer
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
  // Stryker disable next-line StringLiteral: open A-OPEN-OTHER-OPERATIONS: the operations beyond the table are open (their tests wait on it): the suite never calls them
  const at = "/b2b/tax-invoices/:taxInvoiceKey";
  const out: ExtraRoute[] = [];
  // Stryker disable next-line ConditionalExpression, StringLiteral, ArrowFunction: open A-OPEN-OTHER-OPERATIONS: the operations beyond the table are open (their tests wait on it): the suite never calls them
  if (readings.otherOperations) out.push({ method: "GET", path: at, op: "taxInvoiceGet", run: ({ req, invoices }) => invoices.record(invoices.find(key(req))) });
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, ArrowFunction: open A-OPEN-OTHER-OPERATIONS: the operations beyond the table are open (their tests wait on it): the suite never calls them
  if (readings.otherOperations === "more") out.push({ method: "GET", path: "/b2b/tax-invoices", op: "taxInvoiceList", run: ({ invoices }) => invoices.list() });
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, BlockStatement: open A-OPEN-REVERSE-DRAFT-PATH: an operation of its own that requests a reverse draft is a reading the suite never calls (its test waits on this point)
  if (readings.reverseDraftPath === "unlisted") {
    // Stryker disable next-line StringLiteral, ArrowFunction: open A-OPEN-REVERSE-DRAFT-PATH: an operation of its own that requests a reverse draft is a reading the suite never calls (its test waits on this point)
    out.push({ method: "POST", path: `${at}/request`, op: "taxInvoiceRequestDraft", run: ({ req, invoices }) => invoices.requestDraft(key(req)) });
  }
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, BlockStatement: open A-OPEN-ATTACH-AFTER-CREATE: an operation of its own that attaches past DRAFTED is a reading the suite never calls (its test waits on this point)
  if (readings.attachAfterCreate === "unlisted") {
    // Stryker disable next-line StringLiteral, ArrowFunction, BooleanLiteral: open A-OPEN-ATTACH-AFTER-CREATE: an operation of its own that attaches past DRAFTED is a reading the suite never calls (its test waits on this point)
    out.push({ method: "POST", path: `${at}/attach-issued-file`, op: "taxInvoiceAttachIssued", run: ({ req, body, invoices }) => invoices.attach(key(req), body, true) });
  }
  return out;
}
