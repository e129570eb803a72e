// What a target's gateway may do around every area A operation, where the spec leaves it open: rate limits, version
// headers, unknown query parameters refused, an external failure on demand (Readings, each named by its freedom row).
import type { Req, Res } from "../../http-kit.js";
import { B2bFailure, invalid } from "../model.js";
import type { Readings } from "./readings.js";

/**
 * The area A call a rate-limited gateway refuses (F-RATE-LIMITS), once: late in a run of the suite (some 640 to 700
 * calls), so the pace the client learns from the refusal holds back only the run's last calls, and a bare 429's wait
 * of the client's own choosing (1 s) only them. Earlier or more refusals slowed a whole run several times over.
 */
export const REFUSED_CALL = 600;
/** How long a slowed gateway holds each answer. */
export const SLOWED_MS = 2;

/** The query parameters each kind of operation takes. */
function knownParameters(op: string, req: Req, common: boolean, fromQuery: readonly string[]): Set<string> {
  const known = new Set(fromQuery);
  // Stryker disable next-line ConditionalExpression: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one (and never brn, A-OPEN-KEY-BRN), so a parameter known too widely or a check that never refuses is no change it can see; the case fold serves only the fault query-names-case-insensitive
  if (common) known.add("test");
  // Stryker disable next-line ConditionalExpression: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one (and never brn, A-OPEN-KEY-BRN), so a parameter known too widely or a check that never refuses is no change it can see; the case fold serves only the fault query-names-case-insensitive
  if (op === "counterpartyList" || op === "taxInvoicesSheet") known.add("requestBody");
  // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one (and never brn, A-OPEN-KEY-BRN), so a parameter known too widely or a check that never refuses is no change it can see; the case fold serves only the fault query-names-case-insensitive
  if (req.params.taxInvoiceKey !== undefined) ["taxInvoiceKeyType", "brn"].forEach((p) => known.add(p));
  // Stryker disable next-line ConditionalExpression: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one (and never brn, A-OPEN-KEY-BRN), so a parameter known too widely or a check that never refuses is no change it can see; the case fold serves only the fault query-names-case-insensitive
  if (op === "taxInvoicePopupUrl") known.add("includeMenu");
  return known;
}

export class Gateway {
  private calls = 0;
  private failNext = false;

  constructor(private readonly readings: Readings) {}

  /**
   * The answer a rate-limited gateway gives instead of the operation's, to the refused call: 429 with Retry-After 0 and
   * the RateLimit field saying nothing remains until now, 503 with Retry-After 0, or a 429 naming no wait.
   */
  // Stryker disable next-line BlockStatement: open A-OPEN-RATE-LIMITS: whether and which calls a gateway refuses is open; the suite waits out any refusal it meets and asserts nothing of it (test/meta/generated-dialects.test.ts checks the clean runs meet one)
  before(): Res | undefined {
    // Stryker disable next-line AssignmentOperator: open A-OPEN-RATE-LIMITS: whether and which calls a gateway refuses is open; the suite waits out any refusal it meets and asserts nothing of it (test/meta/generated-dialects.test.ts checks the clean runs meet one)
    this.calls += 1;
    // Stryker disable next-line ConditionalExpression: open A-OPEN-RATE-LIMITS: whether and which calls a gateway refuses is open; the suite waits out any refusal it meets and asserts nothing of it (test/meta/generated-dialects.test.ts checks the clean runs meet one)
    if (this.calls !== REFUSED_CALL) return undefined;
    switch (this.readings.rateLimit) {
      // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-RATE-LIMITS: whether and which calls a gateway refuses is open; the suite waits out any refusal it meets and asserts nothing of it (test/meta/generated-dialects.test.ts checks the clean runs meet one)
      case "paced": return {
        status: 429,
        // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-RATE-LIMITS: how a refusal names its wait is open (the pacer reads Retry-After, the RateLimit fields, or waits 1 s), and its message is not fixed; the suite waits any refusal out
        body: { message: "too many calls: try again" }, headers: { "retry-after": "0", ratelimit: '"calls";r=0;t=0' },
      };
      // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-RATE-LIMITS: whether and which calls a gateway refuses is open; the suite waits out any refusal it meets and asserts nothing of it (test/meta/generated-dialects.test.ts checks the clean runs meet one)
      case "unavailable": return {
        status: 503,
        // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-RATE-LIMITS: how a refusal names its wait is open (the pacer reads Retry-After, the RateLimit fields, or waits 1 s), and its message is not fixed; the suite waits any refusal out
        body: { message: "too many calls: try again" }, headers: { "retry-after": "0" },
      };
      // Stryker disable next-line ConditionalExpression, StringLiteral: open A-OPEN-RATE-LIMITS: whether and which calls a gateway refuses is open; the suite waits out any refusal it meets and asserts nothing of it (test/meta/generated-dialects.test.ts checks the clean runs meet one)
      case "bare-429": return {
        status: 429,
        // Stryker disable next-line ObjectLiteral, StringLiteral: open A-OPEN-RATE-LIMITS: how a refusal names its wait is open (the pacer reads Retry-After, the RateLimit fields, or waits 1 s), and its message is not fixed; the suite waits any refusal out
        body: { message: "too many calls" },
      };
      // Stryker disable next-line ConditionalExpression: equivalent: without the default case the switch ends, and the method returns undefined all the same
      default: return undefined;
    }
  }

  /** Fails the operation when the control asked for it (F-EXTERNAL-FAILURE control): 502 B2bExternalServiceError, once. */
  // Stryker disable next-line BlockStatement: open A-OPEN-EXTERNAL-FAILURE: no run asks for an external failure (the 502 rows wait on this point), so the control is never called
  checkExternal(): void {
    // Stryker disable next-line ConditionalExpression: open A-OPEN-EXTERNAL-FAILURE: no run asks for an external failure (the 502 rows wait on this point), so the control is never called
    if (!this.failNext) return;
    // Stryker disable next-line BooleanLiteral: open A-OPEN-EXTERNAL-FAILURE: no run asks for an external failure (the 502 rows wait on this point), so the control is never called
    this.failNext = false;
    // Stryker disable next-line StringLiteral: open A-OPEN-EXTERNAL-FAILURE: no run asks for an external failure (the 502 rows wait on this point), so the control is never called
    throw new B2bFailure(502, "B2bExternalServiceError");
  }

  /** POST /__b2b/fail-next: the next area A call fails as an external service would. */
  // Stryker disable next-line BlockStatement: open A-OPEN-EXTERNAL-FAILURE: no run asks for an external failure (the 502 rows wait on this point), so the control is never called
  control(): Res {
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral, StringLiteral: open A-OPEN-EXTERNAL-FAILURE: no run asks for an external failure (the 502 rows wait on this point), so the control is never called
    if (this.readings.externalFailure !== "control") return { status: 404, body: { message: "no such control" } };
    // Stryker disable next-line BooleanLiteral: open A-OPEN-EXTERNAL-FAILURE: no run asks for an external failure (the 502 rows wait on this point), so the control is never called
    this.failNext = true;
    // Stryker disable next-line ObjectLiteral: open A-OPEN-EXTERNAL-FAILURE: no run asks for an external failure (the 502 rows wait on this point), so the control is never called
    return { status: 204 };
  }

  /** Headers every answer carries: the version (F-VERSIONING), or its deprecation. */
  // Stryker disable next-line BlockStatement: unfixed: version and deprecation headers are a target's choice (F-VERSIONING, not shown): the suite sends no version and asserts nothing of these headers
  headers(): Record<string, string> {
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral, StringLiteral: unfixed: version and deprecation headers are a target's choice (F-VERSIONING, not shown): the suite sends no version and asserts nothing of these headers
    if (this.readings.versioning === "version-header") return { "x-api-version": "2026-01-05" };
    // Stryker disable next-line ConditionalExpression, EqualityOperator, ObjectLiteral, StringLiteral: unfixed: version and deprecation headers are a target's choice (F-VERSIONING, not shown): the suite sends no version and asserts nothing of these headers
    if (this.readings.versioning === "deprecation-headers") return { deprecation: "@1798761600", sunset: "Fri, 31 Dec 2027 23:59:59 GMT" };
    return {};
  }

  /**
   * A query parameter the operation does not know is invalid input, where the gateway says so (F-UNKNOWN-PARAMETERS);
   * `caseless` (a fault) knows a name without regard to case, as the operation then reads it.
   */
  // Stryker disable next-line BlockStatement: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one, asserting only that it fails
  checkParameters(op: string, req: Req, common: boolean, fromQuery: readonly string[], caseless: boolean): void {
    // Stryker disable next-line BooleanLiteral, ConditionalExpression: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one, asserting only that it fails
    if (!this.readings.unknownParametersRefused) return;
    // Stryker disable next-line ArrowFunction, MethodExpression: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one (and never brn, A-OPEN-KEY-BRN), so a parameter known too widely or a check that never refuses is no change it can see; the case fold serves only the fault query-names-case-insensitive
    const fold = (name: string) => (caseless ? name.toLowerCase() : name);
    const known = new Set([...knownParameters(op, req, common, fromQuery)].map(fold));
    // Stryker disable next-line ArrayDeclaration, ArrowFunction: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one (and never brn, A-OPEN-KEY-BRN), so a parameter known too widely or a check that never refuses is no change it can see; the case fold serves only the fault query-names-case-insensitive
    const unknown = [...req.query.keys()].find((name) => !known.has(fold(name)));
    // Stryker disable next-line BlockStatement, ConditionalExpression: unfixed: whether a parameter an operation does not take is refused is a target's choice (F-UNKNOWN-PARAMETERS): the suite sends none but a miscased one (and never brn, A-OPEN-KEY-BRN), so a parameter known too widely or a check that never refuses is no change it can see; the case fold serves only the fault query-names-case-insensitive
    if (unknown !== undefined) {
      // Stryker disable next-line StringLiteral: message: an error's message is not fixed
      throw invalid(`unknown query parameter ${unknown}`);
    }
  }
}
